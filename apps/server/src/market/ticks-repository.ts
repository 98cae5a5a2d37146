// SQL of the tick record (`market_ticks`, 0035): every tick the active engine applied, written in
// order by its one write queue, so a tick at or after an instant proves that every tick before it
// is already here.
import { sql } from "kysely";
import { invariant } from "@tradewind/domain/assert";
import { asPrice, toPlain, type Price } from "@tradewind/domain/money";
import { withTables, type Db } from "../platform/database.ts";
import type { MarketTables } from "./tables.ts";

export interface RecordedTick {
  readonly price: Price;
  /** Epoch ms of the tick. */
  readonly ts: number;
  readonly source: string;
}

/** A batch of one feed's ticks; 4 parameters a row, far under PostgreSQL's 65,535. */
export async function insertTicks(handle: Db, ticks: readonly (RecordedTick & { instrumentId: string })[]): Promise<void> {
  if (ticks.length === 0) return;
  invariant(ticks.length <= 10_000, `tick batch too large: ${ticks.length}`);
  const db = withTables<MarketTables>(handle);
  await db
    .insertInto("market_ticks")
    .values(ticks.map((tick) => ({ instrument_id: tick.instrumentId, ts: new Date(tick.ts), price: toPlain(tick.price), source: tick.source })))
    .onConflict((conflict) => conflict.columns(["instrument_id", "ts"]).doNothing())
    .execute();
}

/** The last recorded tick of the instrument at or before `atMs`. */
export async function tickAtOrBefore(handle: Db, instrumentId: string, atMs: number): Promise<RecordedTick | undefined> {
  const db = withTables<MarketTables>(handle);
  const row = await db
    .selectFrom("market_ticks")
    .select(["price", "ts", "source"])
    .where("instrument_id", "=", instrumentId)
    .where("ts", "<=", new Date(atMs))
    .orderBy("ts", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && tickOf(row);
}

/** Whether a tick at or after `atMs` is recorded: then the record is complete up to `atMs`. */
export async function hasTickFrom(handle: Db, instrumentId: string, atMs: number): Promise<boolean> {
  const db = withTables<MarketTables>(handle);
  const row = await db.selectFrom("market_ticks").select("ts").where("instrument_id", "=", instrumentId).where("ts", ">=", new Date(atMs)).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The recorded ticks of an instrument after `afterMs`, oldest first (at most `limit`). */
export async function ticksAfter(handle: Db, instrumentId: string, afterMs: number, limit: number): Promise<RecordedTick[]> {
  const db = withTables<MarketTables>(handle);
  const rows = await db.selectFrom("market_ticks").select(["price", "ts", "source"]).where("instrument_id", "=", instrumentId).where("ts", ">", new Date(afterMs)).orderBy("ts").limit(limit).execute();
  return rows.map(tickOf);
}

/** Each instrument's newest recorded tick, by instrument id (the catalogue is small). */
export async function latestTicks(handle: Db): Promise<Map<string, RecordedTick>> {
  const db = withTables<MarketTables>(handle);
  const rows = await db
    .selectFrom("market_ticks")
    .distinctOn("instrument_id")
    .select(["instrument_id", "price", "ts", "source"])
    .orderBy("instrument_id")
    .orderBy("ts", "desc")
    .limit(10_000)
    .execute();
  return new Map(rows.map((row) => [row.instrument_id, tickOf(row)]));
}

/** Deletes ticks older than `beforeMs`, keeping each instrument's newest (a closed market's last price). */
export async function pruneTicks(handle: Db, beforeMs: number): Promise<void> {
  const db = withTables<MarketTables>(handle);
  await db
    .deleteFrom("market_ticks as old")
    .where("old.ts", "<", new Date(beforeMs))
    .where((eb) => eb.exists(eb.selectFrom("market_ticks as newer").select(sql.lit(1).as("one")).whereRef("newer.instrument_id", "=", "old.instrument_id").whereRef("newer.ts", ">", "old.ts")))
    .execute();
}

function tickOf(row: { price: string; ts: Date; source: string }): RecordedTick {
  return { price: asPrice(row.price), ts: row.ts.getTime(), source: row.source };
}
