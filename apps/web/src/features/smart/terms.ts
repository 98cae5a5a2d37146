// What a plan would pay, shown before buying, by the rule the server pays with (domain/earn):
// each day's yield is principal × that day's rate rounded DOWN to USDT's 6 decimals, so the
// whole plan pays days × that. A fixed product knows the figure; a range product pays between
// the figures of its lowest and highest rate. Rates are shares ("0.003") shown as percentages.
import { smartRateScale } from "@tradewind/api/earn";
import { invariant } from "@tradewind/domain/assert";
import { dailyYield } from "@tradewind/domain/earn";
import { decimal, Decimal, toPlain } from "@tradewind/domain/money";

export interface YieldPreview {
  dailyMin: string;
  dailyMax: string;
  totalMin: string;
  totalMax: string;
}

export function yieldPreview(amount: string, minRate: string, maxRate: string, days: number): YieldPreview {
  invariant(Number.isInteger(days) && days > 0, `a plan lasts whole days, not ${days}`);
  invariant(decimal(minRate).lessThanOrEqualTo(maxRate), "the lowest rate is not above the highest");
  const principal = decimal(amount);
  const dailyMin = dailyYield(principal, decimal(minRate));
  const dailyMax = dailyYield(principal, decimal(maxRate));
  return { dailyMin: toPlain(dailyMin), dailyMax: toPlain(dailyMax), totalMin: toPlain(dailyMin.times(days)), totalMax: toPlain(dailyMax.times(days)) };
}

/** A daily rate share as the locale's percentage, every digit kept: "0.003" → "0.3%", "0.0125" → "1.25%". */
export function formatRate(rate: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: smartRateScale - 2 }).format(rate as Intl.StringNumericLiteral);
}

/**
 * How much of a timeframe's investment range the reserve covers now, as a share 0…1 rounded
 * down to whole percent: the largest covered principal over the product's largest principal.
 */
export function coverageShare(coveredAmountMax: string, maxAmount: string): string {
  const largest = decimal(maxAmount);
  invariant(largest.greaterThan(0), "a product's largest principal is positive");
  const share = Decimal.min(decimal(coveredAmountMax).dividedBy(largest), 1);
  return toPlain(share.toDecimalPlaces(2, Decimal.ROUND_DOWN));
}

/** A number of days in the locale's own words and plural: "1 day", "7 days", "٧ أيام"; narrow for the countdown ("2d"). */
export function formatDays(days: number, locale: string, display: "long" | "narrow" = "long"): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit: "day", unitDisplay: display }).format(days);
}
