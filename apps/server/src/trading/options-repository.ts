// SQL of fixed-period options: the operator's cycles and the option orders. Every list is
// paged or bounded; settlement locks one order row at a time.
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "../platform/database.ts";
import type { Database } from "../platform/schema.ts";

export type OptionCycleRow = Selectable<Database["option_cycles"]>;
export type OptionOrderRow = Selectable<Database["option_orders"]>;

/** Cycles an operator can offer per instrument are few (one per length); this bounds a runaway table. */
const maxCyclesPerInstrument = 100;

export async function activeCycles(db: Db, instrumentId: string): Promise<OptionCycleRow[]> {
  return db
    .selectFrom("option_cycles")
    .selectAll()
    .where("instrument_id", "=", instrumentId)
    .where("active", "=", true)
    .orderBy("seconds")
    .limit(maxCyclesPerInstrument)
    .execute();
}

export async function activeCycle(db: Db, id: string): Promise<OptionCycleRow | undefined> {
  return db.selectFrom("option_cycles").selectAll().where("id", "=", id).where("active", "=", true).executeTakeFirst();
}

export async function insertOption(db: Db, values: Insertable<Database["option_orders"]>): Promise<OptionOrderRow> {
  return db.insertInto("option_orders").values(values).returningAll().executeTakeFirstOrThrow();
}

/** Locks one order for settlement: a second settler waits here and then finds it settled. */
export async function lockOption(db: Db, id: string): Promise<OptionOrderRow | undefined> {
  return db.selectFrom("option_orders").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updateOption(db: Db, id: string, changes: Updateable<Database["option_orders"]>): Promise<OptionOrderRow> {
  return db.updateTable("option_orders").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

export async function findOption(db: Db, id: string): Promise<OptionOrderRow | undefined> {
  return db.selectFrom("option_orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function optionsPage(db: Db, filter: { userId: string; book: "demo" | "real"; pending: boolean; limit: number; offset: number }) {
  const base = db
    .selectFrom("option_orders")
    .where("user_id", "=", filter.userId)
    .where("book", "=", filter.book)
    .where("status", filter.pending ? "=" : "<>", "pending");
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy("id", "desc").limit(filter.limit).offset(filter.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Ids of pending orders expired at `now`, earliest expiry first, at most `limit`. */
export async function dueOptionIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db.selectFrom("option_orders").select("id").where("status", "=", "pending").where("expires_at", "<=", now).orderBy("expires_at").orderBy("id").limit(limit).execute();
  return rows.map((row) => row.id);
}

/** The earliest pending expiry and the instruments with pending orders (at most the catalogue). */
export async function pendingSummary(db: Db): Promise<{ nextExpiry: Date | undefined; codes: string[] }> {
  const [next, codes] = await Promise.all([
    db.selectFrom("option_orders").select("expires_at").where("status", "=", "pending").orderBy("expires_at").limit(1).executeTakeFirst(),
    db
      .selectFrom("instruments")
      .select("code")
      .where((eb) => eb.exists(eb.selectFrom("option_orders").select("option_orders.id").whereRef("option_orders.instrument_id", "=", "instruments.id").where("option_orders.status", "=", "pending")))
      .limit(10_000)
      .execute(),
  ]);
  return { nextExpiry: next ? new Date(next.expires_at) : undefined, codes: codes.map((row) => row.code) };
}
