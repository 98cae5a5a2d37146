// Smart plan arithmetic (issue 14, DESIGN §6), free of I/O. Plans are in USDT (scale 6).
// Rounding directions, each chosen so the platform never owes more than it set aside and never
// charges less than it states:
// - a day's yield = principal × that day's rate, rounded DOWN to 6 decimals (owed to the user);
// - a plan's reserve commitment = principal × max daily rate × days, rounded UP (set aside, so it
//   always covers every day's yield, whatever the rate drawn);
// - the early-exit penalty = principal × smart_exit_penalty_rate, rounded UP (a charge);
// - the early-exit refund = principal − penalty − income paid so far, exact, never below 0;
// - a range product's daily rate = min + (max − min) × f rounded DOWN to 6 decimals, f from
//   SHA-256("<planId>:<day>") (the published rule, `smartRangeRateRule` in packages/api/earn.ts);
// - the largest principal the free reserve covers = free ÷ (max rate × days), rounded DOWN.
// Day d of a plan (1…days) ends d × 24 h after the purchase; its yield is due at that instant.
import { sha256 } from "@noble/hashes/sha2";
import { invariant } from "./assert.ts";
import { Decimal, roundDownForUser, roundUpFee } from "./money.ts";

export const smartCurrency = "USDT";
export const smartDayMs = 86_400_000;
/** Rates are stored with 6 decimals. */
const rateScale = 6;

/** The terms a plan was bought with, as the rule needs them. */
export interface SmartRateTerms {
  minDailyRate: Decimal;
  maxDailyRate: Decimal;
}

/** f in [0, 1): the first 8 bytes of SHA-256("<planId>:<day>") as a big-endian unsigned integer ÷ 2^64. */
export function rangeFraction(planId: string, day: number): Decimal {
  const digest = sha256(new TextEncoder().encode(`${planId}:${day}`));
  let value = 0n;
  for (const byte of digest.subarray(0, 8)) value = (value << 8n) | BigInt(byte);
  return new Decimal(value.toString()).dividedBy(new Decimal(2).pow(64));
}

/**
 * The daily rate of day `day` of plan `planId`: the fixed rate when min = max, else the published
 * range rule, rounded down to 6 decimals (so it never exceeds max, never falls below min).
 */
export function dayRate(terms: SmartRateTerms, planId: string, day: number): Decimal {
  const { minDailyRate: min, maxDailyRate: max } = terms;
  invariant(min.greaterThan(0) && max.greaterThanOrEqualTo(min), `daily rate range ${min.toFixed()}..${max.toFixed()} is not valid`);
  if (min.equals(max)) return min;
  return min.plus(max.minus(min).times(rangeFraction(planId, day))).toDecimalPlaces(rateScale, Decimal.ROUND_DOWN);
}

/** principal × rate, rounded down to 6 decimals: what one day pays. */
export function dailyYield(principal: Decimal, rate: Decimal): Decimal {
  return roundDownForUser(principal.times(rate), smartCurrency);
}

/** principal × max daily rate × days, rounded up: what the reserve sets aside for a plan. */
export function maxPlanYield(principal: Decimal, maxDailyRate: Decimal, days: number): Decimal {
  invariant(Number.isInteger(days) && days >= 1, `plan days ${days} are not a positive whole number`);
  return roundUpFee(principal.times(maxDailyRate).times(days), smartCurrency);
}

/** principal × penalty rate, rounded up: what an early exit keeps as a penalty. */
export function exitPenalty(principal: Decimal, penaltyRate: Decimal): Decimal {
  invariant(penaltyRate.greaterThanOrEqualTo(0) && penaltyRate.lessThanOrEqualTo(1), `penalty rate ${penaltyRate.toFixed()} is outside 0..1`);
  return roundUpFee(principal.times(penaltyRate), smartCurrency);
}

export interface ExitFigures {
  /** principal × penalty rate rounded up; never above the principal (the rate is at most 1). */
  penalty: Decimal;
  incomePaid: Decimal;
  /** What returns to the user: principal − penalty − income paid, never below 0. */
  refund: Decimal;
  /** The part of the income paid that the principal covers, returned to the reserve: principal − penalty − refund. */
  clawback: Decimal;
}

/**
 * An early exit of a plan: the principal splits exactly into refund (user) + penalty (fees) +
 * clawed-back income (reserve). When penalty + income paid exceed the principal the refund is 0
 * and only what is left of the principal after the penalty is clawed back.
 */
export function exitFigures(principal: Decimal, penaltyRate: Decimal, incomePaid: Decimal): ExitFigures {
  invariant(incomePaid.greaterThanOrEqualTo(0), "income paid is not negative");
  const penalty = exitPenalty(principal, penaltyRate);
  const refund = Decimal.max(0, principal.minus(penalty).minus(incomePaid));
  return { penalty, incomePaid, refund, clawback: principal.minus(penalty).minus(refund) };
}

/** Days whose end has passed by `now` (0…days): the days that are due. */
export function daysDue(startedAt: Date, days: number, now: Date): number {
  const elapsed = Math.floor((now.getTime() - startedAt.getTime()) / smartDayMs);
  return Math.max(0, Math.min(days, elapsed));
}

/** The instant day `day` ends and is paid. */
export function dayEndsAt(startedAt: Date, day: number): Date {
  return new Date(startedAt.getTime() + day * smartDayMs);
}

/**
 * The largest principal whose maximum yield the free reserve covers for `days` days at
 * `maxDailyRate`, capped at the product's maximum: min(maxAmount, free ÷ (rate × days)), rounded
 * down to 6 decimals (so maxPlanYield of it, rounded up, still fits in `free` at scale 6).
 */
export function coveredAmountMax(free: Decimal, maxDailyRate: Decimal, days: number, maxAmount: Decimal): Decimal {
  const freeFloor = roundDownForUser(Decimal.max(0, free), smartCurrency);
  const perUnit = maxDailyRate.times(days);
  invariant(perUnit.greaterThan(0), "a product's maximum daily rate is positive");
  return Decimal.min(maxAmount, roundDownForUser(freeFloor.dividedBy(perUnit), smartCurrency));
}

/** balance ÷ committed rounded down to 4 decimals; null when nothing is committed. */
export function reserveCoverage(balance: Decimal, committed: Decimal): Decimal | null {
  if (committed.lessThanOrEqualTo(0)) return null;
  return balance.dividedBy(committed).toDecimalPlaces(4, Decimal.ROUND_DOWN);
}
