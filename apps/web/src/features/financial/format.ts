// An amount with its coin, as every money line of the financial page writes it: "50.5 USDT".
import { formatAmount } from "../../i18n/format.ts";

export function coinAmountText(value: string, coin: string, locale: string): string {
  return `${formatAmount(value, coin, locale)} ${coin}`;
}
