// Proof of liabilities (issue 26): the Merkle sum tree over what the platform owes each user in
// one currency, a user's inclusion proof, its verification, and the message a published root is
// signed over. The format is fixed by the issue so anyone can verify without our code
// (docs/SOLVENCY.md; tools/verify-liabilities-proof.mjs re-implements it with node:crypto only):
//   nonce = HMAC-SHA256(secret, userId + ":" + currency), hex
//   leaf  = SHA256("leaf:" + nonce + ":" + balance), sum = balance
//   pad   = SHA256("pad:" + index), sum = 0, after the leaves sorted by hash, up to a power of two
//   node  = SHA256("node:" + left.hash + ":" + left.sum + ":" + right.hash + ":" + right.sum), sum = left.sum + right.sum
// Amounts are canonical decimal strings with exactly the currency's ledger scale. Sums are added
// as scaled integers (BigInt), so the tree never rounds. Pure: hashing is @noble/hashes here and
// whatever the caller passes when verifying (the browser passes Web Crypto).
import { hmac } from "@noble/hashes/hmac";
import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils";
import { invariant } from "./assert.ts";
import type { Decimal } from "./money.ts";

/** The `previousRootHash` of a currency's first published root. */
export const genesisRootHash = "0".repeat(64);
/** The prefix of the signed message, versioned so a later format cannot be confused with this one. */
export const rootMessagePrefix = "tradewind-pol:v1:";
/** Most leaves one tree holds: 2^24 users per currency, so a proof has at most 24 siblings. */
export const treeLeavesMax = 2 ** 24;

export interface SumNode {
  hash: string;
  /** Canonical decimal text with the tree's scale. */
  sum: string;
}

export interface Liability {
  userId: string;
  balance: Decimal;
}

export interface TreeLeaf extends SumNode {
  userId: string;
}

export interface LiabilityTree {
  currency: string;
  scale: number;
  /** The users' leaves sorted by hash; `leafIndex` of a proof is the position here. */
  leaves: TreeLeaf[];
  /** levels[0] are the padded leaves, the last level is the root alone. */
  levels: SumNode[][];
  root: SumNode;
}

/** The proof JSON of the issue, field for field. */
export interface LiabilityProof {
  snapshotId: string;
  currency: string;
  scale: number;
  nonce: string;
  balance: string;
  leafIndex: number;
  path: SumNode[];
  root: SumNode;
  leafCount: number;
}

/** What is published per snapshot and currency; the signature covers `rootMessage` of it. */
export interface PublishedRoot {
  snapshotId: string;
  takenAt: string;
  currency: string;
  rootHash: string;
  rootSum: string;
  leafCount: number;
  previousRootHash: string;
}

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

export function leafNonce(secret: Uint8Array, userId: string, currency: string): string {
  return bytesToHex(hmac(sha256, secret, utf8ToBytes(`${userId}:${currency}`)));
}

/** The amount as the tree writes it: exactly `scale` decimals, never negative, never rounded. */
export function canonicalAmount(amount: Decimal, scale: number): string {
  invariant(!amount.isNegative(), `a liability cannot be negative: ${amount.toFixed()}`);
  invariant(amount.decimalPlaces() <= scale, `${amount.toFixed()} has more than ${scale} decimals`);
  return amount.toFixed(scale);
}

/** Canonical text → integer units of 10^-scale; null when the text is not canonical for the scale. */
export function amountUnits(text: string, scale: number): bigint | null {
  const pattern = scale === 0 ? /^(0|[1-9][0-9]*)$/ : new RegExp(`^(0|[1-9][0-9]*)\\.[0-9]{${scale}}$`);
  if (!pattern.test(text)) return null;
  return BigInt(text.replace(".", ""));
}

