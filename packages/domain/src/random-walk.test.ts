import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal, toPlain } from "./money.ts";
import { annualVolatilityByType, createWalk, simulatePath, step, tickScaleFor, yearMs, type PathOptions } from "./random-walk.ts";

const minuteMs = 60_000;
const dayMs = 1_440 * minuteMs;
const from = Date.parse("2026-07-01T00:00Z");

const btc: PathOptions = { seed: "BTCUSDT", startPrice: new Decimal("65000.00"), scale: 2, volatility: annualVolatilityByType[2], from, to: from + 600 * minuteMs, stepMs: minuteMs };

const plainPath = (options: PathOptions) => [...simulatePath(options)].map((point) => ({ ts: point.ts, price: toPlain(point.price) }));

describe("seeded random walk", () => {
  it("gives the same path for the same seed and times", () => {
    const first = plainPath(btc);
    expect(first).toHaveLength(601);
    expect(plainPath(btc)).toEqual(first);
  });

  it("gives different paths for different seeds", () => {
    const prices = (seed: string) => plainPath({ ...btc, seed }).map((point) => point.price);
    expect(prices("ETHUSDT")).not.toEqual(prices("BTCUSDT"));
    expect(prices("BTCUSDT ")).not.toEqual(prices("BTCUSDT"));
  });

  it("starts at the start price and moves on every step at a fine enough scale", () => {
    const path = plainPath(btc);
    expect(path[0]).toEqual({ ts: from, price: "65000" });
    expect(path.at(-1)?.ts).toBe(btc.to);
    const unchanged = path.slice(1).filter((point, index) => point.price === path[index]?.price);
    expect(unchanged.length).toBeLessThan(10);
  });

  it("continues the back-filled walk from the state the path returns", () => {
    const generator = simulatePath({ ...btc, to: from + 2 * minuteMs });
    let result = generator.next();
    while (!result.done) result = generator.next();
    const continued = step(result.value, minuteMs);
    const longer = plainPath({ ...btc, to: from + 3 * minuteMs });
    expect(toPlain(continued.price)).toBe(longer[3]?.price);
  });

  it("keeps prices positive and at the instrument's scale, even when they fall to one tick", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 10_000 }), (seed, scale, ticks) => {
        const startPrice = new Decimal(ticks).dividedBy(new Decimal(10).pow(scale));
        const path = [...simulatePath({ seed, startPrice, scale, volatility: 5, from, to: from + 200 * dayMs, stepMs: dayMs })];
        for (const point of path) {
          expect(point.price.gt(0)).toBe(true);
          expect(point.price.decimalPlaces()).toBeLessThanOrEqual(scale);
        }
      }),
      { numRuns: 50 },
    );
  });

  it("has log-return standard deviation σ·√(dt/year) for every class", () => {
    for (const volatility of Object.values(annualVolatilityByType)) {
      const stepMs = dayMs;
      const prices = [...simulatePath({ seed: `sigma-${volatility}`, startPrice: new Decimal("1000"), scale: 8, volatility, from, to: from + 5_000 * stepMs, stepMs })].map((point) => point.price.toNumber());
      const logReturns = prices.slice(1).map((price, index) => Math.log(price / (prices[index] ?? Number.NaN)));
      const mean = logReturns.reduce((sum, value) => sum + value, 0) / logReturns.length;
      const variance = logReturns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (logReturns.length - 1);
      const annualised = Math.sqrt(variance) / Math.sqrt(stepMs / yearMs);
      // 5,000 samples: the standard error of a standard deviation is about σ/√(2n) ≈ 1 %.
      expect(Math.abs(annualised / volatility - 1)).toBeLessThan(0.05);
    }
  });

  it("rejects inputs that would make a nonsense path", () => {
    expect(() => createWalk({ seed: "X", startPrice: new Decimal("0.004"), scale: 2, volatility: 0.3 })).toThrow(/positive/);
    expect(() => createWalk({ seed: "X", startPrice: new Decimal("1"), scale: 2.5, volatility: 0.3 })).toThrow(/scale/);
    expect(() => createWalk({ seed: "X", startPrice: new Decimal("1"), scale: 2, volatility: Number.NaN })).toThrow(/volatility/);
    expect(() => step(createWalk({ seed: "X", startPrice: new Decimal("1"), scale: 2, volatility: 0.3 }), 0)).toThrow(/positive/);
    expect(() => [...simulatePath({ ...btc, to: from - 1 })]).toThrow(/range/);
    expect(() => [...simulatePath({ ...btc, to: from + 10 * 365 * dayMs, stepMs: 1_000 })]).toThrow(/steps/);
  });
});

describe("tick size of a simulated price", () => {
  it("refines a tick coarser than a basis point of the price and keeps finer ones", () => {
    expect(tickScaleFor(new Decimal("0.42"), 4)).toBe(5);
    expect(tickScaleFor(new Decimal("2.05"), 4)).toBe(4);
    expect(tickScaleFor(new Decimal("95000"), 2)).toBe(2);
    expect(tickScaleFor(new Decimal("0.0000123"), 8)).toBe(9);
  });

  it("moves a low-priced coin through many prices in 100 one-second ticks, not a few one-tick steps", () => {
    const scale = tickScaleFor(new Decimal("0.42"), 4);
    let state = createWalk({ seed: "ADAUSDT", startPrice: new Decimal("0.42"), scale, volatility: annualVolatilityByType[2] });
    const prices: string[] = [];
    for (let tick = 0; tick < 100; tick++) {
      state = step(state, 1000);
      prices.push(toPlain(state.price));
    }
    expect(new Set(prices).size).toBeGreaterThan(20);
  });

  it("keeps moves smaller than half a tick instead of rounding each one away", () => {
    // σ·√1s is ~0.45 of a tick here: a walk rounded at every step would mostly stand still.
    let state = createWalk({ seed: "ADAUSDT", startPrice: new Decimal("0.42"), scale: 4, volatility: annualVolatilityByType[2] });
    const start = state.price;
    for (let tick = 0; tick < 3600; tick++) state = step(state, 1000);
    expect(state.exactPrice.eq(state.price)).toBe(false);
    expect(state.price.minus(start).abs().gt(0)).toBe(true);
  });
});
