import { describe, expect, it } from "vitest";
import { isDay, rangeInstants, rangeReversed } from "./date-range.ts";

describe("day ranges", () => {
  it("knows a calendar day from anything else", () => {
    expect(isDay("2026-11-23")).toBe(true);
    expect(isDay("2028-02-29")).toBe(true);
    for (const value of ["2026-02-30", "2026-13-01", "2026-1-1", "23/11/2026", "", "2026-11-23T00:00", null, undefined]) expect(isDay(value)).toBe(false);
  });

  it("runs from the first day's local midnight to the midnight after the last day", () => {
    const { from, to } = rangeInstants({ from: "2026-11-01", to: "2026-11-30" });
    const start = new Date(from ?? "");
    const end = new Date(to ?? "");
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([2026, 10, 1, 0, 0]);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([2026, 11, 1, 0, 0]);
    // The last day of a year rolls into the next.
    expect(new Date(rangeInstants({ to: "2026-12-31" }).to ?? "").getFullYear()).toBe(2027);
  });

  it("leaves out an open or malformed end, and tells a reversed range", () => {
    expect(rangeInstants({})).toEqual({});
    expect(Object.keys(rangeInstants({ from: "2026-11-01", to: "nonsense" }))).toEqual(["from"]);
    expect(rangeReversed({ from: "2026-11-02", to: "2026-11-01" })).toBe(true);
    expect(rangeReversed({ from: "2026-11-01", to: "2026-11-01" })).toBe(false);
    expect(rangeReversed({ from: "2026-11-02" })).toBe(false);
  });
});
