import { describe, expect, it } from "vitest";
import { coverageShare, formatDays, formatRate, yieldPreview } from "./terms.ts";

describe("yield preview", () => {
  it("pays a fixed rate's daily yield, rounded down to 6 decimals, every day", () => {
    // 1000 × 0.003 = 3 a day, 21 over 7 days.
    expect(yieldPreview("1000", "0.003", "0.003", 7)).toEqual({ dailyMin: "3", dailyMax: "3", totalMin: "21", totalMax: "21" });
    // 333.333333 × 0.0015 = 0.4999999995 → 0.499999 (down, never up), × 30.
    expect(yieldPreview("333.333333", "0.0015", "0.0015", 30)).toEqual({ dailyMin: "0.499999", dailyMax: "0.499999", totalMin: "14.99997", totalMax: "14.99997" });
  });

  it("spans a range product's lowest and highest rate", () => {
    expect(yieldPreview("500", "0.002", "0.005", 10)).toEqual({ dailyMin: "1", dailyMax: "2.5", totalMin: "10", totalMax: "25" });
  });

  it("refuses a non-whole or empty timeframe and an inverted range", () => {
    expect(() => yieldPreview("500", "0.002", "0.005", 0)).toThrow();
    expect(() => yieldPreview("500", "0.002", "0.005", 1.5)).toThrow();
    expect(() => yieldPreview("500", "0.006", "0.005", 7)).toThrow();
  });
});

describe("rate display", () => {
  it("shows a daily share as a percentage with its digits", () => {
    expect(formatRate("0.003", "en-US")).toBe("0.3%");
    expect(formatRate("0.0125", "en-US")).toBe("1.25%");
    expect(formatRate("0.001234", "en-US")).toBe("0.1234%");
    // German puts a no-break space before the sign.
    expect(formatRate("0.003", "de-DE")).toBe("0,3\u00a0%");
  });
});

describe("reserve coverage", () => {
  it("is the covered share of the largest principal, rounded down to whole percent", () => {
    expect(coverageShare("3000", "5000")).toBe("0.6");
    expect(coverageShare("4999.99", "5000")).toBe("0.99");
    expect(coverageShare("0", "5000")).toBe("0");
  });

  it("never shows more than all of it", () => {
    expect(coverageShare("5000", "5000")).toBe("1");
    expect(coverageShare("9000", "5000")).toBe("1");
  });
});

describe("days display", () => {
  it("uses the locale's plural", () => {
    expect(formatDays(1, "en-US")).toBe("1 day");
    expect(formatDays(7, "en-US")).toBe("7 days");
    expect(formatDays(2, "en-US", "narrow")).toBe("2d");
  });
});
