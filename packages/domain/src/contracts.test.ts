// Contract arithmetic: fills, costs, profit and loss, and the liquidation boundary, as
// properties over random positions plus the SPEC's stop-loss / take-profit rules.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contractTriggers, entryCondition, exitCondition, fillPrice, liquidationPrice, maintenanceMargin, midTrigger, openingCosts, profitAndLoss, stopProblem, unrestablePurposes, type ContractSpec, type Direction } from "./contracts.ts";
import { decimal, Decimal, toPlain } from "./money.ts";

const btc: ContractSpec = { contractSize: decimal("1"), priceScale: 2, spreadRate: decimal("0.0001"), feeRate: decimal("0.0004"), maintenanceMarginRate: decimal("0.004") };
const eurusd: ContractSpec = { contractSize: decimal("100000"), priceScale: 5, spreadRate: decimal("0.00005"), feeRate: decimal("0.00003"), maintenanceMarginRate: decimal("0.002") };

const spec = fc.constantFrom(btc, eurusd);
const direction = fc.constantFrom<Direction>("long", "short");
const lots = fc.integer({ min: 1, max: 5000 }).map((hundredths) => new Decimal(hundredths).dividedBy(100));
const leverage = fc.constantFrom(1, 2, 5, 10, 20, 50, 100);
const priceFor = (contract: ContractSpec) => fc.integer({ min: 1, max: 10_000_000 }).map((units) => new Decimal(units).dividedBy(new Decimal(10).pow(contract.priceScale - 1)));
const quoteRate = fc.constantFrom("1", "0.0067", "1.165").map(decimal);

/** Equity with unrounded PnL, to test the boundary itself. */
function exactEquity(position: { direction: Direction; entry: Decimal; lots: Decimal; margin: Decimal; spec: ContractSpec; quoteRate: Decimal }, price: Decimal): Decimal {
  const move = position.direction === "long" ? price.minus(position.entry) : position.entry.minus(price);
  return position.margin.plus(move.times(position.lots).times(position.spec.contractSize).times(position.quoteRate));
}

