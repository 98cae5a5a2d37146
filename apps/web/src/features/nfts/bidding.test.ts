import { describe, expect, it } from "vitest";
import { checkBid, durationOf, formatDuration } from "./bidding.ts";

describe("checkBid", () => {
  it("takes an amount at or above the minimum next bid", () => {
    expect(checkBid("110", "110", null)).toEqual({ state: "ok", amount: "110" });
    expect(checkBid(" 110.50 ", "110", "500")).toEqual({ state: "ok", amount: "110.5" });
    expect(checkBid("0.000001", "0.000001", null)).toEqual({ state: "ok", amount: "0.000001" });
  });

  it("names the minimum for an amount below it, compared exactly", () => {
    expect(checkBid("109.999999", "110", null)).toEqual({ state: "below", min: "110" });
    expect(checkBid("0.1", "0.30000000000000004", null)).toEqual({ state: "below", min: "0.30000000000000004" });
  });

  it("refuses a bid at or above the buy-now price", () => {
    expect(checkBid("500", "110", "500")).toEqual({ state: "atBuyNow", buyNow: "500" });
    expect(checkBid("600", "110", "500")).toEqual({ state: "atBuyNow", buyNow: "500" });
    expect(checkBid("499.999999", "110", "500")).toEqual({ state: "ok", amount: "499.999999" });
  });

  it("tells empty from malformed text", () => {
    expect(checkBid("  ", "1", null)).toEqual({ state: "empty" });
    for (const text of ["abc", "-5", "1e3", "1.1234567", "0", "0.000", "1,000", ".5", "1234567890123456"]) expect(checkBid(text, "0.1", null), text).toEqual({ state: "invalid" });
  });
});

describe("durations of the anti-sniping rule", () => {
  it("uses the largest whole unit", () => {
    expect(durationOf(60)).toEqual({ value: 1, unit: "minute" });
    expect(durationOf(90)).toEqual({ value: 90, unit: "second" });
    expect(durationOf(7200)).toEqual({ value: 2, unit: "hour" });
    expect(durationOf(0)).toEqual({ value: 0, unit: "second" });
  });

  it("words them in the locale", () => {
    expect(formatDuration(60, "en")).toBe("1 minute");
    expect(formatDuration(30, "en")).toBe("30 seconds");
    expect(formatDuration(120, "de")).toBe("2 Minuten");
  });
});
