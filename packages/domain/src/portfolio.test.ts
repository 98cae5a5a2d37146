// Portfolio analytics: the time-weighted return ignores money put in or taken out (a property over
// random growth and flows), every figure reconciles with the statement it is built from, and a
// point with no recorded price says so instead of guessing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ContractSpec, Direction } from "./contracts.ts";
import { Decimal } from "./money.ts";
import { buildPortfolio, openFigures, periodDays, rangeRefusal, timeWeightedReturn, type InstrumentPrice, type OpenPosition, type PriceMark } from "./portfolio.ts";
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
  return buildPortfolio(buildStatement(new Map([["USDT", new Decimal(1000)]]), postings, []), days, new Map(), now, null);
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
    const flowsOnly = buildPortfolio(buildStatement(new Map(), [posting("2026-01-02T10:00:00.000Z", "deposit", "500"), posting("2026-01-03T10:00:00.000Z", "withdrawal_payout", "-200")], []), periodDays({ from: "2026-01-01", to: "2026-01-04" }), new Map(), now, null);
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
  const portfolio = buildPortfolio(statement, periodDays({ from: "2026-10-01", to: "2026-10-03" }), new Map([["BTC", marks]]), now, null);

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
    // Coin: nothing sold, so nothing realised; the 0.01 BTC held at the last price (62000.5) over the 600.6 it cost.
    expect(portfolio.products.find((entry) => entry.product === "spot")).toMatchObject({ value: new Decimal(0), unrealised: new Decimal("19.405") });
    expect(portfolio.products.find((entry) => entry.product === "spot")?.byCurrency.map((entry) => [entry.currency, entry.amount.toFixed()])).toEqual([
      ["BTC", "0.01"],
      ["USDT", "-600.6"],
    ]);
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
    const unpriced = buildPortfolio(statement, periodDays({ from: "2026-10-01", to: "2026-10-02" }), new Map(), now, null);
    expect(unpriced.curve.map((point) => [point.value, point.unpriced])).toEqual([
      [null, ["BTC"]],
      [null, ["BTC"]],
    ]);
    expect(unpriced.twr).toMatchObject({ value: null, daysLinked: 0, daysSkipped: 2 });
    expect(unpriced.allocation.find((entry) => entry.currency === "BTC")).toMatchObject({ value: null, share: null });
  });
});

