import { describe, expect, it } from "vitest";
import { formatWaiting, waitingSince } from "./waiting.ts";

const submitted = "2026-11-20T10:00:00Z";
const at = (hours: number, minutes = 0) => Date.parse(submitted) + hours * 3_600_000 + minutes * 60_000;

describe("waitingSince", () => {
  it("reads minutes under an hour, hours under two days, then days, each rounded down", () => {
    expect(waitingSince(submitted, at(0, 59))).toEqual({ value: 59, unit: "minute", overdue: false });
    expect(waitingSince(submitted, at(1))).toEqual({ value: 1, unit: "hour", overdue: false });
    expect(waitingSince(submitted, at(47, 59))).toEqual({ value: 47, unit: "hour", overdue: false });
    expect(waitingSince(submitted, at(48))).toEqual({ value: 2, unit: "day", overdue: false });
    expect(waitingSince(submitted, at(24 * 5 + 23))).toEqual({ value: 5, unit: "day", overdue: false });
  });

  it("flags an item only once it has waited past the promise", () => {
    expect(waitingSince(submitted, at(48), 48).overdue).toBe(false);
    expect(waitingSince(submitted, at(48, 1), 48).overdue).toBe(true);
    expect(waitingSince(submitted, at(200)).overdue).toBe(false);
  });

  it("never shows a negative wait when the browser's clock is behind the server's", () => {
    expect(waitingSince(submitted, at(-2), 48)).toEqual({ value: 0, unit: "minute", overdue: false });
  });

  it("refuses a time that is not an instant", () => {
    expect(() => waitingSince("yesterday", at(1))).toThrow();
  });
});

describe("formatWaiting", () => {
  it("names the unit in the interface language", () => {
    expect(formatWaiting({ value: 5, unit: "hour", overdue: false }, "en-GB")).toBe("5 hours");
    expect(formatWaiting({ value: 3, unit: "day", overdue: true }, "de-DE")).toBe("3 Tage");
  });
});
