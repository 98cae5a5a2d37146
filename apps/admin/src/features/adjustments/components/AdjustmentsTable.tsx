// The adjustments as a table: who, what, against which account, why, and who decided.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Adjustment } from "@tradewind/api/admin/adjustments";
import { DataTable, type Column } from "../../../components/DataTable.tsx";
import { DualControlButtons } from "../../../components/DualControlButtons.tsx";
import { formatAmount, formatDateTime, useLocale } from "../../../lib/format.ts";

interface AdjustmentsTableProps {
  items: readonly Adjustment[];
  onDecide: (adjustment: Adjustment, action: "approve" | "reject") => void;
}

export function AdjustmentsTable({ items, onDecide }: AdjustmentsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
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
    { header: t("common.actions"), className: "actions", cell: (item) => <DualControlButtons item={item} onDecide={onDecide} /> },
  ];
  return <DataTable columns={columns} rows={items} rowKey={(item) => item.id} rowTestId={(item) => `adjustment-${item.id}`} />;
}
