// A contract's result after fees, coloured by the net amount (a trade that lost money after fees
// is never shown green), with what it is made of: profit before fees and the fees, including an
// open position's estimated closing fee, labelled as an estimate.
import { useTranslation } from "react-i18next";
import type { ContractOrder } from "@tradewind/api/trading";
import { signOf, useLocale } from "../../i18n/format.ts";
import { netProfitOf, netProfitTexts } from "../../lib/orders/net-profit.ts";
import "./NetProfit.css";

type Shown = Pick<ContractOrder, "status" | "profit" | "fee" | "openPrice" | "markPrice">;

function toneOf(value: string): string {
  const sign = signOf(value);
  return sign > 0 ? " amount-positive" : sign < 0 ? " amount-negative" : "";
}

/** `layout="inline"` for a list cell, `"rows"` for the detail page's outcome section. */
export function NetProfit({ order, layout }: { order: Shown; layout: "inline" | "rows" }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const result = netProfitOf(order);
  if (result === null) return <span className="net-profit__none">—</span>;
  const texts = netProfitTexts(result, locale);
  const estimated = result.closingFeeEstimate !== null;
  return (
    <span className={`net-profit net-profit--${layout}`} data-testid="net-profit" data-net={result.net} data-fees={result.fees} data-gross={result.gross}>
      <span className="net-profit__net">
        <span className="net-profit__label">{estimated ? t("orders.profit.netIfClosed") : t("orders.profit.net")}</span>{" "}
        <span className={`numeric${toneOf(result.net)}`} dir="ltr" data-testid="net-profit-value" data-sign={signOf(result.net)}>
          {texts.net} USDT
        </span>
      </span>
      <span className="net-profit__parts">
        <span>
          {t("orders.profit.gross")}{" "}
          <span className="numeric" dir="ltr">
            {texts.gross} USDT
          </span>
        </span>
        <span>
          {estimated ? t("orders.profit.feesWithEstimate") : t("orders.profit.fees")}{" "}
          <span className="numeric" dir="ltr" data-testid="net-profit-fees">
            {texts.fees} USDT
          </span>
        </span>
      </span>
    </span>
  );
}
