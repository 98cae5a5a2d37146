// Secrets the server must read back (a signing key, a TOTP secret) are sealed with AES-256-GCM
// under one sealing key from the environment (SOLVENCY_KEY, config.ts), so a copy of the database
// alone reveals none of them. Without SOLVENCY_KEY (refused in production by config.ts) a
// development server keeps a random key in DATA_DIR/solvency.key. docs/SECURITY.md lists what is
// sealed and what losing the key means.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

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

/** Throws when the text was sealed under another key or altered (GCM's tag). */
export function unseal(key: Uint8Array, sealed: string): Uint8Array {
  const bytes = Buffer.from(sealed, "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, ivBytes));
  decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
  return Uint8Array.from(Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]));
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
