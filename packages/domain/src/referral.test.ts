// Referral rebates: each is fee × rate rounded down to the currency's scale (never above the exact
// share, less than one unit below it), at most three levels, and the rebates of one fee never sum
// above the fee while the rates sum to at most 1. Rates outside [0, 1] or summing above 1 are
// refused. Contacts are masked to two leading characters or the last four digits.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal, scaleOf } from "./money.ts";
import { maskedContact, maskEmail, maskPhone, rebatesOf, referralRatesProblem, type ReferralRates } from "./referral.ts";

const currencies = fc.constantFrom("USDT", "BTC", "ETH");
const fee = fc.bigInt({ min: 0n, max: 10n ** 20n }).map((units) => new Decimal(units.toString()).dividedBy(new Decimal(10).pow(12)));
/** Three rates in millionths whose sum is at most 1. */
const rates = fc
  .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }))
  .filter(([a, b, c]) => a + b + c <= 1_000_000)
  .map(([a, b, c]): ReferralRates => ({ 1: new Decimal(a).dividedBy(1_000_000), 2: new Decimal(b).dividedBy(1_000_000), 3: new Decimal(c).dividedBy(1_000_000) }));
/** Rates written as text, for the examples. */
const ratesOf = (one: string, two: string, three: string): ReferralRates => ({ 1: new Decimal(one), 2: new Decimal(two), 3: new Decimal(three) });
const uplines = fc.array(fc.integer({ min: 1, max: 1_000_000 }).map(String), { minLength: 0, maxLength: 5 });

describe("referral rebates", () => {
  it("never pays more than the fee in total, rounds each share down to the currency's scale, and stops at level 3", () => {
    fc.assert(
      fc.property(fee, currencies, uplines, rates, (amount, currency, chain, shares) => {
        const rebates = rebatesOf(amount, currency, chain, shares);
        const total = rebates.reduce((sum, rebate) => sum.plus(rebate.amount), new Decimal(0));
        expect(total.lte(amount)).toBe(true);
        expect(rebates.length).toBeLessThanOrEqual(Math.min(3, chain.length));
        const unit = new Decimal(10).pow(-scaleOf(currency));
        for (const rebate of rebates) {
          const exact = amount.times(shares[rebate.level]);
          expect(rebate.amount.lte(exact)).toBe(true);
          expect(exact.minus(rebate.amount).lt(unit)).toBe(true);
          expect(rebate.amount.gt(0)).toBe(true);
          expect(rebate.amount.decimalPlaces()).toBeLessThanOrEqual(scaleOf(currency));
          expect(rebate.beneficiaryId).toBe(chain[rebate.level - 1]);
        }
      }),
    );
  });

  it("shares a 1.234567 USDT fee 20/10/5 % among three levels, rounding down to 6 decimals", () => {
    const rebates = rebatesOf(new Decimal("1.234567"), "USDT", ["c", "b", "a", "z"], ratesOf("0.2", "0.1", "0.05"));
    expect(rebates.map((rebate) => [rebate.level, rebate.beneficiaryId, rebate.rate.toFixed(), rebate.amount.toFixed()])).toEqual([
      [1, "c", "0.2", "0.246913"],
      [2, "b", "0.1", "0.123456"],
      [3, "a", "0.05", "0.061728"],
    ]);
  });

  it("pays nothing for a zero fee, a zero rate, a share below one unit or without uplines", () => {
    expect(rebatesOf(new Decimal("0"), "USDT", ["c", "b", "a"], ratesOf("0.2", "0.1", "0.05"))).toEqual([]);
    expect(rebatesOf(new Decimal("0.000004"), "USDT", ["c", "b", "a"], ratesOf("0.2", "0", "0.05")).map((rebate) => rebate.amount.toFixed())).toEqual([]);
    expect(rebatesOf(new Decimal("0.00001"), "USDT", ["c", "b"], ratesOf("0.2", "0", "0.05")).map((rebate) => [rebate.level, rebate.amount.toFixed()])).toEqual([[1, "0.000002"]]);
    expect(rebatesOf(new Decimal("10"), "USDT", [], ratesOf("0.2", "0.1", "0.05"))).toEqual([]);
  });

  it("refuses rates outside [0, 1] and rates summing above 1, and a negative fee", () => {
    expect(referralRatesProblem(ratesOf("0.5", "0.3", "0.2"))).toBeUndefined();
    expect(referralRatesProblem(ratesOf("0.5", "0.3", "0.200001"))).toBe("sumAboveOne");
    expect(referralRatesProblem(ratesOf("-0.1", "0", "0"))).toBe("rateOutOfRange");
    expect(referralRatesProblem(ratesOf("1.1", "0", "0"))).toBe("rateOutOfRange");
    expect(() => rebatesOf(new Decimal("1"), "USDT", ["c"], ratesOf("0.6", "0.6", "0"))).toThrow();
    expect(() => rebatesOf(new Decimal("-1"), "USDT", ["c"], ratesOf("0.1", "0", "0"))).toThrow();
  });
});

describe("contact masking", () => {
  it("keeps two leading characters of an email's local part, the last four digits of a phone, two of a name", () => {
    expect(maskEmail("abcdef@gmail.com")).toBe("ab***@gmail.com");
    expect(maskEmail("a@x.io")).toBe("a***@x.io");
    expect(maskPhone("44", "7700901234")).toBe("+44 ****1234");
    expect(maskPhone(null, "7700901234")).toBe("****1234");
    expect(maskedContact({ email: null, areaCode: "+44", phone: "7700901234", username: "bob" })).toBe("+44 ****1234");
    expect(maskedContact({ email: null, areaCode: null, phone: null, username: "w_0x1234" })).toBe("w_***");
    expect(maskedContact({ email: "zed@mail.com", areaCode: null, phone: "1", username: "x" })).toBe("ze***@mail.com");
  });
});
