// One plan: principal and timeframe, the day in progress (rate, yield, countdown to its
// payment), total revenue, days of profit shared, cumulative income, today's estimate, and
// once ended how (matured, or exited with penalty and refund). A running plan offers early exit.
import { useTranslation } from "react-i18next";
import type { SmartPlan } from "@tradewind/api/earn";
import { formatDateTime, useLocale } from "../../../i18n/format.ts";
import { formatDays, formatRate } from "../terms.ts";
import { Countdown } from "./Countdown.tsx";
import { Figures, Num, type Figure } from "./Figures.tsx";
import { Usdt } from "./Money.tsx";

export function PlanCard({ plan, onExit }: { plan: SmartPlan; onExit: () => void }) {
  const { t } = useTranslation();
  const figures = useFiguresOf(plan);
  return (
    <article className="card card--padded smart-plan" data-testid={`smart-plan-${plan.orderNo}`} data-status={plan.status}>
      <header className="smart-plan__head">
        <div>
          <h3 className="smart-plan__name" lang={plan.productNameFallback ? "en" : undefined}>
            {plan.productName}
          </h3>
          <span className="smart-plan__number numeric" dir="ltr">
            {plan.orderNo}
          </span>
        </div>
        <span className={`smart-status smart-status--${plan.status}`} data-testid="smart-plan-status">
          {t(`smart.statuses.${plan.status}`)}
        </span>
      </header>
      <Figures className="smart-plan__figures" rows={figures} />
      {plan.status === "running" && (
        <button type="button" className="button button--secondary button--small smart-plan__exit" onClick={onExit} data-testid="smart-plan-exit">
          {t("smart.exit")}
        </button>
      )}
    </article>
  );
}

function useFiguresOf(plan: SmartPlan): Figure[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = (epoch_ms: number) => <time dateTime={new Date(epoch_ms).toISOString()}>{formatDateTime(new Date(epoch_ms).toISOString(), locale)}</time>;
  const rows: Figure[] = [
    { label: t("smart.principal"), value: <Usdt value={plan.amount} /> },
    { label: t("smart.timeframe"), value: formatDays(plan.days, locale) },
  ];
  if (plan.dailyRate !== null && plan.dailyYield !== null) {
    rows.push({ label: t("smart.dailyYield"), value: <Num>{`${formatRate(plan.dailyRate, locale)} · `}<Usdt value={plan.dailyYield} /></Num>, testId: "smart-plan-daily" });
  }
  rows.push(
    { label: t("smart.totalRevenue"), value: <Usdt value={plan.totalRevenue} /> },
    { label: t("smart.daysShared"), value: t("smart.daysOf", { paid: plan.daysPaid, days: plan.days }), testId: "smart-plan-days-paid" },
  );
  if (plan.nextEarningsAt !== null) rows.push({ label: t("smart.nextEarnings"), value: <Countdown target_ms={plan.nextEarningsAt} />, emphasis: true });
  rows.push(
    { label: t("smart.cumulativeIncome"), value: <Usdt value={plan.cumulativeIncome} />, testId: "smart-plan-income" },
    { label: t("smart.estimatedToday"), value: <Usdt value={plan.estimatedIncomeToday} /> },
    { label: t("smart.started"), value: time(plan.startedAt) },
    { label: plan.status === "running" ? t("smart.maturesAt") : t("smart.endedAt"), value: time(plan.endedAt ?? plan.maturesAt) },
  );
  if (plan.exitPenalty !== null) rows.push({ label: t("smart.exitPenalty"), value: <Usdt value={plan.exitPenalty} /> });
  if (plan.exitRefund !== null) rows.push({ label: t("smart.refund"), value: <Usdt value={plan.exitRefund} /> });
  return rows;
}
