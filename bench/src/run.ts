// `npm run bench`: speed figures, one line each, for scripts to collect:
//   BENCH <name> <value> <unit>     a measurement
//   RATIO <name> <value>            a comparison measured in the same run
// Every loop is bounded in count and time. PostgreSQL figures need DATABASE_URL.
import { performance } from "node:perf_hooks";
import { hash } from "@node-rs/argon2";
import { userId } from "@tradewind/domain/ids";
import { decimal } from "@tradewind/domain/money";
import { sql } from "kysely";
import * as ledger from "../../apps/server/src/ledger/service.ts";
import type { Db } from "../../apps/server/src/platform/database.ts";
import { testDatabase } from "../../apps/server/src/testing/harness.ts";
import { orderPlacementBench } from "./order-placement.ts";
import { realtimeBench } from "./realtime.ts";
import { limitFillTickBench, stopTickBench } from "./stop-tick.ts";
import { placementStatementsBench } from "./placement-statements.ts";
import { referralTeamBench } from "./referral-team.ts";
import { triggerBookBench } from "./trigger-book.ts";
import { priceAlertsBench } from "./price-alerts.ts";
import { portfolioBench } from "./portfolio.ts";

function bench(name: string, value: number, unit: string) {
  console.log(`BENCH ${name} ${value.toFixed(2)} ${unit}`);
}

function ratio(name: string, value: number) {
  console.log(`RATIO ${name} ${value.toFixed(3)}`);
}

/** A loop of the ledger bench stops after `count` calls or this long, whichever comes first: a loaded machine must not stall the bench. */
const ledgerLoopMs = 20_000;

async function runFor(concurrency: number, count: number, work: (index: number) => Promise<unknown>): Promise<{ perSecond: number; p50: number; p99: number }> {
  const latencies: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count && performance.now() - start < ledgerLoopMs) {
        const index = next++;
        const began = performance.now();
        await work(index);
        latencies.push(performance.now() - began);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

/** Users with funded real books, so transfers between them never overdraw. */
async function seedUsers(db: Db, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const row = await db.insertInto("users").values({ username: `bench${i}`, invite_code: `BENCH${i}` }).returning("id").executeTakeFirstOrThrow();
    await db.transaction().execute((tx) =>
      ledger.post(tx, {
        kind: "deposit",
        book: "real",
        actor: "bench",
        postings: [
          { account: { ownerId: null, currency: "USDT", kind: "cash" }, amount: decimal("-1000000") },
          { account: { ownerId: userId(row.id), currency: "USDT", kind: "available" }, amount: decimal("1000000") },
        ],
      }),
    );
    ids.push(row.id);
  }
  return ids;
}

function transfer(db: Db, from: string, to: string) {
  return db.transaction().execute((tx) =>
    ledger.post(tx, {
      kind: "adjustment",
      book: "real",
      actor: "bench",
      postings: [
        { account: { ownerId: userId(from), currency: "USDT", kind: "available" }, amount: decimal("-0.01") },
        { account: { ownerId: userId(to), currency: "USDT", kind: "available" }, amount: decimal("0.01") },
      ],
    }),
  );
}

/** The same rows written with hand-written SQL and no checks: the floor the ledger code stands on. */
async function rawTransfer(db: Db, fromAccount: string, toAccount: string) {
  await db.transaction().execute(async (tx) => {
    await sql`select id from ledger_accounts where id in (${fromAccount}, ${toAccount}) order by id for update`.execute(tx);
    const entry = await sql<{ id: string }>`insert into journal_entries (kind, book, actor) values ('bench_raw', 'real', 'bench') returning id`.execute(tx);
    const entryId = entry.rows[0]?.id;
    await sql`update ledger_accounts set balance = balance - 0.01 where id = ${fromAccount}`.execute(tx);
    await sql`update ledger_accounts set balance = balance + 0.01 where id = ${toAccount}`.execute(tx);
    await sql`insert into postings (entry_id, account_id, amount, balance_after) values
      (${entryId}, ${fromAccount}, -0.01, (select balance from ledger_accounts where id = ${fromAccount})),
      (${entryId}, ${toAccount}, 0.01, (select balance from ledger_accounts where id = ${toAccount}))`.execute(tx);
  });
}

