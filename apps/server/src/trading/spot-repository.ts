// SQL of coin (spot) orders and the instrument fields they read. Every state change goes through
// lockOrder in the caller's transaction, so a cancel and a fill of one order serialise.
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "../platform/database.ts";
import type { Database } from "../platform/schema.ts";

export type SpotOrderRow = Selectable<Database["spot_orders"]>;
type Book = "demo" | "real";

/** The real book trades only after identity verification (SPEC §5). */
export async function kycVerified(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom("users").select("kyc_status").where("id", "=", userId).executeTakeFirst();
  return row?.kyc_status === "verified";
}

export async function insertOrder(db: Db, values: Insertable<Database["spot_orders"]>): Promise<SpotOrderRow> {
  return db.insertInto("spot_orders").values(values).returningAll().executeTakeFirstOrThrow();
}

/** Locks one order for a state change: a racing cancel and fill queue here, and the loser sees the new state. */
export async function lockOrder(db: Db, id: string): Promise<SpotOrderRow | undefined> {
  return db.selectFrom("spot_orders").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updateOrder(db: Db, id: string, changes: Updateable<Database["spot_orders"]>): Promise<SpotOrderRow> {
  return db.updateTable("spot_orders").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

export async function findOrder(db: Db, id: string): Promise<SpotOrderRow | undefined> {
  return db.selectFrom("spot_orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function ordersPage(db: Db, filter: { userId: string; book: Book; live: boolean; limit: number; offset: number }) {
  const statuses = filter.live ? (["waiting"] as const) : (["done", "cancelled", "removed"] as const);
  const base = db.selectFrom("spot_orders").where("user_id", "=", filter.userId).where("book", "=", filter.book).where("status", "in", [...statuses]);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy("id", "desc").limit(filter.limit).offset(filter.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Every waiting order: the engine rests them (or removes a delisted coin's) on start. */
export async function waitingOrders(db: Db): Promise<SpotOrderRow[]> {
  return db.selectFrom("spot_orders").selectAll().where("status", "=", "waiting").orderBy("id").execute();
}

/** The user's fills on a book, oldest first, with the coin each bought or sold. */
export async function fillsOf(db: Db, userId: string, book: Book) {
  return db
    .selectFrom("spot_orders")
    .innerJoin("instruments", "instruments.id", "spot_orders.instrument_id")
    .select(["instruments.base_currency as currency", "spot_orders.side", "spot_orders.quantity", "spot_orders.fill_price", "spot_orders.turnover"])
    .where("spot_orders.user_id", "=", userId)
    .where("spot_orders.book", "=", book)
    .where("spot_orders.status", "=", "done")
    .orderBy("spot_orders.filled_at")
    .orderBy("spot_orders.id")
    .execute();
}
