import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { chartChange, mergeLiveCandle, priceScaleOf, toChartBar, type Candle } from "./candles.ts";

const minute_ms = 60_000;

function candle(openTime: number, close: string): Candle {
  return { openTime, open: "100", high: close > "100" ? close : "100", low: "99", close, volume: "1" };
}

describe("mergeLiveCandle", () => {
  const history = [candle(0, "100.5"), candle(minute_ms, "101"), candle(2 * minute_ms, "101.2")];

  it("replaces the last candle when the live one has its openTime", () => {
    const merged = mergeLiveCandle(history, candle(2 * minute_ms, "101.7"));
    expect(merged.map((c) => c.close)).toEqual(["100.5", "101", "101.7"]);
    expect(history.at(-1)?.close).toBe("101.2");
  });

  it("appends a newer candle, leaving the previous one as it was (final)", () => {
    const merged = mergeLiveCandle(history, candle(3 * minute_ms, "99.9"));
    expect(merged).toHaveLength(4);
    expect(merged[2]).toBe(history[2]);
    expect(merged.at(-1)?.close).toBe("99.9");
  });

  it("starts a series from nothing (no invented points before it)", () => {
    expect(mergeLiveCandle([], candle(5 * minute_ms, "1"))).toEqual([candle(5 * minute_ms, "1")]);
  });

  it("updates a loaded older candle and drops one older than the history", () => {
    expect(mergeLiveCandle(history, candle(minute_ms, "100.8"))[1]?.close).toBe("100.8");
    expect(mergeLiveCandle(history.slice(1), candle(0, "7"))).toEqual(history.slice(1));
  });

  it("keeps at most `limit` candles, dropping the oldest", () => {
    const merged = mergeLiveCandle(history, candle(3 * minute_ms, "1"), 3);
    expect(merged.map((c) => c.openTime)).toEqual([minute_ms, 2 * minute_ms, 3 * minute_ms]);
  });

  it("keeps the series sorted, unique by openTime and bounded for any sequence of live candles", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 999 })), { maxLength: 80 }), (updates) => {
        let series: Candle[] = [];
        for (const [slot, close] of updates) series = mergeLiveCandle(series, candle(slot * minute_ms, String(close)), 10);
        const times = series.map((c) => c.openTime);
        expect(times).toEqual([...new Set(times)].sort((a, b) => a - b));
        expect(series.length).toBeLessThanOrEqual(10);
        const newest = updates.at(-1);
        if (newest !== undefined && series.at(-1)?.openTime === newest[0] * minute_ms) expect(series.at(-1)?.close).toBe(String(newest[1]));
      }),
    );
  });
});

describe("chart helpers", () => {
  it("converts to seconds and numbers for drawing only", () => {
    expect(toChartBar({ openTime: 1_700_000_060_000, open: "1.1", high: "1.3", low: "1.0", close: "1.25", volume: "9" })).toEqual({
      time: 1_700_000_060,
      open: 1.1,
      high: 1.3,
      low: 1,
      close: 1.25,
    });
  });

  it("reads the price scale from the decimal strings", () => {
    expect(priceScaleOf([candle(0, "1.2345")])).toBe(4);
    expect(priceScaleOf([{ openTime: 0, open: "280", high: "281", low: "279", close: "280", volume: "0" }])).toBe(0);
    expect(priceScaleOf([])).toBe(0);
  });

  it("updates only the last bar for a live change and redraws for anything else", () => {
    const a = [candle(0, "1"), candle(minute_ms, "2")];
    const changed = mergeLiveCandle(a, candle(minute_ms, "3"));
    const appended = mergeLiveCandle(a, candle(2 * minute_ms, "3"));
    expect(chartChange(a, a)).toBe("none");
    expect(chartChange(null, a)).toBe("replace");
    expect(chartChange(a, changed)).toBe("update");
    expect(chartChange(a, appended)).toBe("update");
    expect(chartChange(a, mergeLiveCandle(a, candle(0, "5")))).toBe("replace");
    expect(chartChange(a, [candle(0, "1"), candle(minute_ms, "2")])).toBe("replace");
    expect(chartChange(a, [])).toBe("replace");
  });
});
