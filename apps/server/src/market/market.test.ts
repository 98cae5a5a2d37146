// The market through HTTP: the simulated feed driven by hand (manual clock, tickAll), candles
// built from the ticks and read back at any interval, sessions, catalogued errors, back-fill.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aggregate, applyTick, type Candle } from "@tradewind/domain/candles";
import { asPrice, asQuantity, toPlain } from "@tradewind/domain/money";
import { buildApp } from "../app.ts";
import { manualClock } from "../platform/clock.ts";
import { loadConfig } from "../platform/config.ts";
import { databaseUnavailable, call, testDatabase, type TestDatabase } from "../testing/harness.ts";
import { createScriptedProvider } from "../testing/scripted-provider.ts";
import { candleText } from "./candle-text.ts";
import { createSimulatedProvider, type SimulatedProvider } from "./feed.ts";
import { createMarket, type Market } from "./service.ts";

interface Item { code: string; type: number; price: string | null; zdf: string; hundred: string[]; source: string; open: boolean }
interface Kline { source: string; candles: Candle[] }

const quietLog = { info: () => undefined, error: (details: object, message: string) => console.error(message, details) };
// Monday 23 Nov 2026, 03:00 in New York: NYSE closed, crypto and forex open.
const nyseClosed = new Date("2026-11-23T08:00:00Z");

async function marketApp(database: TestDatabase, start: Date) {
  const clock = manualClock(start);
  const provider = createSimulatedProvider({ clock, tickIntervalMs: 0 });
  const market = createMarket({ db: database.db, clock, provider, log: quietLog });
  const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), databaseUrl: undefined };
  const app = await buildApp({ config, db: database.db, clock, market, rateLimitPerMinute: 100_000 });
  await app.ready();
  await market.start();
  return { app, clock, provider, market };
}

