// SQL of ledger adjustments: insert, lock for a decision, record the decision, and reads with
// the requesting and deciding operators' names (operators are the admin domain's own table).
import type { Book } from "@tradewind/api/accounts";
import type { UserId } from "@tradewind/domain/ids";
import { decimal, toPlain, type Decimal } from "@tradewind/domain/money";
import type { Kysely, Selectable } from "kysely";
import { withTables, type Db } from "../../platform/database.ts";
import type { AdminTables } from "../tables.ts";
import type { AdjustmentDirection, AdjustmentPlatformAccount, AdjustmentStatus, AdjustmentTables } from "./tables.ts";

type Tables = AdjustmentTables & AdminTables;

function tables(db: Db): Kysely<Tables> {
  return withTables<Tables>(db);
}

export interface AdjustmentRecord {
  id: string;
  userId: UserId;
  book: Book;
  currency: string;
  direction: AdjustmentDirection;
  amount: Decimal;
  platformAccount: AdjustmentPlatformAccount;
  reference: string;
  reason: string;
  status: AdjustmentStatus;
  /** Operator ids. */
  requestedBy: string;
  decidedBy: string | null;
  decisionReason: string | null;
  entryId: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/** An adjustment with the names of the operators who requested and decided it. */
export interface AdjustmentView extends AdjustmentRecord {
  requestedByUsername: string;
  decidedByUsername: string | null;
}

function adjustmentOf(row: Selectable<AdjustmentTables["ledger_adjustments"]>): AdjustmentRecord {
  return {
    id: row.id,
    userId: row.user_id,
    book: row.book,
    currency: row.currency,
    direction: row.direction,
    amount: decimal(row.amount),
    platformAccount: row.platform_account,
    reference: row.reference,
    reason: row.reason,
    status: row.status,
    requestedBy: row.requested_by,
    decidedBy: row.decided_by,
    decisionReason: row.decision_reason,
    entryId: row.entry_id,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

export interface NewAdjustment {
  userId: UserId;
  book: Book;
  currency: string;
  direction: AdjustmentDirection;
  amount: Decimal;
  /** Its worth in USDT when requested; undefined when it could not be valued. */
  usdtValue: Decimal | undefined;
  platformAccount: AdjustmentPlatformAccount;
  reference: string;
  reason: string;
  requestedBy: string;
  createdAt: Date;
}

export async function insertAdjustment(tx: Db, adjustment: NewAdjustment): Promise<string> {
  const row = await tables(tx)
    .insertInto("ledger_adjustments")
    .values({
      user_id: adjustment.userId,
      book: adjustment.book,
      currency: adjustment.currency,
      direction: adjustment.direction,
      amount: toPlain(adjustment.amount),
      usdt_value: adjustment.usdtValue === undefined ? null : toPlain(adjustment.usdtValue),
      platform_account: adjustment.platformAccount,
      reference: adjustment.reference,
      reason: adjustment.reason,
      requested_by: adjustment.requestedBy,
      created_at: adjustment.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The adjustment, locked until `tx` ends: a second decision waits here, then sees the first's. */
export async function lockAdjustment(tx: Db, id: string): Promise<AdjustmentRecord | undefined> {
  const row = await tables(tx).selectFrom("ledger_adjustments").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && adjustmentOf(row);
}

/** Leaving pending: posted with its entry (decided by a second operator, or by nobody when posted at once), or rejected. */
export type AdjustmentDecision =
  | { status: "posted"; entryId: string; decidedAt: Date; decidedBy?: { id: string; reason: string } }
  | { status: "rejected"; decidedAt: Date; decidedBy: { id: string; reason: string } };

export async function decideAdjustment(tx: Db, id: string, decision: AdjustmentDecision): Promise<void> {
  await tables(tx)
    .updateTable("ledger_adjustments")
    .set({
      status: decision.status,
      decided_at: decision.decidedAt,
      ...(decision.status === "posted" ? { entry_id: decision.entryId } : {}),
      ...(decision.decidedBy ? { decided_by: decision.decidedBy.id, decision_reason: decision.decidedBy.reason } : {}),
    })
    .where("id", "=", id)
    .execute();
}

function withOperators(db: Db) {
  return tables(db)
    .selectFrom("ledger_adjustments as a")
    .innerJoin("operators as requester", "requester.id", "a.requested_by")
    .leftJoin("operators as decider", "decider.id", "a.decided_by")
    .selectAll("a")
    .select(["requester.username as requested_by_username", "decider.username as decided_by_username"]);
}

function viewOf(row: Awaited<ReturnType<ReturnType<typeof withOperators>["executeTakeFirstOrThrow"]>>): AdjustmentView {
  return { ...adjustmentOf(row), requestedByUsername: row.requested_by_username, decidedByUsername: row.decided_by_username };
}

export async function findAdjustment(db: Db, id: string): Promise<AdjustmentView | undefined> {
  const row = await withOperators(db).where("a.id", "=", id).executeTakeFirst();
  return row && viewOf(row);
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
  return { adjustments: items.map(viewOf), total: Number(total.count) };
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
export async function postedAloneTotal(db: Db, who: { requestedBy: string } | { userId: UserId }, since: Date): Promise<Decimal> {
  let query = postedAlone(db, since).select((eb) => eb.fn.coalesce(eb.fn.sum<string>("a.usdt_value"), eb.val("0")).as("total"));
  query = "requestedBy" in who ? query.where("a.requested_by", "=", who.requestedBy) : query.where("a.user_id", "=", who.userId);
  return decimal((await query.executeTakeFirstOrThrow()).total);
}

/** Operators whose posted-alone worth since `since` is at least `atLeast`, largest first. */
export async function operatorsPostingAlone(db: Db, since: Date, atLeast: Decimal, limit: number) {
  const rows = await postedAlone(db, since)
    .innerJoin("operators as o", "o.id", "a.requested_by")
    .select((eb) => ["a.requested_by as id", "o.username", eb.fn.sum<string>("a.usdt_value").as("total")])
    .groupBy(["a.requested_by", "o.username"])
    .having((eb) => eb.fn.sum("a.usdt_value"), ">=", toPlain(atLeast))
    .orderBy("total", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, total: decimal(row.total) }));
}

/** Users whose adjustments posted alone since `since` are worth at least `atLeast`, largest first. */
export async function usersReceivingAlone(db: Db, since: Date, atLeast: Decimal, limit: number) {
  const rows = await postedAlone(db, since)
    .select((eb) => ["a.user_id as userId", eb.fn.sum<string>("a.usdt_value").as("total")])
    .groupBy("a.user_id")
    .having((eb) => eb.fn.sum("a.usdt_value"), ">=", toPlain(atLeast))
    .orderBy("total", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, total: decimal(row.total) }));
}