async function ledgerBench(kind: "pglite" | "postgres", label: string, concurrency: number, count: number) {
  const database = await testDatabase(kind);
  try {
    const users = await seedUsers(database.db, 20);
    const pick = (index: number) => [users[index % users.length] ?? "", users[(index * 7 + 3) % users.length] ?? ""] as const;
    const posted = await runFor(concurrency, count, (index) => {
      const [from, to] = pick(index);
      return from === to ? Promise.resolve() : transfer(database.db, from, to);
    });
    bench(`ledger_post_${label}`, posted.perSecond, "entries/s");
    bench(`ledger_post_${label}_p50`, posted.p50, "ms");
    bench(`ledger_post_${label}_p99`, posted.p99, "ms");
    const accounts = await database.db.selectFrom("ledger_accounts").select(["id", "owner_id"]).where("owner_id", "is not", null).execute();
    const accountOf = new Map(accounts.map((row) => [row.owner_id, row.id]));
    const raw = await runFor(concurrency, count, (index) => {
      const [from, to] = pick(index);
      return from === to ? Promise.resolve() : rawTransfer(database.db, accountOf.get(from) ?? "", accountOf.get(to) ?? "");
    });
    bench(`ledger_raw_sql_${label}`, raw.perSecond, "entries/s");
    ratio(`ledger_post_vs_raw_sql_${label}`, posted.perSecond / raw.perSecond);
    const report = await ledger.checkInvariants(database.db);
    if (!report.ok) {
      throw new Error(`ledger invariants broken after the bench: ${JSON.stringify(report.problems).slice(0, 500)}`);
    }
  } finally {
    await database.drop();
  }
}

async function argonBench() {
  const rounds = 10;
  const start = performance.now();
  for (let i = 0; i < rounds; i++) await hash(`password${i}`);
  bench("argon2_hash", (performance.now() - start) / rounds, "ms");
}

/** `npm run bench -- order_placement stop_tick`: only the phases named. */
const onlyPhases = process.argv.slice(2);
/** The whole bench ends within ten minutes (issue 28): a phase gets what is left of this at most. */
const benchBudgetSeconds = 590;
const benchStarted = performance.now();
/** Phases that failed or ran out of time, reported at the end (and in the exit code). */
const failedPhases: string[] = [];

/**
 * Runs one phase, bounded: past `limitSeconds` it is reported as `BENCH_TIMEOUT` and the bench
 * moves on (its leftovers are cut off by the exit below), so one stuck phase never hides the rest.
 */
async function phase(name: string, limitSeconds: number, run: () => Promise<void> | void): Promise<void> {
  if (onlyPhases.length > 0 && !onlyPhases.includes(name)) return;
  const began = performance.now();
  const secondsLeft = Math.floor(benchBudgetSeconds - (began - benchStarted) / 1000);
  if (secondsLeft <= 0) {
    console.log(`BENCH_SKIPPED ${name}: the bench's ${benchBudgetSeconds} s are spent`);
    failedPhases.push(name);
    return;
  }
  const allowedSeconds = Math.min(limitSeconds, secondsLeft);
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), allowedSeconds * 1000)));
  try {
    const outcome = await Promise.race([Promise.resolve().then(run), limit]);
    if (outcome === "timeout") {
      console.log(`BENCH_TIMEOUT ${name} ${allowedSeconds} s`);
      failedPhases.push(name);
    } else console.log(`bench: phase ${name} took ${((performance.now() - began) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.log(`BENCH_FAILED ${name} ${error instanceof Error ? error.message : String(error)}`);
    failedPhases.push(name);
  } finally {
    clearTimeout(timer);
  }
}

// Each phase has its own limit, and all of them together `benchBudgetSeconds`: the bench ends
// within ten minutes, stuck or not; a phase the budget no longer covers is reported as skipped.
const postgres = Boolean(process.env.DATABASE_URL);
await phase("argon2", 20, argonBench);
await phase("trigger_book", 40, () => triggerBookBench({ bench, ratio }));
await phase("price_alerts", 90, () => priceAlertsBench({ bench, ratio }));
await phase("realtime", 100, () => realtimeBench({ bench, ratio }));
await phase("ledger_pglite", 45, () => ledgerBench("pglite", "pglite", 1, 1000));
if (postgres) await phase("ledger_postgres", 75, () => ledgerBench("postgres", "postgres_c16", 16, 5000));
else console.log("bench: DATABASE_URL is not set, so the PostgreSQL figures are skipped");
await phase("referral_team", 75, () => referralTeamBench({ bench, ratio }));
await phase("stop_tick", 90, () => stopTickBench({ bench, ratio }));
await phase("limit_fill_tick", 90, () => limitFillTickBench({ bench, ratio }));
await phase("placement_statements", 30, () => placementStatementsBench({ bench, ratio }));
await phase("order_placement", 120, () => orderPlacementBench({ bench, ratio }));
await phase("portfolio", 420, () => portfolioBench({ bench, ratio }));
if (failedPhases.length > 0) console.log(`bench: phases that did not finish: ${failedPhases.join(", ")}`);
// A timed-out phase may leave sockets or pools open: end here rather than wait on them.
process.exit(failedPhases.length > 0 ? 1 : 0);
