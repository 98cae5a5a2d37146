// Contract orders through HTTP on the real market pipeline, with a scripted price feed so stop
// losses, targets and liquidations happen at known prices. The ledger check runs after each test.
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ContractOrder } from "@tradewind/api/trading";
import { orderId } from "@tradewind/domain/ids";
import { decimal, toPlain } from "@tradewind/domain/money";
import { buildApp } from "../../app.ts";
import { createMarket, type Market } from "../../market/service.ts";
import { manualClock } from "../../platform/clock.ts";
import { loadConfig } from "../../platform/config.ts";
import { call, databaseUnavailable, expectLedgerSound, fieldCases, notificationsOf, registerUser, testDatabase, type TestDatabase } from "../../testing/harness.ts";
import { createScriptedProvider, type ScriptedProvider } from "../../testing/scripted-provider.ts";
import { createTradingEngine, trailFrameIntervalMs, type TradingEngine } from "../engine/engine.ts";
import { busOrderEvents, trailMovedSubject, type TrailMoved } from "../events.ts";
import { marketFeed } from "../feed.ts";

interface Page { items: ContractOrder[]; total: number }

const quietLog = { info: () => undefined, error: (details: object, message: string) => console.error(message, details) };
// Monday 23 Nov 2026, 08:00 UTC: crypto and forex open, NYSE closed, Tokyo open.
const start = new Date("2026-11-23T08:00:00Z");

interface Rig {
  database: TestDatabase;
  app: FastifyInstance;
  clock: ReturnType<typeof manualClock>;
  provider: ScriptedProvider;
  market: Market;
  engine: TradingEngine;
}

async function startRig(database: TestDatabase, clock = manualClock(start)): Promise<Rig> {
  const provider = createScriptedProvider(clock);
  const market = createMarket({ db: database.db, clock, provider, log: quietLog });
  const engine = createTradingEngine({ db: database.db, clock, feed: marketFeed(market), events: busOrderEvents(market.bus) }, quietLog);
  engine.follow(market.bus);
  const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), databaseUrl: undefined };
  const app = await buildApp({ config, db: database.db, clock, market, trading: engine, rateLimitPerMinute: 100_000 });
  await app.ready();
  await market.start();
  await market.backfill({ history: false });
  await engine.start();
  return { database, app, clock, provider, market, engine };
}

