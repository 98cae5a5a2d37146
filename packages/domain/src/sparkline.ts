// The sparkline of a market row (SPEC `hundred`): one price per fixed step of time, oldest first.
// Mixing time scales (minute closes after a restart, then second ticks) drew a spike or a step, so
// every point stands for one step of `stepMs` whatever fed it, and the same rule builds the line
// from recorded closes after a restart as from live prices during a run.
// Invariants:
// - at most `length` points; point i stands for the step starting at
//   newestStepMs - (count - 1 - i) * stepMs (steps are aligned to the UTC epoch);
// - a step without a price repeats the price before it, so time stays even and a quiet or closed
//   market draws flat instead of jumping;
// - the newest point is the last price applied (a step's point is its last price, like a close).
// Time comes only from each price's own timestamp (no clock is read): the line moves with prices.
// When `stepMs` is a whole number of minutes, a 1-minute candle's close at its openTime lands in
// the same step as the tick that made it, so closes then ticks give the line ticks alone give.
import { invariant } from "./assert.ts";
import { toPlain, type Price } from "./money.ts";

export interface SparklineShape {
  /** Time each point stands for. */
  readonly stepMs: number;
  /** Most points kept. */
  readonly length: number;
}

export interface Sparkline {
  /** Start (epoch ms UTC) of the newest point's step; undefined while the line is empty. */
  readonly newestStepMs: number | undefined;
  /** Oldest first, canonical decimal text, at most `length`. */
  readonly prices: readonly string[];
}

export interface PriceAt {
  /** Positive. */
  readonly price: Price;
  /** Epoch ms UTC. */
  readonly ts: number;
}

export const emptySparkline: Sparkline = { newestStepMs: undefined, prices: [] };

/**
 * The line after `point`. A price in the newest step replaces that step's point; a later one
 * opens its step after the skipped ones (each repeating the last price); a price older than the
 * newest step is late and leaves the line as it is (its step is already drawn over).
 */
export function addPrice(line: Sparkline, point: PriceAt, shape: SparklineShape): Sparkline {
  checkShape(shape);
  const price = point.price;
  invariant(price.gt(0), `sparkline price must be positive: ${toPlain(price)}`);
  invariant(Number.isSafeInteger(point.ts), `not an epoch ms timestamp: ${point.ts}`);
  const stepMs = Math.floor(point.ts / shape.stepMs) * shape.stepMs;
  const plain = toPlain(price);
  const last = line.prices.at(-1);
  if (line.newestStepMs === undefined || last === undefined) return { newestStepMs: stepMs, prices: [plain] };
  if (stepMs < line.newestStepMs) return line;
  if (stepMs === line.newestStepMs) return { newestStepMs: stepMs, prices: [...line.prices.slice(0, -1), plain] };
  // Bounded: a gap of any length (a weekend, a stale feed) adds at most `length - 1` repeats.
  const skipped = Math.min((stepMs - line.newestStepMs) / shape.stepMs - 1, shape.length - 1);
  const prices = [...line.prices, ...new Array<string>(skipped).fill(last), plain];
  return { newestStepMs: stepMs, prices: prices.slice(-shape.length) };
}

/** The line of `points` in time order (recorded closes at their openTime, or ticks). */
export function sparklineOf(points: readonly PriceAt[], shape: SparklineShape): Sparkline {
  let line = emptySparkline;
  for (const point of points) line = addPrice(line, point, shape);
  return line;
}

function checkShape(shape: SparklineShape): void {
  invariant(Number.isSafeInteger(shape.stepMs), `sparkline step must be an integer ms: ${shape.stepMs}`);
  invariant(shape.stepMs > 0, `sparkline step must be positive: ${shape.stepMs}`);
  invariant(Number.isSafeInteger(shape.length), `sparkline length must be an integer: ${shape.length}`);
  invariant(shape.length > 0, `sparkline length must be positive: ${shape.length}`);
}
