import { describe, expect, it } from "vitest";
import type { MarketItem } from "@tradewind/api/market";
import { nextSort, parseTab, visibleRows, type SortOrder } from "./instruments.ts";

function item(code: string, type: number, appName: string, price: string | null, zdf: string): MarketItem {
  return { code, type, id: code, appName, logo: "", price, zdf, hundred: [], source: "simulated", open: true, stale: false };
}

const items = [
  item("BTCUSDT", 2, "Bitcoin", "95000.10", "2.5"),
  item("ETHUSDT", 2, "Ethereum", "3050.2", "-1.25"),
  item("DOGEUSDT", 2, "Dogecoin", null, "0"),
  item("AAPL", 3, "Apple Inc.", "280.00", "10"),
  item("EURUSD", 1, "Euro / US Dollar", "1.08", "0.1"),
];
const base = { items, watchlist: [], search: "", sort: null, locale: "en-US" } as const;
const codes = (rows: MarketItem[]) => rows.map((row) => row.code);

describe("visibleRows", () => {
  it("shows the tab's class in catalogue order", () => {
    expect(codes(visibleRows({ ...base, tab: 2 }))).toEqual(["BTCUSDT", "ETHUSDT", "DOGEUSDT"]);
  });

  it("searches code and name across every class, ignoring case", () => {
    expect(codes(visibleRows({ ...base, tab: 2, search: "apple" }))).toEqual(["AAPL"]);
    expect(codes(visibleRows({ ...base, tab: 1, search: " usd" }))).toEqual(["BTCUSDT", "ETHUSDT", "DOGEUSDT", "EURUSD"]);
    expect(visibleRows({ ...base, tab: 2, search: "zzz" })).toEqual([]);
  });

  it("lists the watchlist in its own order and skips codes no longer listed", () => {
    expect(codes(visibleRows({ ...base, tab: "watchlist", watchlist: ["AAPL", "GONE", "BTCUSDT"] }))).toEqual(["AAPL", "BTCUSDT"]);
  });

  it("sorts by decimal price and change, missing prices last in both directions", () => {
    const byPrice = (direction: SortOrder["direction"]) => codes(visibleRows({ ...base, tab: 2, sort: { key: "price", direction } }));
    expect(byPrice("desc")).toEqual(["BTCUSDT", "ETHUSDT", "DOGEUSDT"]);
    expect(byPrice("asc")).toEqual(["ETHUSDT", "BTCUSDT", "DOGEUSDT"]);
    expect(codes(visibleRows({ ...base, tab: 2, sort: { key: "change", direction: "asc" } }))).toEqual(["ETHUSDT", "DOGEUSDT", "BTCUSDT"]);
  });

  it("sorts names with the reader's collation", () => {
    expect(codes(visibleRows({ ...base, tab: 2, sort: { key: "name", direction: "desc" } }))).toEqual(["ETHUSDT", "DOGEUSDT", "BTCUSDT"]);
  });
});

describe("tabs and sort clicks", () => {
  it("parses tabs from the URL", () => {
    expect(parseTab("3")).toBe(3);
    expect(parseTab("watchlist")).toBe("watchlist");
    expect(parseTab("9")).toBeNull();
    expect(parseTab(null)).toBeNull();
  });

  it("starts numbers descending and names ascending, then flips", () => {
    expect(nextSort(null, "change")).toEqual({ key: "change", direction: "desc" });
    expect(nextSort(null, "name")).toEqual({ key: "name", direction: "asc" });
    expect(nextSort({ key: "change", direction: "desc" }, "change")).toEqual({ key: "change", direction: "asc" });
  });
});
