// Orders needing attention as a table: which order, whose, what failed and when, and, once
// resolved, who resolved it and why.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AttentionItem } from "@tradewind/api/admin/attention";
import { DataTable, type Column } from "../../../components/DataTable.tsx";
import { formatCount, formatDateTime, useLocale } from "../../../lib/format.ts";

interface AttentionTableProps {
  items: readonly AttentionItem[];
  onResolve: (item: AttentionItem) => void;
}

export function AttentionTable({ items, onResolve }: AttentionTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<AttentionItem>[] = [
    { header: t("attention.listed"), cell: (item) => formatDateTime(item.listedAt, locale) },
    {
      header: t("attention.order"),
      cell: (item) => (
        <>
          {item.orderId}
          <div className="muted">{t(`attention.kind.${item.kind}`)}</div>
        </>
      ),
    },
    { header: t("attention.user"), cell: (item) => (item.userId === null ? "—" : <Link to={`/users/${item.userId}`}>{item.userId}</Link>) },
    { header: t("attention.instrument"), cell: (item) => item.instrumentCode ?? "—" },
    { header: t("attention.reason"), cell: (item) => item.reason },
    { header: t("attention.attempts"), headerClassName: "num", className: "num", cell: (item) => (item.attempts === null ? "—" : formatCount(item.attempts, locale)) },
    {
      header: t("attention.resolution"),
      cell: (item) =>
        item.resolvedAt !== null && (
          <>
            {item.resolution}
            <div className="muted">{`${item.resolvedBy?.username ?? ""} · ${formatDateTime(item.resolvedAt, locale)}`}</div>
          </>
        ),
    },
    {
      header: t("common.actions"),
      className: "actions",
      cell: (item) =>
        item.resolvedAt === null && (
          <button type="button" className="button button--small" data-testid="resolve" onClick={() => onResolve(item)}>
            {t("attention.resolve")}
          </button>
        ),
    },
  ];
  return <DataTable columns={columns} rows={items} rowKey={(item) => `${item.kind}:${item.orderId}`} rowTestId={(item) => `attention-${item.kind}-${item.orderId}`} />;
}
