// SQL of ledger adjustments: insert, lock for a decision, record the decision, and reads with
// the requesting and deciding operators' names (operators are the admin domain's own table).
import type { UserId } from "@tradewind/domain/ids";
import type { Insertable, Kysely, Updateable } from "kysely";
import { withTables, type Db } from "../../platform/database.ts";
import type { AdminTables } from "../tables.ts";
import type { AdjustmentStatus, AdjustmentTables } from "./tables.ts";

type Tables = AdjustmentTables & AdminTables;

function tables(db: Db): Kysely<Tables> {
  return withTables<Tables>(db);
}

type AdjustmentInsert = Insertable<AdjustmentTables["ledger_adjustments"]>;
type AdjustmentChanges = Updateable<AdjustmentTables["ledger_adjustments"]>;

export async function insertAdjustment(tx: Db, values: AdjustmentInsert): Promise<string> {
  const row = await tables(tx).insertInto("ledger_adjustments").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** The adjustment's row, locked until `tx` ends: a second decision waits here, then sees the first's. */
export async function lockAdjustment(tx: Db, id: string) {
  return tables(tx).selectFrom("ledger_adjustments").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export type AdjustmentRow = NonNullable<Awaited<ReturnType<typeof lockAdjustment>>>;

export async function updateAdjustment(tx: Db, id: string, changes: AdjustmentChanges): Promise<void> {
  await tables(tx).updateTable("ledger_adjustments").set(changes).where("id", "=", id).execute();
}

function withOperators(db: Db) {
  return tables(db)
    .selectFrom("ledger_adjustments as a")
    .innerJoin("operators as requester", "requester.id", "a.requested_by")
    .leftJoin("operators as decider", "decider.id", "a.decided_by")
    .selectAll("a")
    .select(["requester.username as requested_by_username", "decider.username as decided_by_username"]);
}

export type AdjustmentView = Awaited<ReturnType<typeof findAdjustment>> & object;

export async function findAdjustment(db: Db, id: string) {
  return withOperators(db).where("a.id", "=", id).executeTakeFirst();
}

export interface AdjustmentFilter {
  status: AdjustmentStatus | undefined;
  userId: UserId | undefined;
}

export async function adjustmentsPage(db: Db, filter: AdjustmentFilter, window: { limit: number; offset: number }) {
  let rows = withOperators(db);
  let count = tables(db).selectFrom("ledger_adjustments as a").select((eb) => eb.fn.countAll<string>().as("count"));
  if (filter.status !== undefined) {
    rows = rows.where("a.status", "=", filter.status);
    count = count.where("a.status", "=", filter.status);
  }
  if (filter.userId !== undefined) {
    rows = rows.where("a.user_id", "=", filter.userId);
    count = count.where("a.user_id", "=", filter.userId);
  }
  const [items, total] = await Promise.all([rows.orderBy("a.id", "desc").limit(window.limit).offset(window.offset).execute(), count.executeTakeFirstOrThrow()]);
  return { rows: items, total: Number(total.count) };
}

export async function countPending(db: Db): Promise<number> {
  const row = await tables(db)
    .selectFrom("ledger_adjustments")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Real-book adjustments posted without a second approver, requested at or after `since`. */
function postedAlone(db: Db, since: Date) {
  return tables(db)
    .selectFrom("ledger_adjustments as a")
    .where("a.book", "=", "real")
    .where("a.status", "=", "posted")
    .where("a.decided_by", "is", null)
    .where("a.created_at", ">=", since);
}

/** The USDT worth of what `who` posted alone (operator) or received that way (user) since `since`. */
export async function postedAloneTotal(db: Db, who: { requestedBy: string } | { userId: UserId }, since: Date): Promise<string> {
  let query = postedAlone(db, since).select((eb) => eb.fn.coalesce(eb.fn.sum<string>("a.usdt_value"), eb.val("0")).as("total"));
  query = "requestedBy" in who ? query.where("a.requested_by", "=", who.requestedBy) : query.where("a.user_id", "=", who.userId);
  return (await query.executeTakeFirstOrThrow()).total;
}

/** Operators whose posted-alone worth since `since` is at least `atLeast`, largest first. */
export async function operatorsPostingAlone(db: Db, since: Date, atLeast: string, limit: number) {
  return postedAlone(db, since)
    .innerJoin("operators as o", "o.id", "a.requested_by")
    .select((eb) => ["a.requested_by as id", "o.username", eb.fn.sum<string>("a.usdt_value").as("total")])
    .groupBy(["a.requested_by", "o.username"])
    .having((eb) => eb.fn.sum("a.usdt_value"), ">=", atLeast)
    .orderBy("total", "desc")
    .limit(limit)
    .execute();
}

/** Users whose adjustments posted alone since `since` are worth at least `atLeast`, largest first. */
export async function usersReceivingAlone(db: Db, since: Date, atLeast: string, limit: number) {
  return postedAlone(db, since)
    .select((eb) => ["a.user_id as userId", eb.fn.sum<string>("a.usdt_value").as("total")])
    .groupBy("a.user_id")
    .having((eb) => eb.fn.sum("a.usdt_value"), ">=", atLeast)
    .orderBy("total", "desc")
    .limit(limit)
    .execute();
}
