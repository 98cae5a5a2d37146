// The confirmed amount finance credits for a deposit, checked before it is sent the way the
// server checks it (amountString, then 10165): a plain decimal without leading zeros or an
// exponent, above zero, no finer than the coin's storage scale, below 10^15. Text only: the
// amount never becomes a JS number.
import { coinScales, type PaymentCoin } from "@tradewind/api/payments";
import { priceIntegerDigitsMax } from "@tradewind/api/endpoint";

export type AmountProblem = "required" | "format" | "zero" | "scale" | "tooLarge";

const plainDecimal = /^(0|[1-9]\d*)(?:\.(\d+))?$/;

/** What is wrong with `text` as an amount of `coin`, or undefined when it may be credited. */
export function confirmedAmountProblem(text: string, coin: PaymentCoin): AmountProblem | undefined {
  const value = text.trim();
  if (value === "") return "required";
  const match = plainDecimal.exec(value);
  if (match === null) return "format";
  const [, whole = "", fraction = ""] = match;
  if (!/[1-9]/.test(whole + fraction)) return "zero";
  if (fraction.length > coinScales[coin]) return "scale";
  if (whole.length > priceIntegerDigitsMax) return "tooLarge";
  return undefined;
}
