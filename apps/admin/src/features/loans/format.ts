// A loan figure with its currency, every stored decimal shown (up to USDT's 6): compliance
// checks the exact amounts the user signed, not a balance's 2-decimal display.
import { loanCurrency } from "@tradewind/api/loans";
import { formatAmount } from "../../lib/format.ts";

export function loanMoney(value: string, locale: string): string {
  return `${formatAmount(value, loanCurrency, locale, { style: "exact" })} ${loanCurrency}`;
}
