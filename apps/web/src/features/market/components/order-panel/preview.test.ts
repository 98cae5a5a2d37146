import { describe, expect, it } from "vitest";
import type { TradingTerms } from "@tradewind/api/market";
import type { OptionCycle } from "@tradewind/api/options";
import { acceptsTyping, contractPreview, optionProfit, quantityProblem, spotPreview, stakeProblem, stepQuantity, type ContractInput } from "./preview.ts";

// BTCUSDT as the catalogue lists it (migrations/0002_instruments.sql).
const btc: TradingTerms = {
  baseCurrency: "BTC",
  quoteCurrency: "USDT",
  priceScale: 2,
  quantityScale: 5,
  contractSize: "1",
  leverages: [1, 2, 3, 5, 10, 20, 50, 100],
  spreadRate: "0.0001",
  feeRate: "0.0004",
  maintenanceMarginRate: "0.004",
};
const long: ContractInput = {
  terms: btc,
  direction: "long",
  orderType: "limit",
  limitPrice: "90000",
  livePrice: "90500",
  lots: "0.5",
  leverage: 10,
  stopLoss: "",
  takeProfit: "",
  available: "100000",
};

describe("contract preview", () => {
  it("prices margin as notional / leverage and the fee on notional, in USDT", () => {
    const preview = contractPreview(long);
    // notional 90000 × 0.5 × 1 = 45000; margin 4500; fee 45000 × 0.0004 = 18.
    expect(preview.costs).toMatchObject({ notional: "45000", margin: "4500", fee: "18", total: "4518" });
    expect(preview.short).toBe(false);
  });

  it("shows the whole fee cost before confirming: the opening fee and the closing fee at today's closing price", () => {
    // A limit long at 90000 closes, for the estimate, at its limit: 18 + 18.
    expect(contractPreview(long).costs).toMatchObject({ fee: "18", closingFee: "18", fees: "36" });
    // A market long opens at the ask 90504.53 and would close now at the bid 90495.47:
    // 0.5 × 90504.53 × 0.0004 = 18.100906; 0.5 × 90495.47 × 0.0004 = 18.099094.
    expect(contractPreview({ ...long, orderType: "market" }).costs).toMatchObject({ fee: "18.100906", closingFee: "18.099094", fees: "36.2" });
  });

  it("enters a market order at the live price plus half the spread, rounded against the trader", () => {
    // 90500 × 1.00005 = 90504.525 → the ask rounds up to 90504.53; the bid of a short rounds down.
    expect(contractPreview({ ...long, orderType: "market" }).entry).toBe("90504.53");
    expect(contractPreview({ ...long, orderType: "market", direction: "short" }).entry).toBe("90495.47");
  });

  it("rounds margin and fee up to the cent-and-more scale of USDT", () => {
    const preview = contractPreview({ ...long, limitPrice: "90000.01", lots: "0.00003", leverage: 3 });
    // notional 2.7000003; margin 0.9000001 → 0.900001; fee 0.00108000012 → 0.001081.
    expect(preview.costs).toMatchObject({ margin: "0.900001", fee: "0.001081" });
  });

  it("flags a balance below margin + fee, and not an unknown balance", () => {
    expect(contractPreview({ ...long, available: "4517.99" }).short).toBe(true);
    expect(contractPreview({ ...long, available: "4518" }).short).toBe(false);
    expect(contractPreview({ ...long, available: undefined }).short).toBe(false);
  });

  it("applies the SL/TP rule to the expected entry: long SL < entry < TP, short TP < entry < SL", () => {
    expect(contractPreview({ ...long, stopLoss: "89000", takeProfit: "95000" })).toMatchObject({ stopLoss: undefined, takeProfit: undefined });
    expect(contractPreview({ ...long, stopLoss: "90000", takeProfit: "90000" })).toMatchObject({ stopLoss: "stopLossUnreasonable", takeProfit: "takeProfitUnreasonable" });
    const short = { ...long, direction: "short" as const };
    expect(contractPreview({ ...short, stopLoss: "95000", takeProfit: "89000" })).toMatchObject({ stopLoss: undefined, takeProfit: undefined });
    expect(contractPreview({ ...short, stopLoss: "89000", takeProfit: "95000" })).toMatchObject({ stopLoss: "stopLossUnreasonable", takeProfit: "takeProfitUnreasonable" });
    // A market long enters at the ask 90504.53: a stop at the live mid 90500 is below it, a target at 90504.53 is not above.
    expect(contractPreview({ ...long, orderType: "market", stopLoss: "90500", takeProfit: "90504.53" })).toMatchObject({ stopLoss: undefined, takeProfit: "takeProfitUnreasonable" });
  });

  it("refuses levels the server would refuse: off the price scale, zero or not a number", () => {
    expect(contractPreview({ ...long, stopLoss: "89000.001" }).stopLoss).toBe("stopLossUnreasonable");
    expect(contractPreview({ ...long, stopLoss: "0" }).stopLoss).toBe("stopLossUnreasonable");
    expect(contractPreview({ ...long, takeProfit: "9e5" }).takeProfit).toBe("takeProfitUnreasonable");
  });

  it("shows no USDT figures for a quote currency that needs a forex rate, but still checks SL/TP", () => {
    const preview = contractPreview({ ...long, terms: { ...btc, quoteCurrency: "JPY" }, stopLoss: "95000" });
    expect(preview.costs).toBeUndefined();
    expect(preview.stopLoss).toBe("stopLossUnreasonable");
  });

  it("gives a liquidation price below a long's entry", () => {
    const liquidation = contractPreview(long).costs?.liquidation;
    // Cushion 4500 − 180 maintenance = 4320 over 0.5 BTC: 8640 below the entry.
    expect(liquidation).toBe("81360");
  });
});

