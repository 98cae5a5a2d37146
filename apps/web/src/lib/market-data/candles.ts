// Candle series arithmetic for the chart: merging a live candle from `/ws` into the loaded
// history and turning wire candles (decimal strings, epoch ms) into chart bars. Pure; the
// series stays sorted by openTime with one candle per openTime, and never grows without bound.
import type { z } from "zod";
import type { candleSchema } from "@tradewind/api/market";
import { candleIntervals, maxCandlesPerRequest } from "@tradewind/api/market-rules";

export type Candle = z.output<typeof candleSchema>;
export type CandleInterval = (typeof candleIntervals)[number];

/** History holds at most one request; live candles may add a few more before the oldest go. */
export const maxCandlesKept = maxCandlesPerRequest * 2;

export const defaultInterval: CandleInterval = "15m";

export function isCandleInterval(value: string | null): value is CandleInterval {
  return value !== null && (candleIntervals as readonly string[]).includes(value);
}

/**
 * The series with `live` applied: the candle of the same openTime is replaced, a newer one is
 * appended (the previous last candle is then final), an older one replaces its slot if that slot
 * is loaded and is otherwise dropped (it belongs to history we did not load).
 */
export function mergeLiveCandle(series: readonly Candle[], live: Candle, limit = maxCandlesKept): Candle[] {
  const last = series.at(-1);
  if (last === undefined || live.openTime > last.openTime) {
    const appended = [...series, live];
    return appended.length > limit ? appended.slice(appended.length - limit) : appended;
  }
  const index = indexOfOpenTime(series, live.openTime);
  if (index < 0) return [...series];
  const merged = [...series];
  merged[index] = live;
  return merged;
}

/** Binary search on the sorted series; -1 when no candle opens at `openTime`. */
function indexOfOpenTime(series: readonly Candle[], openTime: number): number {
  let low = 0;
  let high = series.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const time = series[middle]?.openTime ?? 0;
    if (time === openTime) return middle;
    if (time < openTime) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

export interface ChartBar {
  /** Seconds since the epoch (lightweight-charts' UTCTimestamp). */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Chart bars are drawing coordinates only; the decimal strings stay the source of truth. */
export function toChartBar(candle: Candle): ChartBar {
  return {
    time: Math.floor(candle.openTime / 1000),
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
  };
}

/** Most fraction digits among the candles' prices, so the axis shows the instrument's scale. */
export function priceScaleOf(candles: readonly Candle[]): number {
  let scale = 0;
  for (const candle of candles.slice(-50)) {
    for (const price of [candle.open, candle.high, candle.low, candle.close]) {
      const dot = price.indexOf(".");
      if (dot >= 0) scale = Math.max(scale, price.length - dot - 1);
    }
  }
  return Math.min(scale, 10);
}

/**
 * How the chart should apply a new series given the one it drew last: "update" the last bar when
 * only the last candle changed or one was appended, else "replace" everything.
 */
export function chartChange(previous: readonly Candle[] | null, next: readonly Candle[]): "update" | "replace" | "none" {
  if (previous === next) return "none";
  if (previous === null || previous.length === 0 || next.length === 0) return "replace";
  const grewBy = next.length - previous.length;
  if (grewBy !== 0 && grewBy !== 1) return "replace";
  // Every candle before the changing last one must be the very same object as drawn before.
  const unchanged = grewBy === 0 ? previous.length - 1 : previous.length;
  for (let index = 0; index < unchanged; index += 1) {
    if (previous[index] !== next[index]) return "replace";
  }
  if (grewBy === 0 && previous.at(-1)?.openTime !== next.at(-1)?.openTime) return "replace";
  return "update";
}
