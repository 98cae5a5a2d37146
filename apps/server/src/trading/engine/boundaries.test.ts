// The trading API at its limits (the outage of a take profit the trigger book could not hold):
// every money and id field at its bound, one past it and absurd, answered with a catalogued code
// and never a 500; levels checked before the commit; a failure after the commit never undone
// into an error or a second order; and a restart on the same database that starts, rests every
// order it can, lists the one it cannot, and keeps the ledger sound.
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { OptionCycle } from "@tradewind/api/options";
import type { ContractOrder } from "@tradewind/api/trading";
import { orderId, type UserId } from "@tradewind/domain/ids";
import { asPrice, asQuantity } from "@tradewind/domain/money";
import { isErrorCode } from "@tradewind/api/errors";
import { buildApp } from "../../app.ts";
import { createMarket, type Market } from "../../market/service.ts";
import { manualClock } from "../../platform/clock.ts";
import { loadConfig } from "../../platform/config.ts";
import { createIdempotencyStore } from "../../platform/idempotency.ts";
import { call, databaseUnavailable, expectLedgerSound, registerUser, testDatabase, type Reply, type TestDatabase } from "../../testing/harness.ts";
import { createScriptedProvider, type ScriptedProvider } from "../../testing/scripted-provider.ts";
import { ordersNeedingAttention } from "../attention-repository.ts";
import { placeContract } from "../contracts/service.ts";
import * as repository from "../contracts/repository.ts";
import { listedInstrumentByCode } from "../../market/instruments-service.ts";
import { createTradingEngine, type TradingEngine } from "./engine.ts";
import { busOrderEvents } from "../events.ts";
import { marketFeed } from "../feed.ts";
import { placeSpot } from "../spot/service.ts";

// Monday 23 Nov 2026, 08:00 UTC: crypto trades around the clock.
const start = new Date("2026-11-23T08:00:00Z");
const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), databaseUrl: undefined };

/** Logs kept for assertions: a failure after a commit must name its order. */
function recordingLog() {
  const lines: { details: object; message: string }[] = [];
  return { lines, info: () => undefined, error: (details: object, message: string) => void lines.push({ details, message }) };
}

interface Process {
  app: FastifyInstance;
  market: Market;
  provider: ScriptedProvider;
  engine: TradingEngine;
  log: ReturnType<typeof recordingLog>;
}

/** One server process (app, feed, engine) on `database`; a second call on the same database is a restart. */
async function startProcess(database: TestDatabase, clock: ReturnType<typeof manualClock>): Promise<Process> {
  const log = recordingLog();
  const provider = createScriptedProvider(clock);
  const market = createMarket({ db: database.db, clock, provider, log });
  const engine = createTradingEngine({ db: database.db, clock, feed: marketFeed(market), events: busOrderEvents(market.bus) }, log);
  engine.follow(market.bus);
  const app = await buildApp({ config, db: database.db, clock, market, trading: engine, rateLimitPerMinute: 100_000 });
  await app.ready();
  await market.start();
  await market.backfill({ history: false });
  await engine.start();
  return { app, market, provider, engine, log };
}

const bigintMax = "9223372036854775807";
/** Wire forms no money field may take; each must answer the field's "malformed" code. */
const absurdDecimals = ["1e5", "-1", "NaN", " 1", "0x10", "", "1.", ".5", "01", "Infinity", "1,5"];
/** Ids no lookup may take (beyond bigint, signs, exponents, spaces); each answers the field's code. */
const absurdIds = [bigintMax.replace(/7$/, "8"), "9999999999999999999", "1".repeat(25), "0", "-1", "1e5", "NaN", " 1", "0x10", "1.5", "abc"];