describe("quantities", () => {
  it("steps by one unit of the quantity scale and never below zero", () => {
    expect(stepQuantity("1", 1, 5)).toBe("1.00001");
    expect(stepQuantity("0.00001", -1, 5)).toBe("0");
    expect(stepQuantity("0", -1, 5)).toBe("0");
    expect(stepQuantity("", 1, 2)).toBe("0.01");
    expect(stepQuantity("2", -1, 0)).toBe("1");
  });

  it("cuts a value finer than the scale before stepping, instead of rounding it up", () => {
    expect(stepQuantity("0.129", 1, 2)).toBe("0.13");
    expect(stepQuantity("0.129", -1, 2)).toBe("0.11");
  });

  it("accepts only positive decimals within the scale", () => {
    expect(quantityProblem("0.5", 5)).toBeUndefined();
    expect(quantityProblem("0", 5)).toBe("missing");
    expect(quantityProblem("", 5)).toBe("missing");
    expect(quantityProblem("-1", 5)).toBe("missing");
    expect(quantityProblem("1.", 5)).toBe("missing");
    expect(quantityProblem("0.000001", 5)).toBe("tooPrecise");
    // The API's bounds: lots and coins below 10^12, prices below 10^15 (10016 beyond).
    expect(quantityProblem("999999999999", 5)).toBeUndefined();
    expect(quantityProblem("1000000000000", 5)).toBe("tooLarge");
    expect(quantityProblem("999999999999999", 2, "price")).toBeUndefined();
    expect(quantityProblem("1000000000000000", 2, "price")).toBe("tooLarge");
  });

  it("lets digits and one dot be typed, nothing else", () => {
    expect(["", "1", "1.", ".5", "12.345"].every(acceptsTyping)).toBe(true);
    expect(["-1", "1.2.3", "1e5", "abc", "1 000"].some(acceptsTyping)).toBe(false);
  });
});

describe("coin preview", () => {
  const spot = { terms: btc, side: "buy" as const, orderType: "limit" as const, limitPrice: "90000", livePrice: "90500", quantity: "0.1", availableUsdt: "10000", availableCoin: "0.05" };

  it("prices turnover and fee, and checks USDT for a buy and the coin for a sell", () => {
    expect(spotPreview(spot)).toEqual({ price: "90000", turnover: "9000", fee: "3.6", short: false });
    expect(spotPreview({ ...spot, availableUsdt: "9003.59" }).short).toBe(true);
    expect(spotPreview({ ...spot, side: "sell" }).short).toBe(true);
    expect(spotPreview({ ...spot, side: "sell", quantity: "0.05" }).short).toBe(false);
  });

  it("fills a market buy at the ask and a market sell at the bid", () => {
    expect(spotPreview({ ...spot, orderType: "market" }).price).toBe("90504.53");
    expect(spotPreview({ ...spot, orderType: "market", side: "sell" }).price).toBe("90495.47");
  });
});

describe("option stake", () => {
  const cycle: OptionCycle = { id: "1", seconds: 60, payoutRatio: "0.85", minStake: "10", maxStake: "5000" };

  it("keeps the stake inside the cycle's range and the balance", () => {
    expect(stakeProblem("10", cycle, "100")).toBeUndefined();
    expect(stakeProblem("9.99", cycle, "100")).toBe("outOfRange");
    expect(stakeProblem("5000.01", cycle, "100000")).toBe("outOfRange");
    expect(stakeProblem("100.01", cycle, "100")).toBe("short");
    expect(stakeProblem("", cycle, "100")).toBe("missing");
  });

  it("expects stake × payout ratio as profit, rounded down", () => {
    expect(optionProfit("100", cycle)).toBe("85");
    expect(optionProfit("0.0000011", { ...cycle, payoutRatio: "0.85" })).toBe("0");
  });
});
