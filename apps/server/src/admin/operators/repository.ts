// SQL of operators, their sessions and one-time links.
import { sql, type Kysely, type NotNull, type Selectable } from "kysely";
import type { Role } from "@tradewind/api/admin/roles";
import type { OperatorId } from "@tradewind/domain/ids";
import { withTables, type Db } from "../../platform/database.ts";
import { sealedTextPattern } from "../../platform/sealing.ts";
import type { AdminTables, LinkPurpose, OperatorStatus } from "../tables.ts";

function tables(db: Db): Kysely<AdminTables> {
  return withTables<AdminTables>(db);
}

export interface OperatorRecord {
  id: OperatorId;
  username: string;
  /** Null until an invited operator chooses one. */
  passwordHash: string | null;
  roles: Role[];
  status: OperatorStatus;
  totpSecret: string | null;
  totpEnrolledAt: Date | null;
  /** The last TOTP step accepted (BIGINT as text), so a code is used once. */
  totpLastStep: string | null;
  lastSignInAt: Date | null;
  createdAt: Date;
}

function operatorOf(row: Selectable<AdminTables["operators"]>): OperatorRecord {
  return {
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    roles: row.roles,
    status: row.status,
    totpSecret: row.totp_secret,
    totpEnrolledAt: row.totp_enrolled_at,
    totpLastStep: row.totp_last_step,
    lastSignInAt: row.last_sign_in_at,
    createdAt: row.created_at,
  };
}

export interface LinkRecord {
  id: string;
  purpose: LinkPurpose;
  operatorId: OperatorId | null;
  /** What step one (start) chose, waiting for step two (confirm). */
  pendingUsername: string | null;
  pendingPasswordHash: string | null;
  pendingTotpSecret: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}

function linkOf(row: Selectable<AdminTables["operator_links"]>): LinkRecord {
  return {
    id: row.id,
    purpose: row.purpose,
    operatorId: row.operator_id,
    pendingUsername: row.pending_username,
    pendingPasswordHash: row.pending_password_hash,
    pendingTotpSecret: row.pending_totp_secret,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  };
}


