// SQL of the market domain: the instrument catalogue (read) and the 1-minute candles.
import { sql, type Selectable } from "kysely";
import { invariant } from "@tradewind/domain/assert";
import type { Candle } from "@tradewind/domain/candles";
import { asPrice, asQuantity, decimal, decimalOrNull, toPlain, type Decimal, type Price } from "@tradewind/domain/money";
import type { TradingTerms } from "@tradewind/api/market";
import { coalesced } from "../platform/coalesce.ts";
import { withTables, type Db } from "../platform/database.ts";
import type { MarketTables } from "./tables.ts";

export interface InstrumentRow {
  id: string;
  code: string;
  type: 1 | 2 | 3 | 4 | 5;
  name: string;
  logo: string;
  schedule: string;
  startPrice: Decimal;
  priceScale: number;
}

/** Listed instruments in display order; the catalogue is small (under a few hundred rows). */
export async function listedInstruments(handle: Db): Promise<InstrumentRow[]> {
  const db = withTables<MarketTables>(handle);
  const rows = await db
    .selectFrom("instruments")
    .select(["id", "code", "type", "name", "logo", "schedule", "start_price", "price_scale"])
    .where("listed", "=", true)
    .orderBy("type")
    .orderBy("sort_order")
    .limit(10_000)
    .execute();
  return rows.map(instrumentRowOf);
}

type ListedColumns = Pick<Selectable<MarketTables["instruments"]>, "id" | "code" | "type" | "name" | "logo" | "schedule" | "start_price" | "price_scale">;

function instrumentRowOf(row: ListedColumns): InstrumentRow {
  return { id: row.id, code: row.code, type: row.type, name: row.name, logo: row.logo, schedule: row.schedule, startPrice: decimal(row.start_price), priceScale: row.price_scale };
}

/** One listed instrument by code as the quotes hold it; undefined when not listed. */
export async function listedInstrumentByCode(handle: Db, code: string): Promise<InstrumentRow | undefined> {
  const db = withTables<MarketTables>(handle);
  const row = await db
    .selectFrom("instruments")
    .select(["id", "code", "type", "name", "logo", "schedule", "start_price", "price_scale"])
    .where("code", "=", code)
    .where("listed", "=", true)
    .executeTakeFirst();
  return row && instrumentRowOf(row);
}

/** The trading terms of one instrument, read per request so an operator's change shows at once. */
export async function tradingTerms(handle: Db, instrumentId: string): Promise<TradingTerms> {
  const db = withTables<MarketTables>(handle);
  const row = await db
    .selectFrom("instruments")
    .select(["base_currency", "quote_currency", "price_scale", "quantity_scale", "contract_size", "leverages", "spread_rate", "fee_rate", "maintenance_margin_rate"])
    .where("id", "=", instrumentId)
    .executeTakeFirstOrThrow();
  return {
    baseCurrency: row.base_currency,
    quoteCurrency: row.quote_currency,
    priceScale: row.price_scale,
    quantityScale: row.quantity_scale,
    contractSize: toPlain(decimal(row.contract_size)),
    leverages: row.leverages,
    spreadRate: toPlain(decimal(row.spread_rate)),
    feeRate: toPlain(decimal(row.fee_rate)),
    maintenanceMarginRate: toPlain(decimal(row.maintenance_margin_rate)),
  };
}

type Instruments = MarketTables["instruments"];

/** An instrument with its trading terms, as the catalogue stores it. */
export interface InstrumentRecord {
  id: string;
  code: string;
  name: string;
  type: Instruments["type"];
  baseCurrency: string;
  quoteCurrency: string;
  priceScale: number;
  quantityScale: number;
  /** Units of the underlying per lot. */
  contractSize: Decimal;
  /** Strictly ascending. */
  leverages: number[];
  spreadRate: Decimal;
  feeRate: Decimal;
  maintenanceMarginRate: Decimal;
  /** False once delisted. */
  listed: boolean;
}

export function instrumentOf(row: Selectable<Instruments>): InstrumentRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    baseCurrency: row.base_currency,
    quoteCurrency: row.quote_currency,
    priceScale: row.price_scale,
    quantityScale: row.quantity_scale,
    contractSize: decimal(row.contract_size),
    leverages: row.leverages,
    spreadRate: decimal(row.spread_rate),
    feeRate: decimal(row.fee_rate),
    maintenanceMarginRate: decimal(row.maintenance_margin_rate),
    listed: row.listed,
  };
}

