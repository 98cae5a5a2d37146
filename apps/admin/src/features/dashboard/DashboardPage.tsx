// The dashboard: pending items per review queue (an empty queue says zero), today's figures on
// the real book and the last days of one chosen figure as a bar chart.
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { listAttention } from "@tradewind/api/admin/attention";
import type { dashboardQueues } from "@tradewind/api/admin/dashboard";
import { listKycSubmissions } from "@tradewind/api/admin/kyc";
import { listLoans } from "@tradewind/api/admin/loans";
import { listDeposits, listWithdrawals } from "@tradewind/api/admin/payments";
import type { Endpoint } from "@tradewind/api/endpoint";
import { BarChart } from "../../components/BarChart.tsx";
import { Select } from "../../components/Field.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { canCall } from "../../lib/access.ts";
import { formatAmount, formatCompactCount, formatCount, formatDay, useLocale } from "../../lib/format.ts";
import { useRoles } from "../../lib/operator.ts";
import { useDashboard } from "./api/dashboard.ts";
import { RollingLimitCard } from "./components/RollingLimitCard.tsx";

const figures = ["registrations", "deposits", "withdrawals", "tradingVolume"] as const;
type Figure = (typeof figures)[number];
type Queue = (typeof dashboardQueues)[number];
type Day = { registrations: number; deposits: string; withdrawals: string; tradingVolume: string };

function isFigure(value: string | null): value is Figure {
  return figures.some((figure) => figure === value);
}

/** A figure's value, its display text and the compact form a tile or a bar label has room for ("1.23M"). */
function figureText(day: Day, figure: Figure, locale: string): { value: string; display: string; compact: string } {
  if (figure === "registrations") return { value: String(day.registrations), display: formatCount(day.registrations, locale), compact: formatCompactCount(day.registrations, locale) };
  const amount = day[figure];
  return { value: amount, display: formatAmount(amount, "USDT", locale), compact: formatAmount(amount, "USDT", locale, { style: "compact" }) };
}

function TodayTile({ day, figure }: { day: Day; figure: Figure }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = figureText(day, figure, locale);
  return (
    <div className="tile" data-testid={`today-${figure}`}>
      <span className="tile__label">{t(`dashboard.figure.${figure}`)}</span>
      <span className="tile__value" title={text.display} data-value={text.value}>
        {text.compact}
        {figure !== "registrations" && <small className="tile__unit"> USDT</small>}
      </span>
    </div>
  );
}

function FigureChart({ days, figure }: { days: readonly (Day & { date: string })[]; figure: Figure }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const bars = days.map((day) => ({ label: formatDay(day.date, locale), ...figureText(day, figure, locale) }));
  return (
    <div className="card">
      <BarChart title={t(`dashboard.figure.${figure}`)} bars={bars} />
    </div>
  );
}

/** Queues with a screen of their own: the tile opens it for an operator who may call it. */
const queueScreens: Partial<Record<Queue, { path: string; endpoint: Endpoint }>> = {
  attention: { path: "/attention", endpoint: listAttention },
  kyc: { path: "/kyc", endpoint: listKycSubmissions },
  deposits: { path: "/deposits", endpoint: listDeposits },
  withdrawals: { path: "/withdrawals", endpoint: listWithdrawals },
  loans: { path: "/loans", endpoint: listLoans },
};

function QueueTile({ queue, pending }: { queue: Queue; pending: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const roles = useRoles();
  const screen = queueScreens[queue];
  const content = (
    <>
      <span className="tile__label">{t(`dashboard.queue.${queue}`)}</span>
      <span className="tile__value">{formatCount(pending, locale)}</span>
    </>
  );
  const className = `tile${pending > 0 ? " tile--attention" : ""}`;
  if (screen !== undefined && canCall(roles, screen.endpoint)) {
    return (
      <Link to={screen.path} className={`${className} tile--link`} data-testid={`queue-${queue}`}>
        {content}
      </Link>
    );
  }
  return (
    <div className={className} data-testid={`queue-${queue}`}>
      {content}
    </div>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chosen = params.get("figure");
  const figure: Figure = isFigure(chosen) ? chosen : "registrations";
  const dashboard = useDashboard();
  return (
    <section className="page">
      <h1 className="page__title">{t("nav.dashboard")}</h1>
      <QueryView query={dashboard}>
        {(data) => (
          <>
            <h2 className="section-title">{t("dashboard.queues")}</h2>
            <div className="tiles">
              {data.queues.map((queue) => (
                <QueueTile key={queue.queue} queue={queue.queue} pending={queue.pending} />
              ))}
            </div>
            <h2 className="section-title">{t("dashboard.today")}</h2>
            <div className="tiles">
              {figures.map((name) => (
                <TodayTile key={name} day={data.today} figure={name} />
              ))}
            </div>
            <div className="section-head">
              <h2 className="section-title">{`${t("dashboard.lastDays", { count: data.days.length })} · ${t(`dashboard.figure.${figure}`)}${figure === "registrations" ? "" : " (USDT)"}`}</h2>
              <Select label={t("dashboard.figureLabel")} value={figure} onChange={(event) => setParams({ figure: event.target.value })}>
                {figures.map((name) => (
                  <option key={name} value={name}>
                    {t(`dashboard.figure.${name}`)}
                  </option>
                ))}
              </Select>
            </div>
            <FigureChart days={data.days} figure={figure} />
            <RollingLimitCard />
          </>
        )}
      </QueryView>
    </section>
  );
}
