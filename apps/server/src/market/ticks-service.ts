// The tick record as other domains read it: the option settler prices an expiry from it, and
// keeps it pruned to what pending options may still need. The table is market's; this is the door.
import type { Db } from "../platform/database.ts";
import { hasTickFrom, pruneTicks, tickAtOrBefore, ticksAfter, type RecordedTick } from "./ticks-repository.ts";

/** A recorded tick as trading prices from it (its price parsed by the repository). */
export type PricedTick = RecordedTick;

/** The last recorded tick at or before `atMs`; `db` may be a transaction. */
export function recordedTickAtOrBefore(db: Db, instrumentId: string, atMs: number): Promise<PricedTick | undefined> {
  return tickAtOrBefore(db, instrumentId, atMs);
}

/** Whether the record holds a tick at or after `atMs`, so every tick up to `atMs` is in it. */
export function recordCovers(db: Db, instrumentId: string, atMs: number): Promise<boolean> {
  return hasTickFrom(db, instrumentId, atMs);
}

/**
 * The recorded ticks after `afterMs`, oldest first: a trailing stop rebuilt after a restart
 * replays them from its saved watermark (at most an hour's, the record's span).
 */
export function recordedTicksAfter(db: Db, instrumentId: string, afterMs: number): Promise<PricedTick[]> {
  return ticksAfter(db, instrumentId, afterMs, 100_000);
}

/** Forgets ticks older than `beforeMs`, except each instrument's newest. */
export function pruneRecordedTicks(db: Db, beforeMs: number): Promise<void> {
  return pruneTicks(db, beforeMs);
}
