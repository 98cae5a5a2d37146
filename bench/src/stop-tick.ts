// One tick crossing 1,000 resting triggers (issue 28): 100 users hold 10 BTCUSDT longs each,
// every one with its stop at 89 000 (`stop_tick`), or 10 long limits waiting at 89 000
// (`limit_fill_tick`), seeded straight into SQL (seed-positions.ts: the order rows and their
// ledger entries, no HTTP); the engine then starts and rebuilds its trigger book from SQL, as
// after a takeover. One scripted tick at 88 000 crosses all 1,000. Times the tick to the moment
// every close (or fill) is committed with its ledger entry, on the database of the run
// (PostgreSQL with DATABASE_URL, else PGlite), prints it against the 1 s target with the
// statements per order, and checks the ledger after.
import { performance } from "node:perf_hooks";
import { asPrice, type Price } from "@tradewind/domain/money";
import { createMarket } from "../../apps/server/src/market/service.ts";
import { manualClock } from "../../apps/server/src/platform/clock.ts";
import { expectLedgerSound, testDatabase } from "../../apps/server/src/testing/harness.ts";
import { createScriptedProvider } from "../../apps/server/src/testing/scripted-provider.ts";
import { createTradingEngine } from "../../apps/server/src/trading/engine/engine.ts";
import { busOrderEvents } from "../../apps/server/src/trading/events.ts";
import { marketFeed } from "../../apps/server/src/trading/feed.ts";
import { recordStatements, type Sent } from "./placement-statements.ts";
import { seedContractOrders } from "./seed-positions.ts";

type Report = { bench(name: string, value: number, unit: string): void; ratio(name: string, value: number): void };

const users = 100;
const positionsPerUser = 10;
/** The goal: all 1,000 closes committed within a second of the tick. */
const targetSeconds = 1;
const quietLog = { info: () => undefined, error: (details: object, message: string) => console.error(message, details) };

/** 1,000 stops closed by one tick. */
export function stopTickBench(report: Report): Promise<void> {
  return crossingTickBench(report, { phase: "stop_tick", name: "stop_tick_close_1000", per: "close", stopLoss: asPrice("89000"), ended: "closed" });
}

/** 1,000 waiting limits filled by one tick. */
export function limitFillTickBench(report: Report): Promise<void> {
  return crossingTickBench(report, { phase: "limit_fill_tick", name: "limit_fill_tick_1000", per: "fill", stopLoss: null, limitPrice: asPrice("89000"), ended: "open" });
}

interface CrossedOrders {
  /** The bench phase: the statement count's name starts with it. */
  phase: "stop_tick" | "limit_fill_tick";
  /** The figures' name: `<name>_<database>`. */
  name: string;
  /** What one crossed order becomes: the unit of the rate and of the statement count. */
  per: "close" | "fill";
  stopLoss: Price | null;
  /** Seeds waiting limits at this price instead of open positions. */
  limitPrice?: Price;
  /** The status every crossed order must reach. */
  ended: "closed" | "open";
}

async function crossingTickBench(report: Report, crossed: CrossedOrders): Promise<void> {
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
    const seeded = await seedContractOrders(database.db, {
      code: "BTCUSDT",
      direction: "long",
      lots: "0.001",
      leverage: 1,
      mid: "90000",
      openedAt: clock.now(),
      stopLoss: crossed.stopLoss,
      ...(crossed.limitPrice ? { limitPrice: crossed.limitPrice } : {}),
      users,
      positionsPerUser,
      concurrency: 8,
    });
    console.log(`bench: seeded ${seeded.positions} ${crossed.limitPrice ? "waiting limits" : "open positions with stops"} in ${((performance.now() - seedingBegan) / 1000).toFixed(1)} s`);
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
    const ended = await database.db.selectFrom("contract_orders").select((eb) => eb.fn.countAll<string>().as("count")).where("status", "=", crossed.ended).executeTakeFirstOrThrow();
    if (Number(ended.count) !== users * positionsPerUser) throw new Error(`${ended.count} of ${users * positionsPerUser} orders ${crossed.ended} (${resting} triggers rested)`);
    report.bench(`${crossed.name}_${label}`, seconds, "s");
    report.bench(`${crossed.name}_${label}_rate`, (users * positionsPerUser) / seconds, `${crossed.per}s/s`);
    if (process.env.BENCH_STATEMENTS_LOG) for (const statement of sent.slice(0, 40)) console.log(`${statement.inTransaction ? "tx " : "   "} ${statement.text.replace(/\s+/g, " ").slice(0, 160)}`);
    if (sent.length > 0) report.bench(`${crossed.phase}_statements_per_${crossed.per}_${label}`, sent.length / (users * positionsPerUser), "statements");
    report.ratio(`${crossed.name}_${label}_vs_target_1s`, targetSeconds / seconds);
    await expectLedgerSound(database.db);
  } finally {
    unfollow();
    await market.stop();
    await database.drop();
  }
}
