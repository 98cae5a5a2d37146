// Realised contract profit of the shown book over a chosen period, before and after fees.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ResultOf } from "@tradewind/api/endpoint";
import type { getProfitTotal } from "@tradewind/api/trading";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { exactScaleOf } from "@tradewind/ui/money-format.ts";
import { Skeleton } from "../../../components/States.tsx";
import { useLocale } from "../../../i18n/format.ts";
import { formatCount } from "../../../lib/market-data/format.ts";
import { useProfitTotal } from "../../../lib/orders/hooks.ts";
import { profitPeriods, type ProfitPeriod } from "../../../lib/orders/kinds.ts";
import { Choice } from "../../../components/Choice.tsx";
import { Usdt } from "./Parts.tsx";

export function ProfitTotal() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ProfitPeriod>("all");
  const total = useProfitTotal(period);
  return (
    <section className="card card--padded orders-total" aria-labelledby="orders-total-title" data-testid="profit-total">
      <div className="orders-total__head">
        <h2 id="orders-total-title">{t("orders.profitTotal.title")}</h2>
        <Choice look="segments" options={profitPeriods} value={period} onChange={setPeriod} labelOf={(option) => t(`orders.profitTotal.periods.${option}`)} label={t("orders.profitTotal.periodLabel")} testIdPrefix="profit-period" />
      </div>
      {total.isPending ? (
        <Skeleton lines={1} />
      ) : total.isError ? (
        <p className="orders-total__error" role="alert">
          {errorMessage(total.error)}{" "}
          <button type="button" className="button button--ghost button--small" onClick={() => void total.refetch()}>
            {t("common.retry")}
          </button>
        </p>
      ) : (
        <TotalFigures total={total.data} />
      )}
    </section>
  );
}

/** After fees = before fees − fees: the three share one exact scale, so the sum holds as shown. */
function TotalFigures({ total }: { total: ResultOf<typeof getProfitTotal> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const scale = exactScaleOf([total.net, total.profit, total.fees], "USDT");
  return (
    <dl className="orders-total__figures">
      <div className="orders-total__net">
        <dt>{t("orders.profitTotal.net")}</dt>
        <dd data-testid="profit-total-net">
          <Usdt value={total.net} signed scale={scale} />
        </dd>
      </div>
      <div>
        <dt>{t("orders.profitTotal.profit")}</dt>
        <dd>
          <Usdt value={total.profit} signed scale={scale} />
        </dd>
      </div>
      <div>
        <dt>{t("orders.profitTotal.fees")}</dt>
        <dd>
          <Usdt value={total.fees} scale={scale} />
        </dd>
      </div>
      <div>
        <dt>{t("orders.profitTotal.closedOrders")}</dt>
        <dd className="numeric">{formatCount(total.closedOrders, locale)}</dd>
      </div>
    </dl>
  );
}
