// Api processes (ROLE=api: a market without a provider, following the engine's bus) converge on
// the engine's market state: a snapshot of the record on start, the stream after, the record
// again for what the engine back-filled and after the stream was silent; and their prices stop
// being fresh soon after the engine stops feeding them (issue 28).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { bucketStart } from "@tradewind/domain/candles";
import { asPrice } from "@tradewind/domain/money";
import { createLocalBus } from "../platform/bus.ts";
import { manualClock } from "../platform/clock.ts";
import { databaseUnavailable, testDatabase, type TestDatabase } from "../testing/harness.ts";
import { createScriptedProvider } from "../testing/scripted-provider.ts";
import { candleOfText } from "./candle-text.ts";
import type { MarketProvider } from "./feed.ts";
import { createMarket, type Market } from "./service.ts";

const quietLog = { info: () => undefined, error: (details: object, message: string) => console.error(message, details) };
// Monday 23 Nov 2026, 03:00 in New York: NYSE closed (AAPL, MSFT do not tick), crypto open.
const start = new Date("2026-11-23T08:00:00Z");

describe.skipIf(databaseUnavailable)("api processes converge on the engine's market", () => {
  let database: TestDatabase;
  const clock = manualClock(start);
  const bus = createLocalBus(quietLog);
  const scripted = createScriptedProvider(clock);
  // The engine's feed has history for AAPL only: a closed market whose price reaches api processes no other way.
  const closeMinute = bucketStart("1m", start.getTime()) - 60 * 60_000;
  const provider: MarketProvider = {
    ...scripted,
    history: (instrument, from, to) => {
      const tracked = scripted.history(instrument, from, to);
      return instrument.code === "AAPL" ? [candleOfText({ openTime: closeMinute, open: "190", high: "191", low: "189", close: "190.5", volume: "0" })] : tracked;
    },
  };
  let engine: Market;
  const apis: Market[] = [];
  const apiMarket = async () => {
    const api = createMarket({ db: database.db, clock, bus, source: "scripted", log: quietLog });
    await api.start();
    apis.push(api);
    return api;
  };

  beforeAll(async () => {
    database = await testDatabase();
    engine = createMarket({ db: database.db, clock, provider, bus, log: quietLog });
    await engine.start();
  });
  afterAll(async () => {
    for (const api of apis) await api.stop();
    await engine.stop();
    await database.drop();
  });

  it("an api process started during the engine's back-fill learns the back-filled prices; one started later reads them", async () => {
    const early = await apiMarket();
    expect(early.lastTick("AAPL")).toBeUndefined();
    await engine.backfill({ history: true });
    await early.settled();
    expect(early.lastTick("AAPL")).toMatchObject({ price: asPrice("190.5"), ts: closeMinute });
    clock.advance(1_000);
    scripted.emit({ BTCUSDT: "90000", ETHUSDT: "3000" });
    await engine.settled();
    const late = await apiMarket();
    for (const api of [early, late]) expect(api.prices()).toEqual(engine.prices());
  });

  it("re-reads the record after the stream was silent, and a restarted process starts from the last recorded tick", async () => {
    const [early] = apis;
    if (!early) throw new Error("no api process");
    // While this process heard nothing (a bus cut), MSFT's price changed in the record.
    const msft = await database.db.selectFrom("instruments").select("id").where("code", "=", "MSFT").executeTakeFirstOrThrow();
    await sql`insert into market_ticks (instrument_id, ts, price, source) values (${msft.id}, ${new Date(clock.now().getTime() - 500)}, 410.25, 'scripted')`.execute(database.db);
    clock.advance(4_000);
    scripted.emit({ BTCUSDT: "90010" });
    await engine.settled();
    await early.settled();
    expect(early.lastTick("MSFT")).toMatchObject({ price: asPrice("410.25") });
    expect(early.lastTick("BTCUSDT")).toMatchObject({ price: asPrice("90010"), ts: clock.now().getTime() });
    const restarted = await apiMarket();
    expect(restarted.lastTick("BTCUSDT")).toEqual(early.lastTick("BTCUSDT"));
    expect(restarted.prices()).toEqual(early.prices());
  });

  it("holds a price fresh for price_fresh_seconds after its tick, then calls it stale until the engine ticks again", async () => {
    const [early] = apis;
    if (!early) throw new Error("no api process");
    clock.advance(1_000);
    scripted.emit({ BTCUSDT: "90020" });
    clock.advance(5_000);
    expect([early.priceFresh("BTCUSDT"), engine.priceFresh("BTCUSDT")]).toEqual([true, true]);
    clock.advance(1);
    expect([early.priceFresh("BTCUSDT"), engine.priceFresh("BTCUSDT")]).toEqual([false, false]);
    // A closed market's price is old, not fresh: trading answers 10015 for it before asking.
    expect(early.priceFresh("AAPL")).toBe(false);
    scripted.emit({ BTCUSDT: "90030" });
    expect(early.priceFresh("BTCUSDT")).toBe(true);
  });
});
