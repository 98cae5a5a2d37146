// SQL of fixed-period options: the operator's cycles and the option orders. Every list is
// paged or bounded; settlement locks one order row at a time.
import type { OrderId, UserId } from "@tradewind/domain/ids";
import { asAmount, asPrice, decimal, toPlain, type Decimal } from "@tradewind/domain/money";
import type { Book } from "@tradewind/api/accounts";
import type { Insertable, Kysely, Selectable } from "kysely";
import { withTables, type Db } from "../../platform/database.ts";
import type { OptionCycleRecord, OptionOrderRecord } from "../engine/types.ts";
import type { TradingTables } from "../tables.ts";
import { newestFirstPage } from "../orders-repository.ts";

/** A cycle as the services see it: camelCase, NUMERIC columns parsed once here. */
export function toCycleRecord(row: Selectable<TradingTables["option_cycles"]>): OptionCycleRecord {
  return {
    id: row.id,
    instrumentId: row.instrument_id,
    seconds: row.seconds,
    payoutRatio: decimal(row.payout_ratio),
    minStake: asAmount(row.min_stake),
    maxStake: asAmount(row.max_stake),
    active: row.active,
  };
}

/** An option order as the services see it. */
function toRecord(row: Selectable<TradingTables["option_orders"]>): OptionOrderRecord {
  return {
    id: row.id,
    userId: row.user_id,
    book: row.book,
    instrumentId: row.instrument_id,
    cycleId: row.cycle_id,
    cycleSeconds: row.cycle_seconds,
    payoutRatio: decimal(row.payout_ratio),
    direction: row.direction,
    stake: asAmount(row.stake),
    entryPrice: asPrice(row.entry_price),
    entrySource: row.entry_source,
    entryPriceTime: row.entry_price_time,
    placedAt: row.placed_at,
    expiresAt: row.expires_at,
    status: row.status,
    settlementPrice: row.settlement_price === null ? null : asPrice(row.settlement_price),
    settlementSource: row.settlement_source,
    settlementPriceTime: row.settlement_price_time,
    settledAt: row.settled_at,
    payout: row.payout === null ? null : asAmount(row.payout),
    createdAt: row.created_at,
  };
}

/** Cycles an operator can offer per instrument are few (one per length); this bounds a runaway table. */
const maxCyclesPerInstrument = 100;

export async function activeCycles(handle: Db, instrumentId: string): Promise<OptionCycleRecord[]> {
  const db = withTables<TradingTables>(handle);
  const rows = await db
    .selectFrom("option_cycles")
    .selectAll()
    .where("instrument_id", "=", instrumentId)
    .where("active", "=", true)
    .orderBy("seconds")
    .limit(maxCyclesPerInstrument)
    .execute();
  return rows.map(toCycleRecord);
}

export async function activeCycle(handle: Db, id: string): Promise<OptionCycleRecord | undefined> {
  const db = withTables<TradingTables>(handle);
  const row = await db.selectFrom("option_cycles").selectAll().where("id", "=", id).where("active", "=", true).executeTakeFirst();
  return row && toCycleRecord(row);
}

/** What a purchase stores: a pending option on the cycle's terms at the entry price. */
export type NewOptionOrder = Omit<OptionOrderRecord, "id" | "createdAt" | "status" | "settlementPrice" | "settlementSource" | "settlementPriceTime" | "settledAt" | "payout">;

export async function insertOption(handle: Db, order: NewOptionOrder): Promise<OptionOrderRecord> {
  const db = withTables<TradingTables>(handle);
  const values: Insertable<TradingTables["option_orders"]> = {
    user_id: order.userId,
    book: order.book,
    instrument_id: order.instrumentId,
    cycle_id: order.cycleId,
    cycle_seconds: order.cycleSeconds,
    payout_ratio: toPlain(order.payoutRatio),
    direction: order.direction,
    stake: toPlain(order.stake),
    entry_price: toPlain(order.entryPrice),
    entry_source: order.entrySource,
    entry_price_time: order.entryPriceTime,
    placed_at: order.placedAt,
    expires_at: order.expiresAt,
    status: "pending",
  };
  return toRecord(await db.insertInto("option_orders").values(values).returningAll().executeTakeFirstOrThrow());
}