export async function countEnrolledOperators(db: Db): Promise<number> {
  const row = await tables(db)
    .selectFrom("operators")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("totp_enrolled_at", "is not", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findOperatorById(db: Db, id: OperatorId): Promise<OperatorRecord | undefined> {
  const row = await tables(db).selectFrom("operators").selectAll().where("id", "=", id).executeTakeFirst();
  return row && operatorOf(row);
}

/** The operator, locked until the transaction ends, so concurrent changes to one operator queue up. */
export async function lockOperator(tx: Db, id: OperatorId): Promise<OperatorRecord | undefined> {
  const row = await tables(tx).selectFrom("operators").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && operatorOf(row);
}

export async function findOperatorByUsername(db: Db, username: string): Promise<OperatorRecord | undefined> {
  const row = await tables(db)
    .selectFrom("operators")
    .selectAll()
    .where(sql<string>`lower(username)`, "=", username.toLowerCase())
    .executeTakeFirst();
  return row && operatorOf(row);
}

export async function insertOperator(
  db: Db,
  row: { username: string; roles: Role[]; passwordHash: string | null; totpSecret: string | null; totpEnrolledAt: Date | null; totpLastStep: number | null; createdAt: Date },
): Promise<OperatorRecord> {
  const inserted = await tables(db)
    .insertInto("operators")
    .values({
      username: row.username,
      roles: row.roles,
      password_hash: row.passwordHash,
      totp_secret: row.totpSecret,
      totp_enrolled_at: row.totpEnrolledAt,
      totp_last_step: row.totpLastStep,
      created_at: row.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return operatorOf(inserted);
}

export interface OperatorPatch {
  roles?: Role[];
  status?: OperatorStatus;
  passwordHash?: string;
  /** Null drops the TOTP enrolment (and its last step); a secret enrols it at `totpEnrolledAt`. */
  totp?: { secret: string; enrolledAt: Date; lastStep: number } | null;
  lastSignInAt?: Date;
}

export async function updateOperator(db: Db, id: OperatorId, patch: OperatorPatch): Promise<OperatorRecord> {
  const totp =
    patch.totp === undefined
      ? {}
      : patch.totp === null
        ? { totp_secret: null, totp_enrolled_at: null, totp_last_step: null }
        : { totp_secret: patch.totp.secret, totp_enrolled_at: patch.totp.enrolledAt, totp_last_step: patch.totp.lastStep };
  const updated = await tables(db)
    .updateTable("operators")
    .set({
      ...(patch.roles ? { roles: patch.roles } : {}),
      ...(patch.status ? { status: patch.status } : {}),
      ...(patch.passwordHash ? { password_hash: patch.passwordHash } : {}),
      ...(patch.lastSignInAt ? { last_sign_in_at: patch.lastSignInAt } : {}),
      ...totp,
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return operatorOf(updated);
}

/**
 * Claims a TOTP step: succeeds only when it is later than the last one accepted. One UPDATE, so
 * two sign-ins racing with one code cannot both pass.
 */
export async function claimTotpStep(db: Db, id: OperatorId, step: number): Promise<boolean> {
  const updated = await tables(db)
    .updateTable("operators")
    .set({ totp_last_step: step })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", String(step))]))
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export interface OperatorListFilter {
  username?: string | undefined;
  role?: Role | undefined;
  status?: OperatorStatus | undefined;
}

export async function listOperators(db: Db, filter: OperatorListFilter, window: { offset: number; limit: number }) {
  let query = tables(db).selectFrom("operators");
  if (filter.username !== undefined) query = query.where(sql<string>`lower(username)`, "like", `${filter.username.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`);
  if (filter.role !== undefined) query = query.where(sql<boolean>`${filter.role} = any(roles)`);
  if (filter.status !== undefined) query = query.where("status", "=", filter.status);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
    query.selectAll().orderBy("id", "asc").offset(window.offset).limit(window.limit).execute(),
  ]);
  return { total: Number(count.count), operators: rows.map(operatorOf) };
}

// Links.

export async function insertLink(db: Db, row: { tokenHash: string; purpose: LinkPurpose; operatorId: OperatorId | null; createdBy: string | null; createdAt: Date; expiresAt: Date }): Promise<void> {
  await tables(db)
    .insertInto("operator_links")
    .values({ token_hash: row.tokenHash, purpose: row.purpose, operator_id: row.operatorId, created_by: row.createdBy, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute();
}

/** Ends the unused links of one operator, or the unused setup links when `operatorId` is null. */
export async function expireUnusedLinks(db: Db, operatorId: OperatorId | null, now: Date): Promise<void> {
  let query = tables(db).updateTable("operator_links").set({ expires_at: now }).where("used_at", "is", null).where("expires_at", ">", now);
  query = operatorId === null ? query.where("purpose", "=", "setup") : query.where("operator_id", "=", operatorId);
  await query.execute();
}

export async function findLinkByHash(db: Db, tokenHash: string): Promise<LinkRecord | undefined> {
  const row = await tables(db).selectFrom("operator_links").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
  return row && linkOf(row);
}

export async function lockLinkByHash(tx: Db, tokenHash: string): Promise<LinkRecord | undefined> {
  const row = await tables(tx).selectFrom("operator_links").selectAll().where("token_hash", "=", tokenHash).forUpdate().executeTakeFirst();
  return row && linkOf(row);
}

export async function setLinkPending(db: Db, id: string, pending: { username: string | null; passwordHash: string | null; totpSecret: string }) {
  await tables(db)
    .updateTable("operator_links")
    .set({ pending_username: pending.username, pending_password_hash: pending.passwordHash, pending_totp_secret: pending.totpSecret })
    .where("id", "=", id)
    .execute();
}

/** TOTP secrets still stored in plaintext (written before migration 0058): operators' enrolled ones and links' pending ones. */
export async function plaintextTotpSecrets(db: Db) {
  const [operators, links] = await Promise.all([
    tables(db).selectFrom("operators").select(["id", "totp_secret as secret"]).where("totp_secret", "not like", sealedTextPattern).$narrowType<{ secret: NotNull }>().execute(),
    tables(db).selectFrom("operator_links").select(["id", "pending_totp_secret as secret"]).where("pending_totp_secret", "not like", sealedTextPattern).$narrowType<{ secret: NotNull }>().execute(),
  ]);
  return { operators, links };
}

/** Replaces an operator's plaintext secret with its sealed form, unless it changed meanwhile (another process sealed it, a reset). */
export async function sealOperatorTotpSecret(db: Db, id: OperatorId, plain: string, sealed: string) {
  await tables(db).updateTable("operators").set({ totp_secret: sealed }).where("id", "=", id).where("totp_secret", "=", plain).execute();
}

/** The same for a link's pending secret. */
export async function sealLinkTotpSecret(db: Db, id: string, plain: string, sealed: string) {
  await tables(db).updateTable("operator_links").set({ pending_totp_secret: sealed }).where("id", "=", id).where("pending_totp_secret", "=", plain).execute();
}

/** Spends a link: only the first caller gets true. The pending secrets are cleared with it. */
export async function useLink(db: Db, id: string, operatorId: OperatorId, now: Date): Promise<boolean> {
  const updated = await tables(db)
    .updateTable("operator_links")
    .set({ used_at: now, operator_id: operatorId, pending_password_hash: null, pending_totp_secret: null })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

// Sessions.

export async function insertSession(db: Db, row: { tokenHash: string; operatorId: OperatorId; ip: string; userAgent: string; createdAt: Date; expiresAt: Date }) {
  await tables(db)
    .insertInto("operator_sessions")
    .values({ token_hash: row.tokenHash, operator_id: row.operatorId, ip: row.ip, user_agent: row.userAgent, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute();
}

/** A live session of an active operator, with the operator's roles and enrolment. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const row = await tables(db)
    .selectFrom("operator_sessions as s")
    .innerJoin("operators as o", "o.id", "s.operator_id")
    .select(["s.id as sessionId", "s.expires_at as expiresAt", "o.id", "o.username", "o.roles", "o.totp_enrolled_at as totpEnrolledAt"])
    .where("s.token_hash", "=", tokenHash)
    .where("s.revoked_at", "is", null)
    .where("s.expires_at", ">", now)
    .where("o.status", "=", "active")
    .executeTakeFirst();
  if (!row) return undefined;
  const { totpEnrolledAt, ...session } = row;
  return { ...session, totpEnrolled: totpEnrolledAt !== null };
}

export async function revokeSession(db: Db, where: { operatorId: OperatorId; sessionId?: string }, now: Date): Promise<number> {
  let query = tables(db).updateTable("operator_sessions").set({ revoked_at: now }).where("operator_id", "=", where.operatorId).where("revoked_at", "is", null);
  if (where.sessionId !== undefined) query = query.where("id", "=", where.sessionId);
  const updated = await query.executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

export async function liveSessions(db: Db, operatorId: OperatorId, now: Date, window: { offset: number; limit: number }) {
  const query = tables(db).selectFrom("operator_sessions").where("operator_id", "=", operatorId).where("revoked_at", "is", null).where("expires_at", ">", now);
  const [count, sessions] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
    query
      .select(["id", "ip", "user_agent as userAgent", "created_at as createdAt", "expires_at as expiresAt"])
      .orderBy("id", "desc")
      .offset(window.offset)
      .limit(window.limit)
      .execute(),
  ]);
  return { total: Number(count.count), sessions };
}
