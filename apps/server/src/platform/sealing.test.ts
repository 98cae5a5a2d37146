// The sealing of secrets at rest (platform/sealing.ts): AES-256-GCM under the sealing key, and the
// `sealed:v1:` text form the TOTP and VAPID columns keep.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isSealedText, seal, sealText, unseal, unsealText } from "./sealing.ts";

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

  it("refuses another key", () => {
    expect(() => unsealText(otherKey, sealText(key, "JBSWY3DPEHPK3PXP"))).toThrow();
    expect(() => unseal(otherKey, seal(key, Uint8Array.of(1, 2, 3)))).toThrow();
  });

  it("refuses an altered ciphertext, and a plaintext value where a sealed one belongs", () => {
    const sealed = sealText(key, "JBSWY3DPEHPK3PXP");
    expect(() => unsealText(key, tampered(sealed))).toThrow();
    expect(isSealedText("JBSWY3DPEHPK3PXP")).toBe(false);
    expect(() => unsealText(key, "JBSWY3DPEHPK3PXP")).toThrow(/not sealed/);
  });
});
