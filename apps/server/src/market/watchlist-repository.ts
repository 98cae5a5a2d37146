// SQL of watchlists. Delisted instruments stay stored but neither show nor count.
import { maxWatchlistLength } from "@tradewind/api/market-rules";
import type { UserId } from "@tradewind/domain/ids";
import { withTables, type Db } from "../platform/database.ts";
import type { MarketTables } from "./tables.ts";

/** Codes of the user's listed watched instruments, most recently added first. */
export async function watchedCodes(handle: Db, userId: UserId): Promise<string[]> {
  const db = withTables<MarketTables>(handle);
  const rows = await db
    .selectFrom("watchlist_entries as w")
    .innerJoin("instruments as i", "i.id", "w.instrument_id")
    .select("i.code")
    .where("w.user_id", "=", userId)
    .where("i.listed", "=", true)
    .orderBy("w.id", "desc")
    .limit(maxWatchlistLength)
    .execute();
  return rows.map((row) => row.code);
}

/** Ids of listed instruments for `codes`, position by position (undefined where not listed). */
export async function listedInstrumentIds(handle: Db, codes: readonly string[]): Promise<(string | undefined)[]> {
  const db = withTables<MarketTables>(handle);
  if (codes.length === 0) return [];
  const rows = await db.selectFrom("instruments").select(["id", "code"]).where("code", "in", [...codes]).where("listed", "=", true).execute();
  const byCode = new Map(rows.map((row) => [row.code, row.id]));
  return codes.map((code) => byCode.get(code));
}

export async function watchedCount(handle: Db, userId: UserId): Promise<number> {
  const db = withTables<MarketTables>(handle);
  const row = await db
    .selectFrom("watchlist_entries as w")
    .innerJoin("instruments as i", "i.id", "w.instrument_id")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("w.user_id", "=", userId)
    .where("i.listed", "=", true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every instrument id the user has stored, listed or not. */
export async function watchedInstrumentIds(handle: Db, userId: UserId): Promise<Set<string>> {
  const db = withTables<MarketTables>(handle);
  const rows = await db.selectFrom("watchlist_entries").select("instrument_id").where("user_id", "=", userId).execute();
  return new Set(rows.map((row) => row.instrument_id));
}

/** Inserts in the given order; rows already there are left as they are. Returns how many were new. */
export async function insertMissing(handle: Db, userId: UserId, instrumentIds: readonly string[]): Promise<number> {
  const db = withTables<MarketTables>(handle);
  let added = 0;
  for (const instrumentId of instrumentIds) {
    const result = await db.insertInto("watchlist_entries").values({ user_id: userId, instrument_id: instrumentId }).onConflict((conflict) => conflict.columns(["user_id", "instrument_id"]).doNothing()).executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return added;
}

export async function removeEntry(handle: Db, userId: UserId, instrumentId: string): Promise<void> {
  const db = withTables<MarketTables>(handle);
  await db.deleteFrom("watchlist_entries").where("user_id", "=", userId).where("instrument_id", "=", instrumentId).execute();
}
