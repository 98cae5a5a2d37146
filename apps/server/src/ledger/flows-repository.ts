// SQL of money flowing in and out of the real book per UTC day, for the back office's
// dashboard: the sum of the platform cash postings of entries of the given kind.
import type { EntryKind } from "@tradewind/domain/ledger-kinds";
import { decimal, type Decimal } from "@tradewind/domain/money";
import { sql } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { LedgerTables } from "./tables.ts";

export async function cashPostingsByDay(handle: Db, filter: { kind: EntryKind; currency: string; from: Date; to: Date }): Promise<{ day: string; amount: Decimal }[]> {
  const db = withTables<LedgerTables>(handle);
  const result = await sql<{ day: string; amount: string }>`
    select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(abs(p.amount))::text as amount
    from journal_entries e
    join postings p on p.entry_id = e.id
    join ledger_accounts a on a.id = p.account_id
    where e.book = 'real' and e.kind = ${filter.kind} and a.owner_id is null and a.kind = 'cash'
      and a.currency = ${filter.currency} and e.created_at >= ${filter.from} and e.created_at < ${filter.to}
    group by 1`.execute(db);
  return result.rows.map((row) => ({ day: row.day, amount: decimal(row.amount) }));
}
