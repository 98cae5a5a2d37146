// Who is near the rolling adjustment limit (issue 22): finance operators who posted real-book
// adjustments alone, and users who received them that way, over the last 24 hours, with the
// share of the limit each has used. Past the limit every adjustment waits for a second approver,
// so splitting a large credit into small ones gains nothing; this card shows it coming.
import { useTranslation } from "react-i18next";
import { getRollingLimitUse } from "@tradewind/api/admin/adjustments";
import { QueryView } from "../../../components/QueryView.tsx";
import { canCall } from "../../../lib/access.ts";
import { formatAmount, useLocale } from "../../../lib/format.ts";
import { useRoles } from "../../../lib/operator.ts";
import { useRollingLimitUse } from "../api/dashboard.ts";

interface Use {
  key: string;
  name: string;
  total: string;
}

function UseList({ title, items, limit }: { title: string; items: readonly Use[]; limit: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <div className="limit-use">
      <h3 className="limit-use__title">{title}</h3>
      <ul className="limit-use__list">
        {items.map((item) => (
          <li key={item.key} className="limit-use__row">
            <span className="limit-use__name">{item.name}</span>
            <meter className="limit-use__meter" min={0} max={Number(limit)} low={Number(limit) * 0.75} high={Number(limit) * 0.9} value={Number(item.total)} aria-label={item.name} />
            <span className="limit-use__figure">{t("adjustmentLimits.used", { total: formatAmount(item.total, "USDT", locale), limit: formatAmount(limit, "USDT", locale) })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Shown to operators who may read it (finance, admin); nothing for the others. */
export function RollingLimitCard() {
  const roles = useRoles();
  if (!canCall(roles, getRollingLimitUse)) return null;
  return <RollingLimitUse />;
}

function RollingLimitUse() {
  const { t } = useTranslation();
  const locale = useLocale();
  const use = useRollingLimitUse();
  return (
    <QueryView query={use}>
      {(data) => (
        <section className="card" data-testid="rolling-limit">
          <h2 className="section-title">{t("adjustmentLimits.title", { hours: data.windowHours })}</h2>
          <p className="muted">{t("adjustmentLimits.explain", { limit: formatAmount(data.limit, "USDT", locale), hours: data.windowHours })}</p>
          {data.operators.length === 0 && data.users.length === 0 ? (
            <p>{t("adjustmentLimits.none")}</p>
          ) : (
            <>
              <UseList title={t("adjustmentLimits.operators")} limit={data.limit} items={data.operators.map((row) => ({ key: row.id, name: row.username, total: row.total }))} />
              <UseList title={t("adjustmentLimits.users")} limit={data.limit} items={data.users.map((row) => ({ key: row.userId, name: row.username, total: row.total }))} />
            </>
          )}
        </section>
      )}
    </QueryView>
  );
}
