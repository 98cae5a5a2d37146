// Operators with their roles, status and TOTP enrolment; one's own row offers no role change,
// disable or reset (the server refuses those: 10145, 10146).
import { useTranslation } from "react-i18next";
import type { Operator } from "@tradewind/api/admin/operators";
import { formatDateTime, useLocale } from "../../lib/format.ts";
import { useMe } from "../../lib/operator.ts";
import type { OperatorAction } from "./OperatorActionDialog.tsx";

interface OperatorsTableProps {
  items: readonly Operator[];
  onAction: (operator: Operator, action: OperatorAction) => void;
}

export function OperatorsTable({ items, onAction }: OperatorsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const meId = useMe().data?.id;
  const actionsOf = (operator: Operator): OperatorAction[] => (operator.id === meId ? [] : ["roles", "resetTotp", operator.status === "active" ? "disable" : "enable"]);
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t("auth.username")}</th>
            <th>{t("operators.roles")}</th>
            <th>{t("operators.status")}</th>
            <th>{t("operators.totp")}</th>
            <th>{t("operators.lastSignIn")}</th>
            <th>{t("common.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((operator) => (
            <tr key={operator.id} data-testid={`operator-${operator.username}`}>
              <td>{operator.username}</td>
              <td>{operator.roles.map((role) => t(`roles.${role}`)).join(", ")}</td>
              <td>
                <span className={`badge badge--${operator.status}`}>{t(`operators.statusName.${operator.status}`)}</span>
              </td>
              <td>{operator.totpEnrolledAt === null ? t("operators.notEnrolled") : formatDateTime(operator.totpEnrolledAt, locale)}</td>
              <td>{formatDateTime(operator.lastSignInAt, locale)}</td>
              <td className="actions">
                {actionsOf(operator).map((action) => (
                  <button key={action} type="button" className="button button--secondary button--small" data-testid={`operator-${action}`} onClick={() => onAction(operator, action)}>
                    {t(`operators.action.${action}`)}
                  </button>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
