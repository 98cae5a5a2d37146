// SQL of the audit log: inserts and filtered reads only (the table refuses UPDATE and DELETE).
import type { Kysely, SelectQueryBuilder } from "kysely";
import type { OperatorId } from "@tradewind/domain/ids";
import type { AdminTables } from "../tables.ts";
import { withTables, type Db } from "../../platform/database.ts";

function tables(db: Db): Kysely<AdminTables> {
  return withTables<AdminTables>(db);
}

export interface AuditRowInsert {
  operatorId: OperatorId | null;
  operatorUsername: string | null;
  action: string;
  target: string | null;
  outcome: "done" | "refused";
  errorCode: number | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string;
  userAgent: string;
  createdAt: Date;
}

/** JSON text for a jsonb column; undefined and null both store SQL null. */
function jsonOf(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export async function insertAuditRow(db: Db, row: AuditRowInsert): Promise<string> {
  const inserted = await tables(db)
    .insertInto("audit_log")
    .values({
      operator_id: row.operatorId,
      operator_username: row.operatorUsername,
      action: row.action,
      target: row.target,
      outcome: row.outcome,
      error_code: row.errorCode,
      before: jsonOf(row.before),
      after: jsonOf(row.after),
      reason: row.reason,
      ip: row.ip,
      user_agent: row.userAgent,
      created_at: row.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export interface AuditFilter {
  operatorId?: OperatorId | undefined;
  action?: string | undefined;
  target?: string | undefined;
  outcome?: "done" | "refused" | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

type AuditQuery = SelectQueryBuilder<AdminTables, "audit_log", object>;

function filtered(db: Db, filter: AuditFilter): AuditQuery {
  let query: AuditQuery = tables(db).selectFrom("audit_log");
  if (filter.operatorId !== undefined) query = query.where("operator_id", "=", filter.operatorId);
  if (filter.action !== undefined) query = query.where("action", "=", filter.action);
  if (filter.target !== undefined) query = query.where("target", "=", filter.target);
  if (filter.outcome !== undefined) query = query.where("outcome", "=", filter.outcome);
  if (filter.from !== undefined) query = query.where("created_at", ">=", new Date(filter.from));
  if (filter.to !== undefined) query = query.where("created_at", "<", new Date(filter.to));
  return query;
}

export async function countAuditRows(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Rows newest first (`desc`) for the viewer, oldest first (`asc`) for an export. */
export async function auditRows(db: Db, filter: AuditFilter, window: { offset: number; limit: number; order: "asc" | "desc" }) {
  return filtered(db, filter)
    .select([
      "id",
      "operator_id as operatorId",
      "operator_username as operatorUsername",
      "action",
      "target",
      "outcome",
      "error_code as errorCode",
      "before",
      "after",
      "reason",
      "ip",
      "user_agent as userAgent",
      "created_at as createdAt",
    ])
    .orderBy("id", window.order)
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

export type AuditRecord = Awaited<ReturnType<typeof auditRows>>[number];
