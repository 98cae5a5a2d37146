// The referral team page at size (issue 15): a tree three levels deep under one user with 10,000
// members (20 invitees, 20 each of theirs, 24 each of those), a third of them holding a real
// balance, and 10,000 rebate records; beside it a tree of 1,000 for the ratio. Times the page's
// queries through referral/service.ts as the routes run them: the summary (counts, activity and
// earnings per level and period), the first and a deep page of level 3's members, and the first
// page of rebate records. Median of a bounded number of runs. PGlite, or PostgreSQL with
// DATABASE_URL. Run alone: `npx tsx bench/src/referral-team.ts`.
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import type { Db } from "../../apps/server/src/platform/database.ts";
import { manualClock } from "../../apps/server/src/platform/clock.ts";
import { rebateRecords, teamMembers, teamSummary } from "../../apps/server/src/referral/service.ts";
import { testDatabase } from "../../apps/server/src/testing/harness.ts";
import { realTradersSince } from "../../apps/server/src/trading/activity-service.ts";

type Report = { bench(name: string, value: number, unit: string): void; ratio(name: string, value: number): void };

const runs = 15;
const now = new Date("2026-11-24T08:00:00Z");

/** Inserts a three-level tree under a new root with the given fan-outs; returns the root's id. */
async function seedTree(db: Db, tag: string, fanOut: readonly [number, number, number]): Promise<string> {
  const root = await sql<{ id: string }>`insert into users (username, invite_code, email) values (${`root_${tag}`}, ${`ROOT${tag.toUpperCase()}`}, ${`root_${tag}@example.com`}) returning id::text as id`.execute(db);
  let parents = [root.rows[0]?.id ?? ""];
  for (const [depth, count] of fanOut.entries()) {
    // One statement per level: every parent gets `count` invitees.
    const inserted = await sql<{ id: string }>`
      insert into users (username, invite_code, email, inviter_id, created_at)
      select ${`m_${tag}_${depth}_`} || p.parent || '_' || g.n, ${`${tag.toUpperCase()}${depth}X`} || p.parent || 'N' || g.n,
             ${`m_${tag}_${depth}_`} || p.parent || '_' || g.n || '@gmail.com', p.parent, ${now}::timestamptz - (g.n || ' minutes')::interval
      from unnest(${`{${parents.join(",")}}`}::bigint[]) as p(parent), generate_series(1, ${count}) as g(n)
      returning id::text as id`.execute(db);
    parents = inserted.rows.map((row) => row.id);
  }
  return root.rows[0]?.id ?? "";
}

async function seedBalancesAndRebates(db: Db, rootId: string, tag: string) {
  // A real USDT account per member, a third of them holding money (a scratch database: the
  // balances stand for deposits the bench does not replay).
  await sql`
    insert into ledger_accounts (owner_id, book, currency, kind, balance)
    select id, 'real', 'USDT', 'available', case when id % 3 = 0 then 10 else 0 end from users where username like ${`m_${tag}_%`}`.execute(db);
  const entry = await sql<{ id: string }>`insert into journal_entries (kind, book, actor) values ('referral_rebate', 'real', 'bench') returning id::text as id`.execute(db);
  await sql`
    insert into referral_rebates (beneficiary_id, level, source_user_id, source_kind, reference, fee, rate, amount, currency, entry_id, created_at)
    select ${rootId}, 3, u.id, 'spot_fill', 'spot:' || u.id, 1, 0.05, 0.05, 'USDT', ${entry.rows[0]?.id ?? ""}, ${now}::timestamptz - ((u.id % 40) || ' days')::interval
    from users u where u.username like ${`m_${tag}_2_%`}`.execute(db);
}

async function median(work: () => Promise<unknown>): Promise<number> {
  await work(); // warm the plan and the cache
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const began = performance.now();
    await work();
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

export async function referralTeamBench(report: Report) {
  const database = await testDatabase();
  try {
    const db = database.db;
    const large = await seedTree(db, "big", [20, 20, 24]);
    const small = await seedTree(db, "small", [10, 9, 10]);
    await seedBalancesAndRebates(db, large, "big");
    await seedBalancesAndRebates(db, small, "small");
    await sql`analyze`.execute(db);
    const members = await teamSummary({ db, clock: manualClock(now), realTradersSince }, large);
    const total = members.levels.reduce((sum, level) => sum + level.members, 0);
    if (total !== 20 + 400 + 9600) throw new Error(`referral bench: the tree holds ${total} members, not 10,020`);
    const deps = { db, clock: manualClock(now), realTradersSince };
    const summaryLarge = await median(() => teamSummary(deps, large));
    const summarySmall = await median(() => teamSummary(deps, small));
    report.bench("referral_team_summary_10k", summaryLarge, "ms");
    report.bench("referral_team_summary_1k", summarySmall, "ms");
    report.ratio("referral_team_summary_10k_vs_1k", summaryLarge / summarySmall);
    report.bench("referral_team_members_level3_first_page_10k", await median(() => teamMembers(deps, large, { level: 3, page: 1, size: 20 })), "ms");
    report.bench("referral_team_members_level3_page_400_10k", await median(() => teamMembers(deps, large, { level: 3, page: 400, size: 20 })), "ms");
    report.bench("referral_team_members_level1_first_page_10k", await median(() => teamMembers(deps, large, { level: 1, page: 1, size: 20 })), "ms");
    report.bench("referral_rebate_records_first_page_10k", await median(() => rebateRecords(db, large, { page: 1, size: 20 })), "ms");
  } finally {
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await referralTeamBench({
    bench: (name, value, unit) => console.log(`BENCH ${name} ${value.toFixed(2)} ${unit}`),
    ratio: (name, value) => console.log(`RATIO ${name} ${value.toFixed(3)}`),
  });
}
