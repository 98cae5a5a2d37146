// Orders needing attention as a table: which order, whose, what failed and when, and, once
// resolved, who resolved it and why.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AttentionItem } from "@tradewind/api/admin/attention";
import { formatCount, formatDateTime, useLocale } from "../../lib/format.ts";

interface AttentionTableProps {
  items: readonly AttentionItem[];
  onResolve: (item: AttentionItem) => void;
}

export function AttentionTable({ items, onResolve }: AttentionTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t("attention.listed")}</th>
            <th>{t("attention.order")}</th>
            <th>{t("attention.user")}</th>
            <th>{t("attention.instrument")}</th>
            <th>{t("attention.reason")}</th>
            <th className="num">{t("attention.attempts")}</th>
            <th>{t("attention.resolution")}</th>
            <th>{t("common.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.kind}:${item.orderId}`} data-testid={`attention-${item.kind}-${item.orderId}`}>
              <td>{formatDateTime(item.listedAt, locale)}</td>
              <td>
                {item.orderId}
                <div className="muted">{t(`attention.kind.${item.kind}`)}</div>
              </td>
              <td>{item.userId === null ? "—" : <Link to={`/users/${item.userId}`}>{item.userId}</Link>}</td>
              <td>{item.instrumentCode ?? "—"}</td>
              <td>{item.reason}</td>
              <td className="num">{item.attempts === null ? "—" : formatCount(item.attempts, locale)}</td>
              <td>
                {item.resolvedAt !== null && (
                  <>
                    {item.resolution}
                    <div className="muted">{`${item.resolvedBy?.username ?? ""} · ${formatDateTime(item.resolvedAt, locale)}`}</div>
                  </>
                )}
              </td>
              <td className="actions">
                {item.resolvedAt === null && (
                  <button type="button" className="button button--small" data-testid="resolve" onClick={() => onResolve(item)}>
                    {t("attention.resolve")}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
