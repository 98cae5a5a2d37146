// Deposit and withdrawal records (GET /user/listRecharge, /user/listWithdrwal): one list at a
// time, filtered by coin, state and days (all in the URL), newest first, a page at a time until
// "no more data". Each row shows its state where it is seen: a rejection with its reason, a paid
// withdrawal with its payout transaction; the details open below the row.
import type { ReactNode } from "react";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { depositStatuses, paymentCoins, withdrawalStatuses, type Deposit, type Withdrawal } from "@tradewind/api/payments";
import { Choice } from "../../../components/Choice.tsx";
import { DateRangeFields } from "../../../components/DateRangeFields.tsx";
import { FilterBar, FilterSelect } from "../../../components/FilterBar.tsx";
import { LoadMore } from "../../../components/LoadMore.tsx";
import { QueryFallback } from "../../../components/QueryFallback.tsx";
import { EmptyState } from "../../../components/States.tsx";
import { formatDateTime, useLocale } from "../../../i18n/format.ts";
import { rangeInstants, rangeReversed } from "../../../lib/date-range.ts";
import { useDeposits, useWithdrawals, type RecordsFilter } from "../api/records.ts";
import { RecordRow } from "./RecordRow.tsx";
import { coinAmountText } from "../format.ts";
import { filtered, readRecordsView, recordKinds, statusesOf, writeRecordsView, type RecordsView, type RecordStatus } from "../records.ts";
import "./RecordsSection.css";

export function RecordsSection() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const view = readRecordsView(search);
  const change = (next: Partial<RecordsView>) => setSearch(writeRecordsView(search, { ...view, ...next }), { replace: true });
  // A reversed range is pointed out by the date fields and not asked for; the list stays as it was unfiltered by days.
  const days = rangeReversed(view) ? {} : rangeInstants(view);
  const filter: RecordsFilter = { coin: view.coin, from: days.from, to: days.to };
  return (
    <section className="records" aria-labelledby="records-title" data-testid="records-section" data-kind={view.kind}>
      <h2 id="records-title" className="visually-hidden">
        {t("financial.sections.records")}
      </h2>
      <Choice look="segments" options={recordKinds} value={view.kind} onChange={(kind) => change({ kind })} labelOf={(kind) => t(`records.kinds.${kind}`)} label={t("records.kindsLabel")} testIdPrefix="records-kind" />
      <RecordFilters view={view} onChange={change} />
      {view.kind === "deposits" ? <DepositList filter={filter} status={view.status} emptyKey={filtered(view) ? "noMatch" : "noDeposits"} /> : <WithdrawalList filter={filter} status={view.status} emptyKey={filtered(view) ? "noMatch" : "noWithdrawals"} />}
    </section>
  );
}

function RecordFilters({ view, onChange }: { view: RecordsView; onChange: (next: Partial<RecordsView>) => void }) {
  const { t } = useTranslation();
  return (
    <FilterBar testId="records-filters">
      <FilterSelect label={t("records.coin")} value={view.coin} options={paymentCoins} allLabel={t("records.allCoins")} labelOf={(coin) => coin} onChange={(coin) => onChange({ coin })} testId="records-coin" />
      <FilterSelect
        label={t("records.state")}
        value={view.status}
        options={statusesOf(view.kind)}
        allLabel={t("records.allStates")}
        labelOf={(status) => t(`records.statuses.${status}`)}
        onChange={(status) => onChange({ status })}
        testId="records-state"
      />
      <div className="filter-bar__dates">
        <DateRangeFields range={view} onChange={(range) => onChange({ from: range.from, to: range.to })} testIdPrefix="records" />
      </div>
      {filtered(view) && (
        <div className="filter-bar__actions">
          <button type="button" className="button button--ghost button--small" onClick={() => onChange({ coin: undefined, status: undefined, from: undefined, to: undefined })} data-testid="records-clear">
            {t("filters.clear")}
          </button>
        </div>
      )}
    </FilterBar>
  );
}

type EmptyKey = "noMatch" | "noDeposits" | "noWithdrawals";

function DepositList({ filter, status, emptyKey }: { filter: RecordsFilter; status: RecordStatus | undefined; emptyKey: EmptyKey }) {
  const narrowed = depositStatuses.find((known) => known === status);
  const query = useDeposits(filter, narrowed);
  return <RecordList query={query} emptyKey={emptyKey} renderRow={(deposit) => <DepositRow deposit={deposit} />} />;
}

