// Charity NFT auction arithmetic (issue 15): the least acceptable bid, a bid's check against it and
// the buy-now price, the anti-sniping extension and the status an item shows at a time.
import type { Decimal } from "./money.ts";

export interface AuctionPrices {
  startPrice: Decimal;
  minIncrement: Decimal;
  /** Null when the item cannot be bought now. */
  buyNowPrice: Decimal | null;
}

/** The least a bid may be: the start price for the first bid, else the current bid plus the increment. */
export function minNextBid(prices: AuctionPrices, currentBid: Decimal | null): Decimal {
  return currentBid === null ? prices.startPrice : currentBid.plus(prices.minIncrement);
}

export type BidCheck = { ok: true } | { ok: false; reason: "tooLow"; min: Decimal } | { ok: false; reason: "reachesBuyNow" };

/**
 * Whether `amount` may be bid now: at least `minNextBid` (else tooLow with the minimum), and below
 * the buy-now price when there is one (a bid at or above it is refused: buy now instead).
 */
export function checkBid(prices: AuctionPrices, currentBid: Decimal | null, amount: Decimal): BidCheck {
  const min = minNextBid(prices, currentBid);
  if (amount.lessThan(min)) return { ok: false, reason: "tooLow", min };
  if (prices.buyNowPrice !== null && amount.greaterThanOrEqualTo(prices.buyNowPrice)) return { ok: false, reason: "reachesBuyNow" };
  return { ok: true };
}

/**
 * Anti-sniping: a bid placed at `now`, `windowSeconds` or less before `endsAt`, moves the end to
 * now + `extendSeconds` when that is later; answers the new end, or null when the end stays.
 */
export function extendedEnd(endsAt: Date, now: Date, windowSeconds: number, extendSeconds: number): Date | null {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0 || left > windowSeconds * 1000) return null;
  const candidate = new Date(now.getTime() + extendSeconds * 1000);
  return candidate.getTime() > endsAt.getTime() ? candidate : null;
}

export type AuctionStatus = "upcoming" | "live" | "sold" | "ended_unsold";

/**
 * The status shown at `now`: the settlement's outcome once recorded; before it, upcoming until
 * the start, live until the end, then sold when a bid leads (waiting for settlement) or
 * ended_unsold without one.
 */
export function auctionStatus(item: { state: "open" | "sold" | "unsold"; startsAt: Date; endsAt: Date; bidCount: number }, now: Date): AuctionStatus {
  if (item.state === "sold") return "sold";
  if (item.state === "unsold") return "ended_unsold";
  if (now < item.startsAt) return "upcoming";
  if (now < item.endsAt) return "live";
  return item.bidCount > 0 ? "sold" : "ended_unsold";
}

/** Checks an item's own figures: positive prices, the buy-now price above the start price, the start before the end. */
export function itemFiguresValid(item: AuctionPrices & { startsAt: Date; endsAt: Date }): boolean {
  if (!item.startPrice.greaterThan(0) || !item.minIncrement.greaterThan(0)) return false;
  if (item.buyNowPrice !== null && !item.buyNowPrice.greaterThan(item.startPrice)) return false;
  return item.startsAt.getTime() < item.endsAt.getTime();
}

/** A username as other bidders see it: its first two and last two characters ("ab***yz"); shorter names keep their first. */
export function maskName(username: string): string {
  const chars = [...username];
  if (chars.length === 0) return "***";
  if (chars.length <= 4) return `${chars[0]}***`;
  return `${chars.slice(0, 2).join("")}***${chars.slice(-2).join("")}`;
}
