// One tick crossing 1,000 resting stop losses (issue 28): 100 users hold 10 BTCUSDT longs each,
// every one with its stop at 89 000; one scripted tick at 88 000 crosses all 1,000. Times the
// tick to the moment the engine has closed every position with its ledger entry, on the
// database of the run (PostgreSQL with DATABASE_URL, else PGlite), and checks the ledger after.
import { performance } from "node:perf_hooks";
import { userId as asUserId, type UserId } from "@tradewind/domain/ids";
import { asPrice, asQuantity, decimal } from "@tradewind/domain/money";
import { fundDemoBook } from "../../apps/server/src/ledger/service.ts";
import { createMarket } from "../../apps/server/src/market/service.ts";
import { manualClock } from "../../apps/server/src/platform/clock.ts";
import { expectLedgerSound, testDatabase } from "../../apps/server/src/testing/harness.ts";
import { createScriptedProvider } from "../../apps/server/src/testing/scripted-provider.ts";
import { placeContract } from "../../apps/server/src/trading/contracts/service.ts";
import { createTradingEngine } from "../../apps/server/src/trading/engine/engine.ts";
import { busOrderEvents } from "../../apps/server/src/trading/events.ts";
import { marketFeed } from "../../apps/server/src/trading/feed.ts";

type Report = { bench(name: string, value: number, unit: string): void; ratio(name: string, value: number): void };

const users = 100;
const positionsPerUser = 10;
const quietLog = { info: () => undefined, error: (details: object, message: string) => console.error(message, details) };

export async function stopTickBench(report: Report): Promise<void> {
  const database = await testDatabase(process.env.DATABASE_URL ? "postgres" : "pglite");
  const label = process.env.DATABASE_URL ? "postgres" : "pglite";
  const clock = manualClock(new Date("2026-11-23T08:00:00Z"));
  const provider = createScriptedProvider(clock);
  const market = createMarket({ db: database.db, clock, provider, log: quietLog });
  const engine = createTradingEngine({ db: database.db, clock, feed: marketFeed(market), events: busOrderEvents(market.bus) }, quietLog);
  const unfollow = engine.follow(market.bus);
  try {
    await market.start();
    await market.backfill({ history: false });
    await engine.start();
    provider.emit({ BTCUSDT: "90000" });
    await market.settled();
    const owners: UserId[] = [];
    for (let index = 0; index < users; index += 1) {
      const row = await database.db.insertInto("users").values({ username: `stops${index}`, invite_code: `STOPS${index}` }).returning("id").executeTakeFirstOrThrow();
      const owner = asUserId(row.id);
      await database.db.transaction().execute((tx) => fundDemoBook(tx, owner, decimal("100000")));
      owners.push(owner);
    }
    const request = { code: "BTCUSDT", direction: "long", orderType: "market", lots: asQuantity("0.001"), leverage: 1, stopLoss: asPrice("89000") } as const;
    for (let round = 0; round < positionsPerUser; round += 1) await Promise.all(owners.map((owner) => placeContract(engine.deps, owner, "demo", request)));
    await engine.settled();
    const resting = engine.restingCount();
    clock.advance(1_000);
    const began = performance.now();
    provider.emit({ BTCUSDT: "88000" });
    await market.settled();
    await engine.settled();
    const seconds = (performance.now() - began) / 1000;
    const closed = await database.db.selectFrom("contract_orders").select((eb) => eb.fn.countAll<string>().as("count")).where("status", "=", "closed").executeTakeFirstOrThrow();
    if (Number(closed.count) !== users * positionsPerUser) throw new Error(`${closed.count} of ${users * positionsPerUser} positions closed (${resting} triggers rested)`);
    report.bench(`stop_tick_close_1000_${label}`, seconds, "s");
    report.bench(`stop_tick_close_1000_${label}_rate`, (users * positionsPerUser) / seconds, "closes/s");
    await expectLedgerSound(database.db);
  } finally {
    unfollow();
    await market.stop();
    await database.drop();
  }
}
