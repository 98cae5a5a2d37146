import { describe, expect, it } from "vitest";
import { always, cmeGlobex, forex, hkex, isOpen, lse, nextChange, nyse, scheduleByName, schedules, tse, xetra, type TradingSchedule } from "./sessions.ts";

const utc = (iso: string) => new Date(`${iso}Z`);

/** Asserts the state at each instant; reports the failing instant by name. */
function expectStates(schedule: TradingSchedule, expected: Record<string, boolean>) {
  const actual = Object.fromEntries(Object.keys(expected).map((iso) => [iso, isOpen(schedule, utc(iso))]));
  expect(actual).toEqual(expected);
}

describe("nyse", () => {
  it("opens 09:30–16:00 New York: 13:30–20:00 UTC in summer, 14:30–21:00 UTC in winter", () => {
    expectStates(nyse, {
      "2026-07-15T13:29:59": false, "2026-07-15T13:30": true, "2026-07-15T19:59": true, "2026-07-15T20:00": false,
      "2026-01-14T14:29": false, "2026-01-14T14:30": true, "2026-01-14T20:30": true, "2026-01-14T21:00": false,
    });
  });

  it("follows both New York DST transitions (8 March and 1 November 2026)", () => {
    expect(nextChange(nyse, utc("2026-03-06T21:00"))).toEqual({ open: true, at: utc("2026-03-09T13:30") });
    expect(nextChange(nyse, utc("2026-10-30T20:00"))).toEqual({ open: true, at: utc("2026-11-02T14:30") });
    expect(nextChange(nyse, utc("2026-11-02T15:00"))).toEqual({ open: false, at: utc("2026-11-02T21:00") });
  });

  it("is closed at weekends and on 2026 and 2027 holidays", () => {
    expectStates(nyse, {
      "2026-07-18T15:00": false, "2026-07-19T15:00": false,
      "2026-04-03T15:00": false, "2026-07-03T15:00": false, "2026-11-26T15:00": false, "2026-12-25T15:00": false,
      "2027-03-26T15:00": false, "2027-07-05T15:00": false, "2027-12-24T15:00": false, "2027-12-23T15:00": true,
    });
  });

  it("lists only weekdays as holidays", () => {
    const weekendHolidays = (nyse.closedDates ?? []).filter((date) => [0, 6].includes(new Date(`${date}T00:00Z`).getUTCDay()));
    expect(weekendHolidays).toEqual([]);
    expect(nyse.closedDates).toHaveLength(20);
  });

  it("skips Good Friday when looking for the next open", () => {
    expect(nextChange(nyse, utc("2026-04-02T15:00"))).toEqual({ open: false, at: utc("2026-04-02T20:00") });
    expect(nextChange(nyse, utc("2026-04-02T20:00"))).toEqual({ open: true, at: utc("2026-04-06T13:30") });
  });
});

describe("lse and xetra", () => {
  it("lse opens 08:00 London: 07:00 UTC in summer, 08:00 UTC in winter", () => {
    expectStates(lse, {
      "2026-07-15T06:59": false, "2026-07-15T07:00": true, "2026-07-15T15:29": true, "2026-07-15T15:30": false,
      "2026-01-14T07:59": false, "2026-01-14T08:00": true, "2026-01-14T16:29": true, "2026-01-14T16:30": false,
      "2026-07-18T10:00": false,
    });
  });

  it("follows both London DST transitions (29 March and 25 October 2026)", () => {
    expect(nextChange(lse, utc("2026-03-27T17:00"))).toEqual({ open: true, at: utc("2026-03-30T07:00") });
    expect(nextChange(lse, utc("2026-10-23T16:00"))).toEqual({ open: true, at: utc("2026-10-26T08:00") });
  });

  it("keeps London and New York apart while only the US has switched to summer time", () => {
    expectStates(lse, { "2026-03-16T07:59": false, "2026-03-16T08:00": true });
    expectStates(nyse, { "2026-03-16T13:29": false, "2026-03-16T13:30": true });
  });

  it("xetra trades 09:00–17:30 Berlin", () => {
    expectStates(xetra, {
      "2026-07-15T06:59": false, "2026-07-15T07:00": true, "2026-07-15T15:29": true, "2026-07-15T15:30": false,
      "2026-01-14T08:00": true, "2026-01-14T16:30": false, "2026-01-17T10:00": false,
    });
  });
});

