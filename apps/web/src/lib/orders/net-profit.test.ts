import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal, toPlain } from "@tradewind/domain/money";
import { languages } from "@tradewind/i18n/languages";
import { shownValue } from "@tradewind/ui/money-format.testing.ts";
import { netProfitOf, netProfitTexts } from "./net-profit.ts";

describe("netProfitOf", () => {
  it("takes a closed order's fees (open and close) off its profit: +0.10 before fees is −0.64 after", () => {
    expect(netProfitOf({ status: "closed", profit: "0.1", fee: "0.74", openPrice: "3500", markPrice: null })).toEqual({ gross: "0.1", fees: "0.74", closingFeeEstimate: null, net: "-0.64" });
  });

  it("adds an open position's closing fee at the mark price as an estimate", () => {
    // Opening fee 0.37 at 3500; at 3600 the same lots cost 0.37 × 3600 / 3500 = 0.380571… → 0.380572.
    expect(netProfitOf({ status: "open", profit: "2.5", fee: "0.37", openPrice: "3500", markPrice: "3600" })).toEqual({
      gross: "2.5",
      fees: "0.750572",
      closingFeeEstimate: "0.380572",
      net: "1.749428",
    });
  });

  it("has nothing to say for a waiting order, which has no profit yet", () => {
    expect(netProfitOf({ status: "waiting", profit: null, fee: "0", openPrice: null, markPrice: null })).toBeNull();
  });
});

describe("netProfitTexts", () => {
  it("shows the issue's order so that it adds up: −11.920 = −4.475 − 7.445", () => {
    const result = netProfitOf({ status: "closed", profit: "-4.475", fee: "7.445", openPrice: "3500", markPrice: null });
    expect(result && netProfitTexts(result, "en-US")).toEqual({ net: "-11.920", gross: "-4.475", fees: "-7.445" });
  });

  it("property: net = before fees + fees on the shown strings, closed or open, in every language", () => {
    const usdt = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }).map((units) => toPlain(new Decimal(units.toString()).dividedBy(1_000_000)));
    const fee = fc.bigInt({ min: 0n, max: 10n ** 12n }).map((units) => toPlain(new Decimal(units.toString()).dividedBy(1_000_000)));
    const price = fc.integer({ min: 1, max: 10_000_000 }).map((cents) => toPlain(new Decimal(cents).dividedBy(100)));
    fc.assert(
      fc.property(fc.constantFrom("open", "closed"), usdt, fee, price, price, fc.constantFrom(...languages.map((language) => language.locale)), (status, profit, paid, openPrice, markPrice, locale) => {
        const result = netProfitOf({ status, profit, fee: paid, openPrice, markPrice });
        expect(result).not.toBeNull();
        if (result === null) return;
        const texts = netProfitTexts(result, locale);
        expect(shownValue(texts.gross, locale).plus(shownValue(texts.fees, locale)).toFixed()).toBe(shownValue(texts.net, locale).toFixed());
      }),
      { numRuns: 300 },
    );
  });
});
