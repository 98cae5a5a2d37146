// Loan figures as the user reads them. A loan amount is stored with USDT's 6 decimals and the
// user owes every one of them (interest rounds up), so figures are shown exact (every stored
// digit, two at least), never cut to the 2 a balance shows. A daily rate is a share ("0.0005")
// shown as a percentage ("0.05%"). Intl formats the decimal strings themselves: no JS number.
import { loanCurrency } from "@tradewind/api/loans";
import { formatMoney } from "@tradewind/ui/money-format.ts";

export function loanMoneyText(value: string, locale: string): string {
  // A left-to-right isolate (LRI … PDI): inside an Arabic sentence the amount keeps "100.00 USDT" in that order.
  return `\u2066${formatMoney(value, loanCurrency, locale, { style: "exact" })} ${loanCurrency}\u2069`;
}

/** Up to 16 significant fraction digits of the percentage: a rate is shown as exactly as it was set. */
export function dailyRateText(rate: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 0, maximumFractionDigits: 16 });
  return format.format(rate as Intl.StringNumericLiteral);
}

/** "1 day", "7 days", "٧ أيام": Intl's unit formatting has each language's plural rules. */
export function daysText(days: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit: "day", unitDisplay: "long" }).format(days);
}
