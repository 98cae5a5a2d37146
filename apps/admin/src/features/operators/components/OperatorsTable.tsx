// Operators with their roles, status and TOTP enrolment; one's own row offers no role change,
// disable or reset (the server refuses those: 10145, 10146).
import { useTranslation } from "react-i18next";
import type { Operator } from "@tradewind/api/admin/operators";
import { DataTable, type Column } from "../../../components/DataTable.tsx";
import { formatDateTime, formatList, useLocale } from "../../../lib/format.ts";
import { useMe } from "../../../lib/operator.ts";
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
  const columns: Column<Operator>[] = [
    { header: t("auth.username"), cell: (operator) => operator.username },
    { header: t("operators.roles"), cell: (operator) => formatList(operator.roles.map((role) => t(`roles.${role}`)), locale) },
    { header: t("operators.status"), cell: (operator) => <span className={`badge badge--${operator.status}`}>{t(`operators.statusName.${operator.status}`)}</span> },
    { header: t("operators.totp"), cell: (operator) => (operator.totpEnrolledAt === null ? t("operators.notEnrolled") : formatDateTime(operator.totpEnrolledAt, locale)) },
    { header: t("operators.lastSignIn"), cell: (operator) => formatDateTime(operator.lastSignInAt, locale) },
    {
      header: t("common.actions"),
      className: "actions",
      cell: (operator) =>
        actionsOf(operator).map((action) => (
          <button key={action} type="button" className="button button--secondary button--small" data-testid={`operator-${action}`} onClick={() => onAction(operator, action)}>
            {t(`operators.action.${action}`)}
          </button>
        )),
    },
  ];
  return <DataTable columns={columns} rows={items} rowKey={(operator) => operator.id} rowTestId={(operator) => `operator-${operator.username}`} />;
}
