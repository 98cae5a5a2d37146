import { describe, expect, it } from "vitest";
import { netProfitOf } from "./netProfit.ts";

describe("netProfitOf", () => {
  it("takes a closed order's fees (open and close) off its profit: +0.10 before fees is −0.64 after", () => {
    expect(netProfitOf({ status: "closed", profit: "0.1", fee: "0.74", openPrice: "3500", markPrice: null })).toEqual({ gross: "0.1", fees: "0.74", closingFeeEstimate: null, net: "-0.64" });
  });

  it("adds an open position's closing fee at the mark price as an estimate", () => {
    // Opening fee 0.37 at 3500; at 3600 the same lots cost 0.37 × 3600 / 3500 = 0.380571… → 0.380572.
    expect(netProfitOf({ status: "open", profit: "2.5", fee: "0.37", openPrice: "3500", markPrice: "3600" })).toEqual({
      gross: "2.5",
      fees: "0.750572",
      closingFeeEstimate: "0.380572",
      net: "1.749428",
    });
  });

  it("has nothing to say for a waiting order, which has no profit yet", () => {
    expect(netProfitOf({ status: "waiting", profit: null, fee: "0", openPrice: null, markPrice: null })).toBeNull();
  });
});
