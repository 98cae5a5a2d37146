// Fixed-period options through HTTP on the real market pipeline: a scripted feed sets exact
// prices, a manual clock and hand-fired timers decide when the settler wakes (late on purpose,
// to prove it prices at expiry). The ledger check runs after each test.
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { OptionCycle, OptionOrder } from "@tradewind/api/options";
import { asPrice, decimal, toPlain } from "@tradewind/domain/money";
import { buildApp } from "../../app.ts";
import { createMarket, type Market } from "../../market/service.ts";
import { manualClock } from "../../platform/clock.ts";
import { loadConfig } from "../../platform/config.ts";
import { call, databaseUnavailable, expectLedgerSound, fieldCases, notificationsOf, registerUser, spendDemo, testDatabase, type TestDatabase } from "../../testing/harness.ts";
import { createScriptedProvider, type ScriptedProvider } from "../../testing/scripted-provider.ts";
import { notificationsChangedSubject } from "../../notifications/events.ts";
import { busOrderEvents, orderEventSubject, type OrderEvent } from "../events.ts";
import { marketFeed } from "../feed.ts";
import { createOptionSettlement, type OptionSettlement, type Timers } from "./settlement.ts";

interface Page { items: OptionOrder[]; total: number }

const quietLog = { info: () => undefined, error: (details: object, message: string) => console.error(message, details) };
// Monday 23 Nov 2026, 08:00 UTC: crypto and forex open, NYSE closed, London open.
const start = new Date("2026-11-23T08:00:00Z");

type Clock = ReturnType<typeof manualClock>;

/** Timers that fire only when the test says so, at the manual clock's time. */
function manualTimers(clock: Clock): Timers & { fireDue(): void } {
  const pending = new Set<{ atMs: number; callback: () => void }>();
  return {
    set(callback, delayMs) {
      const entry = { atMs: clock.now().getTime() + delayMs, callback };
      pending.add(entry);
      return () => {
        pending.delete(entry);
      };
    },
    fireDue() {
      for (const entry of [...pending]) {
        if (entry.atMs > clock.now().getTime()) continue;
        pending.delete(entry);
        entry.callback();
      }
    },
  };
}

interface Rig {
  database: TestDatabase;
  app: FastifyInstance;
  clock: Clock;
  provider: ScriptedProvider;
  market: Market;
  timers: ReturnType<typeof manualTimers>;
  settlement: OptionSettlement;
  events: OrderEvent[];
  /** Users told over the bus that their notifications changed. */
  notified: string[];
}

function settler(rig: Pick<Rig, "database" | "clock" | "market">, timers: Timers) {
  return createOptionSettlement({ db: rig.database.db, clock: rig.clock, feed: marketFeed(rig.market), events: busOrderEvents(rig.market.bus), timers }, quietLog);
}

const testConfig = () => ({ ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), databaseUrl: undefined });

async function startRig(database: TestDatabase): Promise<Rig> {
  const clock = manualClock(start);
  // A feed that goes stale after 30 s of silence, like a real one (MARKET_STALE_SECONDS).
  const provider = createScriptedProvider(clock, { staleAfterMs: 30_000 });
  const market = createMarket({ db: database.db, clock, provider, log: quietLog });
  const timers = manualTimers(clock);
  const settlement = settler({ database, clock, market }, timers);
  const app = await buildApp({ config: testConfig(), db: database.db, clock, market, optionSettlement: settlement, rateLimitPerMinute: 100_000 });
  await app.ready();
  await market.start();
  await market.backfill({ history: false });
  await settlement.start(market.bus);
  const events: OrderEvent[] = [];
  market.bus.subscribe(orderEventSubject, (event) => events.push(event));
  const notified: string[] = [];
  market.bus.subscribe(notificationsChangedSubject, (event) => notified.push(event.userId));
  return { database, app, clock, provider, market, timers, settlement, events, notified };
}

