import { describe, expect, it } from "vitest";
import { backoffDelay_ms } from "./backoff.ts";
import { formatChangePercent, formatPrice, formatRate } from "./format.ts";

describe("market formatting", () => {
  it("keeps every digit the feed quoted, grouped for the locale", () => {
    expect(formatPrice("64012.5", "en-US")).toBe("64,012.50");
    expect(formatPrice("1.08765", "de-DE")).toBe("1,08765");
    expect(formatPrice("12345678901234567.123456789", "en-US")).toBe("12,345,678,901,234,567.123456789");
  });

  it("rounds half-even beyond ten fraction digits, never truncates", () => {
    expect(formatPrice("0.123456789999", "en-US")).toBe("0.12345679");
    expect(formatPrice("0.12345678985", "en-US")).toBe("0.1234567898");
  });

  it("signs the 24 h change in the locale's percent pattern", () => {
    expect(formatChangePercent("1.5", "en-US")).toBe("+1.50%");
    expect(formatChangePercent("-0.25", "en-US")).toBe("-0.25%");
    expect(formatChangePercent("0", "en-US")).toBe("0.00%");
    expect(formatChangePercent("2.5", "de-DE")).toBe("+2,50\u00a0%");
  });

  it("shows a fee rate fraction as a percentage", () => {
    expect(formatRate("0.0005", "en-US")).toBe("0.05%");
    expect(formatRate("0.001", "en-US")).toBe("0.1%");
  });
});

describe("reconnect backoff", () => {
  it("grows from about a second to at most thirty", () => {
    expect(backoffDelay_ms(0, 0)).toBe(500);
    expect(backoffDelay_ms(0, 0.999)).toBeLessThanOrEqual(1000);
    expect(backoffDelay_ms(3, 1)).toBe(8000);
    expect(backoffDelay_ms(50, 1)).toBe(30_000);
  });
});
