import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalOrNull } from "./money.ts";
import { paramValueFits, type ParamRule } from "./params.ts";

const rule = (type: ParamRule["type"], min: string | null = null, max: string | null = null): ParamRule => ({ type, min: decimalOrNull(min), max: decimalOrNull(max) });

describe("paramValueFits", () => {
  it("accepts exactly true and false for a boolean", () => {
    expect(["true", "false"].map((value) => paramValueFits(rule("boolean"), value))).toEqual([true, true]);
    expect(["TRUE", "yes", "1", "", " true"].some((value) => paramValueFits(rule("boolean"), value))).toBe(false);
  });

  it("accepts an integer exactly when it is plain and within its inclusive bounds", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: -(10n ** 6n), max: 10n ** 6n }), fc.bigInt({ min: 0n, max: 10n ** 6n }), (value, min, span) => {
        const max = min + span;
        expect(paramValueFits(rule("integer", min.toString(), max.toString()), value.toString())).toBe(value >= min && value <= max);
      }),
    );
    expect(["1.5", "1e3", "0x10", "", "+1", " 1"].some((value) => paramValueFits(rule("integer"), value))).toBe(false);
  });

  it("accepts a decimal within bounds, never an exponent or more than 18 decimals", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 24n }), (units) => {
        const value = (Number(units % 1_000_000n) / 1_000_000 + Number(units / 1_000_000n)).toFixed(6);
        expect(paramValueFits(rule("decimal", "0", "1"), value)).toBe(Number(value) <= 1);
      }),
    );
    expect(paramValueFits(rule("decimal", "0"), "1e3")).toBe(false);
    expect(paramValueFits(rule("decimal"), `0.${"1".repeat(19)}`)).toBe(false);
    expect(paramValueFits(rule("decimal", "0"), "-0.1")).toBe(false);
  });

  it("accepts an http(s) URL or nothing for a url", () => {
    expect(["", "https://example.com/app.apk", "http://example.com"].every((value) => paramValueFits(rule("url"), value))).toBe(true);
    expect(["javascript:alert(1)", "ftp://example.com", "example.com", "data:text/html,x"].some((value) => paramValueFits(rule("url"), value))).toBe(false);
  });
});
