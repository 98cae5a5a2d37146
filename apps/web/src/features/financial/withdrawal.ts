// Pure rules of the withdrawal form: the preview of fee and total before submit, the largest
// amount the available balance covers once the fee is added, the method keys of the coin and
// network choice, and the daily count's wording parameters. Money stays Decimal; the fee and its
// rounding come from packages/domain, the same functions the server charges with.
import { amountString } from "@tradewind/api/endpoint";
import { coinScales, type PaymentCoin, type PaymentNetwork, type WithdrawalTerms } from "@tradewind/api/payments";
import { invariant } from "@tradewind/domain/assert";
import { decimal, Decimal, toPlain } from "@tradewind/domain/money";
import { paymentAmountFits, withdrawalCharges } from "@tradewind/domain/payment-amounts";

export interface WithdrawalMethod {
  coin: PaymentCoin;
  network: PaymentNetwork;
}

/** One string per method, for a radio value: "USDT-TRC20". */
export function methodKey(method: WithdrawalMethod): string {
  return `${method.coin}-${method.network}`;
}

export function methodOf(key: string | null, methods: readonly WithdrawalMethod[]): WithdrawalMethod | undefined {
  return methods.find((method) => methodKey(method) === key);
}

/** What the form shows under the amount: nothing typed, not an exact amount of the coin (10165), or the charges. */
export type WithdrawalPreview =
  | { state: "empty" }
  | { state: "invalid" }
  | { state: "ready"; amount: string; fee: string; total: string; covered: boolean };

/**
 * The fee and total of withdrawing `amountText` of `coin` at `feeRate` from `available`: 10165
 * for text that is not an exact positive amount of the coin (the server's rule), and
 * `covered: false` (10092 on submit) when amount + fee exceed the balance.
 */
export function previewWithdrawal(amountText: string, feeRate: string, coin: PaymentCoin, available: string): WithdrawalPreview {
  const text = amountText.trim();
  if (text === "") return { state: "empty" };
  if (!amountString.safeParse(text).success) return { state: "invalid" };
  const amount = decimal(text);
  if (!paymentAmountFits(amount, coin)) return { state: "invalid" };
  const charges = withdrawalCharges(amount, decimal(feeRate), coin);
  return { state: "ready", amount: toPlain(charges.amount), fee: toPlain(charges.fee), total: toPlain(charges.total), covered: charges.total.lessThanOrEqualTo(available) };
}

/**
 * The largest amount whose amount + fee the balance covers, at the coin's scale; null when not
 * even the smallest unit is covered. The quotient available / (1 + rate) rounded down can
 * overshoot by one unit because the fee rounds up; one unit less always fits, since the fee of
 * the smaller amount is below its exact value plus one unit.
 */
export function maxWithdrawable(available: string, feeRate: string, coin: PaymentCoin): string | null {
  const scale = coinScales[coin];
  const balance = decimal(available);
  const unit = new Decimal(10).pow(-scale);
  const rate = decimal(feeRate);
  const quotient = balance.dividedBy(rate.plus(1)).toDecimalPlaces(scale, Decimal.ROUND_DOWN);
  for (const candidate of [quotient, quotient.minus(unit)]) {
    if (candidate.lessThanOrEqualTo(0)) return null;
    if (withdrawalCharges(candidate, rate, coin).total.lessThanOrEqualTo(balance)) return toPlain(candidate);
  }
  invariant(false, `no withdrawable amount found below ${available} at rate ${feeRate}`);
}

/** The numbers of "n of m left today, starts again at hh:mm UTC": the reset time in UTC, 24-hour. */
export function remainingCountParams(terms: Pick<WithdrawalTerms, "remainingToday" | "dailyCount" | "resetsAt">, locale: string) {
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(new Date(terms.resetsAt));
  return { remaining: terms.remainingToday, count: terms.dailyCount, time };
}
