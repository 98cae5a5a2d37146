// One tick crossing 1,000 resting stop losses (issue 28): 100 users hold 10 BTCUSDT longs each,
// every one with its stop at 89 000, seeded straight into SQL (seed-positions.ts: the order rows
// and their contract_open entries, no HTTP); the engine then starts and rebuilds its trigger book
// from SQL, as after a takeover. One scripted tick at 88 000 crosses all 1,000. Times the tick to
// the moment every close is committed with its ledger entry, on the database of the run
// (PostgreSQL with DATABASE_URL, else PGlite), prints it against the 1 s target, and
// checks the ledger after.
import { performance } from "node:perf_hooks";
import { asPrice } from "@tradewind/domain/money";
import { createMarket } from "../../apps/server/src/market/service.ts";
import { manualClock } from "../../apps/server/src/platform/clock.ts";
import { expectLedgerSound, testDatabase } from "../../apps/server/src/testing/harness.ts";
import { createScriptedProvider } from "../../apps/server/src/testing/scripted-provider.ts";
import { createTradingEngine } from "../../apps/server/src/trading/engine/engine.ts";
import { busOrderEvents } from "../../apps/server/src/trading/events.ts";
import { marketFeed } from "../../apps/server/src/trading/feed.ts";
import { recordStatements, type Sent } from "./placement-statements.ts";
import { seedOpenPositions } from "./seed-positions.ts";

type Report = { bench(name: string, value: number, unit: string): void; ratio(name: string, value: number): void };

const users = 100;
const positionsPerUser = 10;
/** The goal: all 1,000 closes committed within a second of the tick. */
const targetSeconds = 1;
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
    provider.emit({ BTCUSDT: "90000" });
    await market.settled();
    const seedingBegan = performance.now();
    const seeded = await seedOpenPositions(database.db, {
      code: "BTCUSDT",
      direction: "long",
      lots: "0.001",
      leverage: 1,
      mid: "90000",
      openedAt: clock.now(),
      stopLoss: asPrice("89000"),
      users,
      positionsPerUser,
      concurrency: 8,
    });
    console.log(`bench: seeded ${seeded.positions} open positions with stops in ${((performance.now() - seedingBegan) / 1000).toFixed(1)} s`);
    await engine.start();
    await engine.settled();
    const resting = engine.restingCount();
    clock.advance(1_000);
    // pg's statements only (PGlite has no pg client): the count per close, for the profile.
    const sent: Sent[] = [];
    const undo = recordStatements(sent);
    const began = performance.now();
    provider.emit({ BTCUSDT: "88000" });
    await market.settled();
    await engine.settled();
    const seconds = (performance.now() - began) / 1000;
    undo();
    const closed = await database.db.selectFrom("contract_orders").select((eb) => eb.fn.countAll<string>().as("count")).where("status", "=", "closed").executeTakeFirstOrThrow();
    if (Number(closed.count) !== users * positionsPerUser) throw new Error(`${closed.count} of ${users * positionsPerUser} positions closed (${resting} triggers rested)`);
    report.bench(`stop_tick_close_1000_${label}`, seconds, "s");
    report.bench(`stop_tick_close_1000_${label}_rate`, (users * positionsPerUser) / seconds, "closes/s");
    if (process.env.BENCH_STATEMENTS_LOG) for (const statement of sent.slice(0, 40)) console.log(`${statement.inTransaction ? "tx " : "   "} ${statement.text.replace(/\s+/g, " ").slice(0, 160)}`);
    if (sent.length > 0) report.bench(`stop_tick_statements_per_close_${label}`, sent.length / (users * positionsPerUser), "statements");
    report.ratio(`stop_tick_close_1000_${label}_vs_target_1s`, targetSeconds / seconds);
    await expectLedgerSound(database.db);
  } finally {
    unfollow();
    await market.stop();
    await database.drop();
  }
}
