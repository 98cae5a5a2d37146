// Referral figures as the user reads them: a rate is a share ("0.2") shown as a percentage
// ("20%") exactly as set; the invite link is built on the client from the page's origin.
// Intl formats the decimal strings themselves: no JS number.
import { formatMoney } from "@tradewind/ui/money-format.ts";

/** The registration page with the code filled in: `<origin>/pass/register?code=<code>`. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/pass/register?code=${encodeURIComponent(code)}`;
}

export function rateText(rate: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 0, maximumFractionDigits: 16 }).format(rate as Intl.StringNumericLiteral);
}

/** A rebate amount exact (rebates are often fractions of a cent): every stored digit, with its currency. */
export function rebateAmountText(value: string, currency: string, locale: string): string {
  // A left-to-right isolate keeps "0.25 USDT" in that order inside an Arabic sentence.
  return `\u2066${formatMoney(value, currency, locale, { style: "exact" })} ${currency}\u2069`;
}

/** Per-currency sums as one text ("1.20 USDT · 0.0001 BTC"); zero in USDT when there is none. */
export function amountsText(amounts: readonly { currency: string; amount: string }[], locale: string): string {
  if (amounts.length === 0) return rebateAmountText("0", "USDT", locale);
  return amounts.map((line) => rebateAmountText(line.amount, line.currency, locale)).join(" · ");
}
