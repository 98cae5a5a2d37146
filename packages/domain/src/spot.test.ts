// Coin order arithmetic: fills and costs round against the trader, and the weighted average
// cost behaves as a holder expects (buys blend, sells keep it, an emptied holding starts over).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ContractSpec } from "./contracts.ts";
import { decimal, Decimal } from "./money.ts";
import { coinPosition, spotCosts, spotFillPrice, type SpotFill, type SpotSide } from "./spot.ts";

const btc: ContractSpec = { contractSize: decimal("1"), priceScale: 2, spreadRate: decimal("0.0001"), feeRate: decimal("0.0004"), maintenanceMarginRate: decimal("0.004") };

const side = fc.constantFrom<SpotSide>("buy", "sell");
const price = fc.integer({ min: 1, max: 20_000_000 }).map((cents) => new Decimal(cents).dividedBy(100));
const quantity = fc.integer({ min: 1, max: 10_000_000 }).map((units) => new Decimal(units).dividedBy(100_000));
const fill = fc.record({ side, quantity, price }).map((value): SpotFill => ({ ...value, turnover: value.price.times(value.quantity) }));

describe("coin order arithmetic", () => {
  it("fills a buy at or above mid and a sell at or below, at the price scale", () => {
    fc.assert(
      fc.property(price, side, (mid, which) => {
        const filled = spotFillPrice(mid, which, btc);
        expect(which === "buy" ? filled.gte(mid) : filled.lte(mid)).toBe(true);
        expect(filled.decimalPlaces()).toBeLessThanOrEqual(btc.priceScale);
      }),
    );
    expect([spotFillPrice(decimal("90000"), "buy", btc), spotFillPrice(decimal("90000"), "sell", btc)].map((value) => value.toFixed())).toEqual(["90004.5", "89995.5"]);
  });

  it("rounds turnover against the user at USDT's scale and the fee up, never above the turnover", () => {
    fc.assert(
      fc.property(side, price, quantity, fc.constantFrom("0", "0.0004", "0.0005").map(decimal), (which, at, size, feeRate) => {
        const exact = at.times(size);
        const { turnover, fee } = spotCosts(which, at, size, feeRate);
        expect(turnover.decimalPlaces() <= 6 && fee.decimalPlaces() <= 6).toBe(true);
        expect(turnover.minus(exact).abs().lt("0.000001")).toBe(true);
        expect(which === "buy" ? turnover.gte(exact) : turnover.lte(exact)).toBe(true);
        expect(fee.lte(turnover)).toBe(true);
        expect(fee.gte(Decimal.min(exact.times(feeRate), turnover))).toBe(true);
      }),
    );
    const { turnover, fee } = spotCosts("buy", decimal("90004.5"), decimal("0.00123"), decimal("0.0004"));
    expect([turnover.toFixed(), fee.toFixed()]).toEqual(["110.705535", "0.044283"]);
  });

  it("keeps the average buy price between the prices bought since the holding was last empty, and sells never move it", () => {
    fc.assert(
      fc.property(fc.array(fill, { maxLength: 30 }), (fills) => {
        let sinceEmpty: Decimal[] = [];
        let holding = new Decimal(0);
        for (const [index, current] of fills.entries()) {
          const before = coinPosition(fills.slice(0, index)).averageBuyPrice;
          const after = coinPosition(fills.slice(0, index + 1));
          holding = current.side === "buy" ? holding.plus(current.quantity) : Decimal.max(holding.minus(current.quantity), 0);
          if (current.side === "buy") sinceEmpty.push(current.price);
          if (holding.isZero()) sinceEmpty = [];
          expect(after.holding.eq(holding)).toBe(true);
          if (current.side === "sell" && !holding.isZero()) expect(after.averageBuyPrice?.eq(before ?? -1)).toBe(true);
          if (holding.isZero()) expect(after.averageBuyPrice).toBeUndefined();
          else expect(after.averageBuyPrice?.gte(Decimal.min(...sinceEmpty)) && after.averageBuyPrice.lte(Decimal.max(...sinceEmpty))).toBe(true);
        }
      }),
    );
  });

  it("weights the average by quantity and sums bought, sold and turnover", () => {
    const position = coinPosition([
      { side: "buy", quantity: decimal("1"), price: decimal("100"), turnover: decimal("100") },
      { side: "buy", quantity: decimal("3"), price: decimal("200"), turnover: decimal("600") },
      { side: "sell", quantity: decimal("2"), price: decimal("300"), turnover: decimal("600") },
      { side: "sell", quantity: decimal("2"), price: decimal("50"), turnover: decimal("100") },
      { side: "buy", quantity: decimal("0.5"), price: decimal("80"), turnover: decimal("40") },
    ]);
    expect(position.averageBuyPrice?.toFixed()).toBe("80");
    expect([position.bought, position.sold, position.turnover, position.holding].map((value) => value.toFixed())).toEqual(["4.5", "4", "1440", "0.5"]);
    expect(coinPosition([{ side: "buy", quantity: decimal("1"), price: decimal("100"), turnover: decimal("100") }, { side: "buy", quantity: decimal("3"), price: decimal("200"), turnover: decimal("600") }]).averageBuyPrice?.toFixed()).toBe("175");
  });
});