describe.skipIf(databaseUnavailable)("market data over HTTP", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let clock: ReturnType<typeof manualClock>;
  let provider: SimulatedProvider;
  let market: Market;
  /** BTCUSDT's ticks, their prices as the wire shows them. */
  const btcTicks: { code: string; price: string; ts: number }[] = [];

  /** Moves the clock and ticks every instrument, as the interval timer would. */
  async function tick(ms: number) {
    clock.advance(ms);
    const ticks = provider.tickAll(clock.now());
    btcTicks.push(...ticks.filter((entry) => entry.code === "BTCUSDT").map((entry) => ({ ...entry, price: toPlain(entry.price) })));
    await market.settled();
    return ticks;
  }

  beforeAll(async () => {
    database = await testDatabase();
    ({ app, clock, provider, market } = await marketApp(database, nyseClosed));
    await market.backfill({ history: false });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("lists the seeded instruments of each class, labelled simulated, with no price before any tick", async () => {
    const crypto = await call<Item[]>(app, "GET", "/index/listMarketByType?type=2");
    expect(crypto.code).toBe(200);
    expect(crypto.result.length).toBeGreaterThanOrEqual(30);
    expect(crypto.result.every((item) => item.type === 2 && item.source === "simulated")).toBe(true);
    expect(crypto.result.every((item) => item.price === null && item.hundred.length === 0 && item.zdf === "0")).toBe(true);
    for (const type of [1, 3, 4, 5]) {
      const listed = await call<Item[]>(app, "GET", `/index/listMarketByType?type=${type}`);
      expect(listed.result.length, `type ${type}`).toBeGreaterThan(0);
    }
    expect((await call(app, "GET", "/index/listMarketByType?type=9")).code).toBe(10100);
  });

  it("moves prices on ticks and keeps a stock outside its session still and closed", async () => {
    for (let second = 0; second < 5; second++) await tick(1_000);
    const crypto = await call<Item[]>(app, "GET", "/index/listMarketByType?type=2");
    const btc = crypto.result.find((item) => item.code === "BTCUSDT");
    expect(btc?.open).toBe(true);
    expect(new Set(btcTicks.map((entry) => entry.price)).size).toBeGreaterThan(1);
    // Five ticks in one minute are one sparkline point (a point a minute): the live price.
    expect(btc?.hundred).toEqual([btc?.price]);
    const stocks = await call<Item[]>(app, "GET", "/index/listMarketByType?type=3");
    const apple = stocks.result.find((item) => item.code === "AAPL");
    expect(apple).toMatchObject({ open: false, price: null, hundred: [] });
    const info = await call<{ sessionOpen: boolean; nextSessionChange: number | null; price: string | null }>(app, "GET", "/index/getMarketInfo/AAPL");
    expect(info.result).toMatchObject({ sessionOpen: false, price: null, nextSessionChange: Date.parse("2026-11-23T14:30:00Z") });
  });

  it("serves 1m and 5m candles that match the ticks, including the live minute", async () => {
    // Ten minutes of ticks every 20 s: finished minutes are stored, the last one is live.
    for (let count = 0; count < 30; count++) await tick(20_000);
    let expected: Candle[] = [];
    for (const entry of btcTicks) {
      const outcome = applyTick(expected.at(-1), { price: asPrice(entry.price), volume: asQuantity("0"), ts: entry.ts }, "1m");
      if (outcome.kind === "opened") expected.push(outcome.candle);
      if (outcome.kind === "updated") expected = [...expected.slice(0, -1), outcome.candle];
    }
    const from = nyseClosed.getTime();
    const to = clock.now().getTime();
    const oneMinute = await call<Kline>(app, "GET", `/index/getKValueByCodeAndDate?code=BTCUSDT&interval=1m&from=${from}&to=${to}`);
    expect(oneMinute.code).toBe(200);
    expect(oneMinute.result.source).toBe("simulated");
    expect(oneMinute.result.candles).toEqual(expected.map(candleText));
    const fiveMinutes = await call<Kline>(app, "GET", `/index/getKValueByCodeAndDate?code=BTCUSDT&interval=5m&from=${from}&to=${to}`);
    expect(fiveMinutes.result.candles).toEqual(aggregate(expected, "5m").map(candleText));
    expect(fiveMinutes.result.candles.length).toBeGreaterThanOrEqual(2);
  });

  it("reports the 24 h detail from recorded candles only", async () => {
    const info = await call<Record<string, unknown>>(app, "GET", "/index/getMarketInfo/BTCUSDT");
    const closes = btcTicks.map((entry) => Number(entry.price));
    expect(info.result).toMatchObject({ code: "BTCUSDT", source: "simulated", sessionOpen: true, nextSessionChange: null, close: btcTicks.at(-1)?.price, open: btcTicks[0]?.price, volume: "0" });
    expect(Number(info.result.high)).toBe(Math.max(...closes));
    expect(Number(info.result.low)).toBe(Math.min(...closes));
    expect(typeof info.result.zhangFu).toBe("string");
    // The order form prices a preview with these, so they must be the catalogue's own terms.
    expect(info.result.terms).toEqual({ baseCurrency: "BTC", quoteCurrency: "USDT", priceScale: 2, quantityScale: 5, contractSize: "1", leverages: [1, 2, 3, 5, 10, 20, 50, 100], spreadRate: "0.0001", feeRate: "0.0004", maintenanceMarginRate: "0.004" });
  });

  it("answers bad chart requests with catalogued codes", async () => {
    const now = clock.now().getTime();
    const kline = (query: string) => call(app, "GET", `/index/getKValueByCodeAndDate?${query}`);
    expect((await kline(`code=BTCUSDT&interval=2m`)).code).toBe(10123);
    expect((await kline(`code=BTCUSDT&interval=1m&from=${now}&to=${now - 60_000}`)).code).toBe(10124);
    const tooMany = await kline(`code=BTCUSDT&interval=1m&from=${now - 1_000 * 60_000}&to=${now}`);
    expect(tooMany.code).toBe(10125);
    expect(tooMany.message).toContain("1000");
    expect((await kline(`code=BTCUSDT&interval=1m&from=${now - 999 * 60_000}&to=${now}`)).code).toBe(200);
    expect((await kline(`code=NOPEUSDT&interval=1m`)).code).toBe(10122);
    expect((await kline(`code=bad code&interval=1m`)).code).toBe(10122);
    expect((await call(app, "GET", "/index/getMarketInfo/NOPE")).code).toBe(10122);
  });
});

describe.skipIf(databaseUnavailable)("market back-fill", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  const candlesPerInstrument = async () => {
    const rows = await database.db.selectFrom("candles_1m").select(["instrument_id", "source"]).select((eb) => eb.fn.countAll<string>().as("count")).groupBy(["instrument_id", "source"]).orderBy("instrument_id").execute();
    return rows;
  };

  it("records the model's last 24 h once per instrument, and not again on restart", { timeout: 180_000 }, async () => {
    const instruments = await database.db.selectFrom("instruments").select("id").where("listed", "=", true).execute();
    const first = await marketApp(database, nyseClosed);
    const report = await first.market.backfill({ history: true });
    expect(report.instruments).toBe(instruments.length);
    const rows = await candlesPerInstrument();
    expect(rows).toHaveLength(instruments.length);
    expect(rows.every((row) => row.source === "simulated-backfill")).toBe(true);
    // Around-the-clock markets get a full day; the others at most a day of their open minutes.
    expect(rows.every((row) => Number(row.count) > 0 && Number(row.count) <= 1440)).toBe(true);
    expect(report.candles).toBe(rows.reduce((sum, row) => sum + Number(row.count), 0));
    const closedHours = await database.db
      .selectFrom("candles_1m")
      .innerJoin("instruments", "instruments.id", "candles_1m.instrument_id")
      .select("candles_1m.open_time")
      .where("instruments.code", "=", "AAPL")
      .execute();
    // Not one AAPL minute outside NYSE hours (14:30–21:00 UTC in November).
    expect(closedHours.every((row) => { const minutes = row.open_time.getUTCHours() * 60 + row.open_time.getUTCMinutes(); return minutes >= 870 && minutes < 1260; })).toBe(true);
    const listed = await call<Item[]>(first.app, "GET", "/index/listMarketByType?type=2");
    expect(listed.result.every((item) => item.price !== null && item.hundred.length === 100)).toBe(true);
    first.clock.advance(90_000);
    first.provider.tickAll(first.clock.now());
    await first.app.close();

    const second = await marketApp(database, new Date(nyseClosed.getTime() + 120_000));
    expect(await second.market.backfill({ history: true })).toMatchObject({ instruments: 0, candles: 0 });
    const after = await candlesPerInstrument();
    // Only the live minute stored at shutdown was added, for the instruments that ticked.
    expect(after.filter((row) => row.source === "simulated-backfill").map((row) => row.count)).toEqual(rows.map((row) => row.count));
    const btc = (await call<Item[]>(second.app, "GET", "/index/listMarketByType?type=2")).result.find((item) => item.code === "BTCUSDT");
    expect(btc?.price).not.toBeNull();
    await second.app.close();

    // Another feed does not pass off the simulator's recorded prices as its own.
    const clock = manualClock(new Date(nyseClosed.getTime() + 180_000));
    const other = createMarket({ db: database.db, clock, provider: createScriptedProvider(clock), log: quietLog });
    await other.start();
    expect(other.list(2).every((item) => item.price === null && item.hundred.length === 0 && item.source === "scripted")).toBe(true);
    await other.stop();
  });
});

