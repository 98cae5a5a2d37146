// Proof of liabilities (issue 26; docs/SOLVENCY.md): snapshots of what the real book owes each
// user, their Merkle sum trees (packages/domain/src/solvency.ts), the signed roots published
// append-only and chained per currency, and each user's proof. The daily snapshot is the due job
// `solvency.daily` (once per UTC day, whichever process gets there first); finance takes one on
// demand through the admin domain's audited path.
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { invariant } from "@tradewind/domain/assert";
import { scaleOf } from "@tradewind/domain/money";
import { genesisRootHash, leafNonce, liabilityLeaves, proofOf, rootMessage, rootMessagePrefix, sumTree } from "@tradewind/domain/solvency";
import * as ledger from "../ledger/service.ts";
import { depositAddresses } from "../payments/service.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import * as repository from "./repository.ts";
import { seal, unseal } from "../platform/sealing.ts";

export interface SolvencyDeps {
  db: Db;
  clock: Clock;
  /** SOLVENCY_KEY (or the development key file): seals the signing key and the snapshots' secrets. */
  sealingKey: Uint8Array;
}

export const dailySnapshotJob = "solvency.daily";
const snapshotSecretBytes = 32;
/** The raw Ed25519 public key is the last 32 bytes of its SPKI DER. */
const ed25519PublicKeyBytes = 32;

/** Creates the signing key on first start (the first process to insert wins; the others read it). */
export async function ensureSigningKey(deps: SolvencyDeps): Promise<void> {
  if (await repository.signingKey(deps.db)) return;
  const pair = generateKeyPairSync("ed25519");
  const privateKeyDer = pair.privateKey.export({ format: "der", type: "pkcs8" });
  await repository.insertSigningKey(deps.db, { publicKeyHex: rawPublicKeyHex(pair.publicKey), privateKeySealed: seal(deps.sealingKey, privateKeyDer) });
}

function rawPublicKeyHex(key: KeyObject): string {
  return key.export({ format: "der", type: "spki" }).subarray(-ed25519PublicKeyBytes).toString("hex");
}

export async function publicKey(db: Db) {
  const stored = await repository.signingKey(db);
  invariant(stored, "the signing key is created on start");
  const spki = Buffer.concat([Buffer.from("302a300506032b6570032100", "hex"), Buffer.from(stored.publicKeyHex, "hex")]);
  return {
    algorithm: "Ed25519" as const,
    publicKeyHex: stored.publicKeyHex,
    spkiBase64: spki.toString("base64"),
    messageFormat: `${rootMessagePrefix}<snapshotId>:<currency>:<rootHash>:<rootSum>:<leafCount>:<takenAt>:<previousRootHash>`,
  };
}

async function signingKey(tx: Db, sealingKey: Uint8Array): Promise<KeyObject> {
  const stored = await repository.signingKey(tx);
  invariant(stored, "the signing key is created on start");
  // A wrong SOLVENCY_KEY fails here (GCM's tag), loudly: a snapshot must never be signed by another key.
  const key = createPrivateKey({ key: Buffer.from(unseal(sealingKey, stored.privateKeySealed)), format: "der", type: "pkcs8" });
  invariant(rawPublicKeyHex(createPublicKey(key)) === stored.publicKeyHex, "the sealed signing key does not match the published public key");
  return key;
}

export type SnapshotTrigger = { kind: "daily"; day: string } | { kind: "finance"; operatorId: string };

export interface SnapshotSummary {
  id: string;
  takenAt: string;
  trigger: "daily" | "finance";
  operatorId: string | null;
  roots: { currency: string; rootHash: string; rootSum: string; leafCount: number }[];
}

/**
 * Takes a snapshot in the caller's transaction: every user's real-book claims in one read, one
 * tree per currency, each root signed and chained to that currency's previous one. Undefined
 * when the day's snapshot exists already (a daily trigger that lost the race).
 */
export async function takeSnapshot(tx: Db, deps: SolvencyDeps, trigger: SnapshotTrigger): Promise<SnapshotSummary | undefined> {
  await repository.lockSnapshots(tx);
  if (trigger.kind === "daily" && (await repository.dailySnapshotExists(tx, trigger.day))) return undefined;
  const privateKey = await signingKey(tx, deps.sealingKey);
  const takenAt = deps.clock.now();
  const secret = Uint8Array.from(randomBytes(snapshotSecretBytes));
  const snapshotId = await repository.insertSnapshot(tx, {
    takenAt,
    day: trigger.kind === "daily" ? trigger.day : null,
    trigger: trigger.kind,
    operatorId: trigger.kind === "finance" ? trigger.operatorId : null,
    secretSealed: seal(deps.sealingKey, secret),
  });
  const claims = await ledger.realBookClaims(tx);
  const roots: SnapshotSummary["roots"] = [];
  for (const currency of [...new Set(claims.map((claim) => claim.currency))]) {
    const liabilities = claims.filter((claim) => claim.currency === currency).map((claim) => ({ userId: claim.ownerId, balance: claim.total }));
    const scale = scaleOf(currency);
    const leaves = liabilityLeaves({ secret, currency, scale, liabilities });
    const tree = sumTree(currency, scale, leaves);
    await repository.insertLeaves(tx, snapshotId, currency, leaves);
    const unsigned = {
      snapshotId,
      takenAt: takenAt.toISOString(),
      currency,
      rootHash: tree.root.hash,
      rootSum: tree.root.sum,
      leafCount: leaves.length,
      previousRootHash: (await repository.latestRootHash(tx, currency)) ?? genesisRootHash,
    };
    const signature = sign(null, Buffer.from(rootMessage(unsigned), "utf8"), privateKey).toString("hex");
    await repository.insertRoot(tx, { ...unsigned, signature });
    roots.push({ currency, rootHash: unsigned.rootHash, rootSum: unsigned.rootSum, leafCount: unsigned.leafCount });
  }
  return { id: snapshotId, takenAt: takenAt.toISOString(), trigger: trigger.kind, operatorId: trigger.kind === "finance" ? trigger.operatorId : null, roots };
}

