// Portfolio analytics: the time-weighted return ignores money put in or taken out (a property over
// random growth and flows), every figure reconciles with the statement it is built from, and a
// point with no recorded price says so instead of guessing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "./money.ts";
import { buildPortfolio, periodDays, rangeRefusal, timeWeightedReturn, type PriceMark } from "./portfolio.ts";
import { buildStatement, type PostingIn } from "./statements.ts";

const now = new Date("2026-11-27T12:00:00Z");

function posting(createdAt: string, kind: string, amount: Decimal | string, currency = "USDT", reference: string | null = null): PostingIn {
  return { entryId: "1", kind, reference, createdAt, currency, account: "available", amount: new Decimal(amount), priceSource: null };
}

describe("portfolio ranges", () => {
  it.each([
    [{ from: "2026-10-01", to: "2026-10-31" }, null],
    [{ from: "2026-10-31", to: "2026-10-01" }, "inverted"],
    [{ from: "2025-01-01", to: "2026-01-01" }, "tooLong"],
    [{ from: "2025-11-28", to: "2026-11-27" }, null],
    [{ from: "2026-11-01", to: "2026-11-28" }, "future"],
  ])("%o → %s", (period, refusal) => {
    expect(rangeRefusal(period, now)).toBe(refusal);
  });

  it("lists every day, both ends included", () => {
    expect(periodDays({ from: "2026-02-27", to: "2026-03-01" })).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });
});

/** Days from 2026-01-01 on: on day i, flow F_i at 00:00:01, then a contract result taking the value from (V + F) to (V + F)·g_i. */
function history(growth: readonly Decimal[], flows: readonly Decimal[]) {
  const postings: PostingIn[] = [];
  let value = new Decimal(1000);
  growth.forEach((factor, index) => {
    const day = new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);
    const flow = flows[index] ?? new Decimal(0);
    if (!flow.isZero()) postings.push(posting(`${day}T00:00:01.000Z`, flow.isPositive() ? "deposit" : "withdrawal_payout", flow));
    const base = value.plus(flow);
    const result = base.times(factor.minus(1));
    postings.push(posting(`${day}T12:00:00.000Z`, "contract_close", result, "USDT", `contract:${index}`));
    value = base.plus(result);
  });
  const days = periodDays({ from: "2026-01-01", to: new Date(Date.UTC(2026, 0, growth.length)).toISOString().slice(0, 10) });
  return buildPortfolio(buildStatement(new Map([["USDT", new Decimal(1000)]]), postings, []), days, new Map(), now);
}

describe("time-weighted return", () => {
  const factor = fc.integer({ min: 80, max: 125 }).map((percent) => new Decimal(percent).dividedBy(100));
  // Flows never take more than the 1000 the book could hold at its lowest (0.8^n stays above 0 but
  // a withdrawal of the whole could empty it, so withdrawals are small).
  const flow = fc.integer({ min: -50, max: 5000 }).map((amount) => new Decimal(amount));

  it("is Π growth − 1 whatever is deposited or withdrawn on the way", () => {
    fc.assert(
      fc.property(fc.array(factor, { minLength: 1, maxLength: 40 }), fc.array(flow, { maxLength: 40 }), (growth, flows) => {
        const withFlows = history(growth, flows);
        const without = history(growth, []);
        const expected = growth.reduce((product, g) => product.times(g), new Decimal(1)).minus(1);
        expect(withFlows.twr.value?.toFixed()).toBe(expected.toFixed());
        expect(without.twr.value?.toFixed()).toBe(expected.toFixed());
        expect(withFlows.twr.daysLinked).toBe(growth.length);
      }),
      { numRuns: 150 },
    );
  });

  it("is zero for deposits and withdrawals alone, and null when nothing was ever invested", () => {
    const flowsOnly = buildPortfolio(buildStatement(new Map(), [posting("2026-01-02T10:00:00.000Z", "deposit", "500"), posting("2026-01-03T10:00:00.000Z", "withdrawal_payout", "-200")], []), periodDays({ from: "2026-01-01", to: "2026-01-04" }), new Map(), now);
    expect(flowsOnly.twr.value?.toFixed()).toBe("0");
    expect(flowsOnly.twr).toMatchObject({ daysLinked: 3, daysSkipped: 1 });
    expect(flowsOnly.curve.map((point) => point.value?.toFixed())).toEqual(["0", "500", "300", "300"]);
    expect(timeWeightedReturn(new Decimal(0), [{ value: new Decimal(0), flow: new Decimal(0) }]).value).toBeNull();
  });
});

