import { describe, expect, it } from "vitest";
import type { AdminSmartProduct } from "@tradewind/api/admin/earn";
import { describedLanguages, formOf, inputOf, parseDays } from "./product-form.ts";

const product: AdminSmartProduct = {
  id: "7",
  name: "Steady 7",
  names: { en: "Steady 7", ja: "安定 7", ar: "ثابت 7" },
  days: [7, 30],
  rateKind: "range",
  minDailyRate: "0.002",
  maxDailyRate: "0.005",
  minAmount: "100",
  maxAmount: "5000",
  enabled: true,
  descriptions: { en: "A steady plan", ja: "安定プラン", ar: "" },
  runningPlans: 2,
  runningAmount: "1200",
  createdAt: "2026-11-24T00:00:00.000Z",
  updatedAt: "2026-11-24T00:00:00.000Z",
};

describe("timeframes typed by the operator", () => {
  it("reads whole distinct days separated by commas or spaces, shortest first", () => {
    expect(parseDays("30, 7 90")).toEqual([7, 30, 90]);
    expect(parseDays(" 1 ")).toEqual([1]);
  });

  it("refuses empty, repeated, zero, fractional, too long or too many", () => {
    for (const text of ["", " , ", "7, 7", "0", "7.5", "-7", "3651", "1 2 3 4 5 6 7 8 9", "7 days"]) expect(parseDays(text)).toBeNull();
  });
});

describe("product form", () => {
  it("round-trips a product into the contract's input, trimmed, with every language", () => {
    const result = inputOf(formOf(product));
    expect(result).toEqual({
      input: {
        names: { en: "Steady 7", ja: "安定 7", ko: "", de: "", fr: "", it: "", es: "", ar: "ثابت 7", hk: "", zh: "" },
        days: [7, 30],
        rate: { kind: "range", minDailyRate: "0.002", maxDailyRate: "0.005" },
        minAmount: "100",
        maxAmount: "5000",
        enabled: true,
        descriptions: { en: "A steady plan", ja: "安定プラン", ko: "", de: "", fr: "", it: "", es: "", ar: "", hk: "", zh: "" },
      },
    });
  });

  it("sends one fixed rate for a fixed product", () => {
    const fixed = formOf({ ...product, rateKind: "fixed", minDailyRate: "0.003", maxDailyRate: "0.003" });
    const form = { ...fixed, names: { ...fixed.names, en: "  Fixed  " } };
    expect(inputOf(form)).toMatchObject({ input: { names: { en: "Fixed" }, rate: { kind: "fixed", dailyRate: "0.003" } } });
  });

  it("names the timeframes and the missing English description and name before sending", () => {
    const empty = formOf(null);
    expect(empty.enabled).toBe(false);
    expect(inputOf(empty)).toEqual({ problems: ["days", "english", "englishName"] });
    expect(inputOf({ ...formOf(product), names: { ...formOf(product).names, en: " " } })).toEqual({ problems: ["englishName"] });
    expect(inputOf({ ...formOf(product), descriptions: { ...formOf(product).descriptions, en: "   " } })).toEqual({ problems: ["english"] });
  });

  it("counts the languages that have a description and a name", () => {
    expect(describedLanguages(formOf(product).descriptions)).toEqual(["en", "ja"]);
    expect(describedLanguages(formOf(product).names)).toEqual(["en", "ja", "ar"]);
  });
});
