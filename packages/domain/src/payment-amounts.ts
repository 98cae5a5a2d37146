// Amounts of deposits and withdrawals (DESIGN §3, §6), free of I/O. What a user asks to move
// must be exact at the coin's storage scale: an amount finer than it is refused (10165), never
// rounded, so the user sees exactly what moves. The one derived amount, the withdrawal fee, is
// rounded up to that scale, so the platform never under-charges; the amount that reaches the
// address is the requested one, untouched. The daily count runs per UTC calendar day.
import { invariant } from "./assert.ts";
import { fitsScale, roundUpFee, type Decimal } from "./money.ts";

/** Whether `amount` is a positive amount the coin can hold exactly (else 10165). */
export function paymentAmountFits(amount: Decimal, coin: string): boolean {
  return amount.greaterThan(0) && fitsScale(amount, coin);
}

export interface WithdrawalCharges {
  /** What reaches the address. */
  amount: Decimal;
  /** amount × rate, rounded up to the coin's scale. */
  fee: Decimal;
  /** amount + fee: what leaves the available balance. */
  total: Decimal;
}

/** The fee and total of withdrawing `amount` (already fitting the coin's scale) at `feeRate` (a share, 0 to 1). */
export function withdrawalCharges(amount: Decimal, feeRate: Decimal, coin: string): WithdrawalCharges {
  invariant(paymentAmountFits(amount, coin), `withdrawal amount ${amount.toFixed()} does not fit ${coin}`);
  invariant(feeRate.greaterThanOrEqualTo(0) && feeRate.lessThanOrEqualTo(1), `withdrawal fee rate ${feeRate.toFixed()} is outside 0..1`);
  const fee = roundUpFee(amount.times(feeRate), coin);
  return { amount, fee, total: amount.plus(fee) };
}

const dayMs = 86_400_000;

/** The UTC calendar day holding `now`: its start (inclusive) and the next day's start, when the count resets. */
export function utcDayOf(now: Date): { start: Date; end: Date } {
  const start = Math.floor(now.getTime() / dayMs) * dayMs;
  return { start: new Date(start), end: new Date(start + dayMs) };
}

/** Withdrawals still allowed today: never below zero, even after the operator lowered the count. */
export function withdrawalsRemaining(dailyCount: number, usedToday: number): number {
  invariant(Number.isInteger(dailyCount) && Number.isInteger(usedToday) && usedToday >= 0, "withdrawal counts are whole and not negative");
  return Math.max(0, dailyCount - usedToday);
}
