import { describe, expect, it } from "vitest";
import { formOfProduct, parseTerms, productBody } from "./product-form.ts";

describe("parseTerms", () => {
  it("reads whole days separated by commas or spaces", () => {
    expect(parseTerms("7, 30 90")).toEqual([7, 30, 90]);
    expect(parseTerms(" 14 ,")).toEqual([14]);
    expect(parseTerms("")).toEqual([]);
  });

  it("keeps a part that is not whole days as NaN, so the server refuses it instead of it vanishing", () => {
    expect(parseTerms("7, 1.5, -3, x")).toEqual([7, Number.NaN, Number.NaN, Number.NaN]);
  });
});

const names = { en: "Starter", ja: "スターター", ko: "", de: "Starter", fr: "", it: "", es: "", ar: "المبتدئ", hk: "", zh: "" };

describe("productBody", () => {
  it("round-trips a product's names and figures through the form, every language sent", () => {
    const product = { id: "3", name: "Starter", names: { en: "Starter", ja: "スターター", de: "Starter", ar: "المبتدئ" }, minAmount: "100", maxAmount: "5000.5", termDays: [7, 30], dailyRate: "0.0005", enabled: false, loans: 2, updatedAt: "2026-11-24T00:00:00Z" };
    expect(productBody(formOfProduct(product), "new rate")).toEqual({ names, minAmount: "100", maxAmount: "5000.5", termDays: [7, 30], dailyRate: "0.0005", enabled: false, reason: "new rate" });
  });

  it("trims what was typed", () => {
    const body = productBody({ names: { ...names, en: " Quick ", ja: " クイック " }, minAmount: " 10 ", maxAmount: "20 ", termDays: "3", dailyRate: " 0.001", enabled: "true" }, "launch");
    expect(body).toMatchObject({ names: { en: "Quick", ja: "クイック" }, minAmount: "10", maxAmount: "20", dailyRate: "0.001", termDays: [3], enabled: true });
  });

  it("sends nothing while the English name is empty", () => {
    expect(productBody(formOfProduct({ id: "3", name: "", names: { ja: "名前だけ" }, minAmount: "1", maxAmount: "2", termDays: [7], dailyRate: "0", enabled: true, loans: 0, updatedAt: "2026-11-24T00:00:00Z" }), "launch")).toBeNull();
  });
});
