// SQL of the solvency domain: the signing key, snapshots, leaves and published roots.
import { sql } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { SolvencyTables } from "./tables.ts";

/** Serialises snapshot taking across processes, so each currency's chain stays one line. */
const snapshotLockId = 727_026;

export interface StoredRoot {
  snapshotId: string;
  takenAt: string;
  currency: string;
  rootHash: string;
  rootSum: string;
  leafCount: number;
  previousRootHash: string;
  signature: string;
}

export async function signingKey(handle: Db): Promise<{ publicKeyHex: string; privateKeySealed: string } | undefined> {
  const db = withTables<SolvencyTables>(handle);
  const row = await db.selectFrom("solvency_signing_key").select(["public_key_hex", "private_key_sealed"]).where("id", "=", 1).executeTakeFirst();
  return row && { publicKeyHex: row.public_key_hex, privateKeySealed: row.private_key_sealed };
}

/** Inserts the key unless another process did first; the stored one wins either way. */
export async function insertSigningKey(handle: Db, key: { publicKeyHex: string; privateKeySealed: string }) {
  const db = withTables<SolvencyTables>(handle);
  await db.insertInto("solvency_signing_key").values({ id: 1, public_key_hex: key.publicKeyHex, private_key_sealed: key.privateKeySealed }).onConflict((conflict) => conflict.column("id").doNothing()).execute();
}

export async function lockSnapshots(tx: Db) {
  await sql`select pg_advisory_xact_lock(${snapshotLockId})`.execute(tx);
}

export async function dailySnapshotExists(handle: Db, day: string): Promise<boolean> {
  const db = withTables<SolvencyTables>(handle);
  return (await db.selectFrom("liability_snapshots").select("id").where("day", "=", day).executeTakeFirst()) !== undefined;
}

