import { describe, expect, it } from "vitest";
import { checkAmount } from "./amount.ts";

describe("smart amount check", () => {
  it("accepts an exact amount inside the range, both ends included, as plain text", () => {
    expect(checkAmount(" 100 ", "100", "5000")).toEqual({ state: "ok", amount: "100" });
    expect(checkAmount("5000.000000", "100", "5000")).toEqual({ state: "ok", amount: "5000" });
    expect(checkAmount("250.123456", "100", "5000")).toEqual({ state: "ok", amount: "250.123456" });
  });

  it("says which end an amount outside the range misses", () => {
    expect(checkAmount("99.999999", "100", "5000")).toEqual({ state: "below", min: "100" });
    expect(checkAmount("5000.000001", "100", "5000")).toEqual({ state: "above", max: "5000" });
  });

  it("compares exactly, where a binary number would not", () => {
    // 0.1 + 0.2 style: 0.3 is exactly the bound as a decimal.
    expect(checkAmount("0.3", "0.3", "1")).toEqual({ state: "ok", amount: "0.3" });
    // As a JS number 123456789012345.000001 equals the bound; as a decimal it is above it.
    expect(checkAmount("123456789012345.000001", "1", "123456789012345")).toEqual({ state: "above", max: "123456789012345" });
  });

  it("answers nothing for an empty field and invalid for what is not an exact positive USDT amount", () => {
    expect(checkAmount("   ", "100", "5000")).toEqual({ state: "empty" });
    for (const text of ["0", "-5", "abc", "1e3", "12.", "01", "100.0000001", "1".repeat(30)]) {
      expect(checkAmount(text, "100", "5000")).toEqual({ state: "invalid" });
    }
  });
});