function WithdrawalList({ filter, status, emptyKey }: { filter: RecordsFilter; status: RecordStatus | undefined; emptyKey: EmptyKey }) {
  const narrowed = withdrawalStatuses.find((known) => known === status);
  const query = useWithdrawals(filter, narrowed);
  return <RecordList query={query} emptyKey={emptyKey} renderRow={(withdrawal) => <WithdrawalRow withdrawal={withdrawal} />} />;
}

interface RecordListProps<Item extends { id: string }> {
  query: UseInfiniteQueryResult<InfiniteData<{ items: Item[] }>>;
  emptyKey: EmptyKey;
  renderRow: (item: Item) => ReactNode;
}

/** Skeleton, error with retry, the empty state, or the rows with "load more" until "no more data". */
function RecordList<Item extends { id: string }>({ query, emptyKey, renderRow }: RecordListProps<Item>) {
  const { t } = useTranslation();
  if (query.isPending || query.isError) return <QueryFallback query={query} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="card">
        <EmptyState message={t(`records.${emptyKey}`)} />
      </div>
    );
  }
  return (
    <div className="card records__list" aria-busy={query.isFetching}>
      <ul className="records__rows">
        {items.map((item) => (
          <li key={item.id} className="records__item" data-testid="record-row">
            {renderRow(item)}
          </li>
        ))}
      </ul>
      <div className="records__more">
        <LoadMore
          query={query}
          label={t("records.loadMore")}
          loadingLabel={t("common.loading")}
          testId="records-load-more"
          end={
            <p className="records__end" data-testid="records-end">
              {t("records.noMoreData")}
            </p>
          }
        />
      </div>
    </div>
  );
}

function DepositRow({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (value: string) => coinAmountText(value, deposit.coin, locale);
  const outcome =
    deposit.status === "rejected" ? t("records.rejectedBecause", { reason: deposit.rejectReason ?? "—" }) : deposit.status === "credited" && deposit.creditedAmount !== null ? t("records.creditedAmount", { amount: money(deposit.creditedAmount) }) : undefined;
  const details = [
    { label: t("records.txHash"), value: deposit.txHash, ltr: true },
    { label: t("records.senderTail"), value: deposit.senderTail ?? "—", ltr: true },
    { label: t("records.address"), value: deposit.address, ltr: true },
    { label: t("records.reported"), value: money(deposit.amount), ltr: true },
    { label: t("records.credited"), value: deposit.creditedAmount === null ? "—" : money(deposit.creditedAmount), ltr: true },
    { label: t("records.requestedAt"), value: formatDateTime(deposit.createdAt, locale) },
    { label: t("records.decidedAt"), value: deposit.decidedAt === null ? "—" : formatDateTime(deposit.decidedAt, locale) },
  ];
  return <RecordRow record={deposit} amount={money(deposit.amount)} outcome={outcome} details={details} />;
}

function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (value: string) => coinAmountText(value, withdrawal.coin, locale);
  const outcome =
    withdrawal.status === "rejected" ? t("records.rejectedBecause", { reason: withdrawal.rejectReason ?? "—" }) : withdrawal.status === "paid" ? t("records.paidWith", { reference: withdrawal.payoutTxRef ?? "—" }) : undefined;
  const details = [
    { label: t("records.address"), value: withdrawal.address, ltr: true },
    { label: t("withdraw.receives"), value: money(withdrawal.amount), ltr: true },
    { label: t("withdraw.fee"), value: money(withdrawal.fee), ltr: true },
    { label: t("withdraw.total"), value: money(withdrawal.total), ltr: true },
    { label: t("records.payoutTx"), value: withdrawal.payoutTxRef ?? "—", ltr: true },
    { label: t("records.requestedAt"), value: formatDateTime(withdrawal.createdAt, locale) },
    { label: t("records.decidedAt"), value: withdrawal.decidedAt === null ? "—" : formatDateTime(withdrawal.decidedAt, locale) },
  ];
  return <RecordRow record={withdrawal} amount={money(withdrawal.amount)} outcome={outcome} details={details} />;
}
