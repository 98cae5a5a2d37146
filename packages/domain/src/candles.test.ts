import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aggregate, applyTick, bucketStart, intervals, isInterval, type Candle, type Interval, type Tick } from "./candles.ts";
import { asPrice, asQuantity, toPlain } from "./money.ts";

const at = (iso: string) => Date.parse(`${iso}Z`);

/** A tick as a feed's text gives it; parsed (once) by `tickOf`, as the market does where it enters. */
interface TextTick {
  readonly ts: number;
  readonly price: string;
  readonly volume: string;
}

const tickOf = (tick: TextTick): Tick => ({ ts: tick.ts, price: asPrice(tick.price), volume: asQuantity(tick.volume) });

/** A candle as plain text, to compare with the figures written out below. */
const text = (candle: Candle) => ({ openTime: candle.openTime, open: toPlain(candle.open), high: toPlain(candle.high), low: toPlain(candle.low), close: toPlain(candle.close), volume: toPlain(candle.volume) });

/** The series a feed would keep: applies ticks in arrival order, failing on an ignored tick. */
function series(ticks: readonly TextTick[], interval: Interval): Candle[] {
  const candles: Candle[] = [];
  for (const tick of ticks.map(tickOf)) {
    const outcome = applyTick(candles.at(-1), tick, interval);
    if (outcome.kind === "ignored") throw new Error(`tick at ${tick.ts} ignored`);
    if (outcome.kind === "opened") candles.push(outcome.candle);
    else candles[candles.length - 1] = outcome.candle;
  }
  return candles;
}

/** `series` as text. */
const build = (ticks: readonly TextTick[], interval: Interval) => series(ticks, interval).map(text);

/** Prices with up to 4 decimals (some with trailing zeros), volumes with up to 3; times within ~3 weeks. */
const tickStreamArbitrary = fc
  .tuple(
    fc.integer({ min: at("2026-01-01T00:00"), max: at("2027-12-01T00:00") }),
    fc.array(
      fc.record({
        gapMs: fc.oneof(fc.integer({ min: 0, max: 90_000 }), fc.integer({ min: 0, max: 2 * 86_400_000 })),
        priceTenThousandths: fc.integer({ min: 1, max: 100_000_000 }),
        volumeThousandths: fc.integer({ min: 0, max: 10_000_000 }),
        padded: fc.boolean(),
      }),
      { minLength: 1, maxLength: 120 },
    ),
  )
  .map(([startMs, steps]) => {
    let ts = startMs;
    return steps.map((step): TextTick => {
      ts += step.gapMs;
      const price = (step.priceTenThousandths / 10_000).toFixed(4);
      return { ts, price: step.padded ? price : String(Number(price)), volume: (step.volumeThousandths / 1_000).toFixed(3) };
    });
  });