describe.skipIf(databaseUnavailable)("trading at its limits", () => {
  let database: TestDatabase;
  const clock = manualClock(start);
  let live: Process;

  async function prices(values: Record<string, string>) {
    clock.advance(1000);
    live.provider.emit(values);
    await live.market.settled();
    await live.engine.settled();
  }

  const post = (path: string, token: string, body: unknown, headers: Record<string, string> = {}) => call<Record<string, unknown>>(live.app, "POST", path, body, { token, headers });
  const get = (path: string, token: string) => call<Record<string, unknown>>(live.app, "GET", path, undefined, { token });
  const contractOrders = async (userId: UserId) => database.db.selectFrom("contract_orders").select(["id", "status"]).where("user_id", "=", userId).orderBy("id").execute();

  /** Every reply: a catalogued code, never a 500, and the expected code when one is given. */
  function expectCode(label: string, reply: Reply, code: number) {
    expect([label, reply.status < 500, isErrorCode(reply.code) || reply.code === 200, reply.code]).toEqual([label, true, true, code]);
  }

  beforeAll(async () => {
    database = await testDatabase();
    live = await startProcess(database, clock);
    await prices({ BTCUSDT: "90000", ETHUSDT: "3000" });
  });
  afterEach(() => expectLedgerSound(database.db));
  afterAll(async () => {
    await live.app.close();
    await database.drop();
  });

  it("answers every price, lots and level of buyU at, past and far beyond its bound with a catalogued code", async () => {
    const { token, user } = await registerUser(live.app);
    const market = { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.01", leverage: 10 };
    const limit = { ...market, orderType: "limit", limitPrice: "88000" };
    const cases: [string, object, number][] = [
      // Prices: below 10^15 with up to 18 decimals (the instrument's scale decides further).
      ["takeProfit at its bound", { ...market, takeProfit: "999999999999999" }, 200],
      ["takeProfit one past", { ...market, takeProfit: "1000000000000000" }, 10016],
      ["takeProfit of the outage", { ...market, takeProfit: "99999999999999999999" }, 10016],
      ["takeProfit of 50 digits", { ...market, takeProfit: "9".repeat(50) }, 10016],
      ["takeProfit past the text bound", { ...market, takeProfit: "9".repeat(65) }, 10120],
      ["takeProfit with 19 decimals", { ...market, takeProfit: "95000.0000000000000000001" }, 10100],
      ["takeProfit finer than the instrument", { ...market, takeProfit: "95000.001" }, 10129],
      ["stopLoss at its bound", { ...market, stopLoss: "999999999999999" }, 10128],
      ["stopLoss one past", { ...market, stopLoss: "1000000000000000" }, 10016],
      ["short stopLoss at its bound", { ...market, direction: "short", stopLoss: "999999999999999" }, 200],
      ["limitPrice at its bound", { ...limit, limitPrice: "999999999999999" }, 10092],
      ["limitPrice one past", { ...limit, limitPrice: "1000000000000000" }, 10016],
      ["short limitPrice near 10^20", { ...limit, direction: "short", limitPrice: "99999999999999999999" }, 10016],
      // Lots: below 10^12 with up to 8 decimals, the instrument's scale (5) and the order's worth (10^15 USDT) decide further.
      ["lots at the wire bound", { ...market, lots: "999999999999.99999999" }, 10016],
      ["lots at the instrument's scale", { ...market, lots: "999999999999.99999" }, 10016],
      ["lots one past", { ...market, lots: "1000000000000" }, 10016],
      ["huge lots × huge limit", { ...limit, lots: "999999999999", limitPrice: "999999999999999" }, 10016],
      ["lots worth just over 10^15 USDT", { ...market, lots: "11111111111", leverage: 100 }, 10016],
      ["lots worth a balance's reach", { ...market, lots: "1000" }, 10092],
    ];
    for (const value of absurdDecimals) {
      cases.push([`lots ${JSON.stringify(value)}`, { ...market, lots: value }, 10016]);
      cases.push([`takeProfit ${JSON.stringify(value)}`, { ...market, takeProfit: value }, 10100]);
      cases.push([`stopLoss ${JSON.stringify(value)}`, { ...market, stopLoss: value }, 10100]);
      cases.push([`limitPrice ${JSON.stringify(value)}`, { ...limit, limitPrice: value }, 10100]);
    }
    for (const value of [1, null, true, ["1"], { value: "1" }]) cases.push([`lots ${JSON.stringify(value)}`, { ...market, lots: value }, 10016], [`takeProfit ${JSON.stringify(value)}`, { ...market, takeProfit: value }, 10100]);
    for (const [label, body, code] of cases) expectCode(label, await post("/order/buyU", token, body), code);
    // Exactly the two orders at their bounds were placed, and they rest in the book.
    expect((await contractOrders(user.id)).map((row) => row.status)).toEqual(["open", "open"]);
  });

  it("answers every quantity and limit of a coin order, and every order id, with a catalogued code", async () => {
    const { token } = await registerUser(live.app);
    const buy = { code: "BTCUSDT", side: "buy", orderType: "limit", quantity: "0.001", limitPrice: "80000" };
    const cases: [string, object, number][] = [
      ["buy limit at its bound", { ...buy, limitPrice: "999999999999999" }, 10092],
      ["sell limit at its bound", { ...buy, side: "sell", limitPrice: "999999999999999" }, 10134],
      ["sell limit of the outage", { ...buy, side: "sell", limitPrice: "99999999999999999999" }, 10016],
      ["limit one past", { ...buy, limitPrice: "1000000000000000" }, 10016],
      ["limit of 50 digits", { ...buy, limitPrice: "9".repeat(50) }, 10016],
      ["quantity at the wire bound", { ...buy, quantity: "999999999999.99999999" }, 10016],
      ["quantity one past", { ...buy, quantity: "1000000000000" }, 10016],
      ["huge quantity × huge limit", { ...buy, quantity: "999999999999", limitPrice: "999999999999999" }, 10016],
      ["huge market buy", { code: "BTCUSDT", side: "buy", orderType: "market", quantity: "999999999999" }, 10016],
      ["huge market sell", { code: "BTCUSDT", side: "sell", orderType: "market", quantity: "999999999999" }, 10016],
    ];
    for (const value of absurdDecimals) cases.push([`quantity ${JSON.stringify(value)}`, { ...buy, quantity: value }, 10016], [`limitPrice ${JSON.stringify(value)}`, { ...buy, limitPrice: value }, 10100]);
    for (const [label, body, code] of cases) expectCode(label, await post("/order/submit", token, body), code);

    const ids: [string, (id: string) => Promise<Reply>, number][] = [
      ["stopU", (id) => post("/order/stopU", token, { id }), 10118],
      ["chedan", (id) => post("/order/chedan", token, { id }), 10118],
      ["getAssestInfo", (id) => get(`/order/getAssestInfo/${encodeURIComponent(id)}`, token), 10118],
      ["getOptionsOrderById", (id) => get(`/order/getOptionsOrderById/${encodeURIComponent(id)}`, token), 10118],
    ];
    for (const [label, send, code] of ids) {
      // The largest bigint is a well-formed id that names no order.
      for (const id of [bigintMax, ...absurdIds]) expectCode(`${label} ${JSON.stringify(id)}`, await send(id), code);
    }
    expectCode("stopU with a number id", await post("/order/stopU", token, { id: 1 }), 10118);
  });

  it("answers every stake and cycle id of an option with a catalogued code", async () => {
    const { token } = await registerUser(live.app);
    const cycles = (await call<{ items: OptionCycle[] }>(live.app, "GET", "/order/listOptionsCycle?code=BTCUSDT")).result.items;
    const cycleId = cycles[0]?.id ?? "";
    const base = { code: "BTCUSDT", direction: "up", cycleId, stake: "100" };
    const cases: [string, object, number][] = [
      ["stake at its bound", { ...base, stake: "999999999999999" }, 10136],
      ["stake one past", { ...base, stake: "1000000000000000" }, 10016],
      ["stake of 50 digits", { ...base, stake: "9".repeat(50) }, 10016],
      ["cycle id at bigint's bound", { ...base, cycleId: bigintMax }, 10014],
    ];
    for (const value of absurdDecimals) cases.push([`stake ${JSON.stringify(value)}`, { ...base, stake: value }, 10100]);
    // An unknown cycle is 10014 however its id is spelled, as for "abc" (options.test.ts).
    for (const id of absurdIds) cases.push([`cycleId ${JSON.stringify(id)}`, { ...base, cycleId: id }, 10014]);
    for (const [label, body, code] of cases) expectCode(label, await post("/order/buyOptions", token, body), code);
  });

  it("refuses the outage's order before the commit, and a retry with its Idempotency-Key places nothing", async () => {
    const { token, user } = await registerUser(live.app);
    const body = { code: "BTCUSDT", direction: "long", orderType: "market", lots: asQuantity("0.01"), leverage: 10, takeProfit: asPrice("99999999999999999999") };
    const headers = { "idempotency-key": "outage-1" };
    const replies = [await post("/order/buyU", token, body, headers), await post("/order/buyU", token, body, headers)];
    expect(replies.map((reply) => [reply.status, reply.code])).toEqual([
      [400, 10016],
      [400, 10016],
    ]);
    const sell = { code: "BTCUSDT", side: "sell", orderType: "limit", quantity: "0.001", limitPrice: "99999999999999999999" };
    expect((await post("/order/submit", token, sell, { "idempotency-key": "outage-2" })).code).toBe(10016);
    expect(await contractOrders(user.id)).toEqual([]);
    // Only the new user's demo funding moved money.
    const entries = await database.db.selectFrom("journal_entries").select("kind").where("actor", "=", `user:${user.id}`).execute();
    expect(entries).toEqual([{ kind: "demo_funding" }]);
  });

  it("checks trigger levels in the service too: a level past the trigger book never reaches the commit", async () => {
    const { user } = await registerUser(live.app);
    // Straight to the use cases, past the schema: the service's own check must hold.
    const contract = { code: "BTCUSDT", direction: "long" as const, orderType: "market" as const, lots: asQuantity("0.01"), leverage: 10, takeProfit: asPrice("99999999999999999999") };
    await expect(placeContract(live.engine.deps, user.id, "demo", contract)).rejects.toMatchObject({ errorName: "purchaseAmountWrong" });
    const spot = { code: "BTCUSDT", side: "sell" as const, orderType: "limit" as const, quantity: asQuantity("0.00001"), limitPrice: asPrice("99999999999999999999") };
    await expect(placeSpot({ ...live.engine.deps, triggers: live.engine.registry }, user.id, "demo", spot)).rejects.toMatchObject({ errorName: "purchaseAmountWrong" });
    expect(await contractOrders(user.id)).toEqual([]);
  });

  it("answers with the order when telling the engine fails after the commit, and logs the order id", async () => {
    const { user } = await registerUser(live.app);
    const log = recordingLog();
    const unreachable = () => {
      throw new Error("engine unreachable");
    };
    const deps = { ...live.engine.deps, triggers: { watch: unreachable, forget: unreachable }, log };
    const placed = await placeContract(deps, user.id, "demo", { code: "BTCUSDT", direction: "long", orderType: "market", lots: asQuantity("0.01"), leverage: 10, stopLoss: asPrice("85000") });
    expect(await contractOrders(user.id)).toEqual([{ id: placed.id, status: "open" }]);
    expect(log.lines).toEqual([expect.objectContaining({ details: expect.objectContaining({ orderKind: "contract", orderId: placed.id }) })]);
    // The live engine learns of it from SQL, as after a lost bus message.
    const row = await repository.findOrder(database.db, placed.id);
    const instrument = await listedInstrumentByCode(database.db, "BTCUSDT");
    if (!row || !instrument) throw new Error("the placed order and its instrument must exist");
    live.engine.registry.watch(row, instrument);
  });

  it("replays an order's committed reply to a retry when the request failed after its commit, and places it once", async () => {
    const { user } = await registerUser(live.app);
    const store = createIdempotencyStore(database.db);
    let runs = 0;
    const claim = { userId: user.id, key: "after-commit-1", route: "/order/buyU", request: { lots: "0.01" } };
    const order = { code: "BTCUSDT", direction: "long" as const, orderType: "market" as const, lots: asQuantity("0.01"), leverage: 10 };
    // The order and its reply committed, then something uncatalogued failed before the answer left.
    const handler = async () => {
      runs += 1;
      const placed = await placeContract(live.engine.deps, user.id, "demo", order);
      if (runs === 1) throw new Error("failed after the commit");
      return placed;
    };
    const first = await store.run(claim, handler);
    const placed = await contractOrders(user.id);
    expect(placed).toHaveLength(1);
    expect(first).toEqual({ id: placed[0]?.id });
    await expect(store.run(claim, handler)).resolves.toEqual(first);
    expect(runs).toBe(1);
    expect(await contractOrders(user.id)).toEqual(placed);
  });

  it("restarts on the same database: starts, rests every order, fires their triggers, and the ledger holds", async () => {
    const { token, user } = await registerUser(live.app);
    await prices({ BTCUSDT: "90000", ETHUSDT: "3000" });
    const target = await post("/order/buyU", token, { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.01", leverage: 10, stopLoss: "85000", takeProfit: "999999999999999" });
    expect(target.code).toBe(200);
    const resting = live.engine.restingCount();
    await live.app.close();

    live = await startProcess(database, clock);
    expect(live.engine.restingCount()).toBe(resting);
    expect(live.log.lines).toEqual([]);
    await prices({ BTCUSDT: "84000", ETHUSDT: "3000" });
    const closed = (await call<ContractOrder>(live.app, "GET", `/order/getAssestInfo/${String(target.result.id)}`, undefined, { token })).result;
    expect([closed.status, closed.closeReason]).toEqual(["closed", "stopLoss"]);
    expect((await contractOrders(user.id)).length).toBe(1);
    await expectLedgerSound(database.db);
  });

  it("starts with a corrupt row: logs and lists it, rests its other triggers, and serves every other instrument", async () => {
    const { token } = await registerUser(live.app);
    await prices({ BTCUSDT: "90000", ETHUSDT: "3000" });
    const open = (body: object) => post("/order/buyU", token, { direction: "long", orderType: "market", leverage: 10, ...body });
    const corrupt = await open({ code: "BTCUSDT", lots: "0.01", stopLoss: "85000", takeProfit: "95000" });
    const healthy = await open({ code: "ETHUSDT", lots: "0.1", stopLoss: "2900" });
    expect((await post("/order/submit", token, { code: "ETHUSDT", side: "buy", orderType: "market", quantity: "0.01" })).code).toBe(200);
    // A sell limit rests above its limit (it sells at the bid), so near 10^20 it passes the book's bound.
    const coin = await post("/order/submit", token, { code: "ETHUSDT", side: "sell", orderType: "limit", quantity: "0.01", limitPrice: "4000" });
    const corruptId = orderId(String(corrupt.result.id));
    const coinId = orderId(String(coin.result.id));
    // Rows written before the bounds existed (or by hand): levels the trigger book cannot hold.
    await database.db.updateTable("contract_orders").set({ take_profit: "99999999999999999999" }).where("id", "=", corruptId).execute();
    await database.db.updateTable("spot_orders").set({ limit_price: "99999999999999999999" }).where("id", "=", coinId).execute();
    await live.app.close();

    live = await startProcess(database, clock);
    const listed = await ordersNeedingAttention(database.db, 100);
    expect(listed.map((row) => [row.order_kind, row.order_id])).toEqual([
      ["contract", corruptId],
      ["spot", coinId],
    ]);
    const logged = live.log.lines.map((line) => line.details);
    expect(logged).toEqual([expect.objectContaining({ orderKind: "contract", orderId: corruptId }), expect.objectContaining({ orderKind: "spot", orderId: coinId })]);
    // Every other order and instrument trades on: ETH's stop fires, and so does the corrupt order's.
    await prices({ BTCUSDT: "84000", ETHUSDT: "2800" });
    const status = async (id: unknown) => (await call<ContractOrder>(live.app, "GET", `/order/getAssestInfo/${String(id)}`, undefined, { token })).result.closeReason;
    expect([await status(healthy.result.id), await status(corrupt.result.id)]).toEqual(["stopLoss", "stopLoss"]);
    await expectLedgerSound(database.db);
  });
});
