// SQL of fixed-period options: the operator's cycles and the option orders. Every list is
// paged or bounded; settlement locks one order row at a time.
import type { OrderId, UserId } from "@tradewind/domain/ids";
import type { Book } from "@tradewind/api/accounts";
import type { Insertable, Kysely, Updateable } from "kysely";
import { withTables, type Db } from "../../platform/database.ts";
import type { OptionCycleRow, OptionOrderRow } from "../engine/types.ts";
import type { TradingTables } from "../tables.ts";
import { newestFirstPage } from "../orders-repository.ts";

/** Cycles an operator can offer per instrument are few (one per length); this bounds a runaway table. */
const maxCyclesPerInstrument = 100;

export async function activeCycles(handle: Db, instrumentId: string): Promise<OptionCycleRow[]> {
  const db = withTables<TradingTables>(handle);
  return db
    .selectFrom("option_cycles")
    .selectAll()
    .where("instrument_id", "=", instrumentId)
    .where("active", "=", true)
    .orderBy("seconds")
    .limit(maxCyclesPerInstrument)
    .execute();
}

export async function activeCycle(handle: Db, id: string): Promise<OptionCycleRow | undefined> {
  const db = withTables<TradingTables>(handle);
  return db.selectFrom("option_cycles").selectAll().where("id", "=", id).where("active", "=", true).executeTakeFirst();
}

export async function insertOption(handle: Db, values: Insertable<TradingTables["option_orders"]>): Promise<OptionOrderRow> {
  const db = withTables<TradingTables>(handle);
  return db.insertInto("option_orders").values(values).returningAll().executeTakeFirstOrThrow();
}

/** Locks one order for settlement: a second settler waits here and then finds it settled. */
export async function lockOption(handle: Db, id: OrderId): Promise<OptionOrderRow | undefined> {
  const db = withTables<TradingTables>(handle);
  return db.selectFrom("option_orders").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updateOption(handle: Db, id: OrderId, changes: Updateable<TradingTables["option_orders"]>): Promise<OptionOrderRow> {
  const db = withTables<TradingTables>(handle);
  return db.updateTable("option_orders").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

export async function findOption(handle: Db, id: OrderId): Promise<OptionOrderRow | undefined> {
  const db = withTables<TradingTables>(handle);
  return db.selectFrom("option_orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function optionsPage(handle: Db, filter: { userId: UserId; book: Book; pending: boolean; limit: number; offset: number }) {
  const db = withTables<TradingTables>(handle);
  const base = db
    .selectFrom("option_orders")
    .where("user_id", "=", filter.userId)
    .where("book", "=", filter.book)
    .where("status", filter.pending ? "=" : "<>", "pending");
  return newestFirstPage(base, filter);
}

/**
 * Pending orders the settler has not given up on (those are listed, open, in
 * orders_needing_attention). A resolved listing hands the option back: the operator fixed what
 * failed, and a new failure lists it again.
 */
function settleable(db: Kysely<TradingTables>) {
  return db
    .selectFrom("option_orders")
    .where("status", "=", "pending")
    .where((eb) => eb.not(eb.exists(eb.selectFrom("orders_needing_attention").select("order_id").where("order_kind", "=", "option").where("resolved_at", "is", null).whereRef("order_id", "=", "option_orders.id"))));
}

/** Ids of settleable orders expired at `now`, earliest expiry first, at most `limit`. */
export async function dueOptionIds(handle: Db, now: Date, limit: number): Promise<OrderId[]> {
  const db = withTables<TradingTables>(handle);
  const rows = await settleable(db).select("id").where("expires_at", "<=", now).orderBy("expires_at").orderBy("id").limit(limit).execute();
  return rows.map((row) => row.id);
}

/** Instruments with pending orders (at most the catalogue). */
const pendingInstrumentsMax = 10_000;

/** The earliest settleable expiry and the ids of the instruments with settleable orders. */
export async function pendingSummary(handle: Db): Promise<{ nextExpiry: Date | undefined; instrumentIds: string[] }> {
  const db = withTables<TradingTables>(handle);
  const [next, instruments] = await Promise.all([
    settleable(db).select("expires_at").orderBy("expires_at").limit(1).executeTakeFirst(),
    settleable(db).select("instrument_id").distinct().limit(pendingInstrumentsMax).execute(),
  ]);
  return { nextExpiry: next ? new Date(next.expires_at) : undefined, instrumentIds: instruments.map((row) => row.instrument_id) };
}
