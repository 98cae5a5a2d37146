// SQL of the accounts domain: users, sessions, verification codes, wallet nonces, dev outbox.
import { sql } from "kysely";
import type { Db } from "../platform/database.ts";

const userColumns = [
  "id",
  "username",
  "email",
  "area_code",
  "phone",
  "password_hash",
  "invite_code",
  "inviter_id",
  "status",
  "kyc_status",
  "wallet_address",
  "created_at",
] as const;

export type UserRow = Awaited<ReturnType<typeof findUserById>> & {};

export async function findUserById(db: Db, id: string) {
  return db.selectFrom("users").select(userColumns).where("id", "=", id).executeTakeFirst();
}

export async function findUserByUsername(db: Db, username: string) {
  return db.selectFrom("users").select(userColumns).where(sql`lower(username)`, "=", username.toLowerCase()).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom("users").select(userColumns).where("email", "=", email.toLowerCase()).executeTakeFirst();
}

export async function findUserByPhone(db: Db, areaCode: string, phone: string) {
  return db.selectFrom("users").select(userColumns).where("area_code", "=", areaCode).where("phone", "=", phone).executeTakeFirst();
}

/** Users whose full international number ("+81" + "9012345678") or bare number matches. */
export async function findUsersByAnyPhone(db: Db, digits: string) {
  return db
    .selectFrom("users")
    .select(userColumns)
    .where((eb) => eb.or([eb(sql`area_code || phone`, "=", digits), eb("phone", "=", digits.replace(/^\+/, ""))]))
    .limit(2)
    .execute();
}

export async function findUserByInviteCode(db: Db, inviteCode: string) {
  return db.selectFrom("users").select(["id"]).where("invite_code", "=", inviteCode.toUpperCase()).executeTakeFirst();
}

export async function findUserByGoogleSubject(db: Db, subject: string) {
  return db.selectFrom("users").select(userColumns).where("google_subject", "=", subject).executeTakeFirst();
}

export async function findUserByWallet(db: Db, address: string) {
  return db.selectFrom("users").select(userColumns).where("wallet_address", "=", address.toLowerCase()).executeTakeFirst();
}

export async function insertUser(
  db: Db,
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
  return db
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
}

export async function linkGoogleSubject(db: Db, userId: string, subject: string) {
  await db.updateTable("users").set({ google_subject: subject }).where("id", "=", userId).execute();
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
}

export async function insertSession(db: Db, session: { tokenHash: string; userId: string; expiresAt: Date }) {
  await db.insertInto("sessions").values({ token_hash: session.tokenHash, user_id: session.userId, expires_at: session.expiresAt }).execute();
}

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select(["s.user_id", "u.username", "u.status"])
    .where("s.token_hash", "=", tokenHash)
    .where("s.revoked_at", "is", null)
    .where("s.expires_at", ">", now)
    .executeTakeFirst();
}

export async function revokeSession(db: Db, tokenHash: string, now: Date) {
  await db.updateTable("sessions").set({ revoked_at: now }).where("token_hash", "=", tokenHash).where("revoked_at", "is", null).execute();
}

/** Revokes every live session of a user except, optionally, the one making the change. */
export async function revokeOtherSessions(db: Db, userId: string, keepTokenHash: string | null, now: Date) {
  let query = db.updateTable("sessions").set({ revoked_at: now }).where("user_id", "=", userId).where("revoked_at", "is", null);
  if (keepTokenHash) query = query.where("token_hash", "<>", keepTokenHash);
  await query.execute();
}

export async function insertVerificationCode(
  db: Db,
  code: { target: string; purpose: "register" | "reset"; codeHash: string; clientIp: string; createdAt: Date; expiresAt: Date },
) {
  await db
    .insertInto("verification_codes")
    .values({ target: code.target, purpose: code.purpose, code_hash: code.codeHash, client_ip: code.clientIp, created_at: code.createdAt, expires_at: code.expiresAt })
    .execute();
}

export async function latestVerificationCode(db: Db, target: string, purpose: "register" | "reset") {
  return db
    .selectFrom("verification_codes")
    .select(["id", "code_hash", "attempts", "expires_at", "used_at", "created_at"])
    .where("target", "=", target)
    .where("purpose", "=", purpose)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function countCodesSince(db: Db, filter: { target?: string; clientIp?: string; since: Date }) {
  let query = db.selectFrom("verification_codes").select((eb) => eb.fn.countAll<string>().as("count")).where("created_at", ">", filter.since);
  if (filter.target) query = query.where("target", "=", filter.target);
  if (filter.clientIp) query = query.where("client_ip", "=", filter.clientIp);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countFailedAttempt(db: Db, codeId: string) {
  await db.updateTable("verification_codes").set((eb) => ({ attempts: eb("attempts", "+", 1) })).where("id", "=", codeId).execute();
}

/** Marks a code used; false when another request used it first. */
export async function consumeVerificationCode(db: Db, codeId: string, now: Date): Promise<boolean> {
  const result = await db.updateTable("verification_codes").set({ used_at: now }).where("id", "=", codeId).where("used_at", "is", null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function outboxFor(db: Db, target: string) {
  return db.selectFrom("dev_outbox").select(["target", "subject", "body", "code", "created_at"]).where("target", "=", target).orderBy("id", "desc").limit(20).execute();
}

export async function insertWalletNonce(db: Db, nonce: { nonce: string; address: string; message: string; expiresAt: Date }) {
  await db.insertInto("wallet_nonces").values({ nonce: nonce.nonce, address: nonce.address, message: nonce.message, expires_at: nonce.expiresAt }).execute();
}

/** Consumes the unexpired, unused nonce whose message is exactly this one; false otherwise. */
export async function consumeWalletNonce(db: Db, address: string, message: string, now: Date): Promise<boolean> {
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
