// The withdrawal queue: pending requests oldest first with how long each has waited, paid and
// rejected ones newest first; filter by coin or user, search by address or payout reference.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { withdrawalStatuses } from "@tradewind/api/payments";
import type { AdminWithdrawal } from "@tradewind/api/admin/payments";
import { ChainShort } from "../../components/ChainRef.tsx";
import { DataTable, PagedList, type Column } from "../../components/DataTable.tsx";
import { FlashNotice } from "../../components/FlashNotice.tsx";
import { OpenReviewLink } from "../../components/OpenReviewLink.tsx";
import { paymentFilterNames, paymentListFilters, QueueFilters, usePaymentFilterFields } from "../../components/QueueFilters.tsx";
import { StatusTabs } from "../../components/StatusTabs.tsx";
import { WaitingOrDecided } from "../../components/WaitingOrDecided.tsx";
import { formatAmount, formatDateTime, useLocale } from "../../lib/format.ts";
import { useQueueParams } from "../../lib/use-queue-params.ts";
import { useWithdrawalList } from "./api/withdrawals.ts";

const pageSize = 20;

function WithdrawalsTable({ items }: { items: readonly AdminWithdrawal[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = (value: string, coin: string) => `${formatAmount(value, coin, locale, { style: "exact" })} ${coin}`;
  const columns: Column<AdminWithdrawal>[] = [
    { header: t("review.submitted"), cell: (item) => formatDateTime(item.createdAt, locale) },
    {
      header: t("review.waitingOrDecided"),
      cell: (item) => <WaitingOrDecided pending={item.status === "pending"} since={item.createdAt} decidedAt={item.decidedAt} decidedBy={item.decidedBy} />,
    },
    { header: t("review.user"), cell: (item) => <Link to={`/users/${item.userId}`}>{item.username}</Link> },
    { header: t("payments.method"), cell: (item) => `${item.coin} · ${item.network}` },
    { header: t("withdrawals.amount"), headerClassName: "num", className: "num", cell: (item) => amount(item.amount, item.coin) },
    { header: t("withdrawals.fee"), headerClassName: "num", className: "num", cell: (item) => amount(item.fee, item.coin) },
    { header: t("withdrawals.address"), cell: (item) => <ChainShort value={item.address} /> },
    { header: t("common.actions"), cell: (item) => <OpenReviewLink to={`/withdrawals/${item.id}`} pending={item.status === "pending"} /> },
  ];
  return <DataTable columns={columns} rows={items} rowKey={(item) => item.id} rowTestId={(item) => `withdrawal-${item.id}`} />;
}

export function WithdrawalsQueuePage() {
  const { t } = useTranslation();
  const { status, setStatus, page, setPage, filters, setFilters } = useQueueParams(withdrawalStatuses, paymentFilterNames);
  const list = useWithdrawalList({ status, page, size: pageSize, ...paymentListFilters(filters) });
  return (
    <section className="page">
      <h1 className="page__title">{t("nav.withdrawals")}</h1>
      <FlashNotice />
      <StatusTabs name={t("review.status")} statuses={withdrawalStatuses} current={status} label={(name) => t(`withdrawals.statusName.${name}`)} onChange={setStatus} />
      <QueueFilters fields={usePaymentFilterFields()} values={filters} onApply={setFilters} />
      <PagedList query={list} emptyMessage={t(`withdrawals.none.${status}`)} onPage={setPage}>
        {(items) => <WithdrawalsTable items={items} />}
      </PagedList>
    </section>
  );
}