describe("contract arithmetic", () => {
  it("fills buys at or above mid and sells at or below, so a round trip never gains", () => {
    fc.assert(
      fc.property(spec.chain((contract) => fc.tuple(fc.constant(contract), priceFor(contract), direction)), ([contract, mid, side]) => {
        const open = new Decimal(fillPrice(mid, side, "open", contract));
        const close = new Decimal(fillPrice(mid, side, "close", contract));
        if (side === "long") expect(open.gte(mid) && close.lte(mid)).toBe(true);
        else expect(open.lte(mid) && close.gte(mid)).toBe(true);
        expect(open.decimalPlaces()).toBeLessThanOrEqual(contract.priceScale);
      }),
    );
  });

  it("charges margin of at least notional / leverage and profit and loss that is antisymmetric up to rounding", () => {
    fc.assert(
      fc.property(spec.chain((contract) => fc.tuple(fc.constant(contract), priceFor(contract), priceFor(contract), lots, leverage, quoteRate)), ([contract, entry, exit, size, times, rate]) => {
        const costs = openingCosts(entry, size, times, contract, rate);
        expect(costs.margin.times(times).gte(costs.notional)).toBe(true);
        expect(costs.margin.minus(costs.notional.dividedBy(times)).lt("0.000001")).toBe(true);
        expect(costs.fee.gte(costs.notional.times(contract.feeRate))).toBe(true);
        const long = profitAndLoss("long", entry, exit, size, contract, rate);
        const short = profitAndLoss("short", entry, exit, size, contract, rate);
        const sum = long.plus(short);
        expect(sum.lte(0) && sum.gt("-0.000002")).toBe(true);
        expect(profitAndLoss("long", entry, entry, size, contract, rate).isZero()).toBe(true);
      }),
    );
  });

  it("puts liquidation exactly where equity reaches the maintenance margin, never past it", () => {
    fc.assert(
      fc.property(spec.chain((contract) => fc.tuple(fc.constant(contract), priceFor(contract), lots, leverage, direction, quoteRate)), ([contract, entry, size, times, side, rate]) => {
        const { margin } = openingCosts(entry, size, times, contract, rate);
        const level = liquidationPrice(side, entry, size, margin, contract, rate);
        const maintenance = maintenanceMargin(entry, size, contract, rate);
        const position = { direction: side, entry, lots: size, margin, spec: contract, quoteRate: rate };
        if (level === undefined) {
          // Only a long at 1x-like leverage survives a fall to zero.
          expect(side).toBe("long");
          expect(exactEquity(position, decimal("0")).gte(maintenance)).toBe(true);
          return;
        }
        const tick = new Decimal(1).dividedBy(new Decimal(10).pow(contract.priceScale));
        const beyond = side === "long" ? new Decimal(level).minus(tick) : new Decimal(level).plus(tick);
        expect(exactEquity(position, level).gte(maintenance)).toBe(true);
        if (beyond.gt(0)) expect(exactEquity(position, beyond).lt(maintenance)).toBe(true);
        // At coarse price scales the boundary can round onto the entry itself (see liquidationPrice).
        if (side === "long") expect(new Decimal(level).lte(entry)).toBe(true);
        else expect(new Decimal(level).gte(entry)).toBe(true);
      }),
    );
  });

  it("computes a known 10x long on BTC", () => {
    const entry = fillPrice(decimal("90000"), "long", "open", btc);
    expect(toPlain(entry)).toBe("90004.5");
    const costs = openingCosts(entry, decimal("0.1"), 10, btc, decimal("1"));
    expect(costs.margin.toFixed()).toBe("900.045");
    expect(costs.fee.toFixed()).toBe("3.60018");
    expect(profitAndLoss("long", entry, decimal("91000"), decimal("0.1"), btc, decimal("1")).toFixed()).toBe("99.55");
    expect(liquidationPrice("long", entry, decimal("0.1"), costs.margin, btc, decimal("1"))?.toFixed()).toBe("81364.07");
  });

  it("accepts only stops on the losing side and targets on the winning side", () => {
    expect(stopProblem("long", decimal("100"), decimal("95"), decimal("110"))).toBeUndefined();
    expect(stopProblem("long", decimal("100"), decimal("105"), undefined)).toBe("stopLossUnreasonable");
    expect(stopProblem("long", decimal("100"), decimal("100"), undefined)).toBe("stopLossUnreasonable");
    expect(stopProblem("long", decimal("100"), undefined, decimal("90"))).toBe("takeProfitUnreasonable");
    expect(stopProblem("long", decimal("100"), decimal("0"), undefined)).toBe("stopLossUnreasonable");
    expect(stopProblem("short", decimal("100"), decimal("105"), decimal("90"))).toBeUndefined();
    expect(stopProblem("short", decimal("100"), decimal("95"), undefined)).toBe("stopLossUnreasonable");
    expect(stopProblem("short", decimal("100"), undefined, decimal("0"))).toBe("takeProfitUnreasonable");
    expect(stopProblem("short", decimal("100"), undefined, undefined)).toBeUndefined();
  });
});

