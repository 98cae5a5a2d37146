import { describe, expect, it } from "vitest";
import { confirmedAmountProblem } from "./amount.ts";

describe("confirmedAmountProblem", () => {
  it("accepts a positive plain decimal within the coin's scale", () => {
    expect(confirmedAmountProblem("150", "USDT")).toBeUndefined();
    expect(confirmedAmountProblem(" 149.999999 ", "USDT")).toBeUndefined();
    expect(confirmedAmountProblem("0.00000001", "BTC")).toBeUndefined();
    expect(confirmedAmountProblem("0.000000000000000001", "ETH")).toBeUndefined();
    expect(confirmedAmountProblem("999999999999999.5", "USDT")).toBeUndefined();
  });

  it("asks for an amount when the field is blank", () => {
    expect(confirmedAmountProblem("  ", "USDT")).toBe("required");
  });

  it("refuses what is not a plain decimal", () => {
    for (const text of ["-5", "1e3", "1,5", "1.", ".5", "0150", "12 3", "0x10", "Infinity", "NaN", "١٥٠"]) {
      expect(confirmedAmountProblem(text, "USDT"), text).toBe("format");
    }
  });

  it("refuses zero however it is written", () => {
    expect(confirmedAmountProblem("0", "BTC")).toBe("zero");
    expect(confirmedAmountProblem("0.000", "USDT")).toBe("zero");
  });

  it("refuses digits finer than the coin stores, per coin", () => {
    expect(confirmedAmountProblem("1.0000001", "USDT")).toBe("scale");
    expect(confirmedAmountProblem("0.000000001", "BTC")).toBe("scale");
    expect(confirmedAmountProblem("0.0000001", "ETH")).toBeUndefined();
    expect(confirmedAmountProblem("0.0000000000000000001", "ETH")).toBe("scale");
  });

  it("refuses an amount at or past 10^15, as the server does", () => {
    expect(confirmedAmountProblem("1000000000000000", "USDT")).toBe("tooLarge");
  });
});