describe.skipIf(databaseUnavailable)("market sparkline across a restart", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  const startMs = nyseClosed.getTime();
  /** Minutes 50–54 have no tick (a quiet feed): the line must still be a point a minute. */
  const silent = (minute: number) => minute >= 50 && minute < 55;
  /** Ticks at :10, :30 and :50 of each minute; a minute's last price is 1000 + minute + 0.5. */
  const tickSeconds = [10, 30, 50];
  const priceAt = (minute: number, second: number) => `${1000 + minute}.${second / 10}`;

  /** A point a minute for the newest 100 minutes up to `lastMinute`, a silent minute repeating the one before. */
  function expectedLine(lastMinute: number): string[] {
    const line: string[] = [];
    let close = "";
    for (let minute = 0; minute <= lastMinute; minute++) {
      if (!silent(minute)) close = priceAt(minute, 50);
      line.push(close);
    }
    return line.slice(-100);
  }

  async function scriptedMarket(at: number) {
    const clock = manualClock(new Date(at));
    const provider = createScriptedProvider(clock);
    const market = createMarket({ db: database.db, clock, provider, log: quietLog });
    await market.start();
    await market.backfill({ history: false });
    /** Plays minutes [from, to) of the script on this market's clock. */
    const play = async (from: number, to: number) => {
      for (let minute = from; minute < to; minute++) {
        if (silent(minute)) continue;
        for (const second of tickSeconds) {
          clock.advance(startMs + minute * 60_000 + second * 1_000 - clock.now().getTime());
          provider.emit({ BTCUSDT: priceAt(minute, second) });
        }
      }
      await market.settled();
    };
    const line = () => market.list(2).find((item) => item.code === "BTCUSDT")?.hundred;
    return { clock, market, play, line };
  }

  it("is a point a minute, the newest the live price, whether built live or from the candles recorded before a restart", async () => {
    const first = await scriptedMarket(startMs);
    await first.play(0, 90);
    expect(first.line()).toEqual(expectedLine(89));
    await first.market.stop();

    // The restarted process draws the line the running one had: recorded closes, evenly spaced.
    const second = await scriptedMarket(first.clock.now().getTime() + 5_000);
    expect(second.line()).toEqual(expectedLine(89));
    // Live ticks continue the same series: the newest minute moves with each price, older ones stay.
    await second.play(90, 91);
    expect(second.line()).toEqual(expectedLine(90));
    await second.play(91, 140);
    const line = second.line();
    expect(line).toEqual(expectedLine(139));
    expect(line).toHaveLength(100);
    const last = second.market.lastTick("BTCUSDT");
    expect(line?.at(-1)).toBe(last && toPlain(last.price));
    await second.market.stop();
  });
});
