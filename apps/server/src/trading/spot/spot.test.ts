// Coin (Bb) orders through HTTP on the real market pipeline, with a scripted price feed so fills
// happen at known prices. BTCUSDT: spread 0.0001 (half of it against the trader), fee 0.0004,
// prices to 2 decimals, quantities to 5. The ledger check runs after each test.
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Book } from "@tradewind/api/accounts";
import type { CoinAccount, SpotOrder } from "@tradewind/api/spot";
import type { UserId } from "@tradewind/domain/ids";
import type { UserAccountKind } from "@tradewind/domain/ledger-kinds";
import { decimal, toPlain } from "@tradewind/domain/money";
import { buildApp } from "../../app.ts";
import * as ledger from "../../ledger/service.ts";
import { createMarket, type Market } from "../../market/service.ts";
import { manualClock } from "../../platform/clock.ts";
import { loadConfig } from "../../platform/config.ts";
import { call, databaseUnavailable, expectLedgerSound, fieldCases, notificationsOf, registerUser, testDatabase, type TestDatabase } from "../../testing/harness.ts";
import { createScriptedProvider, emitPrices, type ScriptedProvider } from "../../testing/scripted-provider.ts";
import { createTradingEngine, type TradingEngine } from "../engine/engine.ts";
import { busOrderEvents, orderEventSubject, type OrderEvent } from "../events.ts";
import { marketFeed } from "../feed.ts";

interface Page { items: SpotOrder[]; total: number }

const quietLog = { info: () => undefined, error: (details: object, message: string) => console.error(message, details) };
// Monday 23 Nov 2026, 08:00 UTC: crypto trades around the clock.
const start = new Date("2026-11-23T08:00:00Z");
const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), databaseUrl: undefined };

