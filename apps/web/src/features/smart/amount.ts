// The buy form's amount rule, in the browser before the request: exact decimal text (the wire's
// amount syntax), no finer than USDT's stored scale, and inside the product's investment range
// (both ends included). Money stays Decimal; the server checks the same and answers 10013.
import { amountString } from "@tradewind/api/endpoint";
import { decimal, fitsScale, toPlain } from "@tradewind/domain/money";

export type AmountCheck =
  | { state: "empty" }
  | { state: "invalid" }
  | { state: "below"; min: string }
  | { state: "above"; max: string }
  | { state: "ok"; amount: string };

export function checkAmount(text: string, min: string, max: string): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { state: "empty" };
  if (!amountString.safeParse(trimmed).success) return { state: "invalid" };
  const amount = decimal(trimmed);
  if (amount.lessThanOrEqualTo(0) || !fitsScale(amount, "USDT")) return { state: "invalid" };
  if (amount.lessThan(min)) return { state: "below", min };
  if (amount.greaterThan(max)) return { state: "above", max };
  return { state: "ok", amount: toPlain(amount) };
}
