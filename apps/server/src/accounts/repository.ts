// SQL of the accounts domain: users, sessions, verification codes, login throttles, wallet
// nonces, dev outbox.
import { userId, type UserId } from "@tradewind/domain/ids";
import { sql } from "kysely";
import { coalesced } from "../platform/coalesce.ts";
import { withTables, type Db } from "../platform/database.ts";
import type { AccountsTables, CodePurpose } from "./tables.ts";

const userColumns = [
  "id",
  "username",
  "email",
  "area_code as areaCode",
  "phone",
  "password_hash as passwordHash",
  "invite_code as inviteCode",
  "inviter_id as inviterId",
  "status",
  "kyc_status as kycStatus",
  "wallet_address as walletAddress",
  "created_at as createdAt",
] as const;

export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** The user's id leaves SQL here, named a UserId. */
function userOf<Row extends { id: string }>(row: Row): Row & { id: UserId } {
  return { ...row, id: userId(row.id) };
}

export async function findUserById(handle: Db, id: string) {
  const db = withTables<AccountsTables>(handle);
  const row = await db.selectFrom("users").select(userColumns).where("id", "=", id).executeTakeFirst();
  return row && userOf(row);
}

export async function findUserByUsername(handle: Db, username: string) {
  const db = withTables<AccountsTables>(handle);
  const row = await db.selectFrom("users").select(userColumns).where(sql`lower(username)`, "=", username.toLowerCase()).executeTakeFirst();
  return row && userOf(row);
}

export async function findUserByEmail(handle: Db, email: string) {
  const db = withTables<AccountsTables>(handle);
  const row = await db.selectFrom("users").select(userColumns).where("email", "=", email.toLowerCase()).executeTakeFirst();
  return row && userOf(row);
}

export async function findUserByPhone(handle: Db, areaCode: string, phone: string) {
  const db = withTables<AccountsTables>(handle);
  const row = await db.selectFrom("users").select(userColumns).where("area_code", "=", areaCode).where("phone", "=", phone).executeTakeFirst();
  return row && userOf(row);
}

/** Users whose full international number ("+81" + "9012345678") or bare number matches. */
export async function findUsersByAnyPhone(handle: Db, digits: string) {
  const db = withTables<AccountsTables>(handle);
  const rows = await db
    .selectFrom("users")
    .select(userColumns)
    .where((eb) => eb.or([eb(sql`area_code || phone`, "=", digits), eb("phone", "=", digits.replace(/^\+/, ""))]))
    .limit(2)
    .execute();
  return rows.map(userOf);
}

export async function findUserByInviteCode(handle: Db, inviteCode: string) {
  const db = withTables<AccountsTables>(handle);
  return db.selectFrom("users").select(["id"]).where("invite_code", "=", inviteCode.toUpperCase()).executeTakeFirst();
}

export async function findUserByGoogleSubject(handle: Db, subject: string) {
  const db = withTables<AccountsTables>(handle);
  const row = await db.selectFrom("users").select(userColumns).where("google_subject", "=", subject).executeTakeFirst();
  return row && userOf(row);
}

export async function findUserByWallet(handle: Db, address: string) {
  const db = withTables<AccountsTables>(handle);
  const row = await db.selectFrom("users").select(userColumns).where("wallet_address", "=", address.toLowerCase()).executeTakeFirst();
  return row && userOf(row);
}

export async function insertUser(
  handle: Db,
  user: {
    username: string;
    email: string | null;
    areaCode: string | null;
    phone: string | null;
    passwordHash: string | null;
    inviteCode: string;
    inviterId: string | null;
    googleSubject: string | null;
    walletAddress: string | null;
  },
) {
  const db = withTables<AccountsTables>(handle);
  const row = await db
    .insertInto("users")
    .values({
      username: user.username,
      email: user.email,
      area_code: user.areaCode,
      phone: user.phone,
      password_hash: user.passwordHash,
      invite_code: user.inviteCode,
      inviter_id: user.inviterId,
      google_subject: user.googleSubject,
      wallet_address: user.walletAddress,
    })
    .returning(userColumns)
    .executeTakeFirstOrThrow();
  return userOf(row);
}