/** One listed instrument by code with its terms. */
/** Every order reads its instrument: concurrent requests' reads go as one statement. */
const listedByCode = coalesced(async (handle, codes: readonly string[]) => {
  const rows = await withTables<MarketTables>(handle).selectFrom("instruments").selectAll().where("code", "in", codes).where("listed", "=", true).execute();
  return new Map(rows.map((row) => [row.code, instrumentOf(row)]));
});

export async function listedInstrumentRecord(handle: Db, code: string): Promise<InstrumentRecord | undefined> {
  return listedByCode(handle, code);
}

/** Instruments by id, listed or not (orders keep a delisted instrument's terms); `ids` distinct. */
export async function instrumentRecordsById(handle: Db, ids: readonly string[]): Promise<InstrumentRecord[]> {
  const db = withTables<MarketTables>(handle);
  const rows = await db.selectFrom("instruments").selectAll().where("id", "in", [...ids]).execute();
  return rows.map(instrumentOf);
}

export async function listedForexPairs(handle: Db): Promise<{ code: string; base: string; quote: string }[]> {
  const db = withTables<MarketTables>(handle);
  const rows = await db.selectFrom("instruments").select(["code", "base_currency", "quote_currency"]).where("type", "=", 1).where("listed", "=", true).execute();
  return rows.map((row) => ({ code: row.code, base: row.base_currency, quote: row.quote_currency }));
}

/** How many instruments are listed, and the lowest fee rate among them (null when none is). */
export async function listedCountAndLowestFee(handle: Db): Promise<{ count: number; lowestFee: Decimal | null }> {
  const db = withTables<MarketTables>(handle);
  const row = await db
    .selectFrom("instruments")
    .select((eb) => [eb.fn.countAll<string>().as("count"), eb.fn.min("fee_rate").as("lowest_fee")])
    .where("listed", "=", true)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), lowestFee: decimalOrNull(row.lowest_fee) };
}

export interface StoredCandle extends Candle {
  readonly source: string;
}

