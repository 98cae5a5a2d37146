// SQL of coin (spot) orders. Every state change goes through
// lockOrder in the caller's transaction, so a cancel and a fill of one order serialise.
import type { OrderId, UserId } from "@tradewind/domain/ids";
import { asAmount, asPrice, asQuantity, toPlain, type Decimal } from "@tradewind/domain/money";
import type { SpotFill } from "@tradewind/domain/spot";
import { sql, type Insertable, type Selectable, type Updateable } from "kysely";
import { withTables, type Db } from "../../platform/database.ts";
import type { TradingTables } from "../tables.ts";
import type { Book, SpotOrderRecord } from "../engine/types.ts";
import { byId, newestFirstPage } from "../orders-repository.ts";

type Row = Selectable<TradingTables["spot_orders"]>;

const priceOrNull = (value: string | null) => (value === null ? null : asPrice(value));
const amountOrNull = (value: string | null) => (value === null ? null : asAmount(value));

/** The row as the services see it: camelCase, NUMERIC columns parsed once here. */
function toRecord(row: Row): SpotOrderRecord {
  return {
    id: row.id,
    userId: row.user_id,
    book: row.book,
    instrumentId: row.instrument_id,
    side: row.side,
    orderType: row.order_type,
    status: row.status,
    quantity: asQuantity(row.quantity),
    limitPrice: priceOrNull(row.limit_price),
    held: asAmount(row.held),
    fillPrice: priceOrNull(row.fill_price),
    fillMid: priceOrNull(row.fill_mid),
    fillSource: row.fill_source,
    filledAt: row.filled_at,
    turnover: amountOrNull(row.turnover),
    fee: amountOrNull(row.fee),
    cancelledAt: row.cancelled_at,
    createdAt: row.created_at,
  };
}

/** A fill: the price, the feed's mid and source it came from, and the money it moved. */
export interface SpotFillValues {
  fillPrice: Decimal;
  fillMid: Decimal;
  fillSource: string;
  filledAt: Date;
  turnover: Decimal;
  fee: Decimal;
}

function fillColumns(fill: SpotFillValues) {
  return { fill_price: toPlain(fill.fillPrice), fill_mid: toPlain(fill.fillMid), fill_source: fill.fillSource, filled_at: fill.filledAt, turnover: toPlain(fill.turnover), fee: toPlain(fill.fee) };
}

/** What a placement stores: the order, then either its market fill or the limit it waits at and what that holds. */
export type NewSpotOrder = Pick<SpotOrderRecord, "userId" | "book" | "instrumentId" | "side" | "orderType" | "quantity"> & ({ fill: SpotFillValues } | { limitPrice: Decimal; held: Decimal });

export async function insertOrder(handle: Db, order: NewSpotOrder): Promise<SpotOrderRecord> {
  const db = withTables<TradingTables>(handle);
  const values: Insertable<TradingTables["spot_orders"]> = {
    user_id: order.userId,
    book: order.book,
    instrument_id: order.instrumentId,
    side: order.side,
    order_type: order.orderType,
    quantity: toPlain(order.quantity),
    ...("fill" in order ? { status: "done", ...fillColumns(order.fill) } : { status: "waiting", limit_price: toPlain(order.limitPrice), held: toPlain(order.held) }),
  };
  return toRecord(await db.insertInto("spot_orders").values(values).returningAll().executeTakeFirstOrThrow());
}

/** Locks one order for a state change: a racing cancel and fill queue here, and the loser sees the new state. */
export async function lockOrder(handle: Db, id: OrderId): Promise<SpotOrderRecord | undefined> {
  const db = withTables<TradingTables>(handle);
  const row = await db.selectFrom("spot_orders").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && toRecord(row);
}

async function updateOrder(handle: Db, id: OrderId, changes: Updateable<TradingTables["spot_orders"]>): Promise<SpotOrderRecord> {
  const db = withTables<TradingTables>(handle);
  return toRecord(await db.updateTable("spot_orders").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow());
}

