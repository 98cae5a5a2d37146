// Passwords (argon2id), session tokens and verification codes. Tokens and codes are random
// and only their SHA-256 is stored, so a database leak reveals no usable credential.
import { createHash, randomBytes, randomInt } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  return verify(passwordHash, password);
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
