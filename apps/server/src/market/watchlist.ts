// The signed-in user's watchlist. A visitor's list lives in the browser and is merged in at
// login; the cap bounds a merge as well as single adds. Each change runs in a transaction that
// locks the user's row, so concurrent adds cannot push the list past the cap.
import { maxWatchlistLength } from "@tradewind/api/market";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";

export async function listWatchlist(db: Db, userId: string): Promise<{ codes: string[] }> {
  const rows = await db
    .selectFrom("watchlist_entries as w")
    .innerJoin("instruments as i", "i.id", "w.instrument_id")
    .select("i.code")
    .where("w.user_id", "=", userId)
    .where("i.listed", "=", true)
    .orderBy("w.id", "desc")
    .limit(maxWatchlistLength)
    .execute();
  return { codes: rows.map((row) => row.code) };
}

export async function addToWatchlist(db: Db, userId: string, code: string): Promise<{ codes: string[] }> {
  return db.transaction().execute(async (tx) => {
    const [instrumentId] = await listedInstrumentIds(tx, [code]);
    if (instrumentId === undefined) fail("unknownInstrument");
    await lockUser(tx, userId);
    const added = await insertMissing(tx, userId, [instrumentId]);
    if (added === 0) return listWatchlist(tx, userId);
    if ((await watchedCount(tx, userId)) > maxWatchlistLength) fail("watchlistFull", { max: maxWatchlistLength });
    return listWatchlist(tx, userId);
  });
}

export async function removeFromWatchlist(db: Db, userId: string, code: string): Promise<{ codes: string[] }> {
  const [instrumentId] = await listedInstrumentIds(db, [code]);
  if (instrumentId === undefined) fail("unknownInstrument");
  await db.deleteFrom("watchlist_entries").where("user_id", "=", userId).where("instrument_id", "=", instrumentId).execute();
  return listWatchlist(db, userId);
}

/**
 * Adds the visitor's codes (most recent first) the account does not watch yet, skipping codes
 * that are unknown or delisted, until the cap is reached: a merge never fails over a stale list.
 */
export async function mergeIntoWatchlist(db: Db, userId: string, codes: readonly string[]): Promise<{ codes: string[] }> {
  return db.transaction().execute(async (tx) => {
    await lockUser(tx, userId);
    const room = maxWatchlistLength - (await watchedCount(tx, userId));
    const known = await listedInstrumentIds(tx, codes);
    const already = new Set((await tx.selectFrom("watchlist_entries").select("instrument_id").where("user_id", "=", userId).execute()).map((row) => row.instrument_id));
    const fresh = [...new Set(known.filter((id): id is string => id !== undefined && !already.has(id)))].slice(0, Math.max(0, room));
    // Inserted oldest first so the visitor's most recent star ends up on top.
    await insertMissing(tx, userId, fresh.reverse());
    return listWatchlist(tx, userId);
  });
}

/** Ids of listed instruments for `codes`, position by position (undefined where not listed). */
async function listedInstrumentIds(db: Db, codes: readonly string[]): Promise<(string | undefined)[]> {
  if (codes.length === 0) return [];
  const rows = await db.selectFrom("instruments").select(["id", "code"]).where("code", "in", [...codes]).where("listed", "=", true).execute();
  const byCode = new Map(rows.map((row) => [row.code, row.id]));
  return codes.map((code) => byCode.get(code));
}

async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
}

async function watchedCount(tx: Db, userId: string): Promise<number> {
  // Delisted instruments stay stored but neither show nor count.
  const row = await tx
    .selectFrom("watchlist_entries as w")
    .innerJoin("instruments as i", "i.id", "w.instrument_id")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("w.user_id", "=", userId)
    .where("i.listed", "=", true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Inserts in the given order; rows already there are left as they are. Returns how many were new. */
async function insertMissing(tx: Db, userId: string, instrumentIds: readonly string[]): Promise<number> {
  let added = 0;
  for (const instrumentId of instrumentIds) {
    const result = await tx.insertInto("watchlist_entries").values({ user_id: userId, instrument_id: instrumentId }).onConflict((conflict) => conflict.columns(["user_id", "instrument_id"]).doNothing()).executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return added;
}
