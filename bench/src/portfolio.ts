// Portfolio analytics at 10,000 postings (issue 26): one user's real book with a year of trading
// (contract opens and closes with fees, coin fills, deposits), 10,000 postings on their accounts,
// and a daily BTC close. Times the portfolio of that whole year the way the endpoint computes it
// (the statement's reads, the candle probes, the build), on the run's database, against a target
// of 500 ms; and the pure build alone. Prints the figures and the ratio to the target.
import { performance } from "node:perf_hooks";
import { userId as asUserId } from "@tradewind/domain/ids";
import type { EntryKind } from "@tradewind/domain/ledger-kinds";
import { decimal } from "@tradewind/domain/money";
import { buildPortfolio, periodDays } from "@tradewind/domain/portfolio";
import { buildStatement } from "@tradewind/domain/statements";
import { sql } from "kysely";
import * as ledger from "../../apps/server/src/ledger/service.ts";
import { manualClock } from "../../apps/server/src/platform/clock.ts";
import { dailyCloses } from "../../apps/server/src/market/closes-service.ts";
import { portfolioOf } from "../../apps/server/src/portfolio/service.ts";
import { statementOf } from "../../apps/server/src/statements/service.ts";
import { testDatabase } from "../../apps/server/src/testing/harness.ts";

type Report = { bench(name: string, value: number, unit: string): void; ratio(name: string, value: number): void };

const userPostings = 10_000;
const targetMs = 500;
const runs = 5;
const year = { from: "2025-11-23", to: "2026-11-22" };

/** The user's legs of entry `index`: a deposit credits one account, a trade moves two of theirs (or a coin and USDT). */
function entryOf(index: number): { kind: EntryKind; reference: string; legs: [string, "available" | "margin", string][]; fee: string } {
  const trade = Math.floor(index / 2);
  // Two deposits every 50 entries, so no close ever comes without its open before it.
  if (index % 50 <= 1) return { kind: "deposit", reference: `deposit:${index}`, legs: [["USDT", "available", "1000"]], fee: "0" };
  if (index % 10 === 5) return { kind: "spot_fill", reference: `spot:${index}`, legs: [["USDT", "available", "-5.005"], ["BTC", "available", "0.0001"]], fee: "0.005" };
  return index % 2 === 0
    ? { kind: "contract_open", reference: `contract:${trade}`, legs: [["USDT", "available", "-10.01"], ["USDT", "margin", "10"]], fee: "0.01" }
    : { kind: "contract_close", reference: `contract:${trade}`, legs: [["USDT", "margin", "-10"], ["USDT", "available", (9 + (index % 7) / 2).toFixed(2)]], fee: "0.01" };
}

