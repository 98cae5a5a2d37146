import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal, fitsScale, roundDownForUser, roundUpFee, scaleOf, toPlain } from "./money.ts";

describe("money", () => {
  it("rounds what users are owed down and fees up, at the currency's scale", () => {
    expect(toPlain(roundDownForUser(new Decimal("1.2345679"), "USDT"))).toBe("1.234567");
    expect(toPlain(roundUpFee(new Decimal("1.2345671"), "USDT"))).toBe("1.234568");
    expect(toPlain(roundDownForUser(new Decimal("0.123456789"), "BTC"))).toBe("0.12345678");
  });

  it("never pays a user more, nor charges a fee less, than the exact amount", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.constantFrom("USDT", "BTC", "ETH"), (units, currency) => {
        const exact = new Decimal(units.toString()).dividedBy("1e12");
        expect(roundDownForUser(exact, currency).lessThanOrEqualTo(exact)).toBe(true);
        expect(roundUpFee(exact, currency).greaterThanOrEqualTo(exact)).toBe(true);
        expect(fitsScale(roundDownForUser(exact, currency), currency)).toBe(true);
      }),
    );
  });

  it("keeps 38-digit NUMERIC values exact and prints them without exponent", () => {
    const big = new Decimal("99999999999999999999.999999999999999999");
    expect(toPlain(big.plus("0.000000000000000001"))).toBe("100000000000000000000");
    expect(toPlain(new Decimal("1e-18"))).toBe("0.000000000000000001");
    expect(scaleOf("ETH")).toBe(18);
  });
});
