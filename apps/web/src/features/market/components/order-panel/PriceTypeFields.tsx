// Market or limit, and a limit's price field.
import { useTranslation } from "react-i18next";
import { decimal, Decimal, toPlain } from "@tradewind/domain/money";
import type { TradedMarket } from "../../api/order-panel.ts";
import { AmountField } from "./AmountField.tsx";
import type { OrderType } from "./preview.ts";
import { Toggle } from "./Toggle.tsx";
import { whenTyped } from "../../hooks/use-amount-check.ts";

interface PriceTypeProps {
  market: TradedMarket;
  orderType: OrderType;
  onOrderType: (orderType: OrderType) => void;
  limitPrice: string;
  onLimitPrice: (limitPrice: string) => void;
  limitError: string | undefined;
  testId: string;
}

/** Market / Limit, and for a limit its price, which starts from the current price cut to the price scale. */
export function PriceTypeFields({ market, orderType, onOrderType, limitPrice, onLimitPrice, limitError, testId }: PriceTypeProps) {
  const { t } = useTranslation();
  const choose = (next: OrderType) => {
    if (next === "limit" && limitPrice === "" && market.price !== null) onLimitPrice(toPlain(decimal(market.price).toDecimalPlaces(market.terms.priceScale, Decimal.ROUND_DOWN)));
    onOrderType(next);
  };
  return (
    <>
      <Toggle
        label={t("orderPanel.orderTypeLabel")}
        choices={[
          { value: "market", label: t("orderPanel.market") },
          { value: "limit", label: t("orderPanel.limit") },
        ]}
        value={orderType}
        onChange={choose}
      />
      {orderType === "limit" && <AmountField label={t("orderPanel.limitPrice", { currency: market.terms.quoteCurrency })} value={limitPrice} onChange={onLimitPrice} error={whenTyped(limitPrice, limitError)} testId={testId} />}
    </>
  );
}
