import { describe, expect, it } from "vitest";
import { maxWatchlistLength } from "@tradewind/api/market-rules";
import { parseWatchlist, toggleCode } from "./watchlist-codes.ts";

describe("stored watchlist", () => {
  it("reads a stored list, dropping duplicates and anything that is not an instrument code", () => {
    expect(parseWatchlist(JSON.stringify(["BTCUSDT", "ETHUSDT", "BTCUSDT", 5, "<script>", "EURUSD"]))).toEqual(["BTCUSDT", "ETHUSDT", "EURUSD"]);
  });

  it("treats missing or broken storage as an empty list", () => {
    expect(parseWatchlist(null)).toEqual([]);
    expect(parseWatchlist("{not json")).toEqual([]);
    expect(parseWatchlist(JSON.stringify({ codes: ["BTCUSDT"] }))).toEqual([]);
  });

  it("caps what it reads at the server's limit", () => {
    const many = Array.from({ length: maxWatchlistLength + 5 }, (_, index) => `C${index}`);
    expect(parseWatchlist(JSON.stringify(many))).toHaveLength(maxWatchlistLength);
  });
});

describe("toggleCode", () => {
  it("adds a new code in front and removes a watched one", () => {
    expect(toggleCode(["ETHUSDT"], "BTCUSDT")).toEqual(["BTCUSDT", "ETHUSDT"]);
    expect(toggleCode(["BTCUSDT", "ETHUSDT"], "BTCUSDT")).toEqual(["ETHUSDT"]);
  });

  it("leaves a full list as it is", () => {
    const full = Array.from({ length: maxWatchlistLength }, (_, index) => `C${index}`);
    expect(toggleCode(full, "BTCUSDT")).toEqual(full);
    expect(toggleCode(full, "C0")).toHaveLength(maxWatchlistLength - 1);
  });
});
