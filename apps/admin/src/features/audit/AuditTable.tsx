// Audit rows: when, who, what, on what, outcome, why, from where and the change itself.
import { useTranslation } from "react-i18next";
import type { AuditEntry } from "@tradewind/api/admin/audit";
import { formatDateTime, useLocale } from "../../lib/format.ts";
import { ChangeList } from "../../components/ChangeList.tsx";

export function AuditTable({ items }: { items: readonly AuditEntry[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="table-wrap">
      <table className="table" data-testid="audit-table">
        <thead>
          <tr>
            <th>{t("audit.time")}</th>
            <th>{t("audit.operator")}</th>
            <th>{t("audit.action")}</th>
            <th>{t("audit.target")}</th>
            <th>{t("audit.outcome")}</th>
            <th>{t("common.reason")}</th>
            <th>{t("audit.change")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id} data-testid={`audit-${entry.action}`}>
              <td>
                {formatDateTime(entry.createdAt, locale)}
                <div className="muted">{entry.ip}</div>
              </td>
              <td>{entry.operatorUsername ?? "—"}</td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td>{entry.target ?? "—"}</td>
              <td>
                <span className={`badge badge--${entry.outcome}`}>{t(`audit.outcomeName.${entry.outcome}`)}</span>
                {entry.errorCode !== null && <div className="muted">{entry.errorCode}</div>}
              </td>
              <td>{entry.reason ?? "—"}</td>
              <td className="mono change">
                <ChangeList before={entry.before} after={entry.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
