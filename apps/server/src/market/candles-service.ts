// Recorded 1-minute candles as other domains read them (the option settler prices an expiry it
// did not follow live from these). The candle table is market's; this is the door to it.
import type { Db } from "../platform/database.ts";
import { candlesBetween, type StoredCandle } from "./repository.ts";

/** Recorded candles in [from, to] (epoch ms, inclusive), oldest first, at most `limit`; `db` may be a transaction. */
export async function recordedCandles(db: Db, instrumentId: string, from: number, to: number, limit: number): Promise<StoredCandle[]> {
  return candlesBetween(db, instrumentId, from, to, limit);
}
