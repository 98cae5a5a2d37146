// The tick record as other domains read it: the option settler prices an expiry from it, and
// keeps it pruned to what pending options may still need. The table is market's; this is the door.
import type { Db } from "../platform/database.ts";
import { hasTickFrom, pruneTicks, tickAtOrBefore, type RecordedTick } from "./ticks-repository.ts";

export type { RecordedTick };

/** The last recorded tick at or before `atMs`; `db` may be a transaction. */
export function recordedTickAtOrBefore(db: Db, instrumentId: string, atMs: number): Promise<RecordedTick | undefined> {
  return tickAtOrBefore(db, instrumentId, atMs);
}

/** Whether the record holds a tick at or after `atMs`, so every tick up to `atMs` is in it. */
export function recordCovers(db: Db, instrumentId: string, atMs: number): Promise<boolean> {
  return hasTickFrom(db, instrumentId, atMs);
}

/** Forgets ticks older than `beforeMs`, except each instrument's newest. */
export function pruneRecordedTicks(db: Db, beforeMs: number): Promise<void> {
  return pruneTicks(db, beforeMs);
}
