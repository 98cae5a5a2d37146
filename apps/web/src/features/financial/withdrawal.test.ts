import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coinScales } from "@tradewind/api/payments";
import { decimal, Decimal } from "@tradewind/domain/money";
import { withdrawalCharges } from "@tradewind/domain/payment-amounts";
import { maxWithdrawable, methodKey, methodOf, previewWithdrawal, remainingCountParams } from "./withdrawal.ts";

describe("withdrawal preview", () => {
  it("shows fee (rounded up to the coin's scale) and total before submit", () => {
    expect(previewWithdrawal("50", "0.01", "USDT", "150")).toEqual({ state: "ready", amount: "50", fee: "0.5", total: "50.5", covered: true });
    // 0.333333 × 0.01 = 0.00333333, rounded up at USDT's 6 decimals.
    expect(previewWithdrawal("0.333333", "0.01", "USDT", "1")).toMatchObject({ fee: "0.003334", total: "0.336667" });
    expect(previewWithdrawal("0.00012345", "0.003", "BTC", "1")).toMatchObject({ fee: "0.00000038", total: "0.00012383" });
  });

  it("says when amount + fee exceed the balance, still showing them", () => {
    expect(previewWithdrawal("150", "0.01", "USDT", "150")).toEqual({ state: "ready", amount: "150", fee: "1.5", total: "151.5", covered: false });
  });

  it("answers 10165 for zero, malformed or finer-than-the-coin amounts, and nothing for an empty field", () => {
    expect(previewWithdrawal("  ", "0.01", "USDT", "150")).toEqual({ state: "empty" });
    for (const text of ["0", "0.000", "abc", "-5", "1e3", "1.0000001", "01", "12.", "1".repeat(30)]) {
      expect(previewWithdrawal(text, "0.01", "USDT", "150")).toEqual({ state: "invalid" });
    }
    expect(previewWithdrawal("1.000000001", "0.01", "BTC", "150")).toEqual({ state: "invalid" });
    expect(previewWithdrawal("1.000000000000000001", "0.01", "ETH", "150")).toMatchObject({ state: "ready" });
  });
});

describe("max withdrawable", () => {
  it("leaves room for the fee", () => {
    expect(maxWithdrawable("101", "0.01", "USDT")).toBe("100");
    expect(maxWithdrawable("100", "0", "USDT")).toBe("100");
    expect(maxWithdrawable("100.1234567", "0", "USDT")).toBe("100.123456");
    expect(maxWithdrawable("0", "0.01", "USDT")).toBeNull();
    expect(maxWithdrawable("0.000001", "0.01", "USDT")).toBeNull();
  });

  it("is the largest amount at the coin's scale whose amount + fee the balance covers", () => {
    const coins = ["USDT", "BTC", "ETH"] as const;
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 24n }), fc.integer({ min: 0, max: 1000 }), fc.constantFrom(...coins), (units, rateThousandths, coin) => {
        const available = new Decimal(units.toString()).dividedBy(1e10).toFixed();
        const rate = new Decimal(rateThousandths).dividedBy(1000);
        const max = maxWithdrawable(available, rate.toFixed(), coin);
        const unit = new Decimal(10).pow(-coinScales[coin]);
        if (max === null) {
          // Not even the smallest unit fits.
          expect(withdrawalCharges(unit, rate, coin).total.greaterThan(available)).toBe(true);
          return;
        }
        expect(withdrawalCharges(decimal(max), rate, coin).total.lessThanOrEqualTo(available)).toBe(true);
        expect(withdrawalCharges(decimal(max).plus(unit), rate, coin).total.greaterThan(available)).toBe(true);
      }),
    );
  });
});

describe("methods and the daily count", () => {
  it("keys a method by coin and network and finds it back", () => {
    const methods = [
      { coin: "USDT", network: "TRC20" },
      { coin: "BTC", network: "BTC" },
    ] as const;
    expect(methodKey(methods[0])).toBe("USDT-TRC20");
    expect(methodOf("BTC-BTC", methods)).toEqual({ coin: "BTC", network: "BTC" });
    expect(methodOf(null, methods)).toBeUndefined();
    expect(methodOf("ETH-ERC20", methods)).toBeUndefined();
  });

  it("says how many are left and when the count starts again, in UTC", () => {
    const terms = { remainingToday: 2, dailyCount: 3, resetsAt: "2026-11-24T00:00:00.000Z" };
    expect(remainingCountParams(terms, "en-GB")).toEqual({ remaining: 2, count: 3, time: "00:00" });
    expect(remainingCountParams(terms, "en-US").time).toBe("00:00");
    expect(remainingCountParams(terms, "ar").time).toMatch(/^[٠0]{2}:[٠0]{2}$/);
  });
});
