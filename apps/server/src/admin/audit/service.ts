// The one audited path for operator writes, the record of refused attempts, and the audit
// viewer and CSV export. `audited` runs a change and its audit row in one transaction, so a
// change never commits without its row and a row never records a change that rolled back; it
// counts the row into the request's AuditTrail (platform/request-context.ts), which the route layer checks (platform/route.ts).
import type { OperatorId } from "@tradewind/domain/ids";
import type { AuditEntry } from "@tradewind/api/admin/audit";
import { csvDocument, fileStamp } from "@tradewind/domain/csv";
import type { Clock } from "../../platform/clock.ts";
import type { Db } from "../../platform/database.ts";
import { AppError, fail } from "../../platform/errors.ts";
import { recordReply } from "../../platform/idempotency.ts";
import type { AuditTrail } from "../../platform/request-context.ts";
import * as repository from "./repository.ts";
import type { AuditFilter, AuditRecord } from "./repository.ts";

export interface AuditDeps {
  db: Db;
  clock: Clock;
}

/** Who acts: an operator signed in (AuthOperator fits). */
export interface AuditActor {
  id: OperatorId;
  username: string;
}

export interface AuditedWork<T> {
  /** What the handler answers. */
  result: T;
  /** The record changed, `<kind>:<id>`, e.g. `user:42`. */
  target: string;
  before: unknown;
  after: unknown;
}

/**
 * Runs `work` in a transaction and writes its audit row in the same transaction. Every write an
 * operator makes on /swx/admin goes through here; the answer carries the row's id. An idempotent
 * endpoint passes `reply`, what it answers, so it is stored against the request's Idempotency-Key
 * in the same transaction (platform/idempotency.ts).
 */
export async function audited<T>(
  deps: AuditDeps,
  who: { operator: AuditActor; audit: AuditTrail },
  change: { action: string; reason: string | null },
  work: (tx: Db) => Promise<AuditedWork<T>>,
  reply?: (auditId: string, result: T) => unknown,
): Promise<{ auditId: string; result: T }> {
  const committed = await deps.db.transaction().execute(async (tx) => {
    const done = await work(tx);
    const auditId = await repository.insertAuditRow(tx, {
      operatorId: who.operator.id,
      operatorUsername: who.operator.username,
      action: change.action,
      target: done.target,
      outcome: "done",
      errorCode: null,
      before: done.before,
      after: done.after,
      reason: change.reason,
      ip: who.audit.ip,
      userAgent: who.audit.userAgent,
      createdAt: deps.clock.now(),
    });
    if (reply) await recordReply(tx, reply(auditId, done.result));
    return { auditId, result: done.result };
  });
  who.audit.rowsWritten += 1;
  return committed;
}

/** An attempt being made: who it is by, as far as known, and what it is about. Filled in as the attempt learns more. */
export interface Attempt {
  action: string;
  operatorId: OperatorId | null;
  username: string | null;
  target: string | null;
}

/**
 * Runs an attempt (sign-in, a link step) and records a refused row when it fails with a
 * catalogued error, outside the attempt's rolled-back transaction. A success records its own
 * row through `recordDone`.
 */
export async function refusalsAudited<T>(deps: AuditDeps, trail: AuditTrail, attempt: Attempt, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) await recordAttempt(deps, trail, attempt, { errorCode: error.code });
    throw error;
  }
}

/** Records an attempt's outcome (done when `errorCode` is null) in its own statement. */
export async function recordAttempt(deps: AuditDeps, trail: AuditTrail, attempt: Attempt, outcome: { errorCode: number | null; after?: unknown }): Promise<void> {
  await repository.insertAuditRow(deps.db, {
    operatorId: attempt.operatorId,
    operatorUsername: attempt.username,
    action: attempt.action,
    target: attempt.target,
    outcome: outcome.errorCode === null ? "done" : "refused",
    errorCode: outcome.errorCode,
    before: null,
    after: outcome.after ?? null,
    reason: null,
    ip: trail.ip,
    userAgent: trail.userAgent,
    createdAt: deps.clock.now(),
  });
  trail.rowsWritten += 1;
}

export function auditEntry(record: AuditRecord): AuditEntry {
  return { ...record, createdAt: record.createdAt.toISOString() };
}

export async function listAudit(db: Db, filter: AuditFilter, paging: { page: number; size: number }) {
  const [total, rows] = await Promise.all([
    repository.countAuditRows(db, filter),
    repository.auditRows(db, filter, { offset: (paging.page - 1) * paging.size, limit: paging.size, order: "desc" }),
  ]);
  return { items: rows.map(auditEntry), total, page: paging.page, size: paging.size };
}

const csvColumns = ["id", "createdAt", "operatorId", "operatorUsername", "action", "target", "outcome", "errorCode", "reason", "before", "after", "ip", "userAgent"] as const;

export async function exportAuditCsv(deps: AuditDeps, filter: AuditFilter, rowsMax: number) {
  const total = await repository.countAuditRows(deps.db, filter);
  if (total > rowsMax) fail("exportTooLarge", { max: rowsMax });
  const rows = await repository.auditRows(deps.db, filter, { offset: 0, limit: rowsMax, order: "asc" });
  return { filename: `audit-${fileStamp(deps.clock.now())}.csv`, rowCount: rows.length, csv: csvDocument(csvColumns, rows.map(auditEntry)) };
}
