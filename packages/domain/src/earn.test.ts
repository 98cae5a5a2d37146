import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coveredAmountMax, dailyYield, dayEndsAt, dayRate, daysDue, exitFigures, exitPenalty, maxPlanYield, rangeFraction, reserveCoverage, smartDayMs } from "./earn.ts";
import { Decimal } from "./money.ts";

/** A USDT principal: 0.000001 … 10^9 with 6 decimals. */
const principal = fc.bigInt({ min: 1n, max: 10n ** 15n }).map((units) => new Decimal(units.toString()).dividedBy(1_000_000));
/** A daily rate of 0.000001 … 0.05 with 6 decimals. */
const rate = fc.integer({ min: 1, max: 50_000 }).map((micro) => new Decimal(micro).dividedBy(1_000_000));
const days = fc.integer({ min: 1, max: 3650 });
const scaled = (value: Decimal) => value.decimalPlaces() <= 6;

describe("the range rule", () => {
  it("recomputes a known day from SHA-256 of planId:day", () => {
    // SHA-256("1:1") starts d6b5915c46057bcb (computed independently); f is those 8 bytes over 2^64.
    expect(rangeFraction("1", 1).toFixed(12)).toBe("0.838708004978");
    expect(dayRate({ minDailyRate: new Decimal("0.001"), maxDailyRate: new Decimal("0.002") }, "1", 1).toFixed()).toBe("0.001838");
  });

  it("draws a rate within [min, max] with 6 decimals, the same every time, and a fixed rate exactly", () => {
    fc.assert(
      fc.property(rate, rate, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 3650 }), (a, b, plan, day) => {
        const [min, max] = a.lessThanOrEqualTo(b) ? [a, b] : [b, a];
        const terms = { minDailyRate: min, maxDailyRate: max };
        const drawn = dayRate(terms, String(plan), day);
        expect(drawn.greaterThanOrEqualTo(min) && drawn.lessThanOrEqualTo(max)).toBe(true);
        expect(scaled(drawn)).toBe(true);
        expect(dayRate(terms, String(plan), day).equals(drawn)).toBe(true);
        expect(dayRate({ minDailyRate: min, maxDailyRate: min }, String(plan), day).equals(min)).toBe(true);
      }),
    );
  });

  it("spreads over the range: different days of one plan get different rates", () => {
    const terms = { minDailyRate: new Decimal("0.001"), maxDailyRate: new Decimal("0.009") };
    const drawn = new Set(Array.from({ length: 30 }, (_, index) => dayRate(terms, "42", index + 1).toFixed()));
    expect(drawn.size).toBeGreaterThan(25);
  });
});

describe("a day's yield and the reserve commitment", () => {
  it("rounds the yield down and the commitment up, so the commitment covers every day at any drawn rate", () => {
    fc.assert(
      fc.property(principal, rate, days, (amount, max, length) => {
        const daily = dailyYield(amount, max);
        expect(scaled(daily)).toBe(true);
        expect(daily.lessThanOrEqualTo(amount.times(max))).toBe(true);
        expect(amount.times(max).minus(daily).lessThan("0.000001")).toBe(true);
        const committed = maxPlanYield(amount, max, length);
        expect(scaled(committed)).toBe(true);
        expect(committed.greaterThanOrEqualTo(amount.times(max).times(length))).toBe(true);
        expect(daily.times(length).lessThanOrEqualTo(committed)).toBe(true);
      }),
    );
  });

  it("works an example by hand", () => {
    expect(dailyYield(new Decimal("1000"), new Decimal("0.0035")).toFixed()).toBe("3.5");
    expect(dailyYield(new Decimal("333.333333"), new Decimal("0.001")).toFixed()).toBe("0.333333");
    expect(maxPlanYield(new Decimal("333.333333"), new Decimal("0.001"), 7).toFixed()).toBe("2.333334");
  });
});

describe("an early exit", () => {
  it("rounds the penalty up and splits the principal exactly into refund, penalty and clawed-back income", () => {
    const penaltyRate = fc.integer({ min: 0, max: 10_000 }).map((bp) => new Decimal(bp).dividedBy(10_000));
    fc.assert(
      fc.property(principal, penaltyRate, fc.bigInt({ min: 0n, max: 10n ** 15n }), (amount, penaltyShare, incomeUnits) => {
        const income = new Decimal(incomeUnits.toString()).dividedBy(1_000_000);
        const figures = exitFigures(amount, penaltyShare, income);
        expect(figures.penalty.greaterThanOrEqualTo(amount.times(penaltyShare))).toBe(true);
        expect(figures.penalty.lessThanOrEqualTo(amount)).toBe(true);
        expect(figures.refund.greaterThanOrEqualTo(0)).toBe(true);
        expect(figures.clawback.greaterThanOrEqualTo(0) && figures.clawback.lessThanOrEqualTo(income)).toBe(true);
        expect(figures.refund.plus(figures.penalty).plus(figures.clawback).equals(amount)).toBe(true);
        if (income.plus(figures.penalty).lessThanOrEqualTo(amount)) expect(figures.refund.equals(amount.minus(figures.penalty).minus(income))).toBe(true);
      }),
    );
  });

  it("works examples by hand, including a refund floored at zero", () => {
    expect(exitPenalty(new Decimal("100.000001"), new Decimal("0.05")).toFixed()).toBe("5.000001");
    const figures = exitFigures(new Decimal("1000"), new Decimal("0.05"), new Decimal("7"));
    expect([figures.penalty.toFixed(), figures.refund.toFixed(), figures.clawback.toFixed()]).toEqual(["50", "943", "7"]);
    const wiped = exitFigures(new Decimal("100"), new Decimal("0.5"), new Decimal("80"));
    expect([wiped.penalty.toFixed(), wiped.refund.toFixed(), wiped.clawback.toFixed()]).toEqual(["50", "0", "50"]);
  });
});

describe("the schedule and the coverage", () => {
  it("counts whole elapsed days, never beyond the plan", () => {
    const start = new Date("2026-11-20T10:00:00Z");
    expect(daysDue(start, 7, new Date(start.getTime() + smartDayMs - 1))).toBe(0);
    expect(daysDue(start, 7, dayEndsAt(start, 1))).toBe(1);
    expect(daysDue(start, 7, new Date(start.getTime() + 30 * smartDayMs))).toBe(7);
    expect(daysDue(start, 7, new Date(start.getTime() - 5))).toBe(0);
  });

  it("covers at most what the free reserve can pay at the maximum rate", () => {
    fc.assert(
      fc.property(principal, rate, days, principal, (free, max, length, cap) => {
        const covered = coveredAmountMax(free, max, length, cap);
        expect(covered.lessThanOrEqualTo(cap)).toBe(true);
        expect(covered.greaterThanOrEqualTo(0) && scaled(covered)).toBe(true);
        if (covered.greaterThan(0)) expect(maxPlanYield(covered, max, length).lessThanOrEqualTo(free)).toBe(true);
      }),
    );
    expect(coveredAmountMax(new Decimal(0), new Decimal("0.01"), 7, new Decimal(1000)).toFixed()).toBe("0");
    expect(coveredAmountMax(new Decimal("70"), new Decimal("0.01"), 7, new Decimal(5000)).toFixed()).toBe("1000");
  });

  it("states coverage as balance over committed, none while nothing is committed", () => {
    expect(reserveCoverage(new Decimal(300), new Decimal(0))).toBeNull();
    expect(reserveCoverage(new Decimal(1000), new Decimal(300))?.toFixed()).toBe("3.3333");
  });
});
