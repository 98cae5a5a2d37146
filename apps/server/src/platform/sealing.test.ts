// The sealing of secrets at rest (platform/sealing.ts): AES-256-GCM under the sealing key, and the
// `sealed:v1:` text form the TOTP and VAPID columns keep; a key that opens nothing is the
// catalogued 10380, and a start with it stops with a message that says what to do.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { testApp, databaseUnavailable } from "../testing/harness.ts";
import { loadConfig } from "./config.ts";
import { AppError } from "./errors.ts";
import { isSealedText, openingSealedAtStart, SealingKeyMismatch, seal, sealingKeySource, sealText, unseal, unsealText } from "./sealing.ts";

const key = Uint8Array.from(randomBytes(32));
const otherKey = Uint8Array.from(randomBytes(32));

/** The same sealed text with one bit of its ciphertext (the last byte) flipped. */
function tampered(sealed: string): string {
  const prefix = "sealed:v1:";
  const bytes = Buffer.from(sealed.slice(prefix.length), "base64");
  bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
  return prefix + bytes.toString("base64");
}

describe("sealing", () => {
  it("opens what it sealed, and seals the same secret differently each time", () => {
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const sealed = sealText(key, secret);
    expect(sealed).toMatch(/^sealed:v1:[A-Za-z0-9+/]+=*$/);
    expect(sealed).not.toContain(secret);
    expect(isSealedText(sealed)).toBe(true);
    expect(unsealText(key, sealed)).toBe(secret);
    expect(sealText(key, secret)).not.toBe(sealed);
    const bytes = Uint8Array.from(randomBytes(48));
    expect(unseal(key, seal(key, bytes))).toEqual(bytes);
  });

  it("refuses another key with the catalogued 10380", () => {
    const refusal = new AppError("secretsUnsealable");
    expect(() => unsealText(otherKey, sealText(key, "JBSWY3DPEHPK3PXP"))).toThrow(refusal);
    expect(() => unseal(otherKey, seal(key, Uint8Array.of(1, 2, 3)))).toThrow(refusal);
    expect(refusal.code).toBe(10380);
  });

  it("refuses an altered ciphertext, and a plaintext value where a sealed one belongs", () => {
    const sealed = sealText(key, "JBSWY3DPEHPK3PXP");
    expect(() => unsealText(key, tampered(sealed))).toThrow();
    expect(isSealedText("JBSWY3DPEHPK3PXP")).toBe(false);
    expect(() => unsealText(key, "JBSWY3DPEHPK3PXP")).toThrow(/not sealed/);
  });
});

describe("a start with a sealing key that opens nothing", () => {
  it("names the key in use and says to restore the original, pointing at docs/SECURITY.md", async () => {
    const source = sealingKeySource(undefined, "/srv/tradewind");
    expect(source).toBe("the development key file /srv/tradewind/solvency.key (SOLVENCY_KEY unset)");
    const stopped = openingSealedAtStart(source, async () => unsealText(otherKey, sealText(key, "secret")));
    await expect(stopped).rejects.toBeInstanceOf(SealingKeyMismatch);
    await expect(stopped).rejects.toThrow(/do not open with the sealing key in use, the development key file \/srv\/tradewind\/solvency\.key/);
    await expect(stopped).rejects.toThrow(/Restore the original SOLVENCY_KEY/);
    await expect(stopped).rejects.toThrow(/docs\/SECURITY\.md, "Secrets at rest"/);
    // Any other failure passes through as it is.
    await expect(openingSealedAtStart(source, () => Promise.reject(new Error("disk full")))).rejects.toThrow(/^disk full$/);
  });

  it.skipIf(databaseUnavailable)("stops the app's start on a database whose secrets another key sealed", async () => {
    const t = await testApp();
    try {
      const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: t.dataDir, SOLVENCY_KEY: "7b".repeat(32) }), databaseUrl: undefined };
      await expect(buildApp({ config, db: t.db, clock: t.clock })).rejects.toThrow(/sealing key in use, SOLVENCY_KEY \(environment\)/);
    } finally {
      await t.close();
    }
  }, 120_000);
});
