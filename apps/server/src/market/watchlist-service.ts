// The signed-in user's watchlist. A visitor's list lives in the browser and is merged in at
// login; the cap bounds a merge as well as single adds. Each change runs in a transaction that
// locks the user's row (through accounts' service), so concurrent adds cannot push the list past
// the cap.
import { maxWatchlistLength } from "@tradewind/api/market-rules";
import type { UserId } from "@tradewind/domain/ids";
import { lockUser } from "../accounts/users-service.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import * as repository from "./watchlist-repository.ts";

export async function listWatchlist(db: Db, userId: UserId): Promise<{ codes: string[] }> {
  return { codes: await repository.watchedCodes(db, userId) };
}

export async function addToWatchlist(db: Db, userId: UserId, code: string): Promise<{ codes: string[] }> {
  return db.transaction().execute(async (tx) => {
    const [instrumentId] = await repository.listedInstrumentIds(tx, [code]);
    if (instrumentId === undefined) fail("unknownInstrument");
    await lockUser(tx, userId);
    const added = await repository.insertMissing(tx, userId, [instrumentId]);
    if (added === 0) return listWatchlist(tx, userId);
    if ((await repository.watchedCount(tx, userId)) > maxWatchlistLength) fail("watchlistFull", { max: maxWatchlistLength });
    return listWatchlist(tx, userId);
  });
}

export async function removeFromWatchlist(db: Db, userId: UserId, code: string): Promise<{ codes: string[] }> {
  const [instrumentId] = await repository.listedInstrumentIds(db, [code]);
  if (instrumentId === undefined) fail("unknownInstrument");
  await repository.removeEntry(db, userId, instrumentId);
  return listWatchlist(db, userId);
}

/**
 * Adds the visitor's codes (most recent first) the account does not watch yet, skipping codes
 * that are unknown or delisted, until the cap is reached: a merge never fails over a stale list.
 */
export async function mergeIntoWatchlist(db: Db, userId: UserId, codes: readonly string[]): Promise<{ codes: string[] }> {
  return db.transaction().execute(async (tx) => {
    await lockUser(tx, userId);
    const room = maxWatchlistLength - (await repository.watchedCount(tx, userId));
    const known = await repository.listedInstrumentIds(tx, codes);
    const already = await repository.watchedInstrumentIds(tx, userId);
    const fresh = [...new Set(known.filter((id): id is string => id !== undefined && !already.has(id)))].slice(0, Math.max(0, room));
    // Inserted oldest first so the visitor's most recent star ends up on top.
    await repository.insertMissing(tx, userId, fresh.reverse());
    return listWatchlist(tx, userId);
  });
}