describe("mid-price triggers", () => {
  it("fire exactly when the execution price meets the condition", () => {
    const condition = fc.record({ side: fc.constantFrom<"buy" | "sell">("buy", "sell"), comparison: fc.constantFrom<"atMost" | "atLeast">("atMost", "atLeast") });
    fc.assert(
      fc.property(
        spec.chain((contract) => fc.tuple(fc.constant(contract), condition, fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: -3000, max: 3000 }), fc.integer({ min: 0, max: 2 }))),
        ([contract, { side, comparison }, levelUnits, offset, extraDigits]) => {
          const step = new Decimal(10).pow(-contract.priceScale);
          const level = step.times(levelUnits);
          // Mid prices near the level, sometimes finer than the price scale.
          const mid = step.times(levelUnits).plus(new Decimal(10).pow(-(contract.priceScale + extraDigits)).times(offset));
          if (mid.lte(0)) return;
          const execution = fillPrice(mid, side === "buy" ? "long" : "short", "open", contract);
          const holds = comparison === "atMost" ? execution.lte(level) : execution.gte(level);
          const trigger = midTrigger({ side, comparison, level }, contract);
          const fires = trigger !== undefined && (trigger.side === "rise" ? mid.gte(trigger.level) : mid.lte(trigger.level));
          expect(fires).toBe(holds);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("maps exits and entries to the side that executes them", () => {
    expect(exitCondition("long", "stopLoss", decimal("95"))).toEqual({ side: "sell", comparison: "atMost", level: decimal("95") });
    expect(exitCondition("long", "takeProfit", decimal("110"))).toEqual({ side: "sell", comparison: "atLeast", level: decimal("110") });
    expect(exitCondition("short", "liquidation", decimal("120"))).toEqual({ side: "buy", comparison: "atLeast", level: decimal("120") });
    expect(exitCondition("short", "takeProfit", decimal("90"))).toEqual({ side: "buy", comparison: "atMost", level: decimal("90") });
    expect(entryCondition("long", decimal("100"))).toEqual({ side: "buy", comparison: "atMost", level: decimal("100") });
    expect(entryCondition("short", decimal("100"))).toEqual({ side: "sell", comparison: "atLeast", level: decimal("100") });
  });
});

describe("trigger levels against the trigger book", () => {
  /** Any spec the instruments table allows: price scale 0..12, spread below 1. */
  const anySpec = fc.record({
    contractSize: fc.constant(decimal("1")),
    priceScale: fc.integer({ min: 0, max: 12 }),
    spreadRate: fc.integer({ min: 0, max: 9999 }).map((units) => new Decimal(units).dividedBy(10_000)),
    feeRate: fc.constant(decimal("0.0004")),
    maintenanceMarginRate: fc.constant(decimal("0.004")),
  });
  /** A price the API accepts (below 10^15) at the spec's scale; a short's liquidation may reach twice it. */
  const levelFor = (contract: ContractSpec, factor: number) =>
    fc.bigInt({ min: 1n, max: 10n ** BigInt(15 + contract.priceScale) - 1n }).map((units) => new Decimal(units.toString()).dividedBy(new Decimal(10).pow(contract.priceScale)).times(factor));

  it("fits every level of an order whose prices are within the API's bound, for any spread", () => {
    fc.assert(
      fc.property(
        anySpec.chain((contract) => fc.tuple(fc.constant(contract), direction, levelFor(contract, 1), levelFor(contract, 1), levelFor(contract, 1), levelFor(contract, 2))),
        ([contract, side, limit, stop, target, liquidation]) => {
          expect(unrestablePurposes({ direction: side, limitPrice: limit, stopLoss: stop, takeProfit: target, liquidationPrice: liquidation }, contract)).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("names the levels the book cannot hold: the outage's take profit, or a short's limit near 10^20", () => {
    const long = { direction: "long" as const, limitPrice: null, stopLoss: decimal("85000"), takeProfit: decimal("99999999999999999999"), liquidationPrice: decimal("81364.07") };
    expect(unrestablePurposes(long, btc)).toEqual(["takeProfit"]);
    // A short sells at the bid, so its mid level lies above the limit; its stop (bought at the ask) lies below.
    const short = { direction: "short" as const, limitPrice: decimal("99999999999999999999"), stopLoss: decimal("99999999999999999999"), takeProfit: decimal("80000"), liquidationPrice: null };
    expect(unrestablePurposes(short, btc)).toEqual(["entry"]);
  });

  it("rests a waiting order's entry only, and an open one's exits", () => {
    const order = { direction: "long" as const, limitPrice: decimal("88000"), stopLoss: decimal("87000"), takeProfit: decimal("95000"), liquidationPrice: decimal("80000") };
    expect(contractTriggers({ ...order, status: "waiting" }, btc).map((planned) => planned.purpose)).toEqual(["entry"]);
    expect(contractTriggers({ ...order, status: "open" }, btc).map((planned) => planned.purpose)).toEqual(["stopLoss", "takeProfit", "liquidation"]);
    expect(contractTriggers({ ...order, status: "closed" }, btc)).toEqual([]);
  });
});