describe("tse and hkex lunch breaks", () => {
  it("tse: 09:00–11:30 and 12:30–15:30 Tokyo (UTC+9)", () => {
    expectStates(tse, {
      "2026-07-13T23:59": false, "2026-07-14T00:00": true, "2026-07-14T02:29": true, "2026-07-14T02:30": false,
      "2026-07-14T03:29": false, "2026-07-14T03:30": true, "2026-07-14T06:29": true, "2026-07-14T06:30": false,
      "2026-07-18T01:00": false,
    });
    expect(nextChange(tse, utc("2026-07-14T02:30"))).toEqual({ open: true, at: utc("2026-07-14T03:30") });
  });

  it("hkex: 09:30–12:00 and 13:00–16:00 Hong Kong (UTC+8)", () => {
    expectStates(hkex, {
      "2026-07-14T01:29": false, "2026-07-14T01:30": true, "2026-07-14T03:59": true, "2026-07-14T04:00": false,
      "2026-07-14T04:59": false, "2026-07-14T05:00": true, "2026-07-14T07:59": true, "2026-07-14T08:00": false,
      "2026-07-19T03:00": false,
    });
  });
});

describe("forex and cme_globex", () => {
  it("forex runs Sunday 17:00 to Friday 17:00 New York", () => {
    expectStates(forex, {
      "2026-07-12T20:59": false, "2026-07-12T21:00": true, "2026-07-15T03:00": true, "2026-07-17T20:59": true,
      "2026-07-17T21:00": false, "2026-07-18T12:00": false, "2026-01-11T21:59": false, "2026-01-11T22:00": true,
    });
    expect(nextChange(forex, utc("2026-07-17T12:00"))).toEqual({ open: false, at: utc("2026-07-17T21:00") });
    expect(nextChange(forex, utc("2026-07-17T21:00"))).toEqual({ open: true, at: utc("2026-07-19T21:00") });
  });

  it("cme_globex breaks 17:00–18:00 New York Monday to Thursday", () => {
    expectStates(cmeGlobex, {
      "2026-07-12T21:59": false, "2026-07-12T22:00": true, "2026-07-13T20:59": true, "2026-07-13T21:00": false,
      "2026-07-13T21:59": false, "2026-07-13T22:00": true, "2026-07-17T21:00": false, "2026-07-18T15:00": false,
    });
    expect(nextChange(cmeGlobex, utc("2026-07-13T21:30"))).toEqual({ open: true, at: utc("2026-07-13T22:00") });
  });
});

describe("always and lookup", () => {
  it("is open at any instant and never changes", () => {
    expectStates(always, { "2026-07-18T00:00": true, "2026-12-25T12:34": true, "2027-03-28T01:00": true });
    expect(nextChange(always, utc("2026-07-18T00:00"))).toBeNull();
  });

  it("finds every schedule by its own name and nothing else", () => {
    for (const [name, schedule] of Object.entries(schedules)) expect(scheduleByName(name)).toBe(schedule);
    expect(scheduleByName("nasdaq")).toBeUndefined();
    expect(scheduleByName("toString")).toBeUndefined();
  });

  it("rejects a malformed window time instead of guessing", () => {
    const broken: TradingSchedule = { name: "broken", timeZone: "UTC", windows: [{ openDay: 1, openTime: "9:30", closeDay: 1, closeTime: "16:00" }] };
    expect(() => isOpen(broken, utc("2026-07-13T10:00"))).toThrow(/HH:MM/);
  });
});
