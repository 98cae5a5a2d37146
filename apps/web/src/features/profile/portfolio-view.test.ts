import { describe, expect, it } from "vitest";
import { equityGeometry, rangeDays, readRange } from "./portfolio-view.ts";

describe("portfolio ranges", () => {
  const now = new Date("2026-11-27T15:00:00Z");
  it.each([
    ["d7", { from: "2026-11-21", to: "2026-11-27" }],
    ["d30", { from: "2026-10-29", to: "2026-11-27" }],
    ["y1", { from: "2025-11-28", to: "2026-11-27" }],
    ["ytd", { from: "2026-01-01", to: "2026-11-27" }],
  ] as const)("%s ends today (UTC)", (range, days) => {
    expect(rangeDays(range, now)).toEqual(days);
  });

  it("reads the range from the URL, 30 days unless it names one", () => {
    expect(readRange(new URLSearchParams("range=y1"))).toBe("y1");
    expect(readRange(new URLSearchParams("range=forever"))).toBe("d30");
  });
});

describe("the equity chart", () => {
  it("draws the highest value at the top and breaks the line at a day without a value", () => {
    expect(equityGeometry(["100", "200", null, "150"], 108, 108)).toEqual({ segments: ["4.0,104.0 37.3,4.0", "104.0,54.0"], hasLine: true });
  });

  it("has no line when the book held nothing or nothing was priced", () => {
    expect(equityGeometry(["0", "0"], 100, 50).hasLine).toBe(false);
    expect(equityGeometry([null, null], 100, 50).hasLine).toBe(false);
  });
});
