// The KYC queue: pending submissions oldest first with how long each has waited (flagged past
// the 48-hour promise), and the verified and refused ones newest first; search by username or
// name, or one user's submissions by id.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { kycReviewStatuses, type AdminKycSubmission } from "@tradewind/api/admin/kyc";
import { kycReviewHours } from "@tradewind/api/kyc";
import { DataTable, PagedList, type Column } from "../../components/DataTable.tsx";
import { FlashNotice } from "../../components/FlashNotice.tsx";
import { OpenReviewLink } from "../../components/OpenReviewLink.tsx";
import { QueueFilters } from "../../components/QueueFilters.tsx";
import { StatusTabs } from "../../components/StatusTabs.tsx";
import { WaitingOrDecided } from "../../components/WaitingOrDecided.tsx";
import { formatCount, formatDateTime, useLocale } from "../../lib/format.ts";
import { presentFilters, useQueueParams } from "../../lib/use-queue-params.ts";
import { useKycList } from "./api/kyc.ts";
import { countryName } from "./country.ts";

const pageSize = 20;

function KycTable({ items }: { items: readonly AdminKycSubmission[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<AdminKycSubmission>[] = [
    { header: t("review.submitted"), cell: (item) => formatDateTime(item.submittedAt, locale) },
    {
      header: t("review.waitingOrDecided"),
      cell: (item) => <WaitingOrDecided pending={item.status === "pending"} since={item.submittedAt} decidedAt={item.reviewedAt} decidedBy={item.reviewedBy} overdueAfter_h={kycReviewHours} />,
    },
    {
      header: t("review.user"),
      cell: (item) => (
        <>
          <Link to={`/users/${item.userId}`}>{item.username}</Link>
          <div className="muted">
            <bdi>{`${item.firstName} ${item.lastName}`}</bdi>
          </div>
        </>
      ),
    },
    { header: t("kyc.country"), cell: (item) => countryName(item.country, locale) },
    { header: t("kyc.document"), cell: (item) => t(`kyc.documentName.${item.documentType}`) },
    { header: t("kyc.earlier"), headerClassName: "num", className: "num", cell: (item) => formatCount(item.previousSubmissions, locale) },
    { header: t("common.actions"), cell: (item) => <OpenReviewLink to={`/kyc/${item.id}`} pending={item.status === "pending"} /> },
  ];
  return <DataTable columns={columns} rows={items} rowKey={(item) => item.id} rowTestId={(item) => `kyc-${item.id}`} />;
}

export function KycQueuePage() {
  const { t } = useTranslation();
  const { status, setStatus, page, setPage, filters, setFilters } = useQueueParams(kycReviewStatuses, ["q", "userId"]);
  const list = useKycList({ status, page, size: pageSize, ...presentFilters(filters) });
  return (
    <section className="page">
      <h1 className="page__title">{t("nav.kyc")}</h1>
      <FlashNotice />
      <StatusTabs name={t("review.status")} statuses={kycReviewStatuses} current={status} label={(name) => t(`kyc.statusName.${name}`)} onChange={setStatus} />
      <QueueFilters
        fields={[
          { name: "q", label: t("kyc.search") },
          { name: "userId", label: t("review.userId"), inputMode: "numeric" },
        ]}
        values={filters}
        onApply={setFilters}
      />
      <PagedList query={list} emptyMessage={t(`kyc.none.${status}`)} onPage={setPage}>
        {(items) => <KycTable items={items} />}
      </PagedList>
    </section>
  );
}
