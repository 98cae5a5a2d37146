// Checks a liability proof in the browser, trusting neither the proof's answer nor our server's
// word for its result: SHA-256 through Web Crypto recomputes the path (packages/domain's
// verifyProof, the same rules the standalone script re-implements), the root must equal the one
// published in the public list, and that root's Ed25519 signature is checked with Web Crypto
// against the published key. A browser without Ed25519 in Web Crypto gets the hash checks and is
// told the signature was not checked.
import type { LiabilityProofFile, PublishedRootWire } from "@tradewind/api/solvency";
import { rootMessage, verifyProof } from "@tradewind/domain/solvency";

export type BrowserCheck = { state: "verified" } | { state: "hashesOnly" } | { state: "failed"; reason: "path" | "published" | "signature" };

const encoder = new TextEncoder();

export async function webCryptoSha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(text));
  return hexOf(new Uint8Array(digest));
}

function hexOf(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function bytesOf(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** True, false, or null when this browser's Web Crypto has no Ed25519. */
async function ed25519Verifies(publicKeyHex: string, signatureHex: string, message: string): Promise<boolean | null> {
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey("raw", bytesOf(publicKeyHex), { name: "Ed25519" }, false, ["verify"]);
  } catch {
    return null;
  }
  return crypto.subtle.verify({ name: "Ed25519" }, key, bytesOf(signatureHex), encoder.encode(message));
}

/** `published` and `publicKeyHex` come from the public endpoints, never from the proof's own answer. */
export async function verifyInBrowser(file: LiabilityProofFile, published: PublishedRootWire, publicKeyHex: string): Promise<BrowserCheck> {
  const { proof } = file;
  if ((await verifyProof(proof, webCryptoSha256Hex)).ok === false) return { state: "failed", reason: "path" };
  const matches = published.snapshotId === proof.snapshotId && published.currency === proof.currency && published.rootHash === proof.root.hash && published.rootSum === proof.root.sum && published.leafCount === proof.leafCount;
  if (!matches) return { state: "failed", reason: "published" };
  const signed = await ed25519Verifies(publicKeyHex, published.signature, rootMessage(published));
  if (signed === null) return { state: "hashesOnly" };
  return signed ? { state: "verified" } : { state: "failed", reason: "signature" };
}