export async function portfolioBench(report: Report): Promise<void> {
  const label = process.env.DATABASE_URL ? "postgres" : "pglite";
  const database = await testDatabase(process.env.DATABASE_URL ? "postgres" : "pglite");
  try {
    const row = await database.db.insertInto("users").values({ username: "portfolio", invite_code: "PORTFOLIO" }).returning("id").executeTakeFirstOrThrow();
    const owner = asUserId(row.id);
    let entries = 0;
    await database.db.transaction().execute(async (tx) => {
      for (let posted = 0; posted < userPostings; entries += 1) {
        const { kind, reference, legs, fee } = entryOf(entries);
        posted += legs.length;
        const own = legs.map(([currency, account, amount]) => ({ account: { ownerId: owner, currency, kind: account }, amount: decimal(amount) }));
        const feeLeg = { account: { ownerId: null, currency: "USDT", kind: "fees" as const }, amount: decimal(fee) };
        const byCurrency = new Map<string, ReturnType<typeof decimal>>();
        for (const leg of [...own, feeLeg]) byCurrency.set(leg.account.currency, (byCurrency.get(leg.account.currency) ?? decimal("0")).plus(leg.amount));
        const cash = [...byCurrency].map(([currency, total]) => ({ account: { ownerId: null, currency, kind: "cash" as const }, amount: total.negated() }));
        await ledger.post(tx, { kind, book: "real", reference, actor: "bench", postings: [...own, feeLeg, ...cash].filter((leg) => !leg.amount.isZero()) });
      }
    });
    // Spread the entries evenly over the year, oldest first, and give BTC one close a day.
    const start = new Date(`${year.from}T00:00:00Z`);
    const spanMs = 365 * 86_400_000 - 60_000;
    await sql`update journal_entries set created_at = ${start}::timestamptz + ((id - (select min(id) from journal_entries where actor = 'bench')) * ${(spanMs / entries).toFixed(3)}::numeric * interval '1 millisecond') where actor = 'bench'`.execute(database.db);
    await sql`insert into candles_1m (instrument_id, open_time, open, high, low, close, volume, source)
      select i.id, day + interval '23 hours', p, p, p, p, 1, 'simulated'
      from instruments i, generate_series(${new Date(start.getTime() - 86_400_000)}::timestamptz, ${new Date(`${year.to}T00:00:00Z`)}::timestamptz, interval '1 day') as day,
        lateral (select (50000 + extract(doy from day) * 10)::numeric as p) price
      where i.code = 'BTCUSDT'`.execute(database.db);
    const { rows } = await sql<{ count: string }>`select count(*)::text as count from postings p join ledger_accounts a on a.id = p.account_id where a.owner_id = ${owner}`.execute(database.db);
    // The last entry may carry one posting past the mark.
    const counted = Number(rows[0]?.count);
    if (counted < userPostings || counted > userPostings + 1) throw new Error(`expected ${userPostings} postings of the user, got ${counted}`);
    const deps = { db: database.db, clock: manualClock(new Date("2026-11-23T08:00:00Z")) };
    const timings: number[] = [];
    let curveDays = 0;
    for (let run = 0; run < runs; run += 1) {
      const began = performance.now();
      const portfolio = await portfolioOf(deps, owner, "real", year);
      timings.push(performance.now() - began);
      curveDays = portfolio.curve.length;
      if (portfolio.twr.value === null || portfolio.curve.some((point) => point.value === null)) throw new Error("every day of the bench's year has a value");
    }
    // Where the time goes: the statement's reads, the candle probes.
    const readBegan = performance.now();
    await statementOf(database.db, owner, { book: "real", ...year });
    report.bench(`portfolio_statement_read_${label}`, performance.now() - readBegan, "ms");
    const probesBegan = performance.now();
    await dailyCloses(database.db, ["BTC"], { start, end: new Date(`${year.to}T00:00:00Z`), now: deps.clock.now() });
    report.bench(`portfolio_candle_probes_${label}_days366`, performance.now() - probesBegan, "ms");
    timings.sort((a, b) => a - b);
    const median = timings[Math.floor(runs / 2)] ?? 0;
    report.bench(`portfolio_year_${label}_postings${counted}_days${curveDays}`, median, "ms");
    report.ratio(`portfolio_year_${label}_over_target_${targetMs}ms`, median / targetMs);
    // The pure build alone, on synthetic lines of the same count (no database).
    const lines = Array.from({ length: userPostings }, (_, index) => ({ entryId: String(index), kind: index % 2 ? "contract_close" : "contract_open", reference: `contract:${Math.floor(index / 2)}`, createdAt: new Date(start.getTime() + index * (spanMs / userPostings)).toISOString(), currency: "USDT", account: "available", amount: decimal(index % 2 ? "1.5" : "-1"), priceSource: null }));
    const statement = buildStatement(new Map([["USDT", decimal("1000")]]), lines, []);
    const began = performance.now();
    buildPortfolio(statement, periodDays(year), new Map(), deps.clock.now(), null);
    report.bench(`portfolio_build_postings${userPostings}`, performance.now() - began, "ms");
  } finally {
    await database.drop();
  }
}
