// The user's price alerts (issue 25), read-only: what each watches, whether it repeats, its state,
// how often it fired, and the recorded tick (price, source, time) it last fired on.
import { useTranslation } from "react-i18next";
import type { ResultOf } from "@tradewind/api/endpoint";
import type { getUserPriceAlerts } from "@tradewind/api/admin/users";
import { DataTable, type Column } from "../../../components/DataTable.tsx";
import { QueryView } from "../../../components/QueryView.tsx";
import { formatCount, formatDateTime, formatDecimal, useLocale } from "../../../lib/format.ts";
import { useUserPriceAlerts } from "../api/users.ts";

type Alert = ResultOf<typeof getUserPriceAlerts>["items"][number];

export function AlertsTab({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const alerts = useUserPriceAlerts(id);
  const condition = (alert: Alert) =>
    alert.condition === "move"
      ? t("users.alerts.conditionName.move", { percent: formatDecimal(alert.percent ?? "", locale), minutes: formatCount((alert.windowSeconds ?? 0) / 60, locale) })
      : t(`users.alerts.conditionName.${alert.condition}`, { level: formatDecimal(alert.level ?? "", locale) });
  const columns: Column<Alert>[] = [
    { header: t("users.instrument"), cell: (alert) => alert.code },
    { header: t("users.alerts.condition"), cell: condition },
    { header: t("users.alerts.repeat"), cell: (alert) => t(`users.alerts.repeatName.${alert.repeating ? "repeating" : "once"}`) },
    { header: t("users.alerts.state"), cell: (alert) => t(`users.alerts.stateName.${alert.status}`), testId: "alert-state" },
    { header: t("users.alerts.firedCount"), cell: (alert) => formatCount(alert.firedCount, locale), className: "num", headerClassName: "num" },
    {
      header: t("users.alerts.lastFired"),
      cell: (alert) =>
        alert.lastFiredAt === null || alert.lastFiredPrice === null
          ? "—"
          : t("users.alerts.tick", { price: formatDecimal(alert.lastFiredPrice, locale), source: alert.lastFiredSource ?? "—", time: formatDateTime(alert.lastFiredAt, locale) }),
      testId: "alert-last-fired",
    },
  ];
  return (
    <QueryView query={alerts} isEmpty={(data) => data.items.length === 0} emptyMessage={t("users.alerts.none")}>
      {(data) => <DataTable columns={columns} rows={data.items} rowKey={(alert) => alert.id} testId="user-alerts" />}
    </QueryView>
  );
}
