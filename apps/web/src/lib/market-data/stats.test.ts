import { describe, expect, it } from "vitest";
import { dayStats } from "./stats.ts";

const info = { open: "100", price: "101", high: "105", low: "99", volume: "0", zhangFu: "1", zhenFu: "6" };

describe("dayStats", () => {
  it("is the refresh itself until a tick arrives", () => {
    expect(dayStats(info, { price: null, changePercent: null })).toEqual({ open: "100", last: "101", high: "105", low: "99", volume: "0", change: "1", amplitude: "6" });
  });

  it("moves Last and Change together with the tick, as the header does", () => {
    expect(dayStats(info, { price: "103", changePercent: "3" })).toMatchObject({ last: "103", change: "3", high: "105", low: "99", amplitude: "6" });
  });

  it("stretches the range and the amplitude when the tick leaves the day's range", () => {
    expect(dayStats(info, { price: "107", changePercent: "7" })).toMatchObject({ last: "107", high: "107", low: "99", amplitude: "8" });
    expect(dayStats(info, { price: "98.5", changePercent: "-1.5" })).toMatchObject({ low: "98.5", amplitude: "6.5" });
  });
});
