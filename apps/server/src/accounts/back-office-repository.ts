// SQL behind accounts/back-office-service.ts: the user search, session list, status change and
// registration counts the back office asks accounts for.
import { assertNever } from "@tradewind/domain/assert";
import { sql, type ExpressionBuilder } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { AccountsTables, UserStatus } from "./tables.ts";

export type UserSearchField = "any" | "id" | "username" | "email" | "phone" | "inviteCode";

export interface UserSearch {
  q: string | undefined;
  field: UserSearchField;
  status: UserStatus | undefined;
  limit: number;
  offset: number;
}

const searchColumns = [
  "id",
  "username",
  "email",
  "area_code as areaCode",
  "phone",
  "invite_code as inviteCode",
  "inviter_id as inviterId",
  "status",
  "kyc_status as kycStatus",
  "wallet_address as walletAddress",
  "created_at as createdAt",
] as const;

/** PostgreSQL's bigint maximum: an id search past it matches nothing instead of failing the cast. */
const bigintMax = 9223372036854775807n;

/** `text%` for LIKE, with the pattern characters in `text` matched literally. */
function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function isUserId(text: string): boolean {
  return /^\d{1,19}$/.test(text) && BigInt(text) <= bigintMax;
}

/** The condition one search field adds: ids and invite codes match exactly, the rest by prefix. */
function fieldMatch(eb: ExpressionBuilder<AccountsTables, "users">, field: Exclude<UserSearchField, "any">, q: string) {
  const prefix = prefixPattern(q.toLowerCase());
  switch (field) {
    case "id":
      return isUserId(q) ? eb("id", "=", q) : sql<boolean>`false`;
    case "username":
      return eb(sql`lower(username)`, "like", prefix);
    case "email":
      return eb("email", "like", prefix);
    case "phone":
      return eb.or([eb("phone", "like", prefixPattern(q.replace(/^\+/, ""))), eb(sql`area_code || phone`, "like", prefixPattern(q))]);
    case "inviteCode":
      return eb("invite_code", "=", q.toUpperCase());
    default:
      return assertNever(field, "user search field");
  }
}

const anyFields = ["id", "username", "email", "phone", "inviteCode"] as const;

export async function searchUsers(handle: Db, search: UserSearch) {
  const db = withTables<AccountsTables>(handle);
  let query = db.selectFrom("users");
  const { q } = search;
  if (q !== undefined) {
    query = query.where((eb) => (search.field === "any" ? eb.or(anyFields.map((field) => fieldMatch(eb, field, q))) : fieldMatch(eb, search.field, q)));
  }
  if (search.status !== undefined) query = query.where("status", "=", search.status);
  const [rows, total] = await Promise.all([
    query.select(searchColumns).orderBy("id", "desc").limit(search.limit).offset(search.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { users: rows, total: Number(total.count) };
}

export type SearchedUser = Awaited<ReturnType<typeof searchUsers>>["users"][number];

export async function userRow(handle: Db, userId: string): Promise<SearchedUser | undefined> {
  const db = withTables<AccountsTables>(handle);
  return db.selectFrom("users").select(searchColumns).where("id", "=", userId).executeTakeFirst();
}

/** Usernames of the users among `ids` (distinct, a page's worth). */
export async function usernames(handle: Db, ids: readonly string[]): Promise<{ id: string; username: string }[]> {
  const db = withTables<AccountsTables>(handle);
  if (ids.length === 0) return [];
  return db.selectFrom("users").select(["id", "username"]).where("id", "in", [...ids]).execute();
}

/** The user's row, locked until `tx` ends, so two status changes of one user queue. */
export async function lockedUserRow(tx: Db, userId: string): Promise<SearchedUser | undefined> {
  const db = withTables<AccountsTables>(tx);
  return db.selectFrom("users").select(searchColumns).where("id", "=", userId).forUpdate().executeTakeFirst();
}

export async function setUserStatus(tx: Db, userId: string, status: UserStatus): Promise<void> {
  const db = withTables<AccountsTables>(tx);
  await db.updateTable("users").set({ status }).where("id", "=", userId).execute();
}

/** Ends every live session of the user; answers how many ended. */
export async function revokeAllSessions(tx: Db, userId: string, now: Date): Promise<number> {
  const db = withTables<AccountsTables>(tx);
  const result = await db.updateTable("sessions").set({ revoked_at: now }).where("user_id", "=", userId).where("revoked_at", "is", null).where("expires_at", ">", now).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function sessionsPage(handle: Db, userId: string, window: { limit: number; offset: number }) {
  const db = withTables<AccountsTables>(handle);
  const query = db.selectFrom("sessions").where("user_id", "=", userId);
  const [rows, total] = await Promise.all([
    // The token hash stays here: it identifies a session to this server only, never to a screen.
    query
      .select(["created_at as createdAt", "expires_at as expiresAt", "revoked_at as revokedAt", sql<string>`substr(token_hash, 1, 12)`.as("id")]).orderBy("created_at", "desc").limit(window.limit).offset(window.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { sessions: rows, total: Number(total.count) };
}

export async function liveSessionCount(handle: Db, userId: string, now: Date): Promise<number> {
  const db = withTables<AccountsTables>(handle);
  const row = await db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Registrations per UTC day in [from, to), days without any left out. */
export async function registrationsByDay(handle: Db, from: Date, to: Date): Promise<{ day: string; count: number }[]> {
  const db = withTables<AccountsTables>(handle);
  const result = await sql<{ day: string; count: string }>`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::text as count
    from users where created_at >= ${from} and created_at < ${to}
    group by 1`.execute(db);
  return result.rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}