describe("open positions' floating result", () => {
  const btc: ContractSpec = { contractSize: new Decimal(1), priceScale: 2, spreadRate: new Decimal("0.001"), feeRate: new Decimal("0.0005"), maintenanceMarginRate: new Decimal("0.004") };
  const tick = (price: string): InstrumentPrice => ({ price: new Decimal(price), at: new Date("2026-11-27T11:59:58Z"), source: "simulated" });
  const contract = (reference: string, direction: Direction, openPrice: string, lots: string, margin: string, code = "BTCUSDT"): OpenPosition => ({
    product: "contracts",
    reference,
    code,
    terms: { direction, openPrice: new Decimal(openPrice), lots: new Decimal(lots), margin: new Decimal(margin), quoteRate: new Decimal(1) },
    spec: btc,
  });
  const option = (reference: string, direction: "up" | "down", entryPrice: string, stake: string, code = "BTCUSDT"): OpenPosition => ({ product: "options", reference, code, direction, entryPrice: new Decimal(entryPrice), stake: new Decimal(stake), payoutRatio: new Decimal("0.8") });
  const statement = buildStatement(new Map([["USDT", new Decimal(1000)]]), [posting("2026-11-27T09:00:00.000Z", "contract_open", "-3", "USDT", "contract:1")], []);
  const today = periodDays({ from: "2026-11-27", to: "2026-11-27" });

  it("values a contract as closing it now would credit beyond its margin: the bid or ask, the result, less the closing fee", () => {
    // Long 0.1 at 60,000, mid 61,000: the close sells at the bid 60,969.50 (half of 0.1 % below), +96.95, less the fee 60,969.5 × 0.1 × 0.05 % = 3.048475.
    const open = openFigures({ at: now, positions: [contract("contract:1", "long", "60000", "0.1", "600")], prices: new Map([["BTCUSDT", tick("61000")]]) });
    expect(open.positions.map((position) => [position.reference, position.result?.toFixed()])).toEqual([["contract:1", "93.901525"]]);
    // A fall past the margin loses the margin, never more, and the fee is cut first.
    const wiped = openFigures({ at: now, positions: [contract("contract:1", "long", "60000", "0.1", "600")], prices: new Map([["BTCUSDT", tick("50000")]]) });
    expect(wiped.value.toFixed()).toBe("-600");
  });

  it("values an option as what expiring at the price would pay beyond its stake", () => {
    const results = (price: string) => openFigures({ at: now, positions: [option("option:1", "up", "60000", "100"), option("option:2", "down", "60000", "100")], prices: new Map([["BTCUSDT", tick(price)]]) }).positions.map((position) => position.result?.toFixed());
    expect(results("60000.01")).toEqual(["80", "-100"]);
    expect(results("60000")).toEqual(["0", "0"]);
    expect(results("59999")).toEqual(["-100", "80"]);
  });

  it("counts nothing for an instrument with no recorded price, and names the position", () => {
    const portfolio = buildPortfolio(statement, today, new Map(), now, { at: now, positions: [contract("contract:1", "long", "60000", "0.1", "600"), option("option:2", "up", "1.1", "50", "EURUSD")], prices: new Map([["BTCUSDT", tick("61000")]]) });
    expect(portfolio.open?.positions.map((position) => [position.reference, position.price?.source ?? null, position.result?.toFixed() ?? null])).toEqual([
      ["contract:1", "simulated", "93.901525"],
      ["option:2", null, null],
    ]);
    expect(portfolio.products.map((entry) => [entry.product, entry.value?.toFixed(), entry.unrealised?.toFixed()])).toEqual([
      ["contracts", "-3", "93.901525"],
      ["options", "0", "0"],
    ]);
    expect(portfolio.valueWithOpen?.toFixed()).toBe("1090.901525");
  });

  it("leaves the floating result out for days before today", () => {
    const past = buildPortfolio(statement, today, new Map(), now, null);
    expect(past.open).toBeNull();
    expect(past.valueWithOpen).toBeNull();
    expect(past.products.map((entry) => entry.unrealised)).toEqual([null]);
  });

  /** The close and the expiry redone by hand, straight from SPEC's rules. */
  function naive(position: OpenPosition, mid: Decimal): Decimal {
    if (position.product === "options") {
      const move = mid.comparedTo(position.entryPrice);
      if (move === 0) return new Decimal(0);
      return (move > 0) === (position.direction === "up") ? position.stake.times(position.payoutRatio).toDecimalPlaces(6, Decimal.ROUND_DOWN) : position.stake.negated();
    }
    const { direction, openPrice, lots, margin } = position.terms;
    const half = position.spec.spreadRate.dividedBy(2);
    const exit = direction === "long" ? mid.times(new Decimal(1).minus(half)).toDecimalPlaces(2, Decimal.ROUND_DOWN) : mid.times(new Decimal(1).plus(half)).toDecimalPlaces(2, Decimal.ROUND_UP);
    const gross = (direction === "long" ? exit.minus(openPrice) : openPrice.minus(exit)).times(lots).toDecimalPlaces(6, Decimal.ROUND_FLOOR);
    const pnl = gross.lessThan(margin.negated()) ? margin.negated() : gross;
    const fee = exit.times(lots).times(position.spec.feeRate).toDecimalPlaces(6, Decimal.ROUND_UP);
    return pnl.minus(fee.greaterThan(margin.plus(pnl)) ? margin.plus(pnl) : fee);
  }

  it("equals a naive recomputation over random positions and prices, each product apart and in the value", () => {
    const price = fc.integer({ min: 1_000_000, max: 9_000_000 }).map((cents) => new Decimal(cents).dividedBy(100));
    const position = fc.oneof(
      fc.record({ direction: fc.constantFrom<Direction>("long", "short"), open: price, lots: fc.integer({ min: 1, max: 500 }), leverage: fc.constantFrom(1, 5, 20, 100) }).map(({ direction, open, lots, leverage }) => {
        const size = new Decimal(lots).dividedBy(100);
        return contract("c", direction, open.toFixed(), size.toFixed(), open.times(size).dividedBy(leverage).toDecimalPlaces(6, Decimal.ROUND_UP).toFixed());
      }),
      fc.record({ direction: fc.constantFrom<"up" | "down">("up", "down"), entry: price, stake: fc.integer({ min: 1, max: 100_000 }) }).map(({ direction, entry, stake }) => option("o", direction, entry.toFixed(), new Decimal(stake).dividedBy(100).toFixed())),
    );
    fc.assert(
      fc.property(fc.array(position, { maxLength: 8 }), price, fc.boolean(), (positions, mid, priced) => {
        const prices = new Map(priced ? [["BTCUSDT", { price: mid, at: now, source: "simulated" }]] : []);
        const portfolio = buildPortfolio(statement, today, new Map(), now, { at: now, positions, prices });
        const expected = (product: string) => positions.filter((entry) => entry.product === product).reduce((sum, entry) => (priced ? sum.plus(naive(entry, mid)) : sum), new Decimal(0));
        for (const product of ["contracts", "options"] as const) {
          const line = portfolio.products.find((entry) => entry.product === product);
          if (product === "contracts" || positions.some((entry) => entry.product === product)) expect(line?.unrealised?.toFixed()).toBe(expected(product).toFixed());
        }
        const total = expected("contracts").plus(expected("options"));
        expect(portfolio.open?.value.toFixed()).toBe(total.toFixed());
        expect(portfolio.valueWithOpen?.toFixed()).toBe(new Decimal(997).plus(total).toFixed());
      }),
    );
  });
});