export async function linkGoogleSubject(handle: Db, userId: string, subject: string) {
  const db = withTables<AccountsTables>(handle);
  await db.updateTable("users").set({ google_subject: subject }).where("id", "=", userId).execute();
}

/** Replaces the user's email, or area code and phone (the unique indexes refuse one another account has). */
export async function setContact(handle: Db, userId: string, contact: { email: string } | { areaCode: string; phone: string }) {
  const db = withTables<AccountsTables>(handle);
  const change = "email" in contact ? { email: contact.email } : { area_code: contact.areaCode, phone: contact.phone };
  await db.updateTable("users").set(change).where("id", "=", userId).execute();
}

export async function setPasswordHash(handle: Db, userId: string, passwordHash: string) {
  const db = withTables<AccountsTables>(handle);
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
}

export async function insertSession(handle: Db, session: { tokenHash: string; userId: string; expiresAt: Date; userAgent: string; clientIp: string }) {
  const db = withTables<AccountsTables>(handle);
  await db
    .insertInto("sessions")
    .values({ token_hash: session.tokenHash, user_id: session.userId, expires_at: session.expiresAt, user_agent: session.userAgent, client_ip: session.clientIp })
    .execute();
}

/** The session's user, named a UserId here where it leaves SQL: every request's user id starts from it. */
/** Every authenticated request reads its session: concurrent requests' reads go as one statement. */
const unrevokedSession = coalesced(async (handle, tokenHashes: readonly string[]) => {
  const rows = await withTables<AccountsTables>(handle)
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select(["s.token_hash as tokenHash", "s.user_id as userId", "s.expires_at as expiresAt", "s.last_seen_at as lastSeenAt", "u.username", "u.status"])
    .where("s.token_hash", "in", tokenHashes)
    .where("s.revoked_at", "is", null)
    .execute();
  return new Map(rows.map(({ tokenHash, ...row }) => [tokenHash, { ...row, userId: userId(row.userId) }]));
});

export async function findLiveSession(handle: Db, tokenHash: string, now: Date) {
  const session = await unrevokedSession(handle, tokenHash);
  return session && session.expiresAt > now ? session : undefined;
}

export async function touchSession(handle: Db, tokenHash: string, now: Date) {
  const db = withTables<AccountsTables>(handle);
  await db.updateTable("sessions").set({ last_seen_at: now }).where("token_hash", "=", tokenHash).execute();
}

