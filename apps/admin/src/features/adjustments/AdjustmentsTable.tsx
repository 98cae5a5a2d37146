// The adjustments as a table: who, what, against which account, why, and who decided.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Adjustment } from "@tradewind/api/admin/adjustments";
import { formatAmount, formatDateTime, useLocale } from "../../lib/format.ts";
import { useMe } from "../../lib/operator.ts";

interface AdjustmentsTableProps {
  items: readonly Adjustment[];
  onDecide: (adjustment: Adjustment, action: "approve" | "reject") => void;
}

export function AdjustmentsTable({ items, onDecide }: AdjustmentsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const meId = useMe().data?.id;
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t("adjust.requested")}</th>
            <th>{t("adjust.user")}</th>
            <th className="num">{t("money.amount")}</th>
            <th>{t("adjust.platformAccount")}</th>
            <th>{t("adjust.referenceAndReason")}</th>
            <th>{t("adjust.status")}</th>
            <th>{t("common.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid={`adjustment-${item.id}`}>
              <td>
                {formatDateTime(item.createdAt, locale)}
                <div className="muted">{item.requestedBy.username}</div>
              </td>
              <td>
                <Link to={`/users/${item.userId}`}>{item.username}</Link>
                <div className="muted">{t(`books.${item.book}`)}</div>
              </td>
              <td className="num">{`${formatAmount(item.direction === "debit" ? `-${item.amount}` : item.amount, item.currency, locale, true)} ${item.currency}`}</td>
              <td>{t(`adjust.account.${item.platformAccount}`)}</td>
              <td>
                {item.reference}
                <div className="muted">{item.reason}</div>
              </td>
              <td>
                <span className={`badge badge--${item.status}`}>{t(`adjust.statusName.${item.status}`)}</span>
                {item.decidedBy !== null && <div className="muted">{item.decidedBy.username}</div>}
              </td>
              <td className="actions">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
