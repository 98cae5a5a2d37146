// SQL of coin (spot) orders. Every state change goes through
// lockOrder in the caller's transaction, so a cancel and a fill of one order serialise.
import type { OrderId, UserId } from "@tradewind/domain/ids";
import type { Insertable, Updateable } from "kysely";
import { withTables, type Db } from "../../platform/database.ts";
import type { TradingTables } from "../tables.ts";
import type { Book, SpotOrderRow } from "../engine/types.ts";
import { newestFirstPage } from "../orders-repository.ts";

export async function insertOrder(handle: Db, values: Insertable<TradingTables["spot_orders"]>): Promise<SpotOrderRow> {
  const db = withTables<TradingTables>(handle);
  return db.insertInto("spot_orders").values(values).returningAll().executeTakeFirstOrThrow();
}

/** Locks one order for a state change: a racing cancel and fill queue here, and the loser sees the new state. */
export async function lockOrder(handle: Db, id: OrderId): Promise<SpotOrderRow | undefined> {
  const db = withTables<TradingTables>(handle);
  return db.selectFrom("spot_orders").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updateOrder(handle: Db, id: OrderId, changes: Updateable<TradingTables["spot_orders"]>): Promise<SpotOrderRow> {
  const db = withTables<TradingTables>(handle);
  return db.updateTable("spot_orders").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

export async function findOrder(handle: Db, id: OrderId): Promise<SpotOrderRow | undefined> {
  const db = withTables<TradingTables>(handle);
  return db.selectFrom("spot_orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function ordersPage(handle: Db, filter: { userId: UserId; book: Book; live: boolean; limit: number; offset: number }) {
  const db = withTables<TradingTables>(handle);
  const statuses = filter.live ? (["waiting"] as const) : (["done", "cancelled", "removed"] as const);
  const base = db.selectFrom("spot_orders").where("user_id", "=", filter.userId).where("book", "=", filter.book).where("status", "in", [...statuses]);
  return newestFirstPage(base, filter);
}

/** Every waiting order: the engine rests them (or removes a delisted coin's) on start. */
export async function waitingOrders(handle: Db): Promise<SpotOrderRow[]> {
  const db = withTables<TradingTables>(handle);
  return db.selectFrom("spot_orders").selectAll().where("status", "=", "waiting").orderBy("id").execute();
}

/** The user's fills on a book, oldest first, with the instrument each bought or sold. */
export async function fillsOf(handle: Db, userId: UserId, book: Book) {
  const db = withTables<TradingTables>(handle);
  return db
    .selectFrom("spot_orders")
    .select(["instrument_id", "side", "quantity", "fill_price", "turnover"])
    .where("user_id", "=", userId)
    .where("book", "=", book)
    .where("status", "=", "done")
    .orderBy("filled_at")
    .orderBy("id")
    .execute();
}