export async function insertSnapshot(tx: Db, snapshot: { takenAt: Date; day: string | null; trigger: "daily" | "finance"; operatorId: string | null; secretSealed: string }): Promise<string> {
  const db = withTables<SolvencyTables>(tx);
  const row = await db
    .insertInto("liability_snapshots")
    .values({ taken_at: snapshot.takenAt, day: snapshot.day, trigger: snapshot.trigger, operator_id: snapshot.operatorId, secret_sealed: snapshot.secretSealed })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function snapshotSecret(handle: Db, snapshotId: string): Promise<string | undefined> {
  const db = withTables<SolvencyTables>(handle);
  return (await db.selectFrom("liability_snapshots").select("secret_sealed").where("id", "=", snapshotId).executeTakeFirst())?.secret_sealed;
}

export async function insertLeaves(tx: Db, snapshotId: string, currency: string, leaves: readonly { userId: string; hash: string; sum: string }[]) {
  const db = withTables<SolvencyTables>(tx);
  // Bounded batches: one INSERT's parameters stay well under PostgreSQL's 65,535.
  for (let start = 0; start < leaves.length; start += 5_000) {
    const rows = leaves.slice(start, start + 5_000).map((leaf, offset) => ({ snapshot_id: snapshotId, currency, user_id: leaf.userId, leaf_index: start + offset, leaf_hash: leaf.hash, balance: leaf.sum }));
    await db.insertInto("liability_leaves").values(rows).execute();
  }
}

/** A snapshot's leaves of one currency, in leaf order. */
export async function leavesOf(handle: Db, snapshotId: string, currency: string): Promise<{ userId: string; hash: string; sum: string }[]> {
  const db = withTables<SolvencyTables>(handle);
  const rows = await db.selectFrom("liability_leaves").select(["user_id", "leaf_hash", "balance"]).where("snapshot_id", "=", snapshotId).where("currency", "=", currency).orderBy("leaf_index").execute();
  return rows.map((row) => ({ userId: row.user_id, hash: row.leaf_hash, sum: row.balance }));
}

export async function latestRootHash(tx: Db, currency: string): Promise<string | undefined> {
  const db = withTables<SolvencyTables>(tx);
  const row = await db.selectFrom("liability_roots").select("root_hash").where("currency", "=", currency).orderBy("snapshot_id", "desc").limit(1).executeTakeFirst();
  return row?.root_hash;
}

export async function insertRoot(tx: Db, root: StoredRoot) {
  const db = withTables<SolvencyTables>(tx);
  await db
    .insertInto("liability_roots")
    .values({
      snapshot_id: root.snapshotId,
      currency: root.currency,
      taken_at: root.takenAt,
      root_hash: root.rootHash,
      root_sum: root.rootSum,
      leaf_count: root.leafCount,
      previous_root_hash: root.previousRootHash,
      signature_hex: root.signature,
    })
    .execute();
}

function rootsQuery(handle: Db, filter: { currency?: string | undefined; snapshotIds?: readonly string[] }) {
  const db = withTables<SolvencyTables>(handle);
  let query = db.selectFrom("liability_roots");
  if (filter.currency !== undefined) query = query.where("currency", "=", filter.currency);
  if (filter.snapshotIds !== undefined) query = query.where("snapshot_id", "in", [...filter.snapshotIds]);
  return query;
}

const toRoot = (row: SolvencyTables["liability_roots"]): StoredRoot => ({
  snapshotId: row.snapshot_id,
  takenAt: row.taken_at,
  currency: row.currency,
  rootHash: row.root_hash,
  rootSum: row.root_sum,
  leafCount: row.leaf_count,
  previousRootHash: row.previous_root_hash,
  signature: row.signature_hex,
});

export async function roots(handle: Db, filter: { currency?: string | undefined; snapshotIds?: readonly string[] }, window: { limit: number; offset: number }): Promise<{ items: StoredRoot[]; total: number }> {
  if (filter.snapshotIds?.length === 0) return { items: [], total: 0 };
  const count = await rootsQuery(handle, filter).select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  const rows = await rootsQuery(handle, filter).selectAll().orderBy("snapshot_id", "desc").orderBy("currency").limit(window.limit).offset(window.offset).execute();
  return { items: rows.map(toRoot), total: Number(count.count) };
}

export async function snapshots(handle: Db, window: { limit: number; offset: number }) {
  const db = withTables<SolvencyTables>(handle);
  const count = await db.selectFrom("liability_snapshots").select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  const rows = await db.selectFrom("liability_snapshots").select(["id", "taken_at", "trigger", "operator_id"]).orderBy("id", "desc").limit(window.limit).offset(window.offset).execute();
  return { items: rows.map((row) => ({ id: row.id, takenAt: row.taken_at, trigger: row.trigger, operatorId: row.operator_id })), total: Number(count.count) };
}

/** The user's leaves, newest snapshot first, with their root's figures. */
export async function userLeaves(handle: Db, userId: string, window: { limit: number; offset: number }) {
  const db = withTables<SolvencyTables>(handle);
  const base = db.selectFrom("liability_leaves as l").innerJoin("liability_roots as r", (join) => join.onRef("r.snapshot_id", "=", "l.snapshot_id").onRef("r.currency", "=", "l.currency")).where("l.user_id", "=", userId);
  const count = await base.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  const rows = await base
    .select(["l.snapshot_id", "l.currency", "l.balance", "r.taken_at", "r.root_sum", "r.leaf_count"])
    .orderBy("l.snapshot_id", "desc")
    .orderBy("l.currency")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return {
    items: rows.map((row) => ({ snapshotId: row.snapshot_id, takenAt: row.taken_at, currency: row.currency, balance: row.balance, rootSum: row.root_sum, leafCount: row.leaf_count })),
    total: Number(count.count),
  };
}

export async function hasLeaf(handle: Db, snapshotId: string, currency: string, userId: string): Promise<boolean> {
  const db = withTables<SolvencyTables>(handle);
  const row = await db.selectFrom("liability_leaves").select("leaf_index").where("snapshot_id", "=", snapshotId).where("currency", "=", currency).where("user_id", "=", userId).executeTakeFirst();
  return row !== undefined;
}