describe("coin trades at average cost", () => {
  let entry = 0;
  /** One entry's lines (one per currency), its own entry id. */
  function entryOf(createdAt: string, kind: string, legs: Record<string, string>): PostingIn[] {
    entry += 1;
    return Object.entries(legs).map(([currency, amount]) => ({ entryId: `e${entry}`, kind, reference: null, createdAt, currency, account: "available", amount: new Decimal(amount), priceSource: null }));
  }
  const btcMarks: PriceMark[] = [
    { at: new Date("2026-10-31T23:59:00Z"), price: new Decimal("100"), source: "simulated" },
    { at: new Date("2026-11-10T00:00:00Z"), price: new Decimal("150"), source: "simulated" },
    { at: new Date("2026-11-27T11:59:00Z"), price: new Decimal("200"), source: "ccxt:binance" },
  ];
  const days = periodDays({ from: "2026-11-01", to: "2026-11-27" });
  const postings = [
    ...entryOf("2026-11-02T10:00:00.000Z", "spot_fill", { USDT: "-100.1", BTC: "1" }),
    ...entryOf("2026-11-03T10:00:00.000Z", "spot_fill", { USDT: "-300.3", BTC: "2" }),
    // Sells 1.5 for 240 less a 0.24 fee: the 1.5 cost 400.4 × 1.5 / 3 = 200.2.
    ...entryOf("2026-11-05T10:00:00.000Z", "spot_fill", { USDT: "239.76", BTC: "-1.5" }),
    // 0.5 deposited enters at the price recorded by then (150): 0.5 × 150 = 75.
    ...entryOf("2026-11-12T10:00:00.000Z", "deposit", { BTC: "0.5" }),
    // 1 of the 2 withdrawn takes half the cost (275.2 / 2) and realises nothing.
    ...entryOf("2026-11-20T10:00:00.000Z", "withdrawal_payout", { BTC: "-1" }),
  ];
  const build = (opening: Map<string, Decimal>, lines: PostingIn[], marks: Map<string, PriceMark[]>, open: Parameters<typeof buildPortfolio>[4] = null) =>
    buildPortfolio(buildStatement(opening, lines, []), days, marks, now, open);
  const coinFigures = (portfolio: ReturnType<typeof buildPortfolio>) =>
    portfolio.coins.map((coin) => ({ currency: coin.currency, quantity: coin.quantity.toFixed(), cost: coin.cost?.toFixed(), realised: coin.realised?.toFixed(), atRecordedPrice: coin.atRecordedPrice, unrealised: coin.unrealised?.toFixed() }));

  it("buys add their cost, a partial sell realises against the average, a deposit enters at its recorded price, a withdrawal leaves at average cost", () => {
    const portfolio = build(new Map([["USDT", new Decimal(1000)]]), postings, new Map([["BTC", btcMarks]]));
    expect(coinFigures(portfolio)).toEqual([{ currency: "BTC", quantity: "1", cost: "137.6", realised: "39.56", atRecordedPrice: 1, unrealised: "62.4" }]);
    expect(portfolio.coins[0]?.price).toEqual({ price: new Decimal("200"), at: btcMarks[2]?.at, source: "ccxt:binance" });
    const spot = portfolio.products.find((product) => product.product === "spot");
    expect([spot?.value?.toFixed(), spot?.unrealised?.toFixed()]).toEqual(["39.56", "62.4"]);
  });

  it("starts a holding from before the days at the price recorded by their start", () => {
    const portfolio = build(new Map([["BTC", new Decimal(2)]]), entryOf("2026-11-05T10:00:00.000Z", "spot_fill", { USDT: "149.85", BTC: "-1" }), new Map([["BTC", btcMarks]]));
    // 2 at 100 = 200; selling 1 for 149.85 realises 49.85; the other 1 at 200 is 100 over its 100.
    expect(coinFigures(portfolio)).toEqual([{ currency: "BTC", quantity: "1", cost: "100", realised: "49.85", atRecordedPrice: 1, unrealised: "100" }]);
  });

  it("values the coins held at the latest recorded tick of <coin>USDT when the days reach today", () => {
    const tick = { price: new Decimal("180.5"), at: new Date("2026-11-27T11:59:59Z"), source: "simulated" };
    const portfolio = build(new Map([["USDT", new Decimal(1000)]]), postings, new Map([["BTC", btcMarks]]), { at: now, positions: [], prices: new Map([["BTCUSDT", tick]]) });
    expect(portfolio.coins[0]).toMatchObject({ price: tick });
    expect(portfolio.coins[0]?.unrealised?.toFixed()).toBe("42.9");
    // Today's point and the allocation use the same tick, not the last candle's close (200).
    expect(portfolio.curve.at(-1)?.prices.find((price) => price.currency === "BTC")).toEqual({ currency: "BTC", ...tick });
    expect(portfolio.allocation.find((entry) => entry.currency === "BTC")?.value?.toFixed()).toBe("180.5");
    // Yesterday's point keeps its candle.
    expect(portfolio.curve.at(-2)?.prices.find((price) => price.currency === "BTC")?.price.toFixed()).toBe("150");
  });

  it("counts the priced coins' unrealised results and leaves an unpriced coin out, named by its null price", () => {
    const lines = [...postings, ...entryOf("2026-11-21T10:00:00.000Z", "spot_fill", { USDT: "-50", ETH: "2" })];
    const portfolio = build(new Map([["USDT", new Decimal(1000)]]), lines, new Map([["BTC", btcMarks]]));
    expect(coinFigures(portfolio).map((coin) => [coin.currency, coin.unrealised])).toEqual([
      ["BTC", "62.4"],
      ["ETH", undefined],
    ]);
    expect(portfolio.coins.find((coin) => coin.currency === "ETH")?.price).toBeNull();
    expect(portfolio.products.find((product) => product.product === "spot")?.unrealised?.toFixed()).toBe("62.4");
  });

  it("does not guess the cost of coins that arrived with no recorded price, until the holding is emptied", () => {
    const lines = [
      ...entryOf("2026-11-02T10:00:00.000Z", "deposit", { ETH: "1" }),
      ...entryOf("2026-11-03T10:00:00.000Z", "spot_fill", { USDT: "10", ETH: "-1" }),
      ...entryOf("2026-11-04T10:00:00.000Z", "spot_fill", { USDT: "-20", ETH: "2" }),
    ];
    const portfolio = build(new Map([["USDT", new Decimal(1000)]]), lines, new Map());
    expect(coinFigures(portfolio)).toEqual([{ currency: "ETH", quantity: "2", cost: "20", realised: undefined, atRecordedPrice: 1, unrealised: undefined }]);
    // Sold coins of unknown cost leave the realised result unknown; the unrealised counts no coin.
    expect(portfolio.products.find((product) => product.product === "spot")).toMatchObject({ value: null, unrealised: new Decimal(0) });
  });

  type Step = { kind: "buy" | "sell" | "deposit" | "withdraw"; amount: number; price: number; fee: number };
  const step = fc.record({ kind: fc.constantFrom<Step["kind"]>("buy", "sell", "deposit", "withdraw"), amount: fc.integer({ min: 1, max: 100 }), price: fc.integer({ min: 1, max: 100_000 }), fee: fc.integer({ min: 0, max: 100 }) });

  it("equals a naive average-cost recomputation over random buys, sells, deposits and withdrawals", () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), (steps) => {
        // The naive way: an average price per coin, changed only by arrivals; quantities in thousandths.
        let held = new Decimal(0);
        let average = new Decimal(0);
        let realised = new Decimal(0);
        const lines: PostingIn[] = [];
        steps.forEach((entry, index) => {
          const at = new Date(Date.UTC(2026, 10, 1, 1, index)).toISOString();
          const price = new Decimal(entry.price).dividedBy(100);
          const fee = new Decimal(entry.fee).dividedBy(100);
          if (entry.kind === "buy" || entry.kind === "deposit") {
            const quantity = new Decimal(entry.amount).dividedBy(1000);
            // A deposit enters at the day's recorded price, 100.
            const cost = entry.kind === "buy" ? quantity.times(price).plus(fee) : quantity.times(100);
            average = average.times(held).plus(cost).dividedBy(held.plus(quantity));
            held = held.plus(quantity);
            lines.push(...(entry.kind === "buy" ? entryOf(at, "spot_fill", { USDT: cost.negated().toFixed(), BTC: quantity.toFixed() }) : entryOf(at, "deposit", { BTC: quantity.toFixed() })));
            return;
          }
          const quantity = held.times(entry.amount).dividedBy(100).toDecimalPlaces(3, Decimal.ROUND_DOWN);
          if (quantity.isZero()) return;
          if (entry.kind === "sell") {
            const proceeds = quantity.times(price).minus(fee);
            realised = realised.plus(proceeds.minus(average.times(quantity)));
            lines.push(...entryOf(at, "spot_fill", { USDT: proceeds.toFixed(), BTC: quantity.negated().toFixed() }));
          } else lines.push(...entryOf(at, "withdrawal_payout", { BTC: quantity.negated().toFixed() }));
          held = held.minus(quantity);
          if (held.isZero()) average = new Decimal(0);
        });
        // Nothing ever held: no coin to speak of.
        if (lines.length === 0) return;
        const coin = build(new Map([["USDT", new Decimal(1_000_000)]]), lines, new Map([["BTC", btcMarks.slice(0, 1)]])).coins[0];
        const close = (a: Decimal | null | undefined, b: Decimal) => expect(a?.minus(b).abs().lessThan("1e-40")).toBe(true);
        expect(coin?.quantity.toFixed()).toBe(held.toFixed());
        close(coin?.realised, realised);
        close(coin?.cost, average.times(held));
        close(coin?.unrealised, held.times(100).minus(average.times(held)));
      }),
      { numRuns: 200 },
    );
  });
});
