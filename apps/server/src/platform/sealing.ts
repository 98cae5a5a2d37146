// Secrets the server must read back (a signing key, a TOTP secret) are sealed with AES-256-GCM
// under one sealing key from the environment (SOLVENCY_KEY, config.ts), so a copy of the database
// alone reveals none of them. Without SOLVENCY_KEY (refused in production by config.ts) a
// development server keeps a random key in DATA_DIR/solvency.key. docs/SECURITY.md lists what is
// sealed and what losing the key means. A key that opens no secret is the catalogued 10380 to a
// request, and at start a message that says which key and what to do.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { AppError, fail } from "./errors.ts";

const ivBytes = 12;
const tagBytes = 16;
export const sealingKeyBytes = 32;
export const devSealingKeyFile = "solvency.key";
/** Marks a sealed text column, so a start can tell a plaintext row (written before 0058) from a sealed one. */
const sealedTextPrefix = "sealed:v1:";
/** SQL `like` pattern of a sealed text, to find the plaintext rows left to seal. */
export const sealedTextPattern = `${sealedTextPrefix}%`;

/** iv ‖ tag ‖ ciphertext, base64. */
export function seal(key: Uint8Array, plain: Uint8Array): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
}

/** Fails with 10380 when the text was sealed under another key or altered (GCM's tag refuses both alike). */
export function unseal(key: Uint8Array, sealed: string): Uint8Array {
  const bytes = Buffer.from(sealed, "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, ivBytes));
  decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
  const body = decipher.update(bytes.subarray(ivBytes + tagBytes));
  try {
    return Uint8Array.from(Buffer.concat([body, decipher.final()]));
  } catch {
    // node:crypto's "unable to authenticate data": the key in use is not the sealing one.
    return fail("secretsUnsealable");
  }
}

/** A text secret as stored: `sealed:v1:` and the sealed UTF-8 bytes. */
export function sealText(key: Uint8Array, plain: string): string {
  return sealedTextPrefix + seal(key, Buffer.from(plain, "utf8"));
}

export function isSealedText(stored: string): boolean {
  return stored.startsWith(sealedTextPrefix);
}

/** Throws on a plaintext value, another key or an altered one: a secret is never read unsealed by mistake. */
export function unsealText(key: Uint8Array, stored: string): string {
  if (!isSealedText(stored)) throw new Error("sealing: the stored secret is not sealed");
  return Buffer.from(unseal(key, stored.slice(sealedTextPrefix.length))).toString("utf8");
}

/** Where the sealing key in use comes from, as an operator would look for it. */
export function sealingKeySource(configured: Uint8Array | undefined, dataDir: string): string {
  return configured ? "SOLVENCY_KEY (environment)" : `the development key file ${path.join(dataDir, devSealingKeyFile)} (SOLVENCY_KEY unset)`;
}

/** What a start that cannot open the database's secrets prints instead of a stack trace. */
export function unsealableAtStartMessage(source: string): string {
  return [
    `Tradewind cannot start: the secrets in this database (TOTP secrets, the push key, the liability-proof signing key) do not open with the sealing key in use, ${source}.`,
    "It is not the key they were sealed with: a lost, mistyped or newly generated key. Restore the original SOLVENCY_KEY (or solvency.key file) from where it is kept apart from the database backups, then start again.",
    'A new key cannot open them; docs/SECURITY.md, "Secrets at rest", says what losing the key means and how to recover.',
  ].join("\n");
}

/** A start stopped because the sealing key opens none of the database's secrets: its message is for the operator as it stands. */
export class SealingKeyMismatch extends Error {
  constructor(source: string, cause: AppError) {
    super(unsealableAtStartMessage(source), { cause });
    this.name = "SealingKeyMismatch";
  }
}

/** Runs a start-up step that opens sealed secrets; a key that opens none stops the start with a `SealingKeyMismatch`. */
export async function openingSealedAtStart<T>(source: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError && error.errorName === "secretsUnsealable") throw new SealingKeyMismatch(source, error);
    throw error;
  }
}

/** SOLVENCY_KEY when set; otherwise (development only) the key file under dataDir, created on first start. */
export function sealingKeyOf(configured: Uint8Array | undefined, dataDir: string): Uint8Array {
  if (configured) return configured;
  const file = path.join(dataDir, devSealingKeyFile);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    // "wx": a second process starting at the same moment does not overwrite the first one's key.
    try {
      fs.writeFileSync(file, randomBytes(sealingKeyBytes).toString("hex"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return Uint8Array.from(Buffer.from(fs.readFileSync(file, "utf8").trim(), "hex"));
}
