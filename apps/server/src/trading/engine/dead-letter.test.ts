// Proves the engine's fill queue is bounded in attempts: a fill that fails every time stops after
// fillAttemptsMax tries, is logged with its order's id and listed in orders_needing_attention,
// and no later tick tries it again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderId } from "@tradewind/domain/ids";
import { decimal, toPlain } from "@tradewind/domain/money";
import { buildApp } from "../../app.ts";
import * as ledger from "../../ledger/service.ts";
import { createMarket } from "../../market/service.ts";
import { manualClock } from "../../platform/clock.ts";
import { loadConfig } from "../../platform/config.ts";
import { call, databaseUnavailable, expectLedgerSound, notificationsOf, registerUser, testDatabase, type TestDatabase } from "../../testing/harness.ts";
import { createScriptedProvider } from "../../testing/scripted-provider.ts";
import { ordersNeedingAttention } from "../attention-repository.ts";
import { busOrderEvents } from "../events.ts";
import { marketFeed } from "../feed.ts";
import { createTradingEngine, fillAttemptsMax, type TradingEngine } from "./engine.ts";

const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), databaseUrl: undefined };

describe.skipIf(databaseUnavailable)("a triggered fill that always fails", () => {
  let database: TestDatabase;
  const clock = manualClock(new Date("2026-11-23T08:00:00Z"));
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  const log = { info: () => undefined, error: (details: object, message: string) => void lines.push({ details: { ...details }, message }) };
  const provider = createScriptedProvider(clock);
  let engine: TradingEngine;
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  async function price(value: string) {
    clock.advance(1000);
    provider.emit({ BTCUSDT: value });
    await engine.settled();
  }

  beforeAll(async () => {
    database = await testDatabase();
    const market = createMarket({ db: database.db, clock, provider, log });
    engine = createTradingEngine({ db: database.db, clock, feed: marketFeed(market), events: busOrderEvents(market.bus) }, log);
    engine.follow(market.bus);
    app = await buildApp({ config, db: database.db, clock, market, trading: engine, rateLimitPerMinute: 100_000 });
    await market.start();
    await market.backfill({ history: false });
    await engine.start();
    close = async () => {
      await app.close();
      await database.drop();
    };
    await price("90000");
  });
  afterAll(() => close());

  it(`stops after ${fillAttemptsMax} attempts, logs the order and lists it for an operator`, async () => {
    const { token, user } = await registerUser(app);
    const placed = await call<{ id: string }>(app, "POST", "/order/buyU", { code: "BTCUSDT", direction: "long", orderType: "limit", lots: "0.01", leverage: 10, limitPrice: "89000" }, { token });
    expect(placed.code).toBe(200);
    // Something outside the engine emptied the hold: every fill now overdraws it and fails.
    const heldKey = { ownerId: user.id, book: "demo", currency: "USDT", kind: "held" } as const;
    const held = await ledger.balanceOf(database.db, heldKey).then(toPlain);
    await database.db.transaction().execute((tx) =>
      ledger.post(tx, { kind: "adjustment", book: "demo", actor: "test", postings: [{ account: heldKey, amount: decimal(held).negated() }, { account: { ownerId: null, currency: "USDT", kind: "demo_faucet" }, amount: decimal(held) }] }),
    );

    for (let tick = 0; tick < fillAttemptsMax + 3; tick += 1) await price(tick % 2 === 0 ? "88000" : "87900");

    const failures = lines.filter((line) => line.details.orderId === placed.result.id || (line.details.resting as { orderId?: string } | undefined)?.orderId === placed.result.id);
    expect(failures.map((line) => line.message)).toEqual([
      ...Array.from({ length: fillAttemptsMax - 1 }, () => "trading: triggered fill failed; it will be retried on the next tick"),
      "trading: triggered fill failed on every attempt; given up and listed in orders_needing_attention",
    ]);
    const listed = await ordersNeedingAttention(database.db, 100);
    expect(listed.map((row) => [row.order_kind, row.order_id, row.attempts])).toEqual([["contract", placed.result.id, fillAttemptsMax]]);
    expect(engine.restingCount()).toBe(0);
    const order = await database.db.selectFrom("contract_orders").select("status").where("id", "=", orderId(placed.result.id)).executeTakeFirstOrThrow();
    expect(order.status).toBe("waiting");
    // Every attempt rolled back, its notification with it.
    expect(await notificationsOf(app, token)).toEqual([]);
    await expectLedgerSound(database.db);
  });
});
