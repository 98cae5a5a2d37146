// An amount with its coin, as every money line of the financial page writes it: "50.50 USDT".
// Records and confirmations show every stored digit, so amount + fee = total holds as shown.
import { formatAmount } from "../../i18n/format.ts";

export function coinAmountText(value: string, coin: string, locale: string): string {
  return `${formatAmount(value, coin, locale, { style: "exact" })} ${coin}`;
}
