import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvariantError } from "./assert.ts";
import { applyTick, type Candle } from "./candles.ts";
import { asPrice, asQuantity, decimal, toPlain } from "./money.ts";
import { addPrice, emptySparkline, sparklineOf, type PriceAt, type SparklineShape } from "./sparkline.ts";

const minuteMs = 60_000;
const at = (iso: string) => Date.parse(`${iso}Z`);

/** Prices with up to 4 decimals (some with trailing zeros), in time order: seconds apart, minutes, or days (a closed market). */
const pricesArbitrary = fc
  .tuple(
    fc.integer({ min: at("2026-01-01T00:00"), max: at("2027-12-01T00:00") }),
    fc.array(
      fc.record({
        gapMs: fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 5 * minuteMs }), fc.integer({ min: 0, max: 3 * 86_400_000 })),
        priceTenThousandths: fc.integer({ min: 1, max: 100_000_000 }),
        padded: fc.boolean(),
      }),
      { minLength: 1, maxLength: 300 },
    ),
  )
  .map(([startMs, steps]) => {
    let ts = startMs;
    return steps.map((step): PriceAt => {
      ts += step.gapMs;
      const price = (step.priceTenThousandths / 10_000).toFixed(4);
      return { ts, price: asPrice(step.padded ? price : String(Number(price))) };
    });
  });

/** Steps of whole minutes (so recorded 1-minute closes can rebuild the line) and short lines, so windows fill and slide. */
const shapeArbitrary = fc.record({ stepMs: fc.constantFrom(1, 2, 5, 15).map((minutes) => minutes * minuteMs), length: fc.integer({ min: 1, max: 120 }) });

/** The line by definition: for each of the newest steps, the last price at or before that step's end. */
function expectedLine(points: readonly PriceAt[], shape: SparklineShape): string[] {
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return [];
  const stepOf = (ts: number) => Math.floor(ts / shape.stepMs) * shape.stepMs;
  const count = Math.min(shape.length, (stepOf(last.ts) - stepOf(first.ts)) / shape.stepMs + 1);
  return Array.from({ length: count }, (_, index) => {
    const endMs = stepOf(last.ts) - (count - 1 - index) * shape.stepMs + shape.stepMs;
    const latest = points.filter((point) => point.ts < endMs).at(-1);
    if (latest === undefined) throw new Error("a step before the first price");
    return toPlain(decimal(latest.price));
  });
}

/** The 1-minute candles a feed stores for `points` (the live one included, as on stop). */
function minuteCandles(points: readonly PriceAt[]): Candle[] {
  const candles: Candle[] = [];
  for (const point of points) {
    const outcome = applyTick(candles.at(-1), { price: point.price, volume: asQuantity("0"), ts: point.ts }, "1m");
    if (outcome.kind === "ignored") throw new Error(`price at ${point.ts} ignored`);
    if (outcome.kind === "opened") candles.push(outcome.candle);
    else candles[candles.length - 1] = outcome.candle;
  }
  return candles;
}

describe("sparkline", () => {
  it("holds one point per step, evenly spaced in time, at most `length`, the newest the last price", () => {
    fc.assert(
      fc.property(pricesArbitrary, shapeArbitrary, (points, shape) => {
        const line = sparklineOf(points, shape);
        expect(line.prices).toEqual(expectedLine(points, shape));
        expect(line.prices.length).toBeLessThanOrEqual(shape.length);
        expect(line.prices.at(-1)).toBe(toPlain(decimal(points.at(-1)?.price ?? "0")));
        expect(line.newestStepMs).toBe(Math.floor((points.at(-1)?.ts ?? 0) / shape.stepMs) * shape.stepMs);
      }),
      { numRuns: 300 },
    );
  });

  it("built from recorded closes (only the latest needed) then live prices, equals the line built live", () => {
    fc.assert(
      fc.property(pricesArbitrary, shapeArbitrary, fc.nat(), (points, shape, cutSeed) => {
        // The restart happens after `cut` prices: what was recorded is the 1-minute closes so far.
        const cut = cutSeed % (points.length + 1);
        const recorded = minuteCandles(points.slice(0, cut)).slice(-shape.length * (shape.stepMs / minuteMs));
        const restarted = sparklineOf([...recorded.map((candle) => ({ price: candle.close, ts: candle.openTime })), ...points.slice(cut)], shape);
        expect(restarted).toEqual(sparklineOf(points, shape));
      }),
      { numRuns: 300 },
    );
  });

  it("replaces the newest point within its step, repeats the last price over a gap and slides past `length`", () => {
    const shape = { stepMs: minuteMs, length: 4 };
    let line = sparklineOf([{ price: asPrice("10"), ts: at("2026-07-15T10:00:05") }], shape);
    line = addPrice(line, { price: asPrice("11.50"), ts: at("2026-07-15T10:00:59.999") }, shape);
    expect(line).toEqual({ newestStepMs: at("2026-07-15T10:00"), prices: ["11.5"] });
    line = addPrice(line, { price: asPrice("12"), ts: at("2026-07-15T10:03:00") }, shape);
    expect(line.prices).toEqual(["11.5", "11.5", "11.5", "12"]);
    line = addPrice(line, { price: asPrice("13"), ts: at("2026-07-15T10:04:30") }, shape);
    expect(line).toEqual({ newestStepMs: at("2026-07-15T10:04"), prices: ["11.5", "11.5", "12", "13"] });
    // A weekend later: the line is flat at the last price, then the new one.
    line = addPrice(line, { price: asPrice("9"), ts: at("2026-07-18T10:00:00") }, shape);
    expect(line.prices).toEqual(["13", "13", "13", "9"]);
  });

  it("leaves the line as it is for a price older than its newest step", () => {
    const shape = { stepMs: minuteMs, length: 100 };
    const line = sparklineOf([{ price: asPrice("1"), ts: at("2026-07-15T10:00") }, { price: asPrice("2"), ts: at("2026-07-15T10:01") }], shape);
    expect(addPrice(line, { price: asPrice("3"), ts: at("2026-07-15T10:00:30") }, shape)).toBe(line);
  });

  it("refuses prices that are not positive decimals, bad timestamps and bad shapes", () => {
    const shape = { stepMs: minuteMs, length: 100 };
    const ts = at("2026-07-15T10:00");
    for (const price of ["0", "-1", "abc", "Infinity", "NaN", ""]) expect(() => addPrice(emptySparkline, { price: asPrice(price), ts }, shape), price).toThrow();
    expect(() => addPrice(emptySparkline, { price: asPrice("1"), ts: 1.5 }, shape)).toThrow(InvariantError);
    for (const bad of [{ stepMs: 0, length: 100 }, { stepMs: -60_000, length: 100 }, { stepMs: 0.5, length: 100 }, { stepMs: minuteMs, length: 0 }, { stepMs: minuteMs, length: 2.5 }]) {
      expect(() => addPrice(emptySparkline, { price: asPrice("1"), ts }, bad), JSON.stringify(bad)).toThrow(InvariantError);
    }
  });
});
