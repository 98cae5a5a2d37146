// The deposit queue: pending deposits oldest first with how long each has waited, credited and
// rejected ones newest first; filter by coin or user, search by transaction hash or address.
// The receiving addresses users send to are one click away.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { depositStatuses } from "@tradewind/api/payments";
import { listReceivingAddresses, type AdminDeposit } from "@tradewind/api/admin/payments";
import { ChainShort } from "../../components/ChainRef.tsx";
import { DataTable, PagedList, type Column } from "../../components/DataTable.tsx";
import { FlashNotice } from "../../components/FlashNotice.tsx";
import { OpenReviewLink } from "../../components/OpenReviewLink.tsx";
import { paymentFilterNames, paymentListFilters, QueueFilters, usePaymentFilterFields } from "../../components/QueueFilters.tsx";
import { StatusTabs } from "../../components/StatusTabs.tsx";
import { WaitingOrDecided } from "../../components/WaitingOrDecided.tsx";
import { canCall } from "../../lib/access.ts";
import { formatAmount, formatDateTime, useLocale } from "../../lib/format.ts";
import { useRoles } from "../../lib/operator.ts";
import { useQueueParams } from "../../lib/use-queue-params.ts";
import { useDepositList } from "./api/deposits.ts";

const pageSize = 20;

function DepositsTable({ items }: { items: readonly AdminDeposit[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<AdminDeposit>[] = [
    { header: t("review.submitted"), cell: (item) => formatDateTime(item.createdAt, locale) },
    {
      header: t("review.waitingOrDecided"),
      cell: (item) => <WaitingOrDecided pending={item.status === "pending"} since={item.createdAt} decidedAt={item.decidedAt} decidedBy={item.decidedBy} />,
    },
    { header: t("review.user"), cell: (item) => <Link to={`/users/${item.userId}`}>{item.username}</Link> },
    { header: t("payments.method"), cell: (item) => `${item.coin} · ${item.network}` },
    {
      header: t("deposits.reported"),
      headerClassName: "num",
      className: "num",
      cell: (item) => (
        <>
          {`${formatAmount(item.amount, item.coin, locale, { style: "exact" })} ${item.coin}`}
          {item.creditedAmount !== null && item.creditedAmount !== item.amount && (
            <div className="muted">{t("deposits.creditedShort", { amount: `${formatAmount(item.creditedAmount, item.coin, locale, { style: "exact" })} ${item.coin}` })}</div>
          )}
        </>
      ),
    },
    { header: t("payments.txHash"), cell: (item) => <ChainShort value={item.txHash} /> },
    { header: t("common.actions"), cell: (item) => <OpenReviewLink to={`/deposits/${item.id}`} pending={item.status === "pending"} /> },
  ];
  return <DataTable columns={columns} rows={items} rowKey={(item) => item.id} rowTestId={(item) => `deposit-${item.id}`} />;
}

export function DepositsQueuePage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const { status, setStatus, page, setPage, filters, setFilters } = useQueueParams(depositStatuses, paymentFilterNames);
  const list = useDepositList({ status, page, size: pageSize, ...paymentListFilters(filters) });
  return (
    <section className="page">
      <div className="section-head">
        <h1 className="page__title">{t("nav.deposits")}</h1>
        {canCall(roles, listReceivingAddresses) && (
          <Link to="/addresses" className="button button--secondary">
            {t("nav.addresses")}
          </Link>
        )}
      </div>
      <FlashNotice />
      <StatusTabs name={t("review.status")} statuses={depositStatuses} current={status} label={(name) => t(`deposits.statusName.${name}`)} onChange={setStatus} />
      <QueueFilters fields={usePaymentFilterFields()} values={filters} onApply={setFilters} />
      <PagedList query={list} emptyMessage={t(`deposits.none.${status}`)} onPage={setPage}>
        {(items) => <DepositsTable items={items} />}
      </PagedList>
    </section>
  );
}