describe("candles from ticks", () => {
  it("equal, at every interval, the aggregation of the 1-minute candles of the same ticks", () => {
    fc.assert(
      fc.property(tickStreamArbitrary, (ticks) => {
        const oneMinute = series(ticks, "1m");
        for (const interval of intervals) expect(build(ticks, interval)).toEqual(aggregate(oneMinute, interval).map(text));
      }),
      { numRuns: 300 },
    );
  });

  it("computes open, high, low, close and volume exactly", () => {
    const ticks = [
      { ts: at("2026-07-15T10:00:01"), price: "100.10", volume: "0.1" },
      { ts: at("2026-07-15T10:00:20"), price: "101.5", volume: "0.2" },
      { ts: at("2026-07-15T10:00:40"), price: "99.05", volume: "0.0" },
      { ts: at("2026-07-15T10:00:59.999"), price: "100.2", volume: "1e-18" },
    ];
    expect(build(ticks, "1m")).toEqual([
      { openTime: at("2026-07-15T10:00"), open: "100.1", high: "101.5", low: "99.05", close: "100.2", volume: "0.300000000000000001" },
    ]);
  });

  it("invents no candle for minutes without ticks", () => {
    const ticks = [
      { ts: at("2026-07-15T10:00:05"), price: "10", volume: "1" },
      { ts: at("2026-07-15T10:03:10"), price: "11", volume: "2" },
      { ts: at("2026-07-15T10:07:00"), price: "9", volume: "3" },
    ];
    const oneMinute = series(ticks, "1m");
    expect(oneMinute.map((candle) => candle.openTime)).toEqual([at("2026-07-15T10:00"), at("2026-07-15T10:03"), at("2026-07-15T10:07")]);
    expect(aggregate(oneMinute, "5m").map(text)).toEqual([
      { openTime: at("2026-07-15T10:00"), open: "10", high: "11", low: "10", close: "11", volume: "3" },
      { openTime: at("2026-07-15T10:05"), open: "9", high: "9", low: "9", close: "9", volume: "3" },
    ]);
    expect(aggregate([], "1h")).toEqual([]);
  });

  it("ignores and reports a tick older than the current candle", () => {
    const [current] = series([{ ts: at("2026-07-15T10:01:30"), price: "10", volume: "1" }], "1m");
    const outcome = applyTick(current, tickOf({ ts: at("2026-07-15T10:00:59"), price: "500", volume: "9" }), "1m");
    expect(outcome).toEqual({ kind: "ignored", reason: "older than the current candle" });
  });

  it("counts ticks within the current bucket in arrival order: the last to arrive closes", () => {
    const candles = build(
      [
        { ts: at("2026-07-15T10:01:50"), price: "10", volume: "1" },
        { ts: at("2026-07-15T10:01:10"), price: "12", volume: "1" },
      ],
      "1m",
    );
    expect(candles).toEqual([{ openTime: at("2026-07-15T10:01"), open: "10", high: "12", low: "10", close: "12", volume: "2" }]);
  });

  it("rejects ticks no feed should produce", () => {
    expect(() => applyTick(undefined, tickOf({ ts: 0, price: "0", volume: "1" }), "1m")).toThrow(/positive/);
    expect(() => applyTick(undefined, tickOf({ ts: 0, price: "1", volume: "-1" }), "1m")).toThrow(/negative/);
    expect(() => applyTick(undefined, tickOf({ ts: 0, price: "abc", volume: "1" }), "1m")).toThrow();
    expect(() => applyTick(undefined, tickOf({ ts: 1.5, price: "1", volume: "1" }), "1m")).toThrow(/epoch/);
  });

  it("rejects unsorted or misaligned 1-minute input", () => {
    const one = asPrice("1");
    const candle = { openTime: at("2026-07-15T10:01"), open: one, high: one, low: one, close: one, volume: asQuantity("1") };
    expect(() => aggregate([candle, candle], "5m")).toThrow(/sorted/);
    expect(() => aggregate([{ ...candle, openTime: candle.openTime + 1 }], "5m")).toThrow(/1-minute/);
  });
});

describe("buckets", () => {
  it("aligns to the UTC epoch, and weeks to Monday 00:00 UTC", () => {
    expect(bucketStart("4h", at("2026-07-15T05:30"))).toBe(at("2026-07-15T04:00"));
    expect(bucketStart("1d", at("2026-07-15T23:59:59.999"))).toBe(at("2026-07-15T00:00"));
    expect(bucketStart("1w", at("2026-07-15T12:00"))).toBe(at("2026-07-13T00:00"));
    expect(bucketStart("1w", at("2026-07-13T00:00"))).toBe(at("2026-07-13T00:00"));
    expect(bucketStart("1w", at("2026-07-12T23:59:59.999"))).toBe(at("2026-07-06T00:00"));
    expect(bucketStart("1w", at("1969-12-31T00:00"))).toBe(at("1969-12-29T00:00"));
  });

  it("recognises exactly the supported intervals", () => {
    expect(intervals.every(isInterval)).toBe(true);
    expect([isInterval("2m"), isInterval("1M"), isInterval(60), isInterval(undefined), isInterval("toString")]).toEqual([false, false, false, false, false]);
  });
});
