// SQL of second-factor resets: insert, lock for a decision, record the decision, mark the
// expired, and reads with the requesting and deciding operators' names.
import type { UserId } from "@tradewind/domain/ids";
import type { Kysely, Selectable } from "kysely";
import { withTables, type Db } from "../../platform/database.ts";
import type { Decided } from "../dual-control.ts";
import type { AdminTables } from "../tables.ts";
import type { FactorResetStatus, FactorResetTables } from "./tables.ts";

type Tables = FactorResetTables & AdminTables;

function tables(db: Db): Kysely<Tables> {
  return withTables<Tables>(db);
}

export interface FactorResetRecord {
  id: string;
  userId: UserId;
  totp: boolean;
  passkeys: boolean;
  language: string;
  reason: string;
  status: FactorResetStatus;
  /** Operator ids. */
  requestedBy: string;
  decidedBy: string | null;
  decisionReason: string | null;
  createdAt: Date;
  expiresAt: Date;
  decidedAt: Date | null;
}

export interface FactorResetView extends FactorResetRecord {
  requestedByUsername: string;
  decidedByUsername: string | null;
}

function recordOf(row: Selectable<FactorResetTables["factor_resets"]>): FactorResetRecord {
  return {
    id: row.id,
    userId: row.user_id,
    totp: row.totp,
    passkeys: row.passkeys,
    language: row.language,
    reason: row.reason,
    status: row.status,
    requestedBy: row.requested_by,
    decidedBy: row.decided_by,
    decisionReason: row.decision_reason,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    decidedAt: row.decided_at,
  };
}

export interface NewFactorReset {
  userId: UserId;
  totp: boolean;
  passkeys: boolean;
  language: string;
  reason: string;
  requestedBy: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Inserts a pending request; the partial unique index refuses a second pending one for the user. */
export async function insertFactorReset(tx: Db, reset: NewFactorReset): Promise<string> {
  const row = await tables(tx)
    .insertInto("factor_resets")
    .values({
      user_id: reset.userId,
      totp: reset.totp,
      passkeys: reset.passkeys,
      language: reset.language,
      reason: reset.reason,
      requested_by: reset.requestedBy,
      created_at: reset.createdAt,
      expires_at: reset.expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks the user's pending request past its end as expired; answers whether one is still pending. */
export async function expireAndFindPending(tx: Db, userId: UserId, now: Date): Promise<boolean> {
  await tables(tx).updateTable("factor_resets").set({ status: "expired" }).where("user_id", "=", userId).where("status", "=", "pending").where("expires_at", "<=", now).execute();
  const live = await tables(tx).selectFrom("factor_resets").select("id").where("user_id", "=", userId).where("status", "=", "pending").executeTakeFirst();
  return live !== undefined;
}

/** The request, locked until `tx` ends: a second decision waits here, then sees the first's. */
export async function lockFactorReset(tx: Db, id: string): Promise<FactorResetRecord | undefined> {
  const row = await tables(tx).selectFrom("factor_resets").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && recordOf(row);
}

export async function decideFactorReset(tx: Db, id: string, status: "approved" | "rejected", decided: Decided): Promise<void> {
  await tables(tx)
    .updateTable("factor_resets")
    .set({ status, decided_by: decided.decidedBy.id, decision_reason: decided.decidedBy.reason, decided_at: decided.decidedAt })
    .where("id", "=", id)
    .execute();
}

export interface FactorResetFilter {
  id?: string | undefined;
  /** As shown at `now`: a pending row past its end counts as expired, not pending. */
  status?: FactorResetStatus | undefined;
  userId?: UserId | undefined;
  now: Date;
}

/** Requests matching every given field of the filter. */
function matching(db: Db, filter: FactorResetFilter) {
  const { status, now } = filter;
  return tables(db)
    .selectFrom("factor_resets as r")
    .$if(filter.id !== undefined, (query) => query.where("r.id", "=", filter.id ?? ""))
    .$if(filter.userId !== undefined, (query) => query.where("r.user_id", "=", filter.userId ?? ("" as UserId)))
    .$if(status === "pending", (query) => query.where("r.status", "=", "pending").where("r.expires_at", ">", now))
    .$if(status === "expired", (query) => query.where("r.status", "in", ["pending", "expired"]).where("r.expires_at", "<=", now))
    .$if(status === "approved" || status === "rejected", (query) => query.where("r.status", "=", status ?? "approved"));
}

export async function factorResetsPage(db: Db, filter: FactorResetFilter, window: { limit: number; offset: number }): Promise<{ resets: FactorResetView[]; total: number }> {
  const [rows, total] = await Promise.all([
    matching(db, filter)
      .innerJoin("operators as requester", "requester.id", "r.requested_by")
      .leftJoin("operators as decider", "decider.id", "r.decided_by")
      .selectAll("r")
      .select(["requester.username as requested_by_username", "decider.username as decided_by_username"])
      .orderBy("r.id", "desc")
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    matching(db, filter).select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    resets: rows.map((row) => ({ ...recordOf(row), requestedByUsername: row.requested_by_username, decidedByUsername: row.decided_by_username })),
    total: Number(total.count),
  };
}
