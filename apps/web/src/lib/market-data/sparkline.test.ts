import { describe, expect, it } from "vitest";
import { sparklineGeometry } from "./sparkline.ts";

function pointsOf(points: string): Array<[number, number]> {
  return points.split(" ").map((pair) => pair.split(",").map(Number) as [number, number]);
}

describe("sparklineGeometry", () => {
  it("draws nothing without prices", () => {
    expect(sparklineGeometry([], 100, 30)).toEqual({ points: "", direction: "flat" });
  });

  it("runs oldest to newest from left to right, highest price at the top", () => {
    const { points, direction } = sparklineGeometry(["1", "3", "2"], 104, 34, 2);
    expect(direction).toBe("up");
    expect(pointsOf(points)).toEqual([
      [2, 32],
      [52, 2],
      [102, 17],
    ]);
  });

  it("draws a flat series across the middle", () => {
    const { points, direction } = sparklineGeometry(["5", "5", "5"], 100, 40, 0);
    expect(direction).toBe("flat");
    expect(pointsOf(points).map(([, y]) => y)).toEqual([20, 20, 20]);
  });

  it("draws a single price as a short flat line", () => {
    expect(pointsOf(sparklineGeometry(["7"], 100, 40, 0).points)).toEqual([
      [0, 20],
      [100, 20],
    ]);
  });

  it("tells the direction from the first and last price, exactly", () => {
    expect(sparklineGeometry(["0.30000000000000001", "0.3"], 10, 10).direction).toBe("down");
    expect(sparklineGeometry(["64000.12", "63000", "64000.13"], 10, 10).direction).toBe("up");
  });

  it("skips values that are not decimals", () => {
    expect(pointsOf(sparklineGeometry(["1", "oops", "2"], 10, 10, 0).points)).toHaveLength(2);
  });
});
