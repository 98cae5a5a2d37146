import { describe, expect, it } from "vitest";
import type { MarketItem } from "@tradewind/api/market";
import { mergeFrame } from "./merge.ts";

function item(code: string, price: string | null, hundred: string[] = []): MarketItem {
  return { code, type: 2, id: code, appName: code, logo: "", price, zdf: "0", hundred, source: "simulated", open: true, stale: false };
}

describe("mergeFrame", () => {
  it("updates price and change by code and moves the sparkline's newest point (the live minute) to the new price", () => {
    const items = [item("BTCUSDT", "100", ["99", "100"]), item("ETHUSDT", "10", ["10"])];
    const merged = mergeFrame(items, [{ code: "BTCUSDT", price: "101.5", zdf: "1.5" }]);
    expect(merged[0]).toMatchObject({ price: "101.5", zdf: "1.5", hundred: ["99", "101.5"] });
    expect(merged[1]).toBe(items[1]);
  });

  it("keeps the server's points a minute apart however many prices arrive: no point is added", () => {
    const full = Array.from({ length: 100 }, (_, index) => String(index + 1));
    let items = [item("BTCUSDT", "100", full)];
    for (const price of ["100.5", "99.5", "101"]) items = mergeFrame(items, [{ code: "BTCUSDT", price, zdf: "0" }]);
    expect(items[0]?.hundred).toEqual([...full.slice(0, -1), "101"]);
  });

  it("does not add a point for a repeated price, but takes a new change percent", () => {
    const [merged] = mergeFrame([item("EURUSD", "1.1", ["1.1"])], [{ code: "EURUSD", price: "1.1", zdf: "0.2" }]);
    expect(merged).toMatchObject({ zdf: "0.2", hundred: ["1.1"] });
  });

  it("returns the same list when a frame changes nothing or names other classes only", () => {
    const items = [item("BTCUSDT", "100")];
    expect(mergeFrame(items, [{ code: "BTCUSDT", price: "100", zdf: "0" }])).toBe(items);
    expect(mergeFrame(items, [{ code: "AAPL", price: "200", zdf: "1" }])).toBe(items);
    expect(mergeFrame(items, [])).toBe(items);
  });

  it("fills in an instrument that had no price yet", () => {
    const [merged] = mergeFrame([item("SOLUSDT", null)], [{ code: "SOLUSDT", price: "150", zdf: "0" }]);
    expect(merged).toMatchObject({ price: "150", hundred: ["150"] });
  });
});