export function unitsText(units: bigint, scale: number): string {
  invariant(units >= 0n, "a sum cannot be negative");
  if (scale === 0) return units.toString();
  const digits = units.toString().padStart(scale + 1, "0");
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

export const leafText = (nonce: string, balance: string) => `leaf:${nonce}:${balance}`;
export const padText = (index: number) => `pad:${index}`;
export const nodeText = (left: SumNode, right: SumNode) => `node:${left.hash}:${left.sum}:${right.hash}:${right.sum}`;

function addSums(left: string, right: string, scale: number): string {
  const a = amountUnits(left, scale);
  const b = amountUnits(right, scale);
  invariant(a !== null && b !== null, `non-canonical sums ${left} + ${right}`);
  return unitsText(a + b, scale);
}

/** The leaves of users' liabilities, sorted by hash as the tree orders them. */
export function liabilityLeaves(input: { secret: Uint8Array; currency: string; scale: number; liabilities: readonly Liability[] }): TreeLeaf[] {
  const { secret, currency, scale, liabilities } = input;
  invariant(new Set(liabilities.map((entry) => entry.userId)).size === liabilities.length, "one leaf per user");
  return liabilities
    .map((entry): TreeLeaf => {
      const sum = canonicalAmount(entry.balance, scale);
      return { userId: entry.userId, sum, hash: sha256Hex(leafText(leafNonce(secret, entry.userId, currency), sum)) };
    })
    .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
}

export function buildLiabilityTree(input: { secret: Uint8Array; currency: string; scale: number; liabilities: readonly Liability[] }): LiabilityTree {
  return sumTree(input.currency, input.scale, liabilityLeaves(input));
}

/** The padded tree over leaves already in order (a snapshot's stored leaves, by leaf index). */
export function sumTree(currency: string, scale: number, leaves: TreeLeaf[]): LiabilityTree {
  invariant(leaves.length > 0 && leaves.length <= treeLeavesMax, `a tree holds 1…${treeLeavesMax} leaves, not ${leaves.length}`);
  const zero = unitsText(0n, scale);
  let level: SumNode[] = leaves.map(({ hash, sum }) => ({ hash, sum }));
  const width = 2 ** Math.ceil(Math.log2(leaves.length));
  for (let index = leaves.length; index < width; index++) level.push({ hash: sha256Hex(padText(index)), sum: zero });
  const levels = [level];
  while (level.length > 1) {
    const next: SumNode[] = [];
    for (let index = 0; index < level.length; index += 2) {
      const left = level[index];
      const right = level[index + 1];
      invariant(left !== undefined && right !== undefined, "a padded level has an even width");
      next.push({ hash: sha256Hex(nodeText(left, right)), sum: addSums(left.sum, right.sum, scale) });
    }
    levels.push(next);
    level = next;
  }
  const root = level[0];
  invariant(root !== undefined, "a tree has a root");
  return { currency, scale, leaves, levels, root };
}

/** The proof of one user's leaf (`nonce`: theirs, from the snapshot's secret), or undefined when the user has no leaf in this tree. */
export function proofOf(tree: LiabilityTree, snapshotId: string, userId: string, nonce: string): LiabilityProof | undefined {
  const leafIndex = tree.leaves.findIndex((leaf) => leaf.userId === userId);
  const leaf = tree.leaves[leafIndex];
  if (leaf === undefined) return undefined;
  const path: SumNode[] = [];
  let index = leafIndex;
  for (const level of tree.levels.slice(0, -1)) {
    const sibling = level[index ^ 1];
    invariant(sibling !== undefined, "every node below the root has a sibling");
    path.push(sibling);
    index >>= 1;
  }
  return { snapshotId, currency: tree.currency, scale: tree.scale, nonce, balance: leaf.sum, leafIndex, path, root: tree.root, leafCount: tree.leaves.length };
}

export type ProofCheck = { ok: true } | { ok: false; problem: "malformed" | "root_mismatch" };

/**
 * Recomputes the root from the proof's leaf and path and compares it with the proof's root. The
 * hash function is the caller's (sync or async), so the browser can use Web Crypto.
 */
export async function verifyProof(proof: LiabilityProof, hashHex: (text: string) => string | Promise<string>): Promise<ProofCheck> {
  const { scale } = proof;
  if (!Number.isInteger(scale) || scale < 0 || scale > 18) return { ok: false, problem: "malformed" };
  if (!Number.isInteger(proof.leafCount) || proof.leafCount < 1 || proof.leafCount > treeLeavesMax) return { ok: false, problem: "malformed" };
  if (!Number.isInteger(proof.leafIndex) || proof.leafIndex < 0 || proof.leafIndex >= proof.leafCount) return { ok: false, problem: "malformed" };
  if (proof.path.length !== Math.ceil(Math.log2(proof.leafCount))) return { ok: false, problem: "malformed" };
  const hexHash = /^[0-9a-f]{64}$/;
  if (!hexHash.test(proof.nonce) || amountUnits(proof.balance, scale) === null) return { ok: false, problem: "malformed" };
  let node: SumNode = { hash: await hashHex(leafText(proof.nonce, proof.balance)), sum: proof.balance };
  for (const [level, sibling] of proof.path.entries()) {
    if (!hexHash.test(sibling.hash) || amountUnits(sibling.sum, scale) === null) return { ok: false, problem: "malformed" };
    const siblingOnRight = ((proof.leafIndex >> level) & 1) === 0;
    const [left, right] = siblingOnRight ? [node, sibling] : [sibling, node];
    node = { hash: await hashHex(nodeText(left, right)), sum: addSums(left.sum, right.sum, scale) };
  }
  return node.hash === proof.root.hash && node.sum === proof.root.sum ? { ok: true } : { ok: false, problem: "root_mismatch" };
}

/** The exact UTF-8 text a root's Ed25519 signature covers. */
export function rootMessage(root: PublishedRoot): string {
  return `${rootMessagePrefix}${root.snapshotId}:${root.currency}:${root.rootHash}:${root.rootSum}:${root.leafCount}:${root.takenAt}:${root.previousRootHash}`;
}
