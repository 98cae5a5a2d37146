// SQL behind trading/activity-service.ts: which of the given users placed an order on the real
// book since a time (contracts, coins or options), through each table's (user_id, book, id) index.
// The ids travel as one array parameter, however many there are.
import { sql } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { TradingTables } from "./tables.ts";

export async function realTradersSince(handle: Db, userIds: readonly string[], since: Date): Promise<string[]> {
  const db = withTables<TradingTables>(handle);
  if (userIds.length === 0) return [];
  const ids = `{${userIds.join(",")}}`;
  const { rows } = await sql<{ user_id: string }>`
    select user_id::text as user_id from contract_orders where user_id = any(${ids}::bigint[]) and book = 'real' and created_at >= ${since}
    union
    select user_id::text from spot_orders where user_id = any(${ids}::bigint[]) and book = 'real' and created_at >= ${since}
    union
    select user_id::text from option_orders where user_id = any(${ids}::bigint[]) and book = 'real' and created_at >= ${since}`.execute(db);
  return rows.map((row) => row.user_id);
}
