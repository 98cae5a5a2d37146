// Passwords (argon2id), session tokens and verification codes. Tokens and codes are random
// and only their SHA-256 is stored, so a database leak reveals no usable credential.
import { createHash, randomBytes, randomInt } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** Password hashing behind an interface, so tests can count how many guesses were checked. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export const argon2Passwords: PasswordHasher = {
  hash: (password) => hash(password),
  verify: (passwordHash, password) => verify(passwordHash, password),
};

const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

/**
 * Checks a password against a user's hash, or against a dummy hash when there is no user or the
 * user has no password (Google, wallet): every answer costs one hash check, so the time taken
 * does not tell whether the account exists.
 */
export async function passwordMatches(hasher: PasswordHasher, passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (passwordHash) return hasher.verify(passwordHash, password);
  let dummy = dummyHashes.get(hasher);
  if (!dummy) {
    dummy = hasher.hash(randomBytes(16).toString("hex"));
    dummyHashes.set(hasher, dummy);
  }
  await hasher.verify(await dummy, password);
  return false;
}

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

const inviteAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Eight characters without look-alikes (no 0/O, 1/I). */
export function newInviteCode(): string {
  return Array.from({ length: 8 }, () => inviteAlphabet[randomInt(0, inviteAlphabet.length)]).join("");
}

export function newNonce(): string {
  return randomBytes(16).toString("hex");
}

const base32Alphabet = "abcdefghijklmnopqrstuvwxyz234567";

/** Ten base32 characters (50 random bits): a recovery code, printed as `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  return Array.from({ length: 10 }, () => base32Alphabet[randomInt(0, base32Alphabet.length)]).join("");
}
