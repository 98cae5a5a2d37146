// Loan interest: the total is amount × rate × max(0, term − free days) rounded up to USDT's
// scale (never below the exact product, less than one unit above it); early repayment counts a
// started day as a whole day, never charges more than the total, never less than what the days
// elapsed beyond the free days cost, and is monotone in time.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysCounted, loanCharges, loanDueAt, repaymentCharges } from "./loans.ts";
import { Decimal } from "./money.ts";

const unit = new Decimal("0.000001");
const dayMs = 86_400_000;
const amount = fc.bigInt({ min: 1n, max: 10n ** 18n }).map((units) => new Decimal(units.toString()).dividedBy(1_000_000));
const rate = fc.integer({ min: 0, max: 100_000 }).map((parts) => new Decimal(parts).dividedBy(1_000_000));
const term = fc.integer({ min: 1, max: 3650 });
const free = fc.integer({ min: 0, max: 60 });

describe("loan charges", () => {
  it("rounds the total interest up to 6 decimals, within one unit of the exact product", () => {
    fc.assert(
      fc.property(amount, rate, term, free, (principal, dailyRate, termDays, interestFreeDays) => {
        const charges = loanCharges({ amount: principal, dailyRate, termDays, interestFreeDays });
        const exact = principal.times(dailyRate).times(Math.max(0, termDays - interestFreeDays));
        expect(charges.chargeableDays).toBe(Math.max(0, termDays - interestFreeDays));
        expect(charges.interest.gte(exact)).toBe(true);
        expect(charges.interest.minus(exact).lt(unit)).toBe(true);
        expect(charges.interest.decimalPlaces()).toBeLessThanOrEqual(6);
        expect(charges.total.equals(principal.plus(charges.interest))).toBe(true);
      }),
    );
  });

  it("charges 1000 USDT over 30 days at 0.05% a day with 7 free days 11.5, and nothing inside the free days", () => {
    const charges = loanCharges({ amount: new Decimal("1000"), dailyRate: new Decimal("0.0005"), termDays: 30, interestFreeDays: 7 });
    expect(charges).toMatchObject({ chargeableDays: 23 });
    expect(charges.interest.toFixed()).toBe("11.5");
    expect(charges.total.toFixed()).toBe("1011.5");
    expect(loanCharges({ amount: new Decimal("1000"), dailyRate: new Decimal("0.0005"), termDays: 7, interestFreeDays: 7 }).interest.toFixed()).toBe("0");
    expect(loanCharges({ amount: new Decimal("0.000001"), dailyRate: new Decimal("0.0001"), termDays: 2, interestFreeDays: 0 }).interest.toFixed()).toBe("0.000001");
  });
});

describe("early repayment", () => {
  const start = new Date("2026-11-01T10:00:00Z");

  it("counts a started day as a whole one and never more days than the term", () => {
    expect(daysCounted(start, start, 30)).toBe(0);
    expect(daysCounted(start, new Date(start.getTime() + 1000), 30)).toBe(1);
    expect(daysCounted(start, new Date(start.getTime() + dayMs), 30)).toBe(1);
    expect(daysCounted(start, new Date(start.getTime() + dayMs + 1), 30)).toBe(2);
    expect(daysCounted(start, new Date(start.getTime() + 400 * dayMs), 30)).toBe(30);
    expect(loanDueAt(start, 30).toISOString()).toBe("2026-12-01T10:00:00.000Z");
  });

  it("charges 10 days at 0.05% on 1000 USDT with 7 free days after 9 days and 1 hour: 3 days, 1.5", () => {
    const charges = repaymentCharges({ amount: new Decimal("1000"), dailyRate: new Decimal("0.0005"), termDays: 30, interestFreeDays: 7 }, start, new Date(start.getTime() + 9 * dayMs + 3_600_000));
    expect(charges).toMatchObject({ daysCounted: 10, chargeableDays: 3 });
    expect(charges.interest.toFixed()).toBe("1.5");
  });

  it("never exceeds the quoted total, grows with time and reaches the total at the due date", () => {
    fc.assert(
      fc.property(amount, rate, term, free, fc.integer({ min: 0, max: 4000 * 24 }), fc.integer({ min: 0, max: 48 }), (principal, dailyRate, termDays, interestFreeDays, hours, moreHours) => {
        const terms = { amount: principal, dailyRate, termDays, interestFreeDays };
        const total = loanCharges(terms);
        const early = repaymentCharges(terms, start, new Date(start.getTime() + hours * 3_600_000));
        const later = repaymentCharges(terms, start, new Date(start.getTime() + (hours + moreHours) * 3_600_000));
        expect(early.interest.lte(total.interest)).toBe(true);
        expect(early.interest.lte(later.interest)).toBe(true);
        expect(early.chargeableDays).toBe(Math.max(0, early.daysCounted - interestFreeDays));
        expect(repaymentCharges(terms, start, loanDueAt(start, termDays)).interest.equals(total.interest)).toBe(true);
      }),
    );
  });

  it("refuses terms that make no sense", () => {
    expect(() => loanCharges({ amount: new Decimal("0"), dailyRate: new Decimal("0.001"), termDays: 7, interestFreeDays: 0 })).toThrow();
    expect(() => loanCharges({ amount: new Decimal("1"), dailyRate: new Decimal("1"), termDays: 7, interestFreeDays: 0 })).toThrow();
    expect(() => loanCharges({ amount: new Decimal("1"), dailyRate: new Decimal("0.001"), termDays: 0, interestFreeDays: 0 })).toThrow();
  });
});
