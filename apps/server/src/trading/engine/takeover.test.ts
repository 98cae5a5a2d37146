// An engine taking over follows the bus before it rebuilds its books from SQL: a tick that arrives
// while it reads the orders waits for them, so a limit the market crosses during the takeover fills
// at that tick instead of waiting for the next crossing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderId } from "@tradewind/domain/ids";
import { decimal } from "@tradewind/domain/money";
import { buildApp } from "../../app.ts";
import { createMarket } from "../../market/service.ts";
import { manualClock } from "../../platform/clock.ts";
import { loadConfig } from "../../platform/config.ts";
import { call, databaseUnavailable, expectLedgerSound, registerUser, testDatabase, type TestDatabase } from "../../testing/harness.ts";
import { createScriptedProvider } from "../../testing/scripted-provider.ts";
import { busOrderEvents } from "../events.ts";
import { marketFeed } from "../feed.ts";
import { createTradingEngine } from "./engine.ts";

const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), databaseUrl: undefined };
const log = { info: () => undefined, error: () => undefined };

/** A process's feed and engine on `database`; `follow` subscribes the engine as main.ts does, before the first tick. */
function engineProcess(database: TestDatabase, clock: ReturnType<typeof manualClock>) {
  const provider = createScriptedProvider(clock);
  const market = createMarket({ db: database.db, clock, provider, log });
  const engine = createTradingEngine({ db: database.db, clock, feed: marketFeed(market), events: busOrderEvents(market.bus) }, log);
  engine.follow(market.bus);
  return { provider, market, engine };
}

describe.skipIf(databaseUnavailable)("an engine taking over", () => {
  let database: TestDatabase;
  const clock = manualClock(new Date("2026-11-23T08:00:00Z"));

  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database.drop());

  it("fills a waiting limit at a tick that arrived while it rebuilt its books", async () => {
    const first = engineProcess(database, clock);
    const app = await buildApp({ config, db: database.db, clock, market: first.market, trading: first.engine, rateLimitPerMinute: 100_000 });
    await first.market.start();
    await first.market.backfill({ history: false });
    await first.engine.start();
    clock.advance(1000);
    first.provider.emit({ BTCUSDT: "90000" });
    await first.market.settled();
    const { token } = await registerUser(app);
    const placed = await call<{ id: string }>(app, "POST", "/order/buyU", { code: "BTCUSDT", direction: "long", orderType: "limit", lots: "0.01", leverage: 10, limitPrice: "89000" }, { token });
    expect(placed.code).toBe(200);
    const id = orderId(placed.result.id);
    // The first engine dies here: it sees no further tick.

    const second = engineProcess(database, clock);
    await second.market.start();
    clock.advance(1000);
    second.provider.emit({ BTCUSDT: "88500" });
    await second.market.settled();
    const before = await database.db.selectFrom("contract_orders").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(before.status).toBe("waiting");

    await second.engine.start();
    await second.engine.settled();
    const after = await database.db.selectFrom("contract_orders").select(["status", "open_mid"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect({ status: after.status, openMid: decimal(String(after.open_mid)).toFixed() }).toEqual({ status: "open", openMid: "88500" });
    await expectLedgerSound(database.db);
    await app.close();
  });
});
