// The adjustments as a table: who, what, against which account, why, and who decided.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Adjustment } from "@tradewind/api/admin/adjustments";
import { DataTable, type Column } from "../../../components/DataTable.tsx";
import { formatAmount, formatDateTime, useLocale } from "../../../lib/format.ts";
import { useMe } from "../../../lib/operator.ts";

interface AdjustmentsTableProps {
  items: readonly Adjustment[];
  onDecide: (adjustment: Adjustment, action: "approve" | "reject") => void;
}

export function AdjustmentsTable({ items, onDecide }: AdjustmentsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const meId = useMe().data?.id;
  const columns: Column<Adjustment>[] = [
    {
      header: t("adjust.requested"),
      cell: (item) => (
        <>
          {formatDateTime(item.createdAt, locale)}
          <div className="muted">{item.requestedBy.username}</div>
        </>
      ),
    },
    {
      header: t("adjust.user"),
      cell: (item) => (
        <>
          <Link to={`/users/${item.userId}`}>{item.username}</Link>
          <div className="muted">{t(`books.${item.book}`)}</div>
        </>
      ),
    },
    {
      header: t("money.amount"),
      headerClassName: "num",
      className: "num",
      cell: (item) => `${formatAmount(item.direction === "debit" ? `-${item.amount}` : item.amount, item.currency, locale, { signed: true, style: "exact" })} ${item.currency}`,
    },
    { header: t("adjust.platformAccount"), cell: (item) => t(`adjust.account.${item.platformAccount}`) },
    {
      header: t("adjust.referenceAndReason"),
      cell: (item) => (
        <>
          {item.reference}
          <div className="muted">{item.reason}</div>
        </>
      ),
    },
    {
      header: t("adjust.status"),
      cell: (item) => (
        <>
          <span className={`badge badge--${item.status}`}>{t(`adjust.statusName.${item.status}`)}</span>
          {item.decidedBy !== null && <div className="muted">{item.decidedBy.username}</div>}
        </>
      ),
    },
    { header: t("common.actions"), className: "actions", cell: (item) => <DecideButtons item={item} meId={meId} onDecide={onDecide} /> },
  ];
  return <DataTable columns={columns} rows={items} rowKey={(item) => item.id} rowTestId={(item) => `adjustment-${item.id}`} />;
}

function DecideButtons({ item, meId, onDecide }: { item: Adjustment; meId: string | undefined; onDecide: AdjustmentsTableProps["onDecide"] }) {
  const { t } = useTranslation();
  return (
    <>
      {item.status === "pending" && item.requestedBy.id !== meId && (
        <button type="button" className="button button--small" data-testid="approve" onClick={() => onDecide(item, "approve")}>
          {t("adjust.approve")}
        </button>
      )}
      {item.status === "pending" && (
        <button type="button" className="button button--secondary button--small" data-testid="reject" onClick={() => onDecide(item, "reject")}>
          {item.requestedBy.id === meId ? t("adjust.withdraw") : t("adjust.reject")}
        </button>
      )}
    </>
  );
}
