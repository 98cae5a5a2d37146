import { describe, expect, it } from "vitest";
import { directionOf, sparklineGeometry } from "./sparkline.ts";

function pointsOf(points: string): Array<[number, number]> {
  return points.split(" ").map((pair) => pair.split(",").map(Number) as [number, number]);
}

describe("sparklineGeometry", () => {
  it("draws nothing without prices", () => {
    expect(sparklineGeometry([], 100, 30)).toEqual({ points: "" });
  });

  it("runs oldest to newest from left to right, highest price at the top", () => {
    const { points } = sparklineGeometry(["1", "3", "2"], 104, 34, 2);
    expect(pointsOf(points)).toEqual([
      [2, 32],
      [52, 2],
      [102, 17],
    ]);
  });

  it("draws a flat series across the middle", () => {
    const { points } = sparklineGeometry(["5", "5", "5"], 100, 40, 0);
    expect(pointsOf(points).map(([, y]) => y)).toEqual([20, 20, 20]);
  });

  it("draws a single price as a short flat line", () => {
    expect(pointsOf(sparklineGeometry(["7"], 100, 40, 0).points)).toEqual([
      [0, 20],
      [100, 20],
    ]);
  });

  it("colours by the sign of the 24h change, exactly, whatever the drawn points do", () => {
    expect(directionOf("3.64")).toBe("up");
    expect(directionOf("-2.72")).toBe("down");
    expect(directionOf("-0.000000000000000001")).toBe("down");
    expect(directionOf("0")).toBe("flat");
    expect(directionOf("n/a")).toBe("flat");
  });

  it("skips values that are not decimals", () => {
    expect(pointsOf(sparklineGeometry(["1", "oops", "2"], 10, 10, 0).points)).toHaveLength(2);
  });
});
