// SQL of passkeys: the credentials (public key, signature counter) and the single-use challenges.
import { withTables, type Db } from "../platform/database.ts";
import type { PasskeyTables, WebAuthnPurpose } from "./passkey-tables.ts";

const passkeyColumns = [
  "id",
  "user_id as userId",
  "credential_id as credentialId",
  "public_key as publicKey",
  "sign_count as signCount",
  "transports",
  "backed_up as backedUp",
  "name",
  "created_at as createdAt",
  "last_used_at as lastUsedAt",
] as const;

export async function passkeysOf(handle: Db, userId: string) {
  const db = withTables<PasskeyTables>(handle);
  return db.selectFrom("user_passkeys").select(passkeyColumns).where("user_id", "=", userId).orderBy("id").execute();
}

export async function countPasskeys(handle: Db, userId: string): Promise<number> {
  const db = withTables<PasskeyTables>(handle);
  const row = await db
    .selectFrom("user_passkeys")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findPasskeyByCredentialId(handle: Db, credentialId: string) {
  const db = withTables<PasskeyTables>(handle);
  return db.selectFrom("user_passkeys").select(passkeyColumns).where("credential_id", "=", credentialId).executeTakeFirst();
}

/** The credential, locked for the rest of the transaction: two assertions of one passkey move its counter one after the other. */
export async function lockPasskeyByCredentialId(handle: Db, credentialId: string) {
  const db = withTables<PasskeyTables>(handle);
  return db.selectFrom("user_passkeys").select(passkeyColumns).where("credential_id", "=", credentialId).forUpdate().executeTakeFirst();
}

export async function insertPasskey(
  handle: Db,
  passkey: { userId: string; credentialId: string; publicKey: Uint8Array; signCount: number; transports: string[]; backedUp: boolean; name: string; createdAt: Date },
) {
  const db = withTables<PasskeyTables>(handle);
  return db
    .insertInto("user_passkeys")
    .values({
      user_id: passkey.userId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      sign_count: String(passkey.signCount),
      transports: passkey.transports,
      backed_up: passkey.backedUp,
      name: passkey.name,
      created_at: passkey.createdAt,
    })
    .returning(passkeyColumns)
    .executeTakeFirstOrThrow();
}

export async function recordPasskeyUse(handle: Db, id: string, use: { signCount: number; backedUp: boolean; at: Date }) {
  const db = withTables<PasskeyTables>(handle);
  await db.updateTable("user_passkeys").set({ sign_count: String(use.signCount), backed_up: use.backedUp, last_used_at: use.at }).where("id", "=", id).execute();
}

/** Deletes one of the user's passkeys; false when it is not theirs or already gone. */
export async function deletePasskey(handle: Db, userId: string, id: string): Promise<boolean> {
  const db = withTables<PasskeyTables>(handle);
  const deleted = await db.deleteFrom("user_passkeys").where("id", "=", id).where("user_id", "=", userId).returning("id").executeTakeFirst();
  return deleted !== undefined;
}

/** Deletes every passkey of the user (an operators' reset); answers how many. */
export async function deletePasskeysOf(handle: Db, userId: string): Promise<number> {
  const db = withTables<PasskeyTables>(handle);
  const deleted = await db.deleteFrom("user_passkeys").where("user_id", "=", userId).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

export async function insertWebAuthnChallenge(handle: Db, challenge: { challengeHash: string; purpose: WebAuthnPurpose; userId: string | null; createdAt: Date; expiresAt: Date }) {
  const db = withTables<PasskeyTables>(handle);
  await db
    .insertInto("webauthn_challenges")
    .values({ challenge_hash: challenge.challengeHash, purpose: challenge.purpose, user_id: challenge.userId, created_at: challenge.createdAt, expires_at: challenge.expiresAt })
    .execute();
}

/**
 * Spends a live challenge of that purpose in one statement (of two answers racing with it, one
 * gets it) and answers whose it was: `{ userId: null }` for a username-less sign-in, undefined
 * when it is unknown, spent, expired or of another purpose.
 */
export async function spendWebAuthnChallenge(handle: Db, challengeHash: string, purpose: WebAuthnPurpose, now: Date) {
  const db = withTables<PasskeyTables>(handle);
  return db
    .updateTable("webauthn_challenges")
    .set({ used_at: now })
    .where("challenge_hash", "=", challengeHash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id as userId")
    .executeTakeFirst();
}

/** Challenges nobody answered are kept a day past expiry at most. */
export async function deleteExpiredWebAuthnChallenges(handle: Db, before: Date) {
  const db = withTables<PasskeyTables>(handle);
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<", before).execute();
}
