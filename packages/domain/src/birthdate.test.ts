import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ageYearsMax, calendarDay, isOldEnough, utcDay } from "./birthdate.ts";

const day = (date: Date) => date.toISOString().slice(0, 10);

describe("calendarDay", () => {
  it("reads every real day back as itself", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1000-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true }), (date) => {
        const text = day(date);
        expect(calendarDay(text)).toEqual([date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]);
      }),
    );
  });

  it("refuses days that do not exist and other shapes", () => {
    for (const text of ["2001-02-29", "2026-02-30", "2026-13-01", "2026-00-10", "2026-04-31", "2026-1-01", "20260101", "", "2026-01-01T00:00"]) expect(calendarDay(text)).toBeNull();
    expect(calendarDay("2024-02-29")).toEqual([2024, 2, 29]);
  });
});

describe("isOldEnough", () => {
  it("turns true on the 18th birthday and not a day earlier", () => {
    expect(isOldEnough("2008-11-23", "2026-11-23", 18)).toBe(true);
    expect(isOldEnough("2008-11-24", "2026-11-23", 18)).toBe(false);
    expect(isOldEnough("2008-12-01", "2026-11-30", 18)).toBe(false);
  });

  it("counts a 29 February birthday from 1 March in a common year", () => {
    expect(isOldEnough("2008-02-29", "2026-02-28", 18)).toBe(false);
    expect(isOldEnough("2008-02-29", "2026-03-01", 18)).toBe(true);
  });

  it("refuses a future day, an impossible one and an age past the maximum", () => {
    expect(isOldEnough("2030-01-01", "2026-11-23", 18)).toBe(false);
    expect(isOldEnough("1990-02-30", "2026-11-23", 18)).toBe(false);
    expect(isOldEnough(`${2026 - ageYearsMax - 1}-01-01`, "2026-11-23", 18)).toBe(false);
    expect(isOldEnough(`${2026 - ageYearsMax}-12-31`, "2026-11-23", 18)).toBe(true);
  });

  it("agrees with adding the years to the birthdate (whenever that day exists)", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1950-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true }), fc.integer({ min: 0, max: 20_000 }), (born, days) => {
        const today = new Date(born.getTime() + days * 86_400_000);
        const birthday = new Date(born);
        birthday.setUTCFullYear(born.getUTCFullYear() + 18);
        // A 29 February birthday rolls to 1 March in a common year, as the rule says.
        expect(isOldEnough(day(born), day(today), 18)).toBe(today.getTime() >= birthday.getTime());
      }),
    );
  });

  it("judges by the UTC day of the clock", () => {
    expect(utcDay(new Date("2026-11-23T23:30:00-05:00"))).toBe("2026-11-24");
  });
});
