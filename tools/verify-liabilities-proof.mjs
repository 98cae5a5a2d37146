#!/usr/bin/env node
// Verifies a Tradewind proof of liabilities without the server and without any of our code:
// node:crypto only, following the format in docs/SOLVENCY.md (issue 26) line by line.
//   npm run verify-proof -- proof.json [--public-key <64 hex digits>]
// proof.json is the file the /profile/proof page downloads (GET /swx/customer/solvency/proof):
// {proof, published, publicKeyHex}. Pin --public-key to the key published in docs/SOLVENCY.md or
// at GET /swx/customer/solvency/publicKey; otherwise the key in the file is trusted as it is.
// Exit code 0: verified; 1: not verified (the reason is printed); 2: usage.
import { createHash, createPublicKey, verify } from "node:crypto";
import { readFileSync } from "node:fs";

const sha256 = (text) => createHash("sha256").update(text, "utf8").digest("hex");
const hex64 = /^[0-9a-f]{64}$/;

function fail(reason) {
  console.error(`NOT VERIFIED: ${reason}`);
  process.exit(1);
}

/** Canonical amount text at `scale` decimals → integer units; fails on anything else (negative, other scale). */
function units(text, scale, what) {
  const pattern = scale === 0 ? /^(0|[1-9][0-9]*)$/ : new RegExp(`^(0|[1-9][0-9]*)\\.[0-9]{${scale}}$`);
  if (typeof text !== "string" || !pattern.test(text)) fail(`${what} "${text}" is not a non-negative amount with exactly ${scale} decimals`);
  return BigInt(text.replace(".", ""));
}

function text(value, scale) {
  if (scale === 0) return value.toString();
  const digits = value.toString().padStart(scale + 1, "0");
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

const args = process.argv.slice(2);
const keyFlag = args.indexOf("--public-key");
const pinnedKey = keyFlag >= 0 ? args.splice(keyFlag, 2)[1] : undefined;
if (args.length !== 1 || (pinnedKey !== undefined && !hex64.test(pinnedKey))) {
  console.error("usage: npm run verify-proof -- proof.json [--public-key <64 hex digits>]");
  process.exit(2);
}

let file;
try {
  file = JSON.parse(readFileSync(args[0], "utf8"));
} catch (error) {
  fail(`cannot read ${args[0]} as JSON (${error.message})`);
}
const { proof, published, publicKeyHex } = file ?? {};
if (!proof || !published || typeof publicKeyHex !== "string") fail("the file needs proof, published and publicKeyHex");
const { scale, leafCount, leafIndex, path, nonce, balance } = proof;
if (!Number.isInteger(scale) || scale < 0 || scale > 18) fail("scale must be a whole number 0…18");
if (!Number.isInteger(leafCount) || leafCount < 1) fail("leafCount must be at least 1");
if (!Number.isInteger(leafIndex) || leafIndex < 0 || leafIndex >= leafCount) fail("leafIndex must be within the leaves");
if (!Array.isArray(path) || path.length !== Math.ceil(Math.log2(leafCount))) fail(`a tree of ${leafCount} leaves has ${Math.ceil(Math.log2(leafCount))} levels of siblings`);
if (!hex64.test(nonce)) fail("nonce must be 64 lowercase hex digits");

// 1. From the leaf up to the root: bit k of leafIndex = 0 puts the sibling at level k on the right.
let node = { hash: sha256(`leaf:${nonce}:${text(units(balance, scale, "balance"), scale)}`), sum: units(balance, scale, "balance") };
path.forEach((sibling, level) => {
  if (!sibling || !hex64.test(sibling.hash)) fail(`sibling ${level} has no valid hash`);
  const other = { hash: sibling.hash, sum: units(sibling.sum, scale, `sibling ${level}'s sum`) };
  const [left, right] = ((leafIndex >> level) & 1) === 0 ? [node, other] : [other, node];
  node = { hash: sha256(`node:${left.hash}:${text(left.sum, scale)}:${right.hash}:${text(right.sum, scale)}`), sum: left.sum + right.sum };
});
const rootSum = text(node.sum, scale);
if (node.hash !== proof.root?.hash || rootSum !== proof.root?.sum) fail(`the path gives root ${node.hash} / ${rootSum}, the proof says ${proof.root?.hash} / ${proof.root?.sum}`);

// 2. The proof's root is the published one.
for (const [field, expected] of [["snapshotId", proof.snapshotId], ["currency", proof.currency], ["rootHash", node.hash], ["rootSum", rootSum], ["leafCount", leafCount]]) {
  if (published[field] !== expected) fail(`published ${field} ${published[field]} differs from the proof's ${expected}`);
}
if (!hex64.test(published.previousRootHash)) fail("previousRootHash must be 64 hex digits");

// 3. The published root is signed by the platform's key, over the exact message.
const key = pinnedKey ?? publicKeyHex;
if (pinnedKey !== undefined && pinnedKey !== publicKeyHex) fail("the file's public key is not the one you pinned");
if (!hex64.test(key)) fail("publicKeyHex must be 64 hex digits");
const message = `tradewind-pol:v1:${published.snapshotId}:${published.currency}:${published.rootHash}:${published.rootSum}:${published.leafCount}:${published.takenAt}:${published.previousRootHash}`;
const spki = Buffer.concat([Buffer.from("302a300506032b6570032100", "hex"), Buffer.from(key, "hex")]);
const signed = typeof published.signature === "string" && /^[0-9a-f]{128}$/.test(published.signature)
  && verify(null, Buffer.from(message, "utf8"), createPublicKey({ key: spki, format: "der", type: "spki" }), Buffer.from(published.signature, "hex"));
if (!signed) fail("the Ed25519 signature of the published root does not verify");

console.log(`VERIFIED: your balance ${balance} ${proof.currency} is included in the total ${rootSum} ${proof.currency} owed to ${leafCount} accounts (snapshot ${proof.snapshotId}, taken ${published.takenAt}).`);
if (pinnedKey === undefined) console.log(`Signed by key ${key}: compare it with the key published in docs/SOLVENCY.md or at /swx/customer/solvency/publicKey (or pass --public-key).`);