describe.skipIf(databaseUnavailable)("contract orders", () => {
  let rig: Rig;

  /** Sets prices, lets the market and the engine process them. */
  async function prices(values: Record<string, string>) {
    rig.clock.advance(1000);
    rig.provider.emit(values);
    await rig.market.settled();
    await rig.engine.settled();
  }

  const buy = (token: string, body: object, headers: Record<string, string> = {}) => call<{ id: string }>(rig.app, "POST", "/order/buyU", body, { token, headers });
  const order = async (token: string, id: string) => (await call<ContractOrder>(rig.app, "GET", `/order/getAssestInfo/${id}`, undefined, { token })).result;
  const available = async (userId: string) =>
    (await rig.database.db.selectFrom("ledger_accounts").select("balance").where("owner_id", "=", userId).where("book", "=", "demo").where("currency", "=", "USDT").where("kind", "=", "available").executeTakeFirstOrThrow()).balance;

  beforeAll(async () => {
    rig = await startRig(await testDatabase());
    await prices({ BTCUSDT: "90000", ETHUSDT: "3000", EURUSD: "1.16500", "SAP.DE": "210.00", "SHEL.L": "27.50" });
  });
  afterEach(() => expectLedgerSound(rig.database.db));
  afterAll(async () => {
    await rig.app.close();
    await rig.database.drop();
  });

  it("opens a 10x long with stop and target at the ask, and closes it at the target", async () => {
    const { token, user } = await registerUser(rig.app);
    const placed = await buy(token, { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.1", leverage: 10, stopLoss: "85000", takeProfit: "95000" });
    expect(placed.code).toBe(200);
    const opened = await order(token, placed.result.id);
    expect(opened).toMatchObject({ status: "open", openPrice: "90004.5", margin: "900.045", fee: "3.60018", openSource: "scripted", liquidationPrice: "81364.07", markPrice: "89995.5", profit: "-0.9" });
    expect(await available(user.id)).toBe("99096.354820000000000000");
    const info = await call<{ balances: { currency: string; margin: string }[] }>(rig.app, "POST", "/user/getUserInfo", undefined, { token });
    expect(info.result.balances).toContainEqual(expect.objectContaining({ currency: "USDT", margin: "900.045" }));

    await prices({ BTCUSDT: "95004" });
    expect((await order(token, placed.result.id)).status).toBe("open");
    await prices({ BTCUSDT: "95010" });
    const closed = await order(token, placed.result.id);
    expect(closed).toMatchObject({ status: "closed", closeReason: "takeProfit", closePrice: "95005.24", profit: "500.074", fee: "7.40039" });
    expect(toPlain(decimal(await available(user.id)))).toBe("100492.67361");

    const statement = await call<{ items: { kind: string }[] }>(rig.app, "GET", "/user/listStatement", undefined, { token });
    expect(statement.result.items.map((line) => line.kind)).toEqual(expect.arrayContaining(["contract_open", "contract_close"]));
    const total = await call<{ profit: string; fees: string; net: string; closedOrders: number }>(rig.app, "GET", "/order/getProfitTotal?period=day", undefined, { token });
    expect(total.result).toEqual({ period: "day", profit: "500.074", fees: "7.40039", net: "492.67361", closedOrders: 1 });
    // The market order's opening is the user's own act; only the close by the target is told.
    expect(await notificationsOf(rig.app, token)).toEqual([
      expect.objectContaining({
        kind: "contract_closed",
        book: "demo",
        reference: `contract:${placed.result.id}`,
        params: { code: "BTCUSDT", direction: "long", lots: "0.1", price: "95005.24", net: "492.67361", coin: "USDT", reason: "takeProfit" },
        read: false,
      }),
    ]);
  });

  it("closes a short at its stop loss and by hand, showing live profit while open", async () => {
    const { token } = await registerUser(rig.app);
    await prices({ BTCUSDT: "90000" });
    const stopped = await buy(token, { code: "BTCUSDT", direction: "short", orderType: "market", lots: "0.01", leverage: 5, stopLoss: "91000" });
    const manual = await buy(token, { code: "BTCUSDT", direction: "short", orderType: "market", lots: "0.01", leverage: 5 });
    await prices({ BTCUSDT: "89000" });
    const current = await call<Page>(rig.app, "GET", "/order/listUOrder?scope=current", undefined, { token });
    expect(current.result.total).toBe(2);
    expect(current.result.items.every((item) => Number(item.profit) > 0)).toBe(true);
    await prices({ BTCUSDT: "91000" });
    expect(await order(token, stopped.result.id)).toMatchObject({ status: "closed", closeReason: "stopLoss" });
    const closing = await call<{ status: string }>(rig.app, "POST", "/order/stopU", { id: manual.result.id }, { token });
    expect(closing.result.status).toBe("closed");
    expect(await order(token, manual.result.id)).toMatchObject({ closeReason: "manual" });
    const again = await call(rig.app, "POST", "/order/stopU", { id: manual.result.id }, { token });
    expect(again.code).toBe(10131);
    const history = await call<Page>(rig.app, "GET", "/order/listUOrder?scope=history", undefined, { token });
    expect(history.result.total).toBe(2);
    const told = await notificationsOf(rig.app, token);
    expect(told.map((item) => [item.kind, item.reference, item.params.reason])).toEqual([
      ["contract_closed", `contract:${manual.result.id}`, "manual"],
      ["contract_closed", `contract:${stopped.result.id}`, "stopLoss"],
    ]);
  });

  it("opens and closes nothing at market on a price the feed calls stale", async () => {
    const { token } = await registerUser(rig.app);
    await prices({ ETHUSDT: "3000" });
    const open = await buy(token, { code: "ETHUSDT", direction: "long", orderType: "market", lots: "0.1", leverage: 10 });
    expect(open.code).toBe(200);
    rig.provider.setStale("ETHUSDT", true);
    // The market takes the flag with its next look at the statuses.
    await prices({ BTCUSDT: "90000" });
    try {
      expect((await buy(token, { code: "ETHUSDT", direction: "long", orderType: "market", lots: "0.1", leverage: 10 })).code).toBe(10260);
      expect((await call(rig.app, "POST", "/order/stopU", { id: open.result.id }, { token })).code).toBe(10260);
      expect(await order(token, open.result.id)).toMatchObject({ status: "open" });
    } finally {
      rig.provider.setStale("ETHUSDT", false);
    }
    await prices({ ETHUSDT: "3001" });
    expect((await call<{ status: string }>(rig.app, "POST", "/order/stopU", { id: open.result.id }, { token })).result.status).toBe("closed");
  });

  it("liquidates at the maintenance margin and never takes more than the margin on a gap", async () => {
    const { token, user } = await registerUser(rig.app);
    await prices({ BTCUSDT: "90000" });
    const before = await available(user.id);
    const placed = await buy(token, { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.1", leverage: 100 });
    expect((await order(token, placed.result.id)).liquidationPrice).toBe("89464.48");
    await prices({ BTCUSDT: "89470" });
    expect((await order(token, placed.result.id)).status).toBe("open");
    await prices({ BTCUSDT: "89000" });
    const liquidated = await order(token, placed.result.id);
    expect(liquidated).toMatchObject({ status: "closed", closeReason: "liquidation", profit: "-90.0045" });
    // Lost exactly the margin and the opening fee, although the gap went past the margin.
    expect(toPlain(decimal(before).minus(await available(user.id)))).toBe("93.60468");
    expect(await notificationsOf(rig.app, token)).toEqual([
      expect.objectContaining({ kind: "contract_liquidated", reference: `contract:${placed.result.id}`, params: { code: "BTCUSDT", direction: "long", lots: "0.1", price: liquidated.closePrice, net: "-93.60468", coin: "USDT" } }),
    ]);
  });

  it("holds a limit order until the price reaches it, fills at the limit, and cancels with a full release", async () => {
    const { token, user } = await registerUser(rig.app);
    await prices({ BTCUSDT: "90000" });
    const before = await available(user.id);
    const limit = await buy(token, { code: "BTCUSDT", direction: "long", orderType: "limit", lots: "0.01", leverage: 10, limitPrice: "88000", stopLoss: "87000" });
    const cancelled = await buy(token, { code: "BTCUSDT", direction: "short", orderType: "limit", lots: "0.01", leverage: 10, limitPrice: "99000" });
    expect(await order(token, limit.result.id)).toMatchObject({ status: "waiting", fee: "0", openPrice: null, profit: null });
    const cancel = await call<{ status: string }>(rig.app, "POST", "/order/stopU", { id: cancelled.result.id }, { token });
    expect(cancel.result.status).toBe("cancelled");
    await prices({ BTCUSDT: "88010" });
    expect((await order(token, limit.result.id)).status).toBe("waiting");
    await prices({ BTCUSDT: "87990" });
    expect(await order(token, limit.result.id)).toMatchObject({ status: "open", openPrice: "88000", openSource: "scripted" });
    // The fill is told, once; the cancel was the user's own act.
    expect(await notificationsOf(rig.app, token)).toEqual([
      expect.objectContaining({ kind: "order_filled", book: "demo", reference: `contract:${limit.result.id}`, params: { product: "contract", code: "BTCUSDT", direction: "long", lots: "0.01", price: "88000" } }),
    ]);
    // The cancelled order cost nothing; the filled one its margin and fee.
    expect(toPlain(decimal(before).minus(await available(user.id)))).toBe("88.352");
  });

  it("rejects bad input with catalogued codes and moves no money", async () => {
    const { token, user } = await registerUser(rig.app);
    const before = await available(user.id);
    const base = { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.1", leverage: 10 };
    const cases: [object, number][] = [
      ...fieldCases(base, "lots", [["-1", 10016], ["0", 10016], ["NaN", 10016], ["1e3", 10016], ["0.000001", 10016], [1, 10016]]),
      [{ ...base, leverage: 7 }, 10130],
      [{ ...base, leverage: 2.5 }, 10130],
      [{ ...base, code: "NOPEUSDT" }, 10122],
      [{ ...base, stopLoss: "95000" }, 10128],
      [{ ...base, takeProfit: "80000" }, 10129],
      [{ ...base, direction: "short", stopLoss: "80000" }, 10128],
      [{ ...base, orderType: "limit" }, 10100],
      [{ ...base, limitPrice: "90000" }, 10100],
      [{ ...base, code: "AAPL" }, 10015],
      [{ ...base, lots: "100000" }, 10092],
      [{ ...base, direction: "sideways" }, 10100],
    ];
    for (const [body, code] of cases) expect([JSON.stringify(body), (await buy(token, body)).code]).toEqual([JSON.stringify(body), code]);
    expect(await available(user.id)).toBe(before);
  });

  it("does not let one user touch another's order", async () => {
    const owner = await registerUser(rig.app);
    const stranger = await registerUser(rig.app);
    // A market order needs a price at most price_fresh_seconds old.
    await prices({ ETHUSDT: "3000" });
    const placed = await buy(owner.token, { code: "ETHUSDT", direction: "long", orderType: "market", lots: "1", leverage: 5 });
    expect((await call(rig.app, "POST", "/order/stopU", { id: placed.result.id }, { token: stranger.token })).code).toBe(10118);
    expect((await call(rig.app, "GET", `/order/getAssestInfo/${placed.result.id}`, undefined, { token: stranger.token })).code).toBe(10118);
    expect((await call(rig.app, "POST", "/order/stopU", { id: "abc" }, { token: owner.token })).code).toBe(10118);
  });

  it("places once per Idempotency-Key and lets exactly one of two racing closes win", async () => {
    const { token, user } = await registerUser(rig.app);
    const body = { code: "ETHUSDT", direction: "long", orderType: "market", lots: "1", leverage: 5 };
    await prices({ ETHUSDT: "3000" });
    const [first, second] = await Promise.all([buy(token, body, { "idempotency-key": "k-1" }), buy(token, body, { "idempotency-key": "k-1" })]);
    expect(first.result.id).toBe(second.result.id);
    const orders = await rig.database.db.selectFrom("contract_orders").select("id").where("user_id", "=", user.id).execute();
    expect(orders).toHaveLength(1);
    const closes = await Promise.all([1, 2].map(() => call(rig.app, "POST", "/order/stopU", { id: first.result.id }, { token })));
    expect(closes.map((reply) => reply.code).sort((a, b) => a - b)).toEqual([200, 10131]);
    expect((await notificationsOf(rig.app, token)).map((item) => item.kind)).toEqual(["contract_closed"]);
  });

  it("lets exactly one of a cancel and a fill win when they race", async () => {
    const { token } = await registerUser(rig.app);
    await prices({ BTCUSDT: "90000" });
    const placed = await buy(token, { code: "BTCUSDT", direction: "long", orderType: "limit", lots: "0.01", leverage: 10, limitPrice: "89000" });
    rig.clock.advance(1000);
    rig.provider.emit({ BTCUSDT: "88000" });
    const cancel = await call<{ status: string }>(rig.app, "POST", "/order/stopU", { id: placed.result.id }, { token });
    await rig.market.settled();
    await rig.engine.settled();
    // Either the cancel came first (and the fill found nothing to fill), or the fill did and the
    // same request closed the new position at market: never both, never neither.
    const final = await order(token, placed.result.id);
    expect(final.status).toBe(cancel.result.status);
    expect(final.closeReason).toBe(cancel.result.status === "cancelled" ? "cancelled" : "manual");
    // A fill tells the fill and the close; a cancel that won tells nothing.
    expect((await notificationsOf(rig.app, token)).map((item) => item.kind)).toEqual(cancel.result.status === "cancelled" ? [] : ["contract_closed", "order_filled"]);
  });

  it("converts a euro-quoted stock with the recorded EURUSD price, and refuses one it cannot value", async () => {
    const { token } = await registerUser(rig.app);
    await prices({ "SAP.DE": "210.00", "SHEL.L": "27.50" });
    const placed = await buy(token, { code: "SAP.DE", direction: "long", orderType: "market", lots: "10", leverage: 5 });
    expect(placed.code).toBe(200);
    // 10 shares at the ask 210.04 EUR × 1.165 = 2446.966 USDT of notional; a fifth is margin.
    expect((await order(token, placed.result.id)).margin).toBe("489.3932");
    // No GBPUSD price has been recorded: no rate is assumed.
    expect((await buy(token, { code: "SHEL.L", direction: "long", orderType: "market", lots: "10", leverage: 5 })).code).toBe(10132);
  });

  it("rebuilds its triggers from SQL after a restart and fires them on the next tick", async () => {
    const { token } = await registerUser(rig.app);
    await prices({ BTCUSDT: "90000" });
    const placed = await buy(token, { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.01", leverage: 10, stopLoss: "89000" });
    const restarted = createTradingEngine({ db: rig.database.db, clock: rig.clock, feed: marketFeed(rig.market), events: busOrderEvents(rig.market.bus) }, quietLog);
    await restarted.start();
    expect(restarted.restingCount()).toBeGreaterThan(0);
    restarted.onTicks([{ code: "BTCUSDT", price: "88000", ts: rig.clock.now().getTime() }], "scripted");
    await restarted.settled();
    await rig.engine.settled();
    expect((await order(token, placed.result.id)).status).toBe("closed");
  });

  describe("trailing stops and one-cancels-other exits (issue 25)", () => {
    const setExits = (token: string, body: object) => call<ContractOrder>(rig.app, "POST", "/order/setExitsU", body, { token });
    const triggerRows = async (id: string) => rig.database.db.selectFrom("contract_exit_triggers").selectAll().where("order_id", "=", orderId(id)).execute();

    it("follows the best price by a distance and closes at the first tick that reaches it, recording that tick", async () => {
      const { token } = await registerUser(rig.app);
      await prices({ ETHUSDT: "3000" });
      const placed = await buy(token, { code: "ETHUSDT", direction: "long", orderType: "market", lots: "1", leverage: 5, trailingStop: { kind: "price", value: "50" } });
      expect(placed.code).toBe(200);
      expect((await order(token, placed.result.id)).trailingStop).toEqual({ kind: "price", value: "50", watermark: "3000", level: "2950" });
      await prices({ ETHUSDT: "3100" });
      expect((await order(token, placed.result.id)).trailingStop).toEqual({ kind: "price", value: "50", watermark: "3100", level: "3050" });
      // One past the bound: 3050.01 is above the level and leaves the position open.
      await prices({ ETHUSDT: "3050.01" });
      expect((await order(token, placed.result.id)).status).toBe("open");
      await prices({ ETHUSDT: "3050" });
      const closed = await order(token, placed.result.id);
      expect(closed).toMatchObject({ status: "closed", closeReason: "trailingStop", closeTime: rig.clock.now().getTime() });
      expect(closed.closeTrigger).toEqual({ purpose: "trailingStop", level: "3050", watermark: "3100", tickPrice: "3050", tickTime: rig.clock.now().getTime(), tickSource: "scripted" });
      const [notice] = await notificationsOf(rig.app, token);
      expect(notice?.params).toMatchObject({ reason: "trailingStop" });
    });

    it("tells the owner each moved level as the engine moves it, at most one event per position each 250 ms, the newest last", async () => {
      const told: TrailMoved[] = [];
      const unsubscribe = rig.market.bus.subscribe(trailMovedSubject, (event) => told.push(event));
      try {
        const { token, user } = await registerUser(rig.app);
        await prices({ ETHUSDT: "3000" });
        const placed = await buy(token, { code: "ETHUSDT", direction: "long", orderType: "market", lots: "1", leverage: 5, trailingStop: { kind: "price", value: "50" } });
        const mine = () => told.filter((event) => event.id === placed.result.id);
        const startedAt = performance.now();
        // Four better prices and one that moves nothing, in quick succession.
        for (const price of ["3010", "3020", "3030", "3040", "3035"]) await prices({ ETHUSDT: price });
        await vi.waitFor(() => expect(mine().at(-1)?.watermark).toBe("3040"), { timeout: 5_000 });
        const elapsedMs = performance.now() - startedAt;
        expect(mine().at(-1)).toEqual({ userId: user.id, id: placed.result.id, watermark: "3040", level: "2990", ts: rig.clock.now().getTime() - 1000 });
        for (const event of mine()) expect(decimal(event.watermark).minus(event.level).toString()).toBe("50");
        expect(mine().length).toBeLessThanOrEqual(Math.floor(elapsedMs / trailFrameIntervalMs) + 1);
        // Nothing moves at 3035, so nothing more is told.
        await new Promise((resolve) => setTimeout(resolve, 2 * trailFrameIntervalMs));
        expect(mine().at(-1)?.watermark).toBe("3040");
        expect((await call(rig.app, "POST", "/order/stopU", { id: placed.result.id }, { token })).code).toBe(200);
      } finally {
        unsubscribe();
      }
    });

    it("shows and records a percentage trail's level on the instrument's price scale, rounded towards the watermark, while the engine closes at the exact one", async () => {
      const told: TrailMoved[] = [];
      const unsubscribe = rig.market.bus.subscribe(trailMovedSubject, (event) => told.push(event));
      try {
        const { token } = await registerUser(rig.app);
        await prices({ ETHUSDT: "3001.37" });
        const placed = await buy(token, { code: "ETHUSDT", direction: "long", orderType: "market", lots: "1", leverage: 5, trailingStop: { kind: "percent", value: "1.5" } });
        const id = placed.result.id;
        // 3001.37 × 0.985 = 2956.34945: shown 2956.35, the level's next price step towards the watermark.
        expect((await order(token, id)).trailingStop).toEqual({ kind: "percent", value: "1.5", watermark: "3001.37", level: "2956.35" });
        // 3011.11 × 0.985 = 2965.94335.
        await prices({ ETHUSDT: "3011.11" });
        expect((await order(token, id)).trailingStop).toEqual({ kind: "percent", value: "1.5", watermark: "3011.11", level: "2965.95" });
        await vi.waitFor(() => expect(told.filter((event) => event.id === id).at(-1)).toMatchObject({ watermark: "3011.11", level: "2965.95" }), { timeout: 5_000 });
        // The engine compares with the exact level: 2965.95 does not reach 2965.94335, 2965.94 does.
        await prices({ ETHUSDT: "2965.95" });
        expect((await order(token, id)).status).toBe("open");
        await prices({ ETHUSDT: "2965.94" });
        const closed = await order(token, id);
        expect(closed.status).toBe("closed");
        expect(closed.closeTrigger).toMatchObject({ purpose: "trailingStop", level: "2965.95", watermark: "3011.11", tickPrice: "2965.94" });
        expect((await triggerRows(id)).map((row) => decimal(row.level).toFixed())).toEqual(["2965.95"]);
      } finally {
        unsubscribe();
      }
    });

    it("sets a stop and a target on an open position as one-cancels-other, checked against the price it would close at", async () => {
      const { token } = await registerUser(rig.app);
      const stranger = await registerUser(rig.app);
      await prices({ ETHUSDT: "3000" });
      const placed = await buy(token, { code: "ETHUSDT", direction: "long", orderType: "market", lots: "1", leverage: 5 });
      const id = placed.result.id;
      // The bid at mid 3000 is 2999.85: a long's stop must be below it and its target above.
      const cases: [object, number][] = [
        [{ id, stopLoss: "2999.85" }, 10128],
        [{ id, stopLoss: "2999.84" }, 200],
        [{ id, takeProfit: "2999.85" }, 10129],
        [{ id, takeProfit: "2999.86" }, 200],
        [{ id, stopLoss: "2900.001" }, 10128],
        [{ id, trailingStop: { kind: "percent", value: "100" } }, 10285],
        [{ id, trailingStop: { kind: "percent", value: "99.99" } }, 200],
        [{ id, trailingStop: { kind: "percent", value: "1.005" } }, 10285],
        [{ id, trailingStop: { kind: "price", value: "0" } }, 10285],
        [{ id, trailingStop: { kind: "price", value: "3000" } }, 10285],
        [{ id, trailingStop: { kind: "price", value: "2999.99" } }, 200],
        [{ id, trailingStop: { kind: "sideways", value: "1" } }, 10285],
        [{ id: "abc", stopLoss: "2900" }, 10118],
      ];
      for (const [body, code] of cases) expect([JSON.stringify(body), (await setExits(token, body)).code]).toEqual([JSON.stringify(body), code]);
      expect((await setExits(stranger.token, { id, stopLoss: "2900" })).code).toBe(10118);
      const set = await setExits(token, { id, stopLoss: "2900", takeProfit: "3100" });
      expect(set.result).toMatchObject({ stopLoss: "2900", takeProfit: "3100", trailingStop: null });
      // The target's bid 3100 needs a mid of 3100.16: one step below leaves both exits resting.
      await prices({ ETHUSDT: "3100.15" });
      expect((await order(token, id)).status).toBe("open");
      await prices({ ETHUSDT: "3100.16" });
      expect((await order(token, id)).closeTrigger).toMatchObject({ purpose: "takeProfit", level: "3100", tickPrice: "3100.16" });
      // The stop went with it: a fall through it closes nothing twice, and one trigger is recorded.
      await prices({ ETHUSDT: "2800" });
      expect(await triggerRows(id)).toHaveLength(1);
      expect((await setExits(token, { id, stopLoss: "2700" })).code).toBe(10131);
      const second = await rig.database.db
        .insertInto("contract_exit_triggers")
        .values({ order_id: orderId(id), purpose: "stopLoss", level: "2900", tick_price: "2800", tick_at: rig.clock.now(), tick_source: "scripted" })
        .execute()
        .then(() => "inserted", () => "refused");
      expect(second).toBe("refused");
    });

    it("gives a limit entry its own protective exits, active once the entry fills; the trail starts at the fill", async () => {
      const { token } = await registerUser(rig.app);
      await prices({ ETHUSDT: "3000" });
      const placed = await buy(token, { code: "ETHUSDT", direction: "short", orderType: "limit", lots: "1", leverage: 5, limitPrice: "3100", stopLoss: "3400" });
      const id = placed.result.id;
      expect((await setExits(token, { id, takeProfit: "3100" })).code).toBe(10129);
      expect((await setExits(token, { id, stopLoss: "3400", takeProfit: "2600", trailingStop: { kind: "percent", value: "2" } })).result).toMatchObject({ status: "waiting", trailingStop: { kind: "percent", value: "2", watermark: null, level: null } });
      // A short sells at a bid ≥ 3100: the tick at 3200 fills it, and its trail starts from that tick.
      await prices({ ETHUSDT: "3200" });
      expect((await order(token, id)).trailingStop).toEqual({ kind: "percent", value: "2", watermark: "3200", level: "3264" });
      await prices({ ETHUSDT: "3150" });
      expect((await order(token, id)).trailingStop).toMatchObject({ watermark: "3150", level: "3213" });
      await prices({ ETHUSDT: "3212.99" });
      expect((await order(token, id)).status).toBe("open");
      await prices({ ETHUSDT: "3213" });
      expect((await order(token, id)).closeTrigger).toMatchObject({ purpose: "trailingStop", level: "3213", watermark: "3150", tickPrice: "3213" });
    });

    it("after a restart replays the recorded ticks a lost watermark write missed, and closes at the right tick", async () => {
      const { token } = await registerUser(rig.app);
      await prices({ ETHUSDT: "3000" });
      const placed = await buy(token, { code: "ETHUSDT", direction: "long", orderType: "market", lots: "1", leverage: 5, trailingStop: { kind: "price", value: "50" } });
      const id = placed.result.id;
      const setAt = rig.clock.now();
      await prices({ ETHUSDT: "3100" });
      // The engine stopped before it saved the move to 3100: SQL still says 3000.
      await rig.database.db.updateTable("contract_orders").set({ trailing_watermark: "3000", trailing_watermark_at: setAt }).where("id", "=", orderId(id)).execute();
      const restarted = createTradingEngine({ db: rig.database.db, clock: rig.clock, feed: marketFeed(rig.market), events: busOrderEvents(rig.market.bus) }, quietLog);
      await restarted.start();
      await restarted.settled();
      expect((await rig.database.db.selectFrom("contract_orders").select("trailing_watermark").where("id", "=", orderId(id)).executeTakeFirstOrThrow()).trailing_watermark).toBe("3100.000000000000000000");
      // 3040 is below the replayed level 3050, above the lost one's 2950.
      const at = rig.clock.now().getTime() + 1000;
      restarted.onTicks([{ code: "ETHUSDT", price: "3040", ts: at }], "scripted");
      await restarted.settled();
      expect((await order(token, id)).closeTrigger).toMatchObject({ purpose: "trailingStop", level: "3050", watermark: "3100", tickPrice: "3040", tickTime: at });
    });
  });
});
