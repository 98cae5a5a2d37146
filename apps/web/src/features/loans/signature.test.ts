import { describe, expect, it } from "vitest";
import { backingSize } from "./signature.ts";

describe("backingSize", () => {
  it("scales the CSS box by the device pixel ratio, in whole pixels", () => {
    expect(backingSize(300, 150, 2)).toEqual({ width: 600, height: 300, ratio: 2 });
    expect(backingSize(301, 151, 1.5)).toEqual({ width: 452, height: 227, ratio: 1.5 });
  });

  it("keeps the ratio between 1 and 3 and the bitmap at least one pixel", () => {
    expect(backingSize(300, 150, 0.5).ratio).toBe(1);
    expect(backingSize(300, 150, 5).ratio).toBe(3);
    expect(backingSize(300, 150, Number.NaN).ratio).toBe(1);
    expect(backingSize(0, 0, 2)).toEqual({ width: 1, height: 1, ratio: 2 });
  });
});
