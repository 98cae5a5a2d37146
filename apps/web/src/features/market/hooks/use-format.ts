// Display text of an order's amounts, prices and price type in the reader's locale; the values
// themselves stay decimal strings. The panel's amounts are previews and confirmations of money
// about to move, so they are exact (every digit); figures that add up share a `scale`.
import { useTranslation } from "react-i18next";
import { formatAmount, useLocale } from "../../../i18n/format.ts";
import { formatPrice } from "../../../lib/market-data/format.ts";
import type { OrderType } from "../components/order-panel/preview.ts";

/** Display text of amounts and prices in the current locale (the values stay decimal strings). */
export function useFormat() {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = (value: string) => formatPrice(value, locale);
  return {
    amount: (value: string, currency: string, scale?: number) => `${formatAmount(value, currency, locale, { style: "exact", scale })} ${currency}`,
    price,
    orderType: (orderType: OrderType, limitPrice: string) => (orderType === "market" ? t("orderPanel.market") : `${t("orderPanel.limit")} ${price(limitPrice)}`),
  };
}