/** Locks one order for settlement: a second settler waits here and then finds it settled. */
export async function lockOption(handle: Db, id: OrderId): Promise<OptionOrderRecord | undefined> {
  const db = withTables<TradingTables>(handle);
  const row = await db.selectFrom("option_orders").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && toRecord(row);
}

/** The settlement of a pending option: its outcome, the price (if any) and why, and the payout. */
export interface OptionSettlementValues {
  status: Exclude<OptionOrderRecord["status"], "pending">;
  settlementPrice: Decimal | null;
  settlementSource: string;
  settlementPriceTime: Date | null;
  settledAt: Date;
  payout: Decimal;
}

export async function markSettled(handle: Db, id: OrderId, settlement: OptionSettlementValues): Promise<OptionOrderRecord> {
  const db = withTables<TradingTables>(handle);
  const row = await db
    .updateTable("option_orders")
    .set({
      status: settlement.status,
      settlement_price: settlement.settlementPrice === null ? null : toPlain(settlement.settlementPrice),
      settlement_source: settlement.settlementSource,
      settlement_price_time: settlement.settlementPriceTime,
      settled_at: settlement.settledAt,
      payout: toPlain(settlement.payout),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

export async function findOption(handle: Db, id: OrderId): Promise<OptionOrderRecord | undefined> {
  const db = withTables<TradingTables>(handle);
  const row = await db.selectFrom("option_orders").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toRecord(row);
}

export async function optionsPage(handle: Db, filter: { userId: UserId; book: Book; pending: boolean; limit: number; offset: number }) {
  const db = withTables<TradingTables>(handle);
  const base = db
    .selectFrom("option_orders")
    .where("user_id", "=", filter.userId)
    .where("book", "=", filter.book)
    .where("status", filter.pending ? "=" : "<>", "pending");
  const { rows, total } = await newestFirstPage(base, filter);
  return { rows: rows.map(toRecord), total };
}

/** The user's pending (not yet settled) options on the book, oldest first. */
export async function pendingOptionsOf(handle: Db, filter: { userId: UserId; book: Book }): Promise<OptionOrderRecord[]> {
  const db = withTables<TradingTables>(handle);
  const rows = await db.selectFrom("option_orders").selectAll().where("user_id", "=", filter.userId).where("book", "=", filter.book).where("status", "=", "pending").orderBy("id").execute();
  return rows.map(toRecord);
}

/**
 * Pending orders the settler has not given up on (those are listed, open, in
 * orders_needing_attention). A resolved listing hands the option back: the operator fixed what
 * failed, and a new failure lists it again.
 */
function settleable(db: Kysely<TradingTables>) {
  return db
    .selectFrom("option_orders")
    .where("status", "=", "pending")
    .where((eb) => eb.not(eb.exists(eb.selectFrom("orders_needing_attention").select("order_id").where("order_kind", "=", "option").where("resolved_at", "is", null).whereRef("order_id", "=", "option_orders.id"))));
}

/** Ids of settleable orders expired at `now`, earliest expiry first, at most `limit`. */
export async function dueOptionIds(handle: Db, now: Date, limit: number): Promise<OrderId[]> {
  const db = withTables<TradingTables>(handle);
  const rows = await settleable(db).select("id").where("expires_at", "<=", now).orderBy("expires_at").orderBy("id").limit(limit).execute();
  return rows.map((row) => row.id);
}

/** The earliest settleable expiry. */
export async function pendingSummary(handle: Db): Promise<{ nextExpiry: Date | undefined }> {
  const db = withTables<TradingTables>(handle);
  const next = await settleable(db).select("expires_at").orderBy("expires_at").limit(1).executeTakeFirst();
  return { nextExpiry: next ? new Date(next.expires_at) : undefined };
}
