// The bid form's checks as pure arithmetic on exact decimals (the server checks again and has the
// last word): an amount is a plain decimal with at most the USDT scale, at least the item's
// minimum next bid, and below the buy-now price (a bid there is refused: buy now instead). Also
// the anti-sniping rule's durations in words a person reads ("1 minute", "30 seconds").
import { nftAmountScale } from "@tradewind/api/nfts";
import { decimal } from "@tradewind/domain/money";

export type BidCheck =
  | { state: "ok"; amount: string }
  | { state: "empty" }
  | { state: "invalid" }
  | { state: "below"; min: string }
  | { state: "atBuyNow"; buyNow: string };

const plainDecimal = new RegExp(`^\\d{1,15}(\\.\\d{1,${nftAmountScale}})?$`);

/** What the typed amount is worth as a bid given the item's minimum next bid and buy-now price. */
export function checkBid(text: string, minNextBid: string, buyNowPrice: string | null): BidCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { state: "empty" };
  if (!plainDecimal.test(trimmed)) return { state: "invalid" };
  const amount = decimal(trimmed);
  if (amount.isZero()) return { state: "invalid" };
  if (amount.lessThan(minNextBid)) return { state: "below", min: minNextBid };
  if (buyNowPrice !== null && amount.greaterThanOrEqualTo(buyNowPrice)) return { state: "atBuyNow", buyNow: buyNowPrice };
  return { state: "ok", amount: amount.toFixed() };
}

export interface Duration {
  value: number;
  unit: "second" | "minute" | "hour";
}

/** Whole hours or minutes when the seconds divide evenly, seconds otherwise. */
export function durationOf(seconds: number): Duration {
  if (seconds > 0 && seconds % 3600 === 0) return { value: seconds / 3600, unit: "hour" };
  if (seconds > 0 && seconds % 60 === 0) return { value: seconds / 60, unit: "minute" };
  return { value: seconds, unit: "second" };
}

/** "1 minute", "30 seconds", "1 Minute", "٣٠ ثانية": the locale's own unit words. */
export function formatDuration(seconds: number, locale: string): string {
  const { value, unit } = durationOf(seconds);
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(value);
}
