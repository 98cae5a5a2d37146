// Secrets the solvency domain keeps in the database (the Ed25519 signing key, each snapshot's
// HMAC secret) are sealed with AES-256-GCM under the sealing key from SOLVENCY_KEY, so a copy of
// the database alone can neither sign roots nor link leaves to users. Without SOLVENCY_KEY (refused
// in production by config.ts) a development server keeps a random key in DATA_DIR/solvency.key.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const ivBytes = 12;
const tagBytes = 16;
export const sealingKeyBytes = 32;
export const devSealingKeyFile = "solvency.key";

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
