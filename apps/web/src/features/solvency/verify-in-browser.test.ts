import { generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildLiabilityTree, genesisRootHash, leafNonce, proofOf, rootMessage, type LiabilityProof } from "@tradewind/domain/solvency";
import { Decimal } from "@tradewind/domain/money";
import { verifyInBrowser, webCryptoSha256Hex } from "./verify-in-browser.ts";

// Node's Web Crypto is the browser's API: SHA-256 and Ed25519 through crypto.subtle.
const secret = new Uint8Array(32).fill(3);
const tree = buildLiabilityTree({ secret, currency: "USDT", scale: 6, liabilities: ["1", "2", "3"].map((userId, index) => ({ userId, balance: new Decimal(index + 1) })) });
const proof = proofOf(tree, "5", "2", leafNonce(secret, "2", "USDT")) as LiabilityProof;
const pair = generateKeyPairSync("ed25519");
const publicKeyHex = pair.publicKey.export({ format: "der", type: "spki" }).subarray(-32).toString("hex");
const unsigned = { snapshotId: "5", takenAt: "2026-11-27T00:00:00.000Z", currency: "USDT", rootHash: tree.root.hash, rootSum: tree.root.sum, leafCount: 3, previousRootHash: genesisRootHash };
const published = { ...unsigned, signature: sign(null, Buffer.from(rootMessage(unsigned)), pair.privateKey).toString("hex") };
const file = { proof, published, publicKeyHex };

describe("verifying a proof with Web Crypto", () => {
  it("hashes like node:crypto", async () => {
    expect(await webCryptoSha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("verifies a sound proof, and names what breaks in a tampered one", async () => {
    expect(await verifyInBrowser(file, published, publicKeyHex)).toEqual({ state: "verified" });
    expect(await verifyInBrowser({ ...file, proof: { ...proof, balance: "2.000001" } }, published, publicKeyHex)).toEqual({ state: "failed", reason: "path" });
    expect(await verifyInBrowser(file, { ...published, leafCount: 4 }, publicKeyHex)).toEqual({ state: "failed", reason: "published" });
    expect(await verifyInBrowser(file, { ...published, takenAt: "2026-11-28T00:00:00.000Z" }, publicKeyHex)).toEqual({ state: "failed", reason: "signature" });
  });
});