/** The user's sessions that still work, newest first. */
export async function liveSessionsOf(handle: Db, userId: string, now: Date) {
  const db = withTables<AccountsTables>(handle);
  return db
    .selectFrom("sessions")
    .select(["id", "token_hash as tokenHash", "user_agent as userAgent", "client_ip as clientIp", "created_at as createdAt", "last_seen_at as lastSeenAt"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("id", "desc")
    .execute();
}

/** Ends one live session of the user by its public id; answers its token hash, or undefined when there was none. */
export async function revokeSessionById(handle: Db, userId: string, id: string, now: Date): Promise<string | undefined> {
  const db = withTables<AccountsTables>(handle);
  const row = await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .returning("token_hash")
    .executeTakeFirst();
  return row?.token_hash;
}

export async function revokeSession(handle: Db, tokenHash: string, now: Date) {
  const db = withTables<AccountsTables>(handle);
  await db.updateTable("sessions").set({ revoked_at: now }).where("token_hash", "=", tokenHash).where("revoked_at", "is", null).execute();
}

/** Revokes every live session of a user except, optionally, the one making the change; answers how many. */
export async function revokeOtherSessions(handle: Db, userId: string, keepTokenHash: string | null, now: Date): Promise<number> {
  const db = withTables<AccountsTables>(handle);
  let query = db.updateTable("sessions").set({ revoked_at: now }).where("user_id", "=", userId).where("revoked_at", "is", null);
  if (keepTokenHash) query = query.where("token_hash", "<>", keepTokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertVerificationCode(
  handle: Db,
  code: { target: string; purpose: CodePurpose; codeHash: string; clientIp: string; createdAt: Date; expiresAt: Date },
) {
  const db = withTables<AccountsTables>(handle);
  await db
    .insertInto("verification_codes")
    .values({ target: code.target, purpose: code.purpose, code_hash: code.codeHash, client_ip: code.clientIp, created_at: code.createdAt, expires_at: code.expiresAt })
    .execute();
}

export async function latestVerificationCode(handle: Db, target: string, purpose: CodePurpose) {
  const db = withTables<AccountsTables>(handle);
  return db
    .selectFrom("verification_codes")
    .select(["id", "used_at as usedAt", "created_at as createdAt"])
    .where("target", "=", target)
    .where("purpose", "=", purpose)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function countCodesSince(handle: Db, filter: { target?: string; clientIp?: string; since: Date }) {
  const db = withTables<AccountsTables>(handle);
  let query = db.selectFrom("verification_codes").select((eb) => eb.fn.countAll<string>().as("count")).where("created_at", ">", filter.since);
  if (filter.target) query = query.where("target", "=", filter.target);
  if (filter.clientIp) query = query.where("client_ip", "=", filter.clientIp);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Spends one attempt on the target's latest code when it is unused, unexpired and has attempts
 * left, and returns it; undefined otherwise. Reading and counting are one statement, so parallel
 * guesses queue on the row and never evaluate more than `attemptsAllowed` times.
 */
export async function spendCodeAttempt(handle: Db, filter: { target: string; purpose: CodePurpose; now: Date; attemptsAllowed: number }) {
  const db = withTables<AccountsTables>(handle);
  return db
    .updateTable("verification_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where((eb) =>
      eb(
        "id",
        "=",
        eb.selectFrom("verification_codes").select("id").where("target", "=", filter.target).where("purpose", "=", filter.purpose).orderBy("id", "desc").limit(1),
      ),
    )
    .where("used_at", "is", null)
    .where("expires_at", ">", filter.now)
    .where("attempts", "<", filter.attemptsAllowed)
    .returning(["id", "code_hash as codeHash"])
    .executeTakeFirst();
}

/** Marks a code used; false when another request used it first. */
export async function consumeVerificationCode(handle: Db, codeId: string, now: Date): Promise<boolean> {
  const db = withTables<AccountsTables>(handle);
  const result = await db.updateTable("verification_codes").set({ used_at: now }).where("id", "=", codeId).where("used_at", "is", null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export type ThrottleScope = "account" | "ip";
export interface ThrottleKey {
  scope: ThrottleScope;
  key: string;
}

/**
 * Locks the throttle rows of these keys (created when missing) until the transaction ends, in
 * one canonical order so two attempts sharing a row cannot deadlock.
 */
export async function lockLoginThrottles(handle: Db, keys: ThrottleKey[], now: Date) {
  const tx = withTables<AccountsTables>(handle);
  const sorted = [...keys].sort((a, b) => (a.scope === b.scope ? (a.key < b.key ? -1 : 1) : a.scope < b.scope ? -1 : 1));
  const rows = [];
  // One upsert per key, which both creates the row and locks it: an insert-or-nothing followed by
  // a SELECT ... FOR UPDATE found no row when a racing right password deleted it in between.
  for (const each of sorted) {
    rows.push(
      await tx
        .insertInto("login_throttles")
        .values({ scope: each.scope, key: each.key, last_attempt_at: now })
        .onConflict((oc) => oc.columns(["scope", "key"]).doUpdateSet((eb) => ({ failures: eb.ref("login_throttles.failures") })))
        .returning(["scope", "key", "failures", "blocked_until as blockedUntil", "last_attempt_at as lastAttemptAt"])
        .executeTakeFirstOrThrow(),
    );
  }
  return rows;
}

export async function setLoginThrottle(handle: Db, row: ThrottleKey & { failures: number; blockedUntil: Date | null; lastAttemptAt: Date }) {
  const tx = withTables<AccountsTables>(handle);
  await tx
    .updateTable("login_throttles")
    .set({ failures: row.failures, blocked_until: row.blockedUntil, last_attempt_at: row.lastAttemptAt })
    .where("scope", "=", row.scope)
    .where("key", "=", row.key)
    .execute();
}

export async function clearLoginThrottle(handle: Db, key: ThrottleKey) {
  const db = withTables<AccountsTables>(handle);
  await db.deleteFrom("login_throttles").where("scope", "=", key.scope).where("key", "=", key.key).execute();
}

/** Takes back one counted attempt, e.g. an IP's login that turned out to be right, and the wait it set if still in force. */
export async function uncountLoginAttempt(handle: Db, key: ThrottleKey, blockedUntil: Date | null) {
  const db = withTables<AccountsTables>(handle);
  await db
    .updateTable("login_throttles")
    .set((eb) => ({
      failures: sql<number>`greatest(${eb.ref("failures")} - 1, 0)`,
      blocked_until: blockedUntil ? sql<Date | null>`case when ${eb.ref("blocked_until")} = ${blockedUntil} then null else ${eb.ref("blocked_until")} end` : eb.ref("blocked_until"),
    }))
    .where("scope", "=", key.scope)
    .where("key", "=", key.key)
    .execute();
}

export async function insertOutboxMessage(handle: Db, message: { target: string; subject: string; body: string; code: string | null }) {
  const db = withTables<AccountsTables>(handle);
  await db.insertInto("dev_outbox").values({ target: message.target, subject: message.subject, body: message.body, code: message.code }).execute();
}

export async function outboxFor(handle: Db, target: string) {
  const db = withTables<AccountsTables>(handle);
  return db.selectFrom("dev_outbox").select(["target", "subject", "body", "code", "created_at as createdAt"]).where("target", "=", target).orderBy("id", "desc").limit(20).execute();
}

export async function insertWalletNonce(handle: Db, nonce: { nonce: string; address: string; message: string; expiresAt: Date }) {
  const db = withTables<AccountsTables>(handle);
  await db.insertInto("wallet_nonces").values({ nonce: nonce.nonce, address: nonce.address, message: nonce.message, expires_at: nonce.expiresAt }).execute();
}

/** Consumes the unexpired, unused nonce whose message is exactly this one; false otherwise. */
export async function consumeWalletNonce(handle: Db, address: string, message: string, now: Date): Promise<boolean> {
  const db = withTables<AccountsTables>(handle);
  const result = await db
    .updateTable("wallet_nonces")
    .set({ used_at: now })
    .where("address", "=", address)
    .where("message", "=", message)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Marks the session confirmed (step-up) until `until`. */
export async function setSteppedUpUntil(handle: Db, tokenHash: string, until: Date) {
  const db = withTables<AccountsTables>(handle);
  await db.updateTable("sessions").set({ stepped_up_until: until }).where("token_hash", "=", tokenHash).execute();
}

export async function steppedUpUntil(handle: Db, tokenHash: string): Promise<Date | null> {
  const db = withTables<AccountsTables>(handle);
  const row = await db.selectFrom("sessions").select("stepped_up_until").where("token_hash", "=", tokenHash).executeTakeFirst();
  return row?.stepped_up_until ?? null;
}

/** Holds withdrawals until `until`, never shortening a longer hold already in place. */
export async function holdWithdrawals(handle: Db, userId: string, until: Date) {
  const db = withTables<AccountsTables>(handle);
  await db
    .updateTable("users")
    .set({ withdrawals_held_until: until })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("withdrawals_held_until", "is", null), eb("withdrawals_held_until", "<", until)]))
    .execute();
}

/** The user's withdrawal protections: the hold after a security change and the address book switch. */
export async function withdrawalProtections(handle: Db, userId: string) {
  const db = withTables<AccountsTables>(handle);
  return db.selectFrom("users").select(["withdrawals_held_until as heldUntil", "address_book_on as addressBookOn"]).where("id", "=", userId).executeTakeFirstOrThrow();
}

export async function setAddressBookOn(handle: Db, userId: string, on: boolean) {
  const db = withTables<AccountsTables>(handle);
  await db.updateTable("users").set({ address_book_on: on }).where("id", "=", userId).execute();
}