/** The due job: today's snapshot (UTC) once it is past 00:00, which it always is; a missed day is never back-filled with today's balances. */
export async function takeDailySnapshot(deps: SolvencyDeps): Promise<SnapshotSummary | undefined> {
  const day = deps.clock.now().toISOString().slice(0, 10);
  if (await repository.dailySnapshotExists(deps.db, day)) return undefined;
  return deps.db.transaction().execute((tx) => takeSnapshot(tx, deps, { kind: "daily", day }));
}

export async function listSnapshots(db: Db, paging: { page: number; size: number }) {
  const window = { limit: paging.size, offset: (paging.page - 1) * paging.size };
  const found = await repository.snapshots(db, window);
  const roots = await repository.roots(db, { snapshotIds: found.items.map((snapshot) => snapshot.id) }, { limit: found.items.length * 64, offset: 0 });
  const items = found.items.map((snapshot) => ({
    ...snapshot,
    takenAt: snapshot.takenAt.toISOString(),
    roots: roots.items.filter((root) => root.snapshotId === snapshot.id).map(({ currency, rootHash, rootSum, leafCount }) => ({ currency, rootHash, rootSum, leafCount })),
  }));
  return { items, total: found.total, ...paging };
}

export async function listRoots(db: Db, query: { currency?: string | undefined; snapshotId?: string | undefined; page: number; size: number }) {
  const filter = { currency: query.currency, ...(query.snapshotId === undefined ? {} : { snapshotIds: [query.snapshotId] }) };
  const found = await repository.roots(db, filter, { limit: query.size, offset: (query.page - 1) * query.size });
  return { items: found.items, total: found.total, page: query.page, size: query.size };
}

export async function listMine(db: Db, userId: string, paging: { page: number; size: number }) {
  const found = await repository.userLeaves(db, userId, { limit: paging.size, offset: (paging.page - 1) * paging.size });
  return { ...found, ...paging };
}

/** The user's proof with the published root and the key, everything `npm run verify-proof` needs. */
export async function liabilityProof(deps: SolvencyDeps, userId: string, query: { snapshotId: string; currency: string }) {
  const { db } = deps;
  if (!(await repository.hasLeaf(db, query.snapshotId, query.currency, userId))) fail("liabilityProofMissing");
  const sealedSecret = await repository.snapshotSecret(db, query.snapshotId);
  const published = (await repository.roots(db, { currency: query.currency, snapshotIds: [query.snapshotId] }, { limit: 1, offset: 0 })).items[0];
  invariant(sealedSecret !== undefined && published !== undefined, `snapshot ${query.snapshotId} has a leaf but no secret or root`);
  const tree = sumTree(query.currency, scaleOf(query.currency), await repository.leavesOf(db, query.snapshotId, query.currency));
  invariant(tree.root.hash === published.rootHash && tree.root.sum === published.rootSum, `stored leaves of snapshot ${query.snapshotId} ${query.currency} no longer give the published root`);
  const nonce = leafNonce(unseal(deps.sealingKey, sealedSecret), userId, query.currency);
  const proof = proofOf(tree, query.snapshotId, userId, nonce);
  invariant(proof, "the user's leaf is in the tree");
  return { proof, published, publicKeyHex: (await publicKey(db)).publicKeyHex };
}

/** What backs promises beside the roots: declared deposit addresses and the funded platform accounts. */
export async function backing(db: Db) {
  const addresses = await depositAddresses(db);
  const fundedKinds = ["earn_reserve", "earn_committed", "loan_fund"] as const;
  const fundedAccounts = await Promise.all(fundedKinds.map(async (kind) => ({ kind, currency: "USDT", balance: await ledger.balanceOf(db, { ownerId: null, book: "real", currency: "USDT", kind }) })));
  return {
    // A placeholder address is not a reserve anyone can look up: only finance's real ones are declared.
    reserveAddresses: addresses.filter((method) => !method.placeholder).map(({ coin, network, address }) => ({ coin, network, address })),
    fundedAccounts,
  };
}
