// Portfolio analytics through the API: October of a real book with a deposit before it, two
// contracts, a deposit, a coin buy and a partial sell, and an adjustment, and BTC's recorded
// candles. Every figure equals a recomputation from the statement of the same month (its CSV):
// the curve's values and prices, the return without the deposits and the adjustment, fees,
// products (coin trades at average cost) and allocation.
import type { PortfolioView } from "@tradewind/api/portfolio";
import type { StatementSummary } from "@tradewind/api/statements";
import type { UserId } from "@tradewind/domain/ids";
import { Decimal, decimal } from "@tradewind/domain/money";
import { catalogues } from "@tradewind/i18n/catalogues";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvRows, postDated, type DatedLeg } from "../statements/testing.ts";
import { call, databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import type { EntryKind } from "@tradewind/domain/ledger-kinds";

const october = "from=2026-10-01&to=2026-10-31";
/** BTC's recorded candles: (open time, close, feed). */
const candles = [
  ["2026-09-30T23:00:00Z", "60000", "simulated"],
  ["2026-10-10T12:00:00Z", "62000", "simulated"],
  ["2026-10-20T10:00:00Z", "61000.5", "ccxt:binance"],
] as const;

describe.skipIf(databaseUnavailable)("portfolio analytics", () => {
  let t: TestApp;
  let owner: { token: string; id: UserId };
  let portfolio: PortfolioView;
  let rows: Record<string, string>[] = [];
  const post = (at: string, kind: EntryKind, reference: string, legs: DatedLeg[], fee?: { currency: string; amount: string }) => postDated(t.db, owner.id, at, kind, reference, legs, fee);
  const usdt = (amount: string): DatedLeg => ({ currency: "USDT", kind: "available", amount });
  const margin = (amount: string): DatedLeg => ({ currency: "USDT", kind: "margin", amount });

  beforeAll(async () => {
    t = await testApp();
    const user = await registerUser(t.app);
    owner = { token: user.token, id: user.user.id };
    for (const [at, close, source] of candles) {
      await sql`insert into candles_1m (instrument_id, open_time, open, high, low, close, volume, source)
        select id, ${new Date(at)}, ${close}, ${close}, ${close}, ${close}, 1, ${source} from instruments where code = 'BTCUSDT'`.execute(t.db);
    }
    await post("2026-09-20T10:00:00Z", "deposit", "deposit:1", [usdt("500")]);
    await post("2026-10-02T09:00:00Z", "contract_open", "contract:7", [usdt("-100.5"), margin("100")], { currency: "USDT", amount: "0.5" });
    await post("2026-10-03T09:00:00Z", "contract_close", "contract:7", [margin("-100"), usdt("111.75")], { currency: "USDT", amount: "0.25" });
    await post("2026-10-05T08:00:00Z", "deposit", "deposit:2", [usdt("1000")]);
    await post("2026-10-10T13:00:00Z", "spot_fill", "spot:1", [usdt("-50.05"), { currency: "BTC", kind: "available", amount: "0.001" }], { currency: "USDT", amount: "0.05" });
    await post("2026-10-25T13:00:00Z", "spot_fill", "spot:2", [{ currency: "BTC", kind: "available", amount: "-0.0004" }, usdt("24.3756")], { currency: "USDT", amount: "0.0244" });
    await post("2026-10-15T09:00:00Z", "contract_open", "contract:8", [usdt("-20.2"), margin("20")], { currency: "USDT", amount: "0.2" });
    await post("2026-10-16T09:00:00Z", "contract_close", "contract:8", [margin("-20"), usdt("15")], { currency: "USDT", amount: "0.1" });
    await post("2026-10-31T23:59:59Z", "adjustment", "adjustment:1", [usdt("-7.125")]);
    const generated = await call<{ statement: StatementSummary }>(t.app, "POST", "/user/statements", { book: "real", from: "2026-10-01", to: "2026-10-31" }, { token: owner.token });
    expect(generated.code, generated.message).toBe(200);
    const file = await t.app.inject({ method: "GET", url: `/swx/customer/user/statements/${generated.result.statement.id}/csv`, headers: { authorization: owner.token } });
    rows = csvRows(file.rawPayload.toString("utf8"));
    const reply = await call<PortfolioView>(t.app, "GET", `/user/portfolio?${october}`, undefined, { token: owner.token, book: "real" });
    expect(reply.code, reply.message).toBe(200);
    portfolio = reply.result;
  }, 400_000);

  afterAll(async () => {
    await t.close();
  });

  /** The statement's balance of each currency at `instant`: its opening plus its postings before then. */
  function statementBalances(instant: Date): Map<string, Decimal> {
    const balances = new Map(rows.filter((row) => row.row === "opening").map((row) => [row.currency ?? "", decimal(row.balance ?? "0")]));
    for (const row of rows.filter((entry) => entry.row === "posting" && new Date(entry.createdAt ?? "") < instant)) balances.set(row.currency ?? "", (balances.get(row.currency ?? "") ?? new Decimal(0)).plus(row.amount ?? "0"));
    return balances;
  }

  /** BTC's recorded close by `instant` (a candle closes a minute after it opens). */
  function btcAt(instant: Date) {
    return candles.findLast(([at]) => new Date(at).getTime() + 60_000 <= instant.getTime());
  }

  it("values each day's close at BTC's recorded price, naming the candle, as the statement's balances give", () => {
    expect(portfolio.curve).toHaveLength(31);
    let previous: Decimal | null = null;
    let growth = new Decimal(1);
    for (const point of portfolio.curve) {
      const end = new Date(`${point.day}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      const balances = statementBalances(end);
      const btc = btcAt(end);
      const value = (balances.get("USDT") ?? new Decimal(0)).plus((balances.get("BTC") ?? new Decimal(0)).times(btc?.[1] ?? "0"));
      expect(point.value, point.day).toBe(value.toDecimalPlaces(6).toFixed());
      if (!(balances.get("BTC") ?? new Decimal(0)).isZero()) expect(point.prices.find((price) => price.currency === "BTC")).toEqual({ currency: "BTC", price: btc?.[1], source: btc?.[2], at: new Date(new Date(btc?.[0] ?? "").getTime() + 60_000).toISOString() });
      // The return, recomputed: deposits and the adjustment are the statement's transfers and adjustments rows of the day.
      const dayStart = new Date(`${point.day}T00:00:00Z`);
      const flow = rows
        .filter((row) => row.row === "posting" && (row.product === "transfers" || row.product === "adjustments") && new Date(row.createdAt ?? "") >= dayStart && new Date(row.createdAt ?? "") < end)
        .reduce((sum, row) => sum.plus(row.amount ?? "0"), new Decimal(0));
      const base: Decimal = (previous ?? statementBalances(dayStart).get("USDT") ?? new Decimal(0)).plus(flow);
      growth = growth.times(value.dividedBy(base));
      previous = value;
    }
    expect(portfolio.openingValue).toBe("500");
    expect(portfolio.twr).toEqual({ value: growth.minus(1).toDecimalPlaces(8).toFixed(), daysLinked: 31, daysSkipped: 0 });
    // A few percent from the trades, not the 1,000 deposited: the deposit is no gain.
    expect(decimal(portfolio.twr.value ?? "0").abs().lessThan("0.05")).toBe(true);
  });

  it("reconciles with the statement: closing balances, fees, each product's net and the allocation", () => {
    const closing = Object.fromEntries(rows.filter((row) => row.row === "closing").map((row) => [row.currency, row.balance]));
    expect(Object.fromEntries((portfolio.curve.at(-1)?.balances ?? []).map((entry) => [entry.currency, entry.balance]))).toEqual(closing);
    expect(portfolio.fees.byCurrency).toEqual([{ currency: "USDT", amount: rows.find((row) => row.row === "fees" && row.currency === "USDT")?.amount, value: "1.1244" }]);
    const productRows = (product: string) => rows.filter((row) => row.row === "product" && row.product === product).map((row) => [row.currency, row.amount]);
    for (const product of ["contracts", "spot"]) expect(portfolio.products.find((entry) => entry.product === product)?.byCurrency.map((entry) => [entry.currency, entry.amount])).toEqual(productRows(product));
    expect(portfolio.products.map((entry) => [entry.product, entry.value, entry.unrealised])).toEqual([
      // October is over: no floating result is measured for contracts.
      ["contracts", "6.05", null],
      // 0.0004 of the 0.001 BTC bought for 50.05 sold for 24.3756 net: 24.3756 − 20.02; the 0.0006 left at October's last price over its 30.03.
      ["spot", "4.3556", "6.5703"],
    ]);
    expect(portfolio.allocation.map((entry) => [entry.currency, entry.balance, entry.value, entry.share])).toEqual([
      ["BTC", "0.0006", "36.6003", "2.42"],
      ["USDT", "1473.2506", "1473.2506", "97.58"],
    ]);
    expect(portfolio.best.map((trade) => [trade.reference, trade.value])).toEqual([["contract:7", "11.25"]]);
    expect(portfolio.worst.map((trade) => [trade.reference, trade.value])).toEqual([["contract:8", "-5.2"]]);
  });

  it("realises coin sells at average cost, as a recomputation from the statement's coin trade postings gives", () => {
    // Per fill (the CSV's entry), its BTC and USDT; BTC held before October would enter at the opening price (none here).
    const fills = new Map<string, { btc: Decimal; usdt: Decimal }>();
    for (const row of rows.filter((entry) => entry.row === "posting" && entry.product === "spot")) {
      const fill = fills.get(row.entryId ?? "") ?? { btc: new Decimal(0), usdt: new Decimal(0) };
      if (row.currency === "BTC") fill.btc = fill.btc.plus(row.amount ?? "0");
      else fill.usdt = fill.usdt.plus(row.amount ?? "0");
      fills.set(row.entryId ?? "", fill);
    }
    let held = new Decimal(0);
    let cost = new Decimal(0);
    let realised = new Decimal(0);
    for (const { btc, usdt: paid } of fills.values()) {
      if (btc.isPositive()) cost = cost.minus(paid);
      else {
        const sold = cost.times(btc.negated()).dividedBy(held);
        realised = realised.plus(paid.minus(sold));
        cost = cost.minus(sold);
      }
      held = held.plus(btc);
    }
    expect(fills.size).toBe(2);
    expect(portfolio.products.find((entry) => entry.product === "spot")?.value).toBe(realised.toDecimalPlaces(6).toFixed());
    const last = candles.at(-1);
    expect(portfolio.coins).toEqual([
      {
        currency: "BTC",
        quantity: held.toFixed(),
        cost: cost.toFixed(),
        realised: realised.toFixed(),
        atRecordedPrice: 0,
        price: { price: last?.[1], at: new Date(new Date(last?.[0] ?? "").getTime() + 60_000).toISOString(), source: last?.[2] },
        unrealised: held.times(last?.[1] ?? "0").minus(cost).toDecimalPlaces(6).toFixed(),
      },
    ]);
  });

  it.each([
    ["from=2026-10-31&to=2026-10-01", 10364],
    ["from=2025-01-01&to=2026-01-01", 10365],
    ["from=2026-11-01&to=2026-11-24", 10366],
    ["from=2026-02-30&to=2026-03-01", 10100],
  ])("refuses %s with %i", async (query, code) => {
    const refused = await call(t.app, "GET", `/user/portfolio?${query}`, undefined, { token: owner.token, lang: "ar" });
    expect(refused.code).toBe(code);
    expect(refused.message).toBe(catalogues.ar.errors[String(code) as keyof typeof catalogues.ar.errors]);
  });

  it("reads the header's book only, up to today, and nobody signed out", async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const demo = await call<PortfolioView>(t.app, "GET", `/user/portfolio?from=${today}&to=${today}`, undefined, { token: owner.token, book: "demo" });
    expect(demo.code, demo.message).toBe(200);
    expect(demo.result.curve.map((point) => point.day)).toEqual([today]);
    expect(demo.result.products).toEqual([]);
    expect((await call(t.app, "GET", `/user/portfolio?${october}`)).status).toBe(401);
  });
});

// Today's reading with positions still open: a long BTC contract and two pending options (one on
// ETH, which has no recorded tick), opened on earlier days. The realised figures equal the
// statement of the days before today (nothing was posted today), and the floating results a
// recomputation of the close and the expiry at BTC's latest recorded tick, from the catalogue's terms.
describe.skipIf(databaseUnavailable)("portfolio analytics with open positions", () => {
  let t: TestApp;
  let owner: { token: string; id: UserId };
  let portfolio: PortfolioView;
  let rows: Record<string, string>[] = [];
  const usdt = (amount: string): DatedLeg => ({ currency: "USDT", kind: "available", amount });
  const tickAt = new Date("2026-11-23T07:59:58Z");
  let contractId = "";
  let optionIds: string[] = [];

  async function instrument(code: string) {
    const { rows: found } = await sql<{ id: string; spread_rate: string; fee_rate: string; price_scale: number; cycle_id: string; payout_ratio: string }>`
      select i.id, i.spread_rate, i.fee_rate, i.price_scale, c.id as cycle_id, c.payout_ratio from instruments i join option_cycles c on c.instrument_id = i.id and c.seconds = 300 where i.code = ${code}`.execute(t.db);
    const first = found[0];
    if (!first) throw new Error(`no ${code}`);
    return first;
  }

  beforeAll(async () => {
    t = await testApp();
    const user = await registerUser(t.app);
    owner = { token: user.token, id: user.user.id };
    const post = (at: string, kind: EntryKind, reference: string, legs: DatedLeg[], fee?: { currency: string; amount: string }) => postDated(t.db, owner.id, at, kind, reference, legs, fee);
    const btc = await instrument("BTCUSDT");
    const eth = await instrument("ETHUSDT");
    // BTC's recorded ticks: an older one, the latest by now, and one after now that must not count.
    for (const [at, price] of [["2026-11-23T07:00:00Z", "60500"], [tickAt.toISOString(), "61000"], ["2026-11-23T08:00:05Z", "70000"]] as const) {
      await sql`insert into market_ticks (instrument_id, ts, price, source) values (${btc.id}, ${new Date(at)}, ${price}, 'simulated')`.execute(t.db);
    }
    await post("2026-11-18T10:00:00Z", "deposit", "deposit:1", [usdt("2000")]);
    const contract = await sql<{ id: string }>`insert into contract_orders (user_id, book, instrument_id, direction, order_type, status, lots, leverage, quote_rate, margin, open_fee, open_price, open_mid, open_source, opened_at)
      values (${owner.id}, 'real', ${btc.id}, 'long', 'market', 'open', 0.1, 10, 1, 600, 2.4, 60000, 59997, 'simulated', ${new Date("2026-11-20T10:00:00Z")}) returning id`.execute(t.db);
    contractId = contract.rows[0]?.id ?? "";
    await post("2026-11-20T10:00:00Z", "contract_open", `contract:${contractId}`, [usdt("-602.4"), { currency: "USDT", kind: "margin", amount: "600" }], { currency: "USDT", amount: "2.4" });
    optionIds = [];
    for (const [terms, direction] of [[btc, "up"], [eth, "down"]] as const) {
      const option = await sql<{ id: string }>`insert into option_orders (user_id, book, instrument_id, cycle_id, cycle_seconds, payout_ratio, direction, stake, entry_price, entry_source, entry_price_time, placed_at, expires_at, status)
        values (${owner.id}, 'real', ${terms.id}, ${terms.cycle_id}, 300, ${terms.payout_ratio}, ${direction}, 100, 60000, 'simulated', ${new Date("2026-11-21T10:00:00Z")}, ${new Date("2026-11-21T10:00:00Z")}, ${new Date("2026-11-23T09:00:00Z")}, 'pending') returning id`.execute(t.db);
      const id = option.rows[0]?.id ?? "";
      optionIds.push(id);
      await post("2026-11-21T10:00:00Z", "option_open", `option:${id}`, [usdt("-100"), { currency: "USDT", kind: "held", amount: "100" }]);
    }
    const generated = await call<{ statement: StatementSummary }>(t.app, "POST", "/user/statements", { book: "real", from: "2026-11-17", to: "2026-11-22" }, { token: owner.token });
    expect(generated.code, generated.message).toBe(200);
    const file = await t.app.inject({ method: "GET", url: `/swx/customer/user/statements/${generated.result.statement.id}/csv`, headers: { authorization: owner.token } });
    rows = csvRows(file.rawPayload.toString("utf8"));
    const reply = await call<PortfolioView>(t.app, "GET", "/user/portfolio?from=2026-11-17&to=2026-11-23", undefined, { token: owner.token, book: "real" });
    expect(reply.code, reply.message).toBe(200);
    portfolio = reply.result;
  }, 400_000);

  afterAll(async () => {
    await t.close();
  });

  it("equals the statement's realised figures plus the open positions recomputed at BTC's latest recorded tick", async () => {
    const btc = await instrument("BTCUSDT");
    // The close now: sell at the bid (half the spread under 61,000, rounded down to the price step), the move on 0.1 BTC floored, less the closing fee rounded up.
    const exit = decimal("61000").times(decimal("1").minus(decimal(btc.spread_rate).dividedBy(2))).toDecimalPlaces(btc.price_scale, Decimal.ROUND_DOWN);
    const closeFee = exit.times("0.1").times(btc.fee_rate).toDecimalPlaces(6, Decimal.ROUND_UP);
    const contractResult = exit.minus("60000").times("0.1").toDecimalPlaces(6, Decimal.ROUND_FLOOR).minus(closeFee);
    // BTC is above the up option's entry: it would pay its ratio on the stake.
    const optionResult = decimal("100").times(btc.payout_ratio).toDecimalPlaces(6, Decimal.ROUND_DOWN);
    const price = { price: "61000", at: tickAt.toISOString(), source: "simulated" };
    expect(portfolio.open).toEqual({
      at: "2026-11-23T08:00:00.000Z",
      positions: [
        { reference: `contract:${contractId}`, product: "contracts", code: "BTCUSDT", price, result: contractResult.toFixed() },
        { reference: `option:${optionIds[0]}`, product: "options", code: "BTCUSDT", price, result: optionResult.toFixed() },
        { reference: `option:${optionIds[1]}`, product: "options", code: "ETHUSDT", price: null, result: null },
      ],
      value: contractResult.plus(optionResult).toFixed(),
    });
    const productRow = (product: string) => rows.find((row) => row.row === "product" && row.product === product && row.currency === "USDT")?.amount ?? "0";
    expect(portfolio.products.map((entry) => [entry.product, entry.value, entry.unrealised])).toEqual([
      ["contracts", decimal(productRow("contracts")).toFixed(), contractResult.toFixed()],
      ["options", decimal(productRow("options")).toFixed(), optionResult.toFixed()],
    ]);
    // Nothing posted today: the last point is the statement's closing (margin and stakes at book value), and the value with the open positions adds their floating results.
    const closing = rows.filter((row) => row.row === "closing").map((row) => [row.currency, row.balance]);
    // 2,000 deposited less the opening fee.
    expect(closing).toEqual([["USDT", "1997.6"]]);
    expect(portfolio.curve.at(-1)?.value).toBe("1997.6");
    expect(portfolio.valueWithOpen).toBe(decimal("1997.6").plus(contractResult).plus(optionResult).toFixed());
  });

  it("values today's point, the allocation and the coins held at the same latest tick, and counts the priced coins' unrealised results", async () => {
    // A second user holds BTC (0.01 bought for 600.6, the fee included) and ETH, which has no recorded price. BTC's last
    // 1-minute candle (closing 07:59:00 at 60,800) is older than its latest tick (61,000): the tick counts.
    const holder = await registerUser(t.app);
    const btc = await instrument("BTCUSDT");
    await sql`insert into candles_1m (instrument_id, open_time, open, high, low, close, volume, source) values (${btc.id}, ${new Date("2026-11-23T07:58:00Z")}, 60800, 60800, 60800, 60800, 1, 'simulated')`.execute(t.db);
    const post = (at: string, kind: EntryKind, reference: string, legs: DatedLeg[], fee?: { currency: string; amount: string }) => postDated(t.db, holder.user.id, at, kind, reference, legs, fee);
    await post("2026-11-18T10:00:00Z", "deposit", "deposit:2", [usdt("1000")]);
    await post("2026-11-19T10:00:00Z", "spot_fill", "spot:9", [usdt("-600.6"), { currency: "BTC", kind: "available", amount: "0.01" }], { currency: "USDT", amount: "0.6" });
    await post("2026-11-19T11:00:00Z", "deposit", "deposit:3", [{ currency: "ETH", kind: "available", amount: "1" }]);
    const reply = await call<PortfolioView>(t.app, "GET", "/user/portfolio?from=2026-11-17&to=2026-11-23", undefined, { token: holder.token, book: "real" });
    expect(reply.code, reply.message).toBe(200);
    const held = reply.result;
    const tick = { price: "61000", at: tickAt.toISOString(), source: "simulated" };
    expect(held.curve.at(-1)?.prices.find((price) => price.currency === "BTC")).toEqual({ currency: "BTC", ...tick });
    expect(held.curve.at(-1)?.unpriced).toEqual(["ETH"]);
    expect(held.allocation.map((entry) => [entry.currency, entry.balance, entry.value])).toEqual([
      ["BTC", "0.01", "610"],
      ["ETH", "1", null],
      ["USDT", "399.4", "399.4"],
    ]);
    expect(held.coins.map((coin) => [coin.currency, coin.price, coin.unrealised])).toEqual([
      ["BTC", tick, "9.4"],
      ["ETH", null, null],
    ]);
    // 0.01 × 61,000 − 600.6: ETH, with no price, is left out of the total, not blanking it.
    expect(held.products.find((entry) => entry.product === "spot")?.unrealised).toBe("9.4");
  });

  it("does not revalue open positions for days before today", async () => {
    const past = await call<PortfolioView>(t.app, "GET", "/user/portfolio?from=2026-11-17&to=2026-11-22", undefined, { token: owner.token, book: "real" });
    expect(past.code, past.message).toBe(200);
    expect(past.result.open).toBeNull();
    expect(past.result.valueWithOpen).toBeNull();
    expect(past.result.products.map((entry) => entry.unrealised)).toEqual([null, null]);
  });
});