describe.skipIf(databaseUnavailable)("options", () => {
  let rig: Rig;

  /** Moves the clock by `ms`, then the feed trades at `prices`. */
  async function prices(ms: number, values: Record<string, string>) {
    rig.clock.advance(ms);
    rig.provider.emit(values);
    await rig.market.settled();
  }

  /** The settler wakes now (whatever time its timer asked for) and finishes its round. */
  async function wake() {
    rig.timers.fireDue();
    await rig.settlement.settled();
  }

  const cycles = async (code: string) => (await call<{ items: OptionCycle[] }>(rig.app, "GET", `/order/listOptionsCycle?code=${code}`)).result.items;
  const cycleId = async (code: string, seconds: number) => {
    const cycle = (await cycles(code)).find((item) => item.seconds === seconds);
    if (!cycle) throw new Error(`no ${seconds} s cycle on ${code}`);
    return cycle.id;
  };
  const buy = (token: string, body: object, headers: Record<string, string> = {}) => call<{ id: string; expiresAt: number }>(rig.app, "POST", "/order/buyOptions", body, { token, headers });
  const buyCycle = async (token: string, code: string, seconds: number, direction: "up" | "down", stake: string) => buy(token, { code, direction, cycleId: await cycleId(code, seconds), stake });
  const order = async (token: string, id: string) => (await call<OptionOrder>(rig.app, "GET", `/order/getOptionsOrderById/${id}`, undefined, { token })).result;
  const balance = async (userId: string, kind: "available" | "held") => {
    const row = await rig.database.db.selectFrom("ledger_accounts").select("balance").where("owner_id", "=", userId).where("book", "=", "demo").where("currency", "=", "USDT").where("kind", "=", kind).executeTakeFirst();
    // Exact decimal strings: a balance is compared digit for digit, never as a float.
    return toPlain(decimal(row?.balance ?? "0"));
  };

  beforeAll(async () => {
    rig = await startRig(await testDatabase());
    await prices(1000, { BTCUSDT: "90000", ETHUSDT: "3000", EURUSD: "1.16500" });
  });
  afterEach(() => expectLedgerSound(rig.database.db));
  afterAll(async () => {
    await rig.app.close();
    await rig.database.drop();
  });

  it("lists each instrument's cycles, shortest first, with ratio and stake range", async () => {
    const btc = await cycles("BTCUSDT");
    expect(btc.map(({ seconds, payoutRatio, minStake, maxStake }) => ({ seconds, payoutRatio, minStake, maxStake }))).toEqual([
      { seconds: 30, payoutRatio: "0.8", minStake: "10", maxStake: "50000" },
      { seconds: 60, payoutRatio: "0.82", minStake: "10", maxStake: "50000" },
      { seconds: 120, payoutRatio: "0.85", minStake: "10", maxStake: "50000" },
      { seconds: 300, payoutRatio: "0.88", minStake: "10", maxStake: "50000" },
    ]);
    const eur = await cycles("EURUSD");
    expect(eur.map((cycle) => cycle.id)).not.toContain(btc[0]?.id);
    expect((await call(rig.app, "GET", "/order/listOptionsCycle?code=NOPEUSDT")).code).toBe(10122);
  });

  it("pays stake × (1 + ratio) on a win, priced at the tick in force at expiry even when the settler wakes late", async () => {
    const { token, user } = await registerUser(rig.app);
    await prices(1000, { BTCUSDT: "90000" });
    const boughtAt = rig.clock.now().getTime();
    const bought = await buyCycle(token, "BTCUSDT", 30, "up", "100");
    expect(bought.code).toBe(200);
    expect(bought.result.expiresAt).toBe(boughtAt + 30_000);
    expect(await order(token, bought.result.id)).toMatchObject({ status: "pending", stake: "100", payoutRatio: "0.8", expectedProfit: "80", entryPrice: "90000", entrySource: "scripted", cycleSeconds: 30, payout: null, profit: null });
    expect([await balance(user.id, "available"), await balance(user.id, "held")]).toEqual(["99900", "100"]);

    await prices(29_000, { BTCUSDT: "90010" });
    // Past the expiry the price falls; the settler only wakes 400 ms after the expiry.
    await prices(1_400, { BTCUSDT: "89990" });
    await wake();
    expect(await order(token, bought.result.id)).toMatchObject({
      status: "won",
      settlementPrice: "90010",
      settlementSource: "scripted",
      settlementPriceTime: boughtAt + 29_000,
      settledAt: boughtAt + 30_400,
      payout: "180",
      profit: "80",
    });
    expect([await balance(user.id, "available"), await balance(user.id, "held")]).toEqual(["100080", "0"]);
    expect(rig.events.filter((event) => event.id === bought.result.id).map((event) => [event.kind, event.status, event.book])).toEqual([
      ["option", "pending", "demo"],
      ["option", "won", "demo"],
    ]);
    const statement = await call<{ items: { kind: string; reference: string }[] }>(rig.app, "GET", "/user/listStatement", undefined, { token });
    expect(statement.result.items.filter((line) => line.reference === `option:${bought.result.id}`).map((line) => line.kind)).toEqual(expect.arrayContaining(["option_open", "option_settle"]));
    expect(await notificationsOf(rig.app, token)).toEqual([
      expect.objectContaining({ kind: "option_settled", book: "demo", reference: `option:${bought.result.id}`, params: { code: "BTCUSDT", direction: "up", outcome: "won", stake: "100", payout: "180", coin: "USDT" } }),
    ]);
    // Announced after the commit, once: the buy was the user's own act.
    expect(rig.notified.filter((id) => id === user.id)).toEqual([user.id]);
  });

  it("forfeits the stake of a losing option and returns the stake when the price is unchanged at expiry", async () => {
    const { token, user } = await registerUser(rig.app);
    await prices(1000, { ETHUSDT: "3000" });
    const losing = await buyCycle(token, "ETHUSDT", 60, "down", "50");
    const unchanged = await buyCycle(token, "ETHUSDT", 30, "up", "20.5");
    await prices(10_000, { ETHUSDT: "2990" });
    // Exactly at the 30 s expiry: this tick is the one in force.
    await prices(20_000, { ETHUSDT: "3000" });
    await wake();
    expect(await order(token, unchanged.result.id)).toMatchObject({ status: "draw", settlementPrice: "3000", payout: "20.5", profit: "0" });
    expect((await order(token, losing.result.id)).status).toBe("pending");
    await prices(30_000, { ETHUSDT: "3000.01" });
    await wake();
    expect(await order(token, losing.result.id)).toMatchObject({ status: "lost", settlementPrice: "3000.01", payout: "0", profit: "-50" });
    expect([await balance(user.id, "available"), await balance(user.id, "held")]).toEqual(["99950", "0"]);
    expect((await notificationsOf(rig.app, token)).map((item) => [item.reference, item.params.outcome, item.params.payout])).toEqual([
      [`option:${losing.result.id}`, "lost", "0"],
      [`option:${unchanged.result.id}`, "draw", "20.5"],
    ]);
  });

  it("rejects bad input with catalogued codes and moves no money", async () => {
    const { token, user } = await registerUser(rig.app);
    const btc = await cycleId("BTCUSDT", 30);
    const base = { code: "BTCUSDT", direction: "up", cycleId: btc, stake: "100" };
    const cases: [object, number][] = [
      ...fieldCases(base, "stake", [["-1", 10100], ["0", 10136], ["NaN", 10100], ["1e3", 10100], ["10.0000001", 10100], [100, 10100], ["9.999999", 10136], ["50000.000001", 10136]]),
      [{ ...base, cycleId: await cycleId("ETHUSDT", 30) }, 10014],
      [{ ...base, cycleId: "999999999" }, 10014],
      [{ ...base, cycleId: "abc" }, 10014],
      [{ ...base, code: "NOPEUSDT" }, 10122],
      [{ ...base, direction: "sideways" }, 10100],
      [{ ...base, code: "AAPL", cycleId: await cycleId("AAPL", 30) }, 10015],
      // London is open, but no SHEL.L price has been recorded.
      [{ ...base, code: "SHEL.L", cycleId: await cycleId("SHEL.L", 30) }, 10132],
    ];
    for (const [body, code] of cases) expect([JSON.stringify(body), (await buy(token, body)).code]).toEqual([JSON.stringify(body), code]);
    expect((await buy(token, { ...base, stake: "5" })).message).toBe("For this cycle the stake must be between 10 and 50000 USDT");
    expect(await balance(user.id, "available")).toBe("100000");
  });

  it("refuses a stake above the available balance", async () => {
    const { token, user } = await registerUser(rig.app);
    await spendDemo(rig.database.db, user.id, "99960");
    await prices(1000, { BTCUSDT: "90000" });
    expect((await buyCycle(token, "BTCUSDT", 30, "up", "50")).code).toBe(10092);
    expect([await balance(user.id, "available"), await balance(user.id, "held")]).toEqual(["40", "0"]);
  });

  it("buys once per Idempotency-Key", async () => {
    const { token, user } = await registerUser(rig.app);
    const body = { code: "BTCUSDT", direction: "down", cycleId: await cycleId("BTCUSDT", 60), stake: "25" };
    await prices(1000, { BTCUSDT: "90000" });
    const [first, second] = await Promise.all([buy(token, body, { "idempotency-key": "opt-1" }), buy(token, body, { "idempotency-key": "opt-1" })]);
    expect(first.result.id).toBe(second.result.id);
    const rows = await rig.database.db.selectFrom("option_orders").select("id").where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
    expect(await balance(user.id, "held")).toBe("25");
  });

  it("pages current and settled orders newest first, and shows an order only to its owner", async () => {
    const { token } = await registerUser(rig.app);
    const stranger = await registerUser(rig.app);
    await prices(1000, { EURUSD: "1.16500" });
    const ids: string[] = [];
    for (const stake of ["10", "11", "12"]) ids.push((await buyCycle(token, "EURUSD", 30, "up", stake)).result.id);
    const list = (scope: string, page: number) => call<Page>(rig.app, "GET", `/order/listOptionsOrder?scope=${scope}&page=${page}&size=2`, undefined, { token });
    const first = await list("current", 1);
    expect([first.result.total, first.result.items.map((item) => item.id)]).toEqual([3, [ids[2], ids[1]]]);
    expect((await list("current", 2)).result.items.map((item) => item.id)).toEqual([ids[0]]);
    expect((await list("history", 1)).result.total).toBe(0);

    await prices(29_000, { EURUSD: "1.16510" });
    rig.clock.advance(2_000);
    await wake();
    expect((await list("current", 1)).result.total).toBe(0);
    const history = await list("history", 1);
    expect([history.result.total, history.result.items.map((item) => [item.status, item.payout])]).toEqual([3, [["won", "21.6"], ["won", "19.8"]]]);

    expect((await call(rig.app, "GET", `/order/getOptionsOrderById/${ids[0]}`, undefined, { token: stranger.token })).code).toBe(10118);
    expect((await call(rig.app, "GET", "/order/getOptionsOrderById/abc", undefined, { token })).code).toBe(10118);
    expect((await call(rig.app, "GET", "/order/listOptionsOrder?scope=open", undefined, { token })).code).toBe(10100);
  });

  it("settles an option bought through an api process (ROLE=api), which tells the engine's settler over the bus", async () => {
    const { db } = rig.database;
    const apiMarket = createMarket({ db, clock: rig.clock, bus: rig.market.bus, source: "scripted", log: quietLog });
    const api = await buildApp({ config: testConfig(), db, clock: rig.clock, market: apiMarket, rateLimitPerMinute: 100_000 });
    await api.ready();
    await apiMarket.start();
    try {
      const { token, user } = await registerUser(api);
      await prices(1000, { BTCUSDT: "90000" });
      const body = { code: "BTCUSDT", direction: "down", cycleId: await cycleId("BTCUSDT", 30), stake: "10" };
      const bought = await call<{ id: string }>(api, "POST", "/order/buyOptions", body, { token });
      await prices(29_000, { BTCUSDT: "89999.5" });
      rig.clock.advance(1_000);
      await wake();
      expect(await order(token, bought.result.id)).toMatchObject({ status: "won", settlementPrice: "89999.5", payout: "18" });
      expect(await balance(user.id, "available")).toBe("100008");
    } finally {
      await api.close();
    }
  });

  it("takes no entry on a stale price, and returns the stake of an option whose expiry fell in a stale spell", async () => {
    const { token, user } = await registerUser(rig.app);
    await prices(1000, { EURUSD: "1.16500" });
    const bought = await buyCycle(token, "EURUSD", 60, "up", "20");
    // The feed flags EURUSD stale; the market hears it with its next look at the statuses.
    rig.provider.setStale("EURUSD", true);
    await prices(1000, { BTCUSDT: "90000" });
    const refused = await buyCycle(token, "EURUSD", 60, "up", "20");
    expect(refused.code).toBe(10260);
    // Silence past the bound, then the expiry passes with no price: never settled on the price of a minute ago.
    await prices(60_000, { BTCUSDT: "90001" });
    await wake();
    expect(await order(token, bought.result.id)).toMatchObject({ status: "draw", settlementPrice: null, settlementSource: "the price feed was stale at expiry: stake returned", payout: "20", profit: "0" });
    expect(await balance(user.id, "available")).toBe("100000");
    rig.provider.setStale("EURUSD", false);
    await prices(1000, { EURUSD: "1.16600" });
    expect((await buyCycle(token, "EURUSD", 60, "up", "20")).code).toBe(200);
  });

  it("takes no entry on a price older than price_fresh_seconds, and a closed market still answers 10015", async () => {
    const { token, user } = await registerUser(rig.app);
    await prices(1000, { BTCUSDT: "90000" });
    // The feed falls silent (an api process whose engine died holds its last price): 5 s is still fresh, 5.001 s is not.
    rig.clock.advance(5_000);
    expect((await buyCycle(token, "BTCUSDT", 30, "up", "10")).code).toBe(200);
    rig.clock.advance(1);
    const refused = await buyCycle(token, "BTCUSDT", 30, "up", "10");
    expect([refused.code, refused.message]).toEqual([10260, "No live price for this instrument right now (the feed is stale); try again when prices are live"]);
    expect((await buyCycle(token, "AAPL", 30, "up", "10")).code).toBe(10015);
    await prices(0, { BTCUSDT: "90001" });
    expect((await buyCycle(token, "BTCUSDT", 30, "up", "10")).code).toBe(200);
    // The bound is a system parameter, read again within seconds.
    await rig.database.db.updateTable("system_params").set({ value: "60" }).where("key", "=", "price_fresh_seconds").execute();
    rig.clock.advance(30_000);
    await rig.market.settled();
    expect((await buyCycle(token, "BTCUSDT", 30, "up", "10")).code).toBe(10260);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await buyCycle(token, "BTCUSDT", 30, "up", "10")).code).toBe(200);
    await rig.database.db.updateTable("system_params").set({ value: "5" }).where("key", "=", "price_fresh_seconds").execute();
    rig.clock.advance(11_000);
    expect(rig.market.priceFresh("BTCUSDT")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rig.market.priceFresh("BTCUSDT")).toBe(false);
    await prices(31_000, { BTCUSDT: "90000" });
    await wake();
    expect(await balance(user.id, "held")).toBe("0");
  });

  // Last: it drops the rig's engine (market and settler) without a clean stop, as SIGKILL would.
  it("after an engine is killed, an option that expired in the outage waits for the record, then settles at the last recorded tick before its expiry, exactly once", async () => {
    const { db } = rig.database;
    const { token, user } = await registerUser(rig.app);
    await prices(1000, { BTCUSDT: "90000", ETHUSDT: "3000" });
    const entryMs = rig.clock.now().getTime();
    const btc = await buyCycle(token, "BTCUSDT", 30, "up", "40");
    const eth = await buyCycle(token, "ETHUSDT", 30, "down", "30");
    // Written to the tick record as it is applied; its minute's candle is not (the minute is not over).
    await prices(10_000, { BTCUSDT: "90050" });
    // Killed: the settler's timers die with it, and the market is never stopped (no live candle stored).
    await rig.settlement.stop();
    rig.clock.advance(40_000);

    // The next engine: a new market on the same database reads the last prices from the tick record.
    const provider = createScriptedProvider(rig.clock, { staleAfterMs: 30_000 });
    const engine = createMarket({ db, clock: rig.clock, provider, log: quietLog });
    await engine.start();
    expect([engine.lastTick("BTCUSDT"), engine.lastTick("ETHUSDT")]).toEqual([
      { price: asPrice("90050"), zdf: "0", ts: entryMs + 10_000, source: "scripted" },
      { price: asPrice("3000"), zdf: "0", ts: entryMs, source: "scripted" },
    ]);
    // Two settlers start together (a standby racing the restarted engine).
    const timers = [manualTimers(rig.clock), manualTimers(rig.clock)];
    const restarted = timers.map((each) => settler({ database: rig.database, clock: rig.clock, market: engine }, each));
    await Promise.all(restarted.map((instance) => instance.start(engine.bus)));
    // The expiries fell in the outage and nothing is recorded after them yet: they wait, never voided.
    expect([(await order(token, btc.result.id)).status, (await order(token, eth.result.id)).status]).toEqual(["pending", "pending"]);

    rig.clock.advance(1_000);
    provider.emit({ BTCUSDT: "89000", ETHUSDT: "3100" });
    await engine.settled();
    for (const each of timers) each.fireDue();
    await Promise.all(restarted.map((instance) => instance.settled()));
    expect(await order(token, btc.result.id)).toMatchObject({ status: "won", settlementPrice: "90050", settlementSource: "scripted", settlementPriceTime: entryMs + 10_000, payout: "72" });
    // ETH had no tick between the entry and the expiry: the entry's own price is the one in force.
    expect(await order(token, eth.result.id)).toMatchObject({ status: "draw", settlementPrice: "3000", settlementPriceTime: entryMs, payout: "30" });
    for (const id of [btc.result.id, eth.result.id]) {
      const settlements = await db.selectFrom("journal_entries").select("id").where("reference", "=", `option:${id}`).where("kind", "=", "option_settle").execute();
      expect(settlements).toHaveLength(1);
    }
    expect([await balance(user.id, "available"), await balance(user.id, "held")]).toEqual(["100032", "0"]);
    await Promise.all(restarted.map((instance) => instance.stop()));
    await engine.stop();
  });
});