/**
 * Locks, in id order, those of `ids` still waiting: an engine batch of fills' pre-check. One
 * cancelled meanwhile is left out, and the id order keeps two batches from waiting on each other.
 */
export async function lockWaitingOrders(handle: Db, ids: readonly OrderId[]): Promise<SpotOrderRecord[]> {
  if (ids.length === 0) return [];
  const db = withTables<TradingTables>(handle);
  const rows = await db.selectFrom("spot_orders").selectAll().where("id", "in", [...new Set(ids)]).where("status", "=", "waiting").orderBy("id").forUpdate().execute();
  return rows.map(toRecord);
}

/** Fills waiting limits in one statement, each only while it still waits (a limit cannot fill twice). Answers the rows it filled, in id order. */
export async function markFilled(handle: Db, fills: readonly (SpotFillValues & { id: OrderId })[]): Promise<SpotOrderRecord[]> {
  if (fills.length === 0) return [];
  const values = fills.map(
    (fill) =>
      sql`(${fill.id}::bigint, ${toPlain(fill.fillPrice)}::numeric, ${toPlain(fill.fillMid)}::numeric, ${fill.fillSource}::text, ${fill.filledAt}::timestamptz, ${toPlain(fill.turnover)}::numeric, ${toPlain(fill.fee)}::numeric)`,
  );
  const { rows } = await sql<Row>`
    update spot_orders as o
    set status = 'done', fill_price = f.fill_price, fill_mid = f.fill_mid, fill_source = f.fill_source, filled_at = f.filled_at, turnover = f.turnover, fee = f.fee
    from (values ${sql.join(values)}) as f (id, fill_price, fill_mid, fill_source, filled_at, turnover, fee)
    where o.id = f.id and o.status = 'waiting'
    returning o.*`.execute(handle);
  return rows.map(toRecord).sort(byId);
}

/** A waiting limit ended: cancelled by its owner, or removed with its delisted coin. */
export async function markEnded(handle: Db, id: OrderId, status: "cancelled" | "removed", at: Date): Promise<SpotOrderRecord> {
  return updateOrder(handle, id, { status, cancelled_at: at });
}

export async function findOrder(handle: Db, id: OrderId): Promise<SpotOrderRecord | undefined> {
  const db = withTables<TradingTables>(handle);
  const row = await db.selectFrom("spot_orders").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toRecord(row);
}

export async function ordersPage(handle: Db, filter: { userId: UserId; book: Book; live: boolean; limit: number; offset: number }) {
  const db = withTables<TradingTables>(handle);
  const statuses = filter.live ? (["waiting"] as const) : (["done", "cancelled", "removed"] as const);
  const base = db.selectFrom("spot_orders").where("user_id", "=", filter.userId).where("book", "=", filter.book).where("status", "in", [...statuses]);
  const { rows, total } = await newestFirstPage(base, filter);
  return { rows: rows.map(toRecord), total };
}

/** Every waiting order: the engine rests them (or removes a delisted coin's) on start. */
export async function waitingOrders(handle: Db): Promise<SpotOrderRecord[]> {
  const db = withTables<TradingTables>(handle);
  const rows = await db.selectFrom("spot_orders").selectAll().where("status", "=", "waiting").orderBy("id").execute();
  return rows.map(toRecord);
}

/** The user's fills on a book, oldest first, with the instrument each bought or sold. */
export async function fillsOf(handle: Db, userId: UserId, book: Book): Promise<(SpotFill & { instrumentId: string })[]> {
  const db = withTables<TradingTables>(handle);
  const rows = await db
    .selectFrom("spot_orders")
    .select(["instrument_id", "side", "quantity", "fill_price", "turnover"])
    .where("user_id", "=", userId)
    .where("book", "=", book)
    .where("status", "=", "done")
    .orderBy("filled_at")
    .orderBy("id")
    .execute();
  // A done order always has its fill; the zeros only satisfy the nullable columns' types.
  return rows.map((row) => ({ instrumentId: row.instrument_id, side: row.side, quantity: asQuantity(row.quantity), price: asPrice(row.fill_price ?? "0"), turnover: asAmount(row.turnover ?? "0") }));
}
