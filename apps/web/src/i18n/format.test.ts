import { describe, expect, test } from "vitest";
import { formatAmount, signOf } from "./format.ts";

describe("formatAmount", () => {
  test("groups digits for the locale and keeps the currency's display scale", () => {
    expect(formatAmount("100000", "USDT", "en-US")).toBe("100,000.00");
    expect(formatAmount("100000", "USDT", "de-DE")).toBe("100.000,00");
    expect(formatAmount("0", "USDT", "en-US")).toBe("0.00");
  });

  test("rounds half-even (never truncates) and never loses digits a JS number would", () => {
    expect(formatAmount("0.999999", "USDT", "en-US")).toBe("1.00");
    expect(formatAmount("930.985", "USDT", "en-US")).toBe("930.98");
    // 2^53 + 1 is not representable as a double.
    expect(formatAmount("9007199254740993.12345678", "BTC", "en-US")).toBe("9,007,199,254,740,993.12345678");
    expect(formatAmount("12345678901234567890.5", "USDT", "en-US")).toBe("12,345,678,901,234,567,890.50");
  });

  test("signs statement amounts on request", () => {
    expect(formatAmount("100000", "USDT", "en-US", { signed: true })).toBe("+100,000.00");
    expect(formatAmount("-2.5", "USDT", "en-US", { signed: true })).toBe("-2.50");
    expect(formatAmount("0", "USDT", "en-US", { signed: true })).toBe("0.00");
  });
});

describe("signOf", () => {
  test("reads the sign of a decimal string", () => {
    expect(signOf("-0.01")).toBe(-1);
    expect(signOf("0.000")).toBe(0);
    expect(signOf("5")).toBe(1);
  });
});
