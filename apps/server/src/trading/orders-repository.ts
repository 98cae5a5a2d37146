// SQL every trading product's order list runs alike (contract, coin and option orders): the page
// and its count. One typed query, so each product's repository says only which rows are listed.
import type { SelectQueryBuilder } from "kysely";
import type { TradingTables } from "./tables.ts";

type OrderTable = "contract_orders" | "spot_orders" | "option_orders";

/** Newest first: one window of `filtered`'s rows (every column) and how many rows it holds in all, read side by side. */
export async function newestFirstPage<Table extends OrderTable>(
  filtered: SelectQueryBuilder<TradingTables, Table, object>,
  window: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    filtered.selectAll().orderBy("id", "desc").limit(window.limit).offset(window.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Ascending id order, for rows an `update ... returning` answers in no particular order. */
export function byId(a: { id: string }, b: { id: string }): number {
  return BigInt(a.id) < BigInt(b.id) ? -1 : 1;
}
