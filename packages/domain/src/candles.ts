// OHLCV candles from ticks, and higher intervals derived from 1-minute candles.
// Buckets are aligned to the UTC epoch (weeks to Monday 00:00 UTC); a candle exists only for a
// bucket that saw a tick, so gaps stay gaps. Prices and volumes are Decimals, computed exactly:
// the caller parses a tick's text once where it enters and formats a candle where it leaves.
import { asQuantity, toPlain, type Decimal, type Price, type Quantity } from "./money.ts";
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
  readonly open: Price;
  readonly high: Price;
  readonly low: Price;
  readonly close: Price;
  readonly volume: Quantity;
}

export interface Tick {
  readonly price: Price;
  readonly volume: Quantity;
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
  const { price, volume } = tick;
  invariant(price.gt(0), `tick price must be positive: ${toPlain(price)}`);
  invariant(!volume.isNegative(), `tick volume must not be negative: ${toPlain(volume)}`);
  const openTime = bucketStart(interval, tick.ts);
  const tickCandle = { openTime, open: price, high: price, low: price, close: price, volume };
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
    else result.push(rebased);
  }
  return result;
}

/** Folds a later candle (or tick) of the same bucket into an earlier one. */
function merge(earlier: Candle, later: Candle): Candle {
  return {
    openTime: earlier.openTime,
    open: earlier.open,
    high: maxOf(earlier.high, later.high),
    low: minOf(earlier.low, later.low),
    close: later.close,
    volume: asQuantity(earlier.volume.plus(later.volume)),
  };
}

function maxOf<Value extends Decimal>(a: Value, b: Value): Value {
  return a.gte(b) ? a : b;
}

function minOf<Value extends Decimal>(a: Value, b: Value): Value {
  return a.lte(b) ? a : b;
}
