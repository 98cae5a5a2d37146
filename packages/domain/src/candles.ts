// OHLCV candles from ticks, and higher intervals derived from 1-minute candles.
// Buckets are aligned to the UTC epoch (weeks to Monday 00:00 UTC); a candle exists only for a
// bucket that saw a tick, so gaps stay gaps. Fields are plain decimal strings, computed exactly.
import { decimal, toPlain, type Decimal } from "./money.ts";
import { invariant } from "./assert.ts";

export const intervals = ["1m", "5m", "15m", "1h", "4h", "1d", "1w"] as const;
export type Interval = (typeof intervals)[number];

const minuteMs = 60_000;
export const intervalMs: Readonly<Record<Interval, number>> = {
  "1m": minuteMs,
  "5m": 5 * minuteMs,
  "15m": 15 * minuteMs,
  "1h": 60 * minuteMs,
  "4h": 240 * minuteMs,
  "1d": 1_440 * minuteMs,
  "1w": 10_080 * minuteMs,
};

/** The epoch (1 Jan 1970) was a Thursday; the first Monday 00:00 UTC is 4 days later. */
const weekAnchorMs = 4 * intervalMs["1d"];

/** Length and alignment of an interval's buckets (weeks start on Monday 00:00 UTC). */
export function bucketShape(interval: Interval): { lengthMs: number; anchorMs: number } {
  return { lengthMs: intervalMs[interval], anchorMs: interval === "1w" ? weekAnchorMs : 0 };
}

export interface Candle {
  /** Bucket start, epoch ms UTC. */
  readonly openTime: number;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
}

export interface Tick {
  readonly price: string;
  readonly volume: string;
  /** Epoch ms UTC. */
  readonly ts: number;
}

/**
 * What a tick did to the series: replaced the last candle, opened a new one after it, or was
 * ignored because its bucket is older than the last candle (a late tick cannot rewrite history
 * that may already be persisted and broadcast; the caller logs or counts it).
 * Within the current bucket, ticks count in arrival order: the last one to arrive is the close.
 */
export type TickOutcome =
  | { readonly kind: "updated"; readonly candle: Candle }
  | { readonly kind: "opened"; readonly candle: Candle }
  | { readonly kind: "ignored"; readonly reason: "older than the current candle" };

export function isInterval(value: unknown): value is Interval {
  return typeof value === "string" && (intervals as readonly string[]).includes(value);
}

export function bucketStart(interval: Interval, ts: number): number {
  invariant(Number.isSafeInteger(ts), `not an epoch ms timestamp: ${ts}`);
  const { lengthMs, anchorMs } = bucketShape(interval);
  return Math.floor((ts - anchorMs) / lengthMs) * lengthMs + anchorMs;
}

/** Applies one tick to the series' last candle (undefined for an empty series). */
export function applyTick(last: Candle | undefined, tick: Tick, interval: Interval): TickOutcome {
  const price = decimal(tick.price);
  const volume = decimal(tick.volume);
  invariant(price.gt(0), `tick price must be positive: ${tick.price}`);
  invariant(!volume.isNegative(), `tick volume must not be negative: ${tick.volume}`);
  const openTime = bucketStart(interval, tick.ts);
  const plainPrice = toPlain(price);
  const tickCandle = { openTime, open: plainPrice, high: plainPrice, low: plainPrice, close: plainPrice, volume: toPlain(volume) };
  if (last === undefined || openTime > last.openTime) return { kind: "opened", candle: tickCandle };
  if (openTime < last.openTime) return { kind: "ignored", reason: "older than the current candle" };
  return { kind: "updated", candle: merge(last, tickCandle) };
}

/** Builds `interval` candles from 1-minute candles sorted by openTime, one per non-empty bucket. */
export function aggregate(oneMinuteCandles: readonly Candle[], interval: Interval): Candle[] {
  const result: Candle[] = [];
  let previousOpenTime = Number.NEGATIVE_INFINITY;
  for (const candle of oneMinuteCandles) {
    invariant(candle.openTime > previousOpenTime, "1-minute candles must be sorted and unique by openTime");
    invariant(bucketStart("1m", candle.openTime) === candle.openTime, `not a 1-minute bucket: ${candle.openTime}`);
    previousOpenTime = candle.openTime;
    const openTime = bucketStart(interval, candle.openTime);
    const current = result.at(-1);
    const rebased = { ...candle, openTime };
    if (current !== undefined && current.openTime === openTime) result[result.length - 1] = merge(current, rebased);
    else result.push(normalize(rebased));
  }
  return result;
}

/** Folds a later candle (or tick) of the same bucket into an earlier one. */
function merge(earlier: Candle, later: Candle): Candle {
  return {
    openTime: earlier.openTime,
    open: earlier.open,
    high: toPlain(maxOf(decimal(earlier.high), decimal(later.high))),
    low: toPlain(minOf(decimal(earlier.low), decimal(later.low))),
    close: toPlain(decimal(later.close)),
    volume: toPlain(decimal(earlier.volume).plus(later.volume)),
  };
}

/** Same values, canonical text ("1.50" → "1.5"), so candles compare equal however they were built. */
function normalize(candle: Candle): Candle {
  const plain = (value: string) => toPlain(decimal(value));
  return { ...candle, open: plain(candle.open), high: plain(candle.high), low: plain(candle.low), close: plain(candle.close), volume: plain(candle.volume) };
}

function maxOf(a: Decimal, b: Decimal): Decimal {
  return a.gte(b) ? a : b;
}

function minOf(a: Decimal, b: Decimal): Decimal {
  return a.lte(b) ? a : b;
}
