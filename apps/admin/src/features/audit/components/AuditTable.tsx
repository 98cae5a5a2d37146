// Audit rows: when, who, what, on what, outcome, why, from where and the change itself.
import { useTranslation } from "react-i18next";
import type { AuditEntry } from "@tradewind/api/admin/audit";
import { DataTable, type Column } from "../../../components/DataTable.tsx";
import { formatDateTime, useLocale } from "../../../lib/format.ts";
import { ChangeList } from "../../../components/ChangeList.tsx";

export function AuditTable({ items }: { items: readonly AuditEntry[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<AuditEntry>[] = [
    {
      header: t("audit.time"),
      cell: (entry) => (
        <>
          {formatDateTime(entry.createdAt, locale)}
          <div className="muted">{entry.ip}</div>
        </>
      ),
    },
    { header: t("audit.operator"), cell: (entry) => entry.operatorUsername ?? "—" },
    { header: t("audit.action"), cell: (entry) => <code>{entry.action}</code> },
    { header: t("audit.target"), cell: (entry) => entry.target ?? "—" },
    {
      header: t("audit.outcome"),
      cell: (entry) => (
        <>
          <span className={`badge badge--${entry.outcome}`}>{t(`audit.outcomeName.${entry.outcome}`)}</span>
          {entry.errorCode !== null && <div className="muted">{entry.errorCode}</div>}
        </>
      ),
    },
    { header: t("common.reason"), cell: (entry) => entry.reason ?? "—" },
    { header: t("audit.change"), className: "mono change", cell: (entry) => <ChangeList before={entry.before} after={entry.after} /> },
  ];
  return <DataTable columns={columns} rows={items} rowKey={(entry) => entry.id} rowTestId={(entry) => `audit-${entry.action}`} testId="audit-table" />;
}
