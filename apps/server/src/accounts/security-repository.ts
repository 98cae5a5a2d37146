// SQL of the account security centre: the authenticator, recovery codes, sign-in challenges and
// the append-only security history.
import type { SecurityEventKind } from "@tradewind/api/security";
import { withTables, type Db } from "../platform/database.ts";
import { sealedTextPattern } from "../platform/sealing.ts";
import type { SecurityTables } from "./security-tables.ts";

export async function findTotp(handle: Db, userId: string) {
  const db = withTables<SecurityTables>(handle);
  return db
    .selectFrom("user_totp")
    .select(["secret", "confirmed_at as confirmedAt", "last_step as lastStep"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** Locks the user's authenticator row for the rest of the transaction: two codes checked at once are checked one after the other. */
export async function lockTotp(handle: Db, userId: string) {
  const db = withTables<SecurityTables>(handle);
  return db
    .selectFrom("user_totp")
    .select(["secret", "confirmed_at as confirmedAt", "last_step as lastStep"])
    .where("user_id", "=", userId)
    .forUpdate()
    .executeTakeFirst();
}

/** A new enrolment replaces an unconfirmed one (a QR code scanned on another phone, or never). */
export async function putPendingTotp(handle: Db, userId: string, secret: string, now: Date) {
  const db = withTables<SecurityTables>(handle);
  await db
    .insertInto("user_totp")
    .values({ user_id: userId, secret, created_at: now, confirmed_at: null, last_step: null })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ secret, created_at: now, confirmed_at: null, last_step: null }).where("user_totp.confirmed_at", "is", null))
    .execute();
}

/** Authenticator secrets still stored in plaintext (written before migration 0058). */
export async function plaintextTotpSecrets(handle: Db): Promise<{ userId: string; secret: string }[]> {
  const db = withTables<SecurityTables>(handle);
  return db.selectFrom("user_totp").select(["user_id as userId", "secret"]).where("secret", "not like", sealedTextPattern).execute();
}

/** Replaces a plaintext secret with its sealed form; a row changed meanwhile (re-enrolled, sealed by another process) is left alone. */
export async function sealTotpSecret(handle: Db, userId: string, plain: string, sealed: string): Promise<void> {
  const db = withTables<SecurityTables>(handle);
  await db.updateTable("user_totp").set({ secret: sealed }).where("user_id", "=", userId).where("secret", "=", plain).execute();
}

export async function confirmTotp(handle: Db, userId: string, step: number, now: Date) {
  const db = withTables<SecurityTables>(handle);
  await db.updateTable("user_totp").set({ confirmed_at: now, last_step: String(step) }).where("user_id", "=", userId).execute();
}

export async function setTotpLastStep(handle: Db, userId: string, step: number) {
  const db = withTables<SecurityTables>(handle);
  await db.updateTable("user_totp").set({ last_step: String(step) }).where("user_id", "=", userId).execute();
}

export async function deleteTotp(handle: Db, userId: string) {
  const db = withTables<SecurityTables>(handle);
  await db.deleteFrom("user_totp").where("user_id", "=", userId).execute();
  await db.deleteFrom("user_recovery_codes").where("user_id", "=", userId).execute();
}

export async function replaceRecoveryCodes(handle: Db, userId: string, codeHashes: readonly string[], now: Date) {
  const db = withTables<SecurityTables>(handle);
  await db.deleteFrom("user_recovery_codes").where("user_id", "=", userId).execute();
  await db
    .insertInto("user_recovery_codes")
    .values(codeHashes.map((codeHash) => ({ user_id: userId, code_hash: codeHash, created_at: now })))
    .execute();
}

/** Spends one unused recovery code in one statement: of two requests racing with it, one wins. */
export async function spendRecoveryCode(handle: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const db = withTables<SecurityTables>(handle);
  const spent = await db
    .updateTable("user_recovery_codes")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  return spent !== undefined;
}

export async function countUnusedRecoveryCodes(handle: Db, userId: string): Promise<number> {
  const db = withTables<SecurityTables>(handle);
  const row = await db
    .selectFrom("user_recovery_codes")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertChallenge(handle: Db, challenge: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }) {
  const db = withTables<SecurityTables>(handle);
  await db
    .insertInto("sign_in_challenges")
    .values({ token_hash: challenge.tokenHash, user_id: challenge.userId, created_at: challenge.createdAt, expires_at: challenge.expiresAt })
    .execute();
}

export async function findLiveChallenge(handle: Db, tokenHash: string, now: Date) {
  const db = withTables<SecurityTables>(handle);
  return db
    .selectFrom("sign_in_challenges")
    .select(["user_id as userId"])
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

/** Spends the challenge; false when another request spent it first. */
export async function spendChallenge(handle: Db, tokenHash: string, now: Date): Promise<boolean> {
  const db = withTables<SecurityTables>(handle);
  const spent = await db
    .updateTable("sign_in_challenges")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("token_hash")
    .executeTakeFirst();
  return spent !== undefined;
}

export async function insertSecurityEvent(handle: Db, event: { userId: string; kind: SecurityEventKind; clientIp: string; userAgent: string; createdAt: Date }) {
  const db = withTables<SecurityTables>(handle);
  await db
    .insertInto("security_events")
    .values({ user_id: event.userId, kind: event.kind, client_ip: event.clientIp, user_agent: event.userAgent, created_at: event.createdAt })
    .execute();
}

export async function latestSecurityEvents(handle: Db, userId: string, limit: number) {
  const db = withTables<SecurityTables>(handle);
  return db
    .selectFrom("security_events")
    .select(["id", "kind", "client_ip as clientIp", "user_agent as userAgent", "created_at as createdAt"])
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