describe.skipIf(databaseUnavailable)("coin orders", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let provider: ScriptedProvider;
  let market: Market;
  let engine: TradingEngine;
  const clock = manualClock(start);
  const events: OrderEvent[] = [];

  const newEngine = () => createTradingEngine({ db: database.db, clock, feed: marketFeed(market), events: busOrderEvents(market.bus) }, quietLog);

  beforeAll(async () => {
    database = await testDatabase();
    provider = createScriptedProvider(clock);
    market = createMarket({ db: database.db, clock, provider, log: quietLog });
    engine = newEngine();
    engine.follow(market.bus);
    market.bus.subscribe(orderEventSubject, (event) => events.push(event));
    app = await buildApp({ config, db: database.db, clock, market, trading: engine, rateLimitPerMinute: 100_000 });
    await app.ready();
    await market.start();
    await market.backfill({ history: false });
    await engine.start();
    await prices({ BTCUSDT: "90000", ETHUSDT: "3000", SOLUSDT: "135" });
  });
  afterEach(() => expectLedgerSound(database.db));
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** Sets prices, lets the market and the engine process them. */
  const prices = (values: Record<string, string>) => emitPrices({ clock, provider, settles: [market, engine] }, values);

  const submit = (token: string, body: object, options: { headers?: Record<string, string>; book?: Book } = {}) =>
    call<{ id: string; status: string }>(app, "POST", "/order/submit", body, { token, ...options });
  const cancel = (token: string, id: string) => call<{ id: string; status: string }>(app, "POST", "/order/chedan", { id }, { token });
  const list = async (token: string, query: string) => (await call<Page>(app, "GET", `/order/listBbOrder?${query}`, undefined, { token })).result;
  const order = async (token: string, id: string) => {
    const pages = await Promise.all(["scope=current", "scope=history"].map((query) => list(token, `${query}&size=100`)));
    return pages.flatMap((page) => page.items).find((item) => item.id === id);
  };
  const balance = (userId: UserId, currency: string, kind: UserAccountKind = "available") => ledger.balanceOf(database.db, { ownerId: userId, book: "demo", currency, kind }).then(toPlain);
  const coins = async (token: string) => (await call<{ items: CoinAccount[] }>(app, "GET", "/order/listCoinAccount", undefined, { token })).result.items;
  const marketBuy = (token: string, quantity: string) => submit(token, { code: "BTCUSDT", side: "buy", orderType: "market", quantity });

  it("buys at the ask and sells at the bid, moving USDT and BTC exactly, and shows the coin account", async () => {
    const { token, user } = await registerUser(app);
    await prices({ BTCUSDT: "90000" });
    const bought = await marketBuy(token, "0.01");
    expect(bought.result.status).toBe("done");
    // Ask 90000 × 1.00005 = 90004.5; turnover 900.045; fee 0.360018.
    expect(await order(token, bought.result.id)).toMatchObject({ status: "done", price: "90004.5", fillMid: "90000", fillSource: "scripted", turnover: "900.045", fee: "0.360018", base: "BTC", quote: "USDT" });
    expect([await balance(user.id, "USDT"), await balance(user.id, "BTC")]).toEqual(["99099.594982", "0.01"]);
    expect(events).toContainEqual({ userId: user.id, kind: "spot", id: bought.result.id, status: "done", book: "demo" });

    await prices({ BTCUSDT: "91000" });
    const sold = await submit(token, { code: "BTCUSDT", side: "sell", orderType: "market", quantity: "0.004" });
    // Bid 91000 × 0.99995 = 90995.45; turnover 363.9818; fee 0.14559272 rounded up to 0.145593.
    expect(await order(token, sold.result.id)).toMatchObject({ price: "90995.45", turnover: "363.9818", fee: "0.145593" });
    expect([await balance(user.id, "USDT"), await balance(user.id, "BTC")]).toEqual(["99463.431189", "0.006"]);

    expect(await coins(token)).toEqual([
      { currency: "BTC", available: "0.006", held: "0", holding: "0.006", averageBuyPrice: "90004.5", bought: "0.01", sold: "0.004", turnover: "1264.0268", markPrice: "91000", value: "546" },
    ]);
    const newest = await list(token, "scope=history&size=1");
    expect([newest.total, newest.items.map((item) => item.id)]).toEqual([2, [sold.result.id]]);
    expect((await list(token, "scope=history&size=1&page=2")).items.map((item) => item.id)).toEqual([bought.result.id]);
  });

  it("fills no coin order on a price the feed calls stale", async () => {
    const { token, user } = await registerUser(app);
    provider.setStale("SOLUSDT", true);
    await prices({ BTCUSDT: "90000" });
    try {
      expect((await submit(token, { code: "SOLUSDT", side: "buy", orderType: "market", quantity: "1" })).code).toBe(10260);
      expect(await balance(user.id, "SOL")).toBe("0");
    } finally {
      provider.setStale("SOLUSDT", false);
    }
    await prices({ SOLUSDT: "135" });
    expect((await submit(token, { code: "SOLUSDT", side: "buy", orderType: "market", quantity: "1" })).result.status).toBe("done");
  });

  it("holds a limit buy, fills it at the limit when the ask reaches it and releases what the hold exceeds", async () => {
    const { token, user } = await registerUser(app);
    await prices({ BTCUSDT: "90000" });
    const placed = await submit(token, { code: "BTCUSDT", side: "buy", orderType: "limit", quantity: "0.01", limitPrice: "89000" });
    expect(placed.result.status).toBe("waiting");
    // Held: 890 turnover + 0.356 fee.
    expect([await balance(user.id, "USDT"), await balance(user.id, "USDT", "held")]).toEqual(["99109.644", "890.356"]);
    expect(await order(token, placed.result.id)).toMatchObject({ status: "waiting", price: null, fee: "0", limitPrice: "89000" });
    expect((await list(token, "scope=current")).total).toBe(1);

    // The operator halves the fee while it waits: the fill charges the new fee and frees the rest.
    await database.db.updateTable("instruments").set({ fee_rate: "0.0002" }).where("code", "=", "BTCUSDT").execute();
    try {
      await prices({ BTCUSDT: "89010" }); // ask 89014.4505: above the limit
      expect((await order(token, placed.result.id))?.status).toBe("waiting");
      await prices({ BTCUSDT: "88990" }); // ask 88994.4495: reached
    } finally {
      await database.db.updateTable("instruments").set({ fee_rate: "0.0004" }).where("code", "=", "BTCUSDT").execute();
    }
    expect(await order(token, placed.result.id)).toMatchObject({ status: "done", price: "89000", fillMid: "88990", turnover: "890", fee: "0.178" });
    expect([await balance(user.id, "USDT"), await balance(user.id, "USDT", "held"), await balance(user.id, "BTC")]).toEqual(["99109.822", "0", "0.01"]);
    expect((await list(token, "scope=current")).total).toBe(0);
    expect(await notificationsOf(app, token)).toEqual([
      expect.objectContaining({ kind: "order_filled", book: "demo", reference: `spot:${placed.result.id}`, params: { product: "spot", code: "BTCUSDT", side: "buy", quantity: "0.01", coin: "BTC", price: "89000" } }),
    ]);
  });

  it("holds the coins of a limit sell, refuses to sell them twice, and cancels with a full release", async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    await prices({ BTCUSDT: "90000" });
    await marketBuy(owner.token, "0.01");
    const usdtBefore = await balance(owner.user.id, "USDT");
    const placed = await submit(owner.token, { code: "BTCUSDT", side: "sell", orderType: "limit", quantity: "0.01", limitPrice: "95000" });
    expect([await balance(owner.user.id, "BTC"), await balance(owner.user.id, "BTC", "held")]).toEqual(["0", "0.01"]);
    const again = await submit(owner.token, { code: "BTCUSDT", side: "sell", orderType: "market", quantity: "0.001" }, { headers: { lang: "en" } });
    expect(again.code).toBe(10134);
    expect(again.message).toContain("BTC");

    expect((await cancel(stranger.token, placed.result.id)).code).toBe(10118);
    expect((await cancel(owner.token, "abc")).code).toBe(10118);
    expect((await cancel(owner.token, placed.result.id)).result).toEqual({ id: placed.result.id, status: "cancelled" });
    expect((await cancel(owner.token, placed.result.id)).code).toBe(10131);
    expect([await balance(owner.user.id, "BTC"), await balance(owner.user.id, "BTC", "held"), await balance(owner.user.id, "USDT")]).toEqual(["0.01", "0", usdtBefore]);
    expect(await order(owner.token, placed.result.id)).toMatchObject({ status: "cancelled", fee: "0" });
    // A cancelled order's trigger is gone: the price reaching it fills nothing.
    await prices({ BTCUSDT: "96000" });
    expect(await balance(owner.user.id, "BTC")).toBe("0.01");

    const filled = await submit(owner.token, { code: "BTCUSDT", side: "sell", orderType: "limit", quantity: "0.01", limitPrice: "97000" });
    await prices({ BTCUSDT: "97010" }); // bid 97005.1495 ≥ 97000: filled at 97000, turnover 970, fee 0.388
    expect(await order(owner.token, filled.result.id)).toMatchObject({ status: "done", price: "97000", turnover: "970", fee: "0.388" });
    expect(toPlain(decimal(await balance(owner.user.id, "USDT")).minus(usdtBefore))).toBe("969.612");
    expect((await coins(owner.token))[0]).toMatchObject({ currency: "BTC", holding: "0", averageBuyPrice: null, value: "0" });
    // The market buy and the cancel were the user's own acts: only the limit's fill is told.
    expect((await notificationsOf(app, owner.token)).map((item) => [item.kind, item.reference, item.params.side])).toEqual([["order_filled", `spot:${filled.result.id}`, "sell"]]);
    expect(await notificationsOf(app, stranger.token)).toEqual([]);
  });

  it("never lets concurrent sells overdraw the coin", async () => {
    const { token, user } = await registerUser(app);
    await prices({ BTCUSDT: "90000" });
    await marketBuy(token, "0.01");
    const sells = await Promise.all([1, 2, 3, 4, 5].map(() => submit(token, { code: "BTCUSDT", side: "sell", orderType: "market", quantity: "0.003" })));
    expect(sells.map((reply) => reply.code).sort((a, b) => a - b)).toEqual([200, 200, 200, 10134, 10134]);
    expect(await balance(user.id, "BTC")).toBe("0.001");
  });

  it("places once per Idempotency-Key", async () => {
    const { token, user } = await registerUser(app);
    const headers = { "idempotency-key": "spot-1" };
    // A market order needs a price at most price_fresh_seconds old.
    await prices({ ETHUSDT: "3000" });
    const [first, second] = await Promise.all([1, 2].map(() => submit(token, { code: "ETHUSDT", side: "buy", orderType: "market", quantity: "0.5" }, { headers })));
    expect(first?.result.id).toBe(second?.result.id);
    const rows = await database.db.selectFrom("spot_orders").select("id").where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
    expect(await balance(user.id, "ETH")).toBe("0.5");
  });

  it("lets exactly one of a cancel and a fill win when they race", async () => {
    const { token, user } = await registerUser(app);
    await prices({ BTCUSDT: "90000" });
    const placed = await submit(token, { code: "BTCUSDT", side: "buy", orderType: "limit", quantity: "0.01", limitPrice: "89000" });
    clock.advance(1000);
    provider.emit({ BTCUSDT: "88000" });
    const cancelled = await cancel(token, placed.result.id);
    await market.settled();
    await engine.settled();
    const final = await order(token, placed.result.id);
    if (cancelled.code === 200) expect([final?.status, await balance(user.id, "BTC")]).toEqual(["cancelled", "0"]);
    else expect([cancelled.code, final?.status, await balance(user.id, "BTC")]).toEqual([10131, "done", "0.01"]);
    expect((await notificationsOf(app, token)).map((item) => item.kind)).toEqual(cancelled.code === 200 ? [] : ["order_filled"]);
    expect(await balance(user.id, "USDT", "held")).toBe("0");
  });

  it("rejects bad input with catalogued codes and moves no money", async () => {
    const { token, user } = await registerUser(app);
    const base = { code: "BTCUSDT", side: "buy", orderType: "market", quantity: "0.01" };
    const cases: [object, number][] = [
      ...fieldCases(base, "quantity", [["-1", 10016], ["0", 10016], ["NaN", 10016], ["1e5", 10016], ["0.000001", 10016], [1, 10016]]),
      [{ ...base, code: "AAPL" }, 10135],
      [{ ...base, code: "EURUSD" }, 10135],
      [{ ...base, code: "NOPEUSDT" }, 10122],
      [{ ...base, side: "hold" }, 10100],
      [{ ...base, orderType: "limit" }, 10100],
      [{ ...base, limitPrice: "90000" }, 10100],
      [{ ...base, orderType: "limit", limitPrice: "0" }, 10100],
      [{ ...base, orderType: "limit", limitPrice: "89000.001" }, 10100],
      [{ ...base, orderType: "limit", limitPrice: "-5" }, 10100],
      [{ ...base, quantity: "100" }, 10092],
      [{ ...base, side: "sell" }, 10134],
    ];
    for (const [body, code] of cases) expect([JSON.stringify(body), (await submit(token, body)).code]).toEqual([JSON.stringify(body), code]);
    expect(await balance(user.id, "USDT")).toBe("100000");
    expect(await database.db.selectFrom("spot_orders").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });

  it("requires verified identity on the real book but not on the demo", async () => {
    const { token, user } = await registerUser(app);
    const body = { code: "BTCUSDT", side: "buy", orderType: "market", quantity: "0.01" };
    expect((await submit(token, body, { book: "real" })).code).toBe(10022);
    await database.db.updateTable("users").set({ kyc_status: "verified" }).where("id", "=", user.id).execute();
    // Verified, the order reaches the money: the real book holds no USDT yet.
    expect((await submit(token, body, { book: "real" })).code).toBe(10092);
    expect((await submit(token, body, { book: "demo" })).code).toBe(200);
  });

  it("rebuilds resting coin limits after a restart and fills them on the next tick", async () => {
    const { token, user } = await registerUser(app);
    await prices({ BTCUSDT: "90000" });
    const placed = await submit(token, { code: "BTCUSDT", side: "buy", orderType: "limit", quantity: "0.002", limitPrice: "88000" });
    const restarted = newEngine();
    await restarted.start();
    expect(restarted.restingCount()).toBeGreaterThan(0);
    restarted.onTicks([{ code: "BTCUSDT", price: "87000", ts: clock.now().getTime() }], "scripted");
    await restarted.settled();
    expect(await order(token, placed.result.id)).toMatchObject({ status: "done", price: "88000", fillSource: "scripted" });
    expect(await balance(user.id, "BTC")).toBe("0.002");
  });

  it("removes a delisted coin's waiting orders on engine start and releases their holds", async () => {
    const { token, user } = await registerUser(app);
    await prices({ SOLUSDT: "135" });
    const placed = await submit(token, { code: "SOLUSDT", side: "buy", orderType: "limit", quantity: "2", limitPrice: "120" });
    expect(await balance(user.id, "USDT", "held")).toBe("240.12");
    await database.db.updateTable("instruments").set({ listed: false }).where("code", "=", "SOLUSDT").execute();
    try {
      await newEngine().start();
    } finally {
      await database.db.updateTable("instruments").set({ listed: true }).where("code", "=", "SOLUSDT").execute();
    }
    expect(await order(token, placed.result.id)).toMatchObject({ status: "removed", fee: "0", price: null });
    expect([await balance(user.id, "USDT"), await balance(user.id, "USDT", "held")]).toEqual(["100000", "0"]);
    expect((await cancel(token, placed.result.id)).code).toBe(10131);
  });

  // Last: closing the second app stops the shared market.
  it("hands limits placed on an api process without an engine to the engine over the bus", async () => {
    const apiApp = await buildApp({ config, db: database.db, clock, market, rateLimitPerMinute: 100_000 });
    try {
      const { token, user } = await registerUser(apiApp);
      await prices({ BTCUSDT: "90000" });
      const limit = { code: "BTCUSDT", side: "buy", orderType: "limit", quantity: "0.001" };
      const resting = await call<{ id: string }>(apiApp, "POST", "/order/submit", { ...limit, limitPrice: "89500" }, { token });
      const withdrawn = await call<{ id: string }>(apiApp, "POST", "/order/submit", { ...limit, limitPrice: "89400" }, { token });
      expect((await call(apiApp, "POST", "/order/chedan", { id: withdrawn.result.id }, { token })).code).toBe(200);
      await engine.settled();
      await prices({ BTCUSDT: "89000" });
      expect((await order(token, resting.result.id))?.status).toBe("done");
      expect((await order(token, withdrawn.result.id))?.status).toBe("cancelled");
      expect([await balance(user.id, "BTC"), await balance(user.id, "USDT", "held")]).toEqual(["0.001", "0"]);
    } finally {
      await apiApp.close();
    }
  });
});