describe("valuation at recorded prices", () => {
  const marks: PriceMark[] = [
    { at: new Date("2026-09-30T23:59:00Z"), price: new Decimal("60000"), source: "simulated" },
    { at: new Date("2026-10-02T23:59:00Z"), price: new Decimal("62000.5"), source: "ccxt:binance" },
  ];
  const statement = buildStatement(
    new Map([["USDT", new Decimal("1000")]]),
    [
      posting("2026-10-01T10:00:00.000Z", "spot_fill", "-600.6", "USDT", "spot:1"),
      posting("2026-10-01T10:00:00.000Z", "spot_fill", "0.01", "BTC", "spot:1"),
      posting("2026-10-02T09:00:00.000Z", "contract_open", "-10.5", "USDT", "contract:1"),
      posting("2026-10-03T09:00:00.000Z", "contract_close", "25.25", "USDT", "contract:1"),
      posting("2026-10-03T10:00:00.000Z", "contract_open", "-3", "USDT", "contract:2"),
      posting("2026-10-03T11:00:00.000Z", "contract_close", "1", "USDT", "contract:2"),
      posting("2026-10-03T12:00:00.000Z", "deposit", "100", "USDT", "deposit:1"),
    ],
    [
      { currency: "USDT", amount: new Decimal("0.6") },
      { currency: "USDT", amount: new Decimal("0.5") },
    ],
  );
  const portfolio = buildPortfolio(statement, periodDays({ from: "2026-10-01", to: "2026-10-03" }), new Map([["BTC", marks]]), now);

  it("values each day's balances at the last recorded price before its end, naming it", () => {
    expect(portfolio.curve.map((point) => point.value?.toFixed())).toEqual(["999.4", "1008.905", "1132.155"]);
    expect(portfolio.curve[0]?.prices.find((price) => price.currency === "BTC")).toMatchObject({ source: "simulated", at: marks[0]?.at });
    expect(portfolio.curve[1]?.prices.find((price) => price.currency === "BTC")).toMatchObject({ source: "ccxt:binance" });
    expect(portfolio.curve[0]?.prices.find((price) => price.currency === "USDT")).toMatchObject({ source: "par", at: null });
  });

  it("reconciles with the statement: closing balances, fees and each product's net", () => {
    const last = portfolio.curve.at(-1);
    for (const part of statement) expect(last?.balances.find((entry) => entry.currency === part.currency)?.balance.toFixed()).toBe(part.closing.toFixed());
    expect(portfolio.fees.byCurrency.map((fee) => [fee.currency, fee.amount.toFixed()])).toEqual(statement.filter((part) => !part.fees.isZero()).map((part) => [part.currency, part.fees.toFixed()]));
    expect(portfolio.products.find((entry) => entry.product === "contracts")?.value?.toFixed()).toBe("12.75");
    // Coin: each side's flow, valued at the last price: 0.01 BTC at 62000.5 less the 600.6 paid.
    expect(portfolio.products.find((entry) => entry.product === "spot")?.value?.toFixed()).toBe("19.405");
    expect(portfolio.allocation.map((entry) => [entry.currency, entry.value?.toFixed(), entry.share?.toDecimalPlaces(2).toFixed()])).toEqual([
      ["BTC", "620.005", "54.76"],
      ["USDT", "512.15", "45.24"],
    ]);
  });

  it("ranks closed trades by their net", () => {
    expect(portfolio.best.map((trade) => [trade.reference, trade.value.toFixed()])).toEqual([["contract:1", "14.75"]]);
    expect(portfolio.worst.map((trade) => [trade.reference, trade.value.toFixed()])).toEqual([["contract:2", "-2"]]);
  });

  it("gives no value to a day holding a currency with no recorded price, and says which", () => {
    const unpriced = buildPortfolio(statement, periodDays({ from: "2026-10-01", to: "2026-10-02" }), new Map(), now);
    expect(unpriced.curve.map((point) => [point.value, point.unpriced])).toEqual([
      [null, ["BTC"]],
      [null, ["BTC"]],
    ]);
    expect(unpriced.twr).toMatchObject({ value: null, daysLinked: 0, daysSkipped: 2 });
    expect(unpriced.allocation.find((entry) => entry.currency === "BTC")).toMatchObject({ value: null, share: null });
  });
});
