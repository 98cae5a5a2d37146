// Withdrawal charges and the daily window: the fee is never below amount × rate and never a
// unit of the coin's scale above it, the total is amount + fee exactly, amounts finer than the
// coin are refused rather than rounded, and the count's day is the UTC calendar day.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "./money.ts";
import { paymentAmountFits, utcDayOf, withdrawalCharges, withdrawalsRemaining } from "./payment-amounts.ts";

const scales = { USDT: 6, BTC: 8, ETH: 18 } as const;
const coin = fc.constantFrom<keyof typeof scales>("USDT", "BTC", "ETH");
const rate = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => new Decimal(basisPoints).dividedBy(10_000));

/** A positive amount at the coin's scale, up to 10^12. */
function amountOf(which: keyof typeof scales) {
  return fc.bigInt({ min: 1n, max: 10n ** BigInt(12 + scales[which]) }).map((units) => new Decimal(units.toString()).dividedBy(new Decimal(10).pow(scales[which])));
}

describe("withdrawal charges", () => {
  it("rounds the fee up to the coin's scale, within one unit of the exact fee; total = amount + fee", () => {
    fc.assert(
      fc.property(
        coin.chain((which) => fc.tuple(fc.constant(which), amountOf(which))),
        rate,
        ([which, amount], feeRate) => {
          const { fee, total } = withdrawalCharges(amount, feeRate, which);
          const exact = amount.times(feeRate);
          const unit = new Decimal(10).pow(-scales[which]);
          expect(fee.gte(exact)).toBe(true);
          expect(fee.minus(exact).lt(unit)).toBe(true);
          expect(fee.decimalPlaces()).toBeLessThanOrEqual(scales[which]);
          expect(total.equals(amount.plus(fee))).toBe(true);
        },
      ),
    );
  });

  it("charges 50 USDT at 1% 0.5, and rounds 0.000001 USDT's fee up to one unit", () => {
    expect(withdrawalCharges(new Decimal("50"), new Decimal("0.01"), "USDT")).toMatchObject({ fee: new Decimal("0.5"), total: new Decimal("50.5") });
    expect(withdrawalCharges(new Decimal("0.000001"), new Decimal("0.01"), "USDT").fee.toFixed()).toBe("0.000001");
    expect(withdrawalCharges(new Decimal("0.00000001"), new Decimal("0.001"), "BTC").fee.toFixed()).toBe("0.00000001");
    expect(withdrawalCharges(new Decimal("3"), new Decimal("0"), "ETH").fee.isZero()).toBe(true);
  });

  it("refuses amounts that are zero, negative or finer than the coin, instead of rounding them", () => {
    expect(paymentAmountFits(new Decimal("120"), "USDT")).toBe(true);
    expect(paymentAmountFits(new Decimal("0.000000000000000001"), "ETH")).toBe(true);
    for (const [amount, which] of [["0", "USDT"], ["-1", "USDT"], ["1.0000001", "USDT"], ["0.000000001", "BTC"]] as const) {
      expect(paymentAmountFits(new Decimal(amount), which)).toBe(false);
    }
    expect(() => withdrawalCharges(new Decimal("1.0000001"), new Decimal("0.01"), "USDT")).toThrow(/does not fit/);
    expect(() => withdrawalCharges(new Decimal("1"), new Decimal("1.5"), "USDT")).toThrow(/outside/);
  });
});

describe("the daily window", () => {
  it("is the UTC calendar day holding the instant", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true }), (now) => {
        const { start, end } = utcDayOf(now);
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime()).toBeLessThan(end.getTime());
        expect(end.getTime() - start.getTime()).toBe(86_400_000);
        expect(start.toISOString().slice(10)).toBe("T00:00:00.000Z");
        expect(start.toISOString().slice(0, 10)).toBe(now.toISOString().slice(0, 10));
      }),
    );
    expect(utcDayOf(new Date("2026-11-23T23:59:59.999Z")).end.toISOString()).toBe("2026-11-24T00:00:00.000Z");
  });

  it("leaves what the count allows, never below zero", () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(200), (dailyCount, used) => {
        const remaining = withdrawalsRemaining(dailyCount, used);
        expect(remaining).toBe(used >= dailyCount ? 0 : dailyCount - used);
      }),
    );
  });
});
