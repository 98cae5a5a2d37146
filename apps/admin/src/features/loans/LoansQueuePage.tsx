// The loan review queue (compliance): applications oldest first with how long each has waited,
// the other states newest first; search by username or KYC name, or one user's loans by id.
// Each row has every figure the user signed, so the queue can be read without opening an item.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { loanStatuses } from "@tradewind/api/loans";
import type { AdminLoan } from "@tradewind/api/admin/loans";
import { DataTable, PagedList, type Column } from "../../components/DataTable.tsx";
import { FlashNotice } from "../../components/FlashNotice.tsx";
import { OpenReviewLink } from "../../components/OpenReviewLink.tsx";
import { QueueFilters } from "../../components/QueueFilters.tsx";
import { StatusTabs } from "../../components/StatusTabs.tsx";
import { WaitingOrDecided } from "../../components/WaitingOrDecided.tsx";
import { formatCount, formatDateTime, useLocale } from "../../lib/format.ts";
import { presentFilters, useQueueParams } from "../../lib/use-queue-params.ts";
import { useLoanList } from "./api/loans.ts";
import { loanMoney } from "./format.ts";

const pageSize = 20;

function LoansTable({ items }: { items: readonly AdminLoan[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<AdminLoan>[] = [
    { header: t("loans.signedAt"), cell: (item) => formatDateTime(item.signedAt, locale) },
    {
      header: t("review.waitingOrDecided"),
      cell: (item) => <WaitingOrDecided pending={item.status === "pending"} since={item.signedAt} decidedAt={item.decidedAt} decidedBy={item.decidedBy} />,
    },
    {
      header: t("review.user"),
      cell: (item) => (
        <>
          <Link to={`/users/${item.userId}`}>{item.username}</Link>
          <div className="muted">
            <bdi>{item.borrowerName}</bdi>
          </div>
        </>
      ),
    },
    { header: t("loans.product"), cell: (item) => <bdi>{item.productName}</bdi> },
    { header: t("loans.amount"), headerClassName: "num", className: "num", cell: (item) => loanMoney(item.amount, locale) },
    { header: t("loans.termDays"), headerClassName: "num", className: "num", cell: (item) => formatCount(item.termDays, locale) },
    { header: t("loans.repaymentAmount"), headerClassName: "num", className: "num", cell: (item) => loanMoney(item.repaymentAmount, locale) },
    {
      header: t("loans.dueAt"),
      cell: (item) => (item.dueAt === null ? "—" : item.overdue ? <span className="badge badge--overdue">{formatDateTime(item.dueAt, locale)}</span> : formatDateTime(item.dueAt, locale)),
    },
    { header: t("common.actions"), cell: (item) => <OpenReviewLink to={`/loans/${item.id}`} pending={item.status === "pending"} /> },
  ];
  return <DataTable columns={columns} rows={items} rowKey={(item) => item.id} rowTestId={(item) => `loan-${item.id}`} />;
}

export function LoansQueuePage() {
  const { t } = useTranslation();
  const { status, setStatus, page, setPage, filters, setFilters } = useQueueParams(loanStatuses, ["q", "userId"]);
  const list = useLoanList({ status, page, size: pageSize, ...presentFilters(filters) });
  return (
    <section className="page">
      <h1 className="page__title">{t("nav.loans")}</h1>
      <FlashNotice />
      <StatusTabs name={t("review.status")} statuses={loanStatuses} current={status} label={(name) => t(`loans.statusName.${name}`)} onChange={setStatus} />
      <QueueFilters
        fields={[
          { name: "q", label: t("loans.search") },
          { name: "userId", label: t("review.userId"), inputMode: "numeric" },
        ]}
        values={filters}
        onApply={setFilters}
      />
      <PagedList query={list} emptyMessage={t(`loans.none.${status}`)} onPage={setPage}>
        {(items) => <LoansTable items={items} />}
      </PagedList>
    </section>
  );
}
