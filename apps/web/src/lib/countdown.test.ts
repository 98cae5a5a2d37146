import { describe, expect, it } from "vitest";
import { countdownParts } from "./countdown.ts";

const start_ms = Date.UTC(2026, 10, 24, 0, 0, 0);

describe("next earnings countdown", () => {
  it("splits the time left into days and a zero-padded clock", () => {
    expect(countdownParts(start_ms + 3_723_000, start_ms)).toEqual({ days: 0, clock: "01:02:03" });
    expect(countdownParts(start_ms + (2 * 86_400 + 5) * 1000, start_ms)).toEqual({ days: 2, clock: "00:00:05" });
    expect(countdownParts(start_ms + 86_399_000, start_ms)).toEqual({ days: 0, clock: "23:59:59" });
  });

  it("rounds a part second up, so the clock reads 00:00:01 until the instant itself", () => {
    expect(countdownParts(start_ms + 1, start_ms)).toEqual({ days: 0, clock: "00:00:01" });
    expect(countdownParts(start_ms + 1500, start_ms)).toEqual({ days: 0, clock: "00:00:02" });
  });

  it("is due (null) at and after the instant", () => {
    expect(countdownParts(start_ms, start_ms)).toBeNull();
    expect(countdownParts(start_ms - 10_000, start_ms)).toBeNull();
  });

  it("refuses instants that are not finite numbers", () => {
    expect(() => countdownParts(Number.NaN, start_ms)).toThrow();
  });
});