/** Inserts or replaces 1-minute candles of one instrument in one statement (callers batch). */
export async function upsertCandles(handle: Db, instrumentId: string, candles: readonly StoredCandle[]): Promise<void> {
  const db = withTables<MarketTables>(handle);
  if (candles.length === 0) return;
  // 8 parameters a row; PostgreSQL allows 65,535 per statement.
  invariant(candles.length <= 5_000, `candle batch too large: ${candles.length}`);
  await db
    .insertInto("candles_1m")
    .values(
      candles.map((candle) => ({
        instrument_id: instrumentId,
        open_time: new Date(candle.openTime),
        open: toPlain(candle.open),
        high: toPlain(candle.high),
        low: toPlain(candle.low),
        close: toPlain(candle.close),
        volume: toPlain(candle.volume),
        source: candle.source,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(["instrument_id", "open_time"]).doUpdateSet((eb) => ({
        open: eb.ref("excluded.open"),
        high: eb.ref("excluded.high"),
        low: eb.ref("excluded.low"),
        close: eb.ref("excluded.close"),
        volume: eb.ref("excluded.volume"),
        source: eb.ref("excluded.source"),
      })),
    )
    .execute();
}

/** Candles in [from, to] (epoch ms, inclusive), oldest first, at most `limit`. */
export async function candlesBetween(handle: Db, instrumentId: string, from: number, to: number, limit: number): Promise<StoredCandle[]> {
  const db = withTables<MarketTables>(handle);
  const rows = await db
    .selectFrom("candles_1m")
    .select(["open_time", "open", "high", "low", "close", "volume", "source"])
    .where("instrument_id", "=", instrumentId)
    .where("open_time", ">=", new Date(from))
    .where("open_time", "<=", new Date(to))
    .orderBy("open_time")
    .limit(limit)
    .execute();
  return rows.map(toCandle);
}

/** Close of the last candle that opened at or before `at`: the recorded price at that time. */
export async function closeAt(handle: Db, instrumentId: string, at: number): Promise<Price | undefined> {
  const db = withTables<MarketTables>(handle);
  const row = await db
    .selectFrom("candles_1m")
    .select("close")
    .where("instrument_id", "=", instrumentId)
    .where("open_time", "<=", new Date(at))
    .orderBy("open_time", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? asPrice(row.close) : undefined;
}

/** The last `count` candles of every instrument, oldest first per instrument (start-up state). */
export async function latestCandles(handle: Db, count: number): Promise<Map<string, StoredCandle[]>> {
  const db = withTables<MarketTables>(handle);
  const result = await sql<{ instrument_id: string; open_time: Date; open: string; high: string; low: string; close: string; volume: string; source: string }>`
    select i.id as instrument_id, c.open_time, c.open, c.high, c.low, c.close, c.volume, c.source
    from instruments i
    cross join lateral (
      select * from candles_1m where instrument_id = i.id order by open_time desc limit ${count}
    ) c
    order by i.id, c.open_time`.execute(db);
  const byInstrument = new Map<string, StoredCandle[]>();
  for (const row of result.rows) {
    const list = byInstrument.get(row.instrument_id) ?? [];
    list.push(toCandle(row));
    byInstrument.set(row.instrument_id, list);
  }
  return byInstrument;
}

type CandleColumns = { open: string; high: string; low: string; close: string; volume: string };

/** A candle's NUMERIC columns (text from the driver), parsed once here. */
function candleOf(openTime: number, row: CandleColumns): Candle {
  return { openTime, open: asPrice(row.open), high: asPrice(row.high), low: asPrice(row.low), close: asPrice(row.close), volume: asQuantity(row.volume) };
}

function toCandle(row: CandleColumns & { open_time: Date; source: string }): StoredCandle {
  return { ...candleOf(new Date(row.open_time).getTime(), row), source: row.source };
}

/**
 * Candles of `interval` in [from, to] aggregated by the database from the 1-minute rows: the
 * same buckets and values as `aggregate` in packages/domain, without moving every row to the
 * server. `anchor` aligns weeks to Monday (see bucketStart).
 */
export async function aggregatedCandles(handle: Db, instrumentId: string, bucket: { lengthMs: number; anchorMs: number }, from: number, to: number, excludeMinute?: number): Promise<Candle[]> {
  const db = withTables<MarketTables>(handle);
  const skip = excludeMinute === undefined ? sql`` : sql`and c.open_time <> ${new Date(excludeMinute)}`;
  const result = await sql<{ bucket: string; open: string; high: string; low: string; close: string; volume: string }>`
    select b.bucket,
           (array_agg(b.open order by b.open_time))[1] as open,
           max(b.high) as high,
           min(b.low) as low,
           (array_agg(b.close order by b.open_time desc))[1] as close,
           sum(b.volume) as volume
    from (
      select c.*, floor((extract(epoch from c.open_time) * 1000 - ${bucket.anchorMs}) / ${bucket.lengthMs}) * ${bucket.lengthMs} + ${bucket.anchorMs} as bucket
      from candles_1m c
      where c.instrument_id = ${instrumentId} and c.open_time >= ${new Date(from)} and c.open_time <= ${new Date(to)} ${skip}
    ) b
    group by b.bucket
    order by b.bucket`.execute(db);
  return result.rows.map((row) => candleOf(Number(row.bucket), row));
}

/** Instrument type 2: crypto (coins), the only instruments a coin's price is read from. */
const cryptoType = 2;

/**
 * For each coin in `currencies` (a crypto instrument quoted in USDT) and each instant of
 * [start, end] a day apart, plus `now`: the last 1-minute candle closed by then (open_time at
 * least a minute before it). One index probe per coin and instant, so a year costs 366 probes
 * per coin however many candles are stored. Oldest first per coin; a candle may answer for
 * several instants (callers keep one).
 */
export async function candleClosesAt(handle: Db, currencies: readonly string[], instants: { start: Date; end: Date; now: Date }): Promise<{ currency: string; openTime: Date; close: Decimal; source: string }[]> {
  if (currencies.length === 0) return [];
  const { rows } = await sql<{ currency: string; open_time: Date; close: string; source: string }>`
    select i.base_currency as currency, k.open_time, k.close, k.source
    from instruments i
    cross join (select at from generate_series(${instants.start}::timestamptz, ${instants.end}::timestamptz, interval '1 day') as series(at) union select ${instants.now}::timestamptz) as day_ends(at)
    cross join lateral (
      select c.open_time, c.close, c.source from candles_1m c
      where c.instrument_id = i.id and c.open_time <= day_ends.at - interval '1 minute'
      order by c.open_time desc limit 1
    ) k
    where i.type = ${cryptoType} and i.quote_currency = 'USDT' and i.base_currency in (${sql.join(currencies)})
    order by i.base_currency, k.open_time`.execute(handle);
  return rows.map((row) => ({ currency: row.currency, openTime: new Date(row.open_time), close: decimal(row.close), source: row.source }));
}
