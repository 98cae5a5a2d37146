// SQL of contract orders. Instruments are market's: the service reads them through market.
import type { OrderId, UserId } from "@tradewind/domain/ids";
import type { Book } from "@tradewind/api/accounts";
import { sql, type Insertable, type Updateable } from "kysely";
import { withTables, type Db } from "../../platform/database.ts";
import type { TradingTables } from "../tables.ts";
import type { ContractOrderRow } from "../engine/types.ts";
import { newestFirstPage } from "../orders-repository.ts";

export async function insertOrder(handle: Db, values: Insertable<TradingTables["contract_orders"]>): Promise<ContractOrderRow> {
  const db = withTables<TradingTables>(handle);
  return db.insertInto("contract_orders").values(values).returningAll().executeTakeFirstOrThrow();
}

/** Locks one order for a state change: concurrent closes and fills queue here, and the loser sees the new state. */
export async function lockOrder(handle: Db, id: OrderId): Promise<ContractOrderRow | undefined> {
  const db = withTables<TradingTables>(handle);
  return db.selectFrom("contract_orders").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updateOrder(handle: Db, id: OrderId, changes: Updateable<TradingTables["contract_orders"]>): Promise<ContractOrderRow> {
  const db = withTables<TradingTables>(handle);
  return db.updateTable("contract_orders").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

export async function findOrder(handle: Db, id: OrderId): Promise<ContractOrderRow | undefined> {
  const db = withTables<TradingTables>(handle);
  return db.selectFrom("contract_orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function ordersPage(handle: Db, filter: { userId: UserId; book: Book; live: boolean; limit: number; offset: number }) {
  const db = withTables<TradingTables>(handle);
  const statuses = filter.live ? (["waiting", "open"] as const) : (["closed", "cancelled"] as const);
  const base = db.selectFrom("contract_orders").where("user_id", "=", filter.userId).where("book", "=", filter.book).where("status", "in", [...statuses]);
  return newestFirstPage(base, filter);
}

/** Every waiting or open order: the engine's trigger book is rebuilt from these on start. */
export async function liveOrders(handle: Db): Promise<ContractOrderRow[]> {
  const db = withTables<TradingTables>(handle);
  return db.selectFrom("contract_orders").selectAll().where("status", "in", ["waiting", "open"]).orderBy("id").execute();
}

export async function realizedTotals(handle: Db, filter: { userId: UserId; book: Book; since: Date | undefined }) {
  const db = withTables<TradingTables>(handle);
  let query = db
    .selectFrom("contract_orders")
    .select((eb) => [eb.fn.sum<string | null>("realized_pnl").as("profit"), eb.fn.sum<string | null>(eb("open_fee", "+", eb.ref("close_fee"))).as("fees"), eb.fn.countAll<string>().as("count")])
    .where("user_id", "=", filter.userId)
    .where("book", "=", filter.book)
    .where("status", "=", "closed");
  if (filter.since) query = query.where("closed_at", ">=", filter.since);
  return query.executeTakeFirstOrThrow();
}

/**
 * Per instrument, the real-book contract fills since `since` (openings and closings) as
 * lots × quote rate × price; times the instrument's contract size this is USDT notional.
 */
export async function realFillsSince(handle: Db, since: Date): Promise<{ instrumentId: string; lotValue: string }[]> {
  const db = withTables<TradingTables>(handle);
  const result = await sql<{ instrument_id: string; lot_value: string | null }>`
    select o.instrument_id,
           sum(o.lots * o.quote_rate *
               ((case when o.opened_at >= ${since} then o.open_price else 0 end) +
                (case when o.closed_at >= ${since} and o.status = 'closed' then o.close_price else 0 end))) as lot_value
    from contract_orders o
    where o.book = 'real' and (o.opened_at >= ${since} or (o.closed_at >= ${since} and o.status = 'closed'))
    group by o.instrument_id`.execute(db);
  return result.rows.map((row) => ({ instrumentId: row.instrument_id, lotValue: row.lot_value ?? "0" }));
}
