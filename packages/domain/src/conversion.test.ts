import { describe, expect, it } from "vitest";
import { usdtPerUnit, type ForexPair } from "./conversion.ts";
import { decimal } from "./money.ts";

const pairs: ForexPair[] = [
  { base: "EUR", quote: "USD", price: decimal("1.16500") },
  { base: "USD", quote: "JPY", price: decimal("155.000") },
  { base: "EUR", quote: "GBP", price: decimal("0.87") },
  { base: "USD", quote: "CHF", price: undefined },
];

describe("quote currency conversion", () => {
  it("takes dollars one for one, X/USD directly and USD/X inverted", () => {
    expect(usdtPerUnit("USDT", pairs)?.toFixed()).toBe("1");
    expect(usdtPerUnit("USD", pairs)?.toFixed()).toBe("1");
    expect(usdtPerUnit("EUR", pairs)?.toFixed()).toBe("1.165");
    expect(usdtPerUnit("JPY", pairs)?.toFixed()).toBe("0.006451612903");
  });

  it("assumes nothing: no recorded pair, no rate", () => {
    expect(usdtPerUnit("CHF", pairs)).toBeUndefined();
    expect(usdtPerUnit("HKD", pairs)).toBeUndefined();
    // A cross pair alone does not give a dollar rate.
    expect(usdtPerUnit("GBP", pairs)).toBeUndefined();
  });
});
