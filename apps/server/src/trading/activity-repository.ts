// SQL behind trading/activity-service.ts: which of the given users placed an order on the real
// book since a time (contracts, coins or options), through each table's (user_id, book, id) index.
import { userId } from "@tradewind/domain/ids";
import { withTables, type Db } from "../platform/database.ts";
import type { TradingTables } from "./tables.ts";

export async function realTradersSince(handle: Db, userIds: readonly string[], since: Date): Promise<string[]> {
  const db = withTables<TradingTables>(handle);
  if (userIds.length === 0) return [];
  const ids = userIds.map(userId);
  const rows = await db
    .selectFrom("contract_orders")
    .select("user_id")
    .where("user_id", "in", ids)
    .where("book", "=", "real")
    .where("created_at", ">=", since)
    .union(db.selectFrom("spot_orders").select("user_id").where("user_id", "in", ids).where("book", "=", "real").where("created_at", ">=", since))
    .union(db.selectFrom("option_orders").select("user_id").where("user_id", "in", ids).where("book", "=", "real").where("created_at", ">=", since))
    .execute();
  return rows.map((row) => String(row.user_id));
}
