// SQL of contract orders. Instruments are market's: the service reads them through market.
import { invariant } from "@tradewind/domain/assert";
import type { OrderId, UserId } from "@tradewind/domain/ids";
import { asAmount, asPrice, asQuantity, decimal, toPlain, type Decimal } from "@tradewind/domain/money";
import type { Book } from "@tradewind/api/accounts";
import { sql, type Insertable, type Selectable, type Updateable } from "kysely";
import { withTables, type Db } from "../../platform/database.ts";
import type { TradingTables } from "../tables.ts";
import type { CloseReason, ContractOrderRecord, ExitTriggerRecord, TrailingStopRecord } from "../engine/types.ts";
import { byId, newestFirstPage } from "../orders-repository.ts";

type Row = Selectable<TradingTables["contract_orders"]>;

const priceOrNull = (value: string | null) => (value === null ? null : asPrice(value));
const amountOrNull = (value: string | null) => (value === null ? null : asAmount(value));

/** The row as the services see it: camelCase, NUMERIC columns parsed once here. */
function toRecord(row: Row): ContractOrderRecord {
  return {
    id: row.id,
    userId: row.user_id,
    book: row.book,
    instrumentId: row.instrument_id,
    direction: row.direction,
    orderType: row.order_type,
    status: row.status,
    lots: asQuantity(row.lots),
    leverage: row.leverage,
    limitPrice: priceOrNull(row.limit_price),
    stopLoss: priceOrNull(row.stop_loss),
    takeProfit: priceOrNull(row.take_profit),
    quoteRate: decimal(row.quote_rate),
    margin: asAmount(row.margin),
    openFee: asAmount(row.open_fee),
    liquidationPrice: priceOrNull(row.liquidation_price),
    openPrice: priceOrNull(row.open_price),
    openMid: priceOrNull(row.open_mid),
    openSource: row.open_source,
    openedAt: row.opened_at,
    closePrice: priceOrNull(row.close_price),
    closeMid: priceOrNull(row.close_mid),
    closeSource: row.close_source,
    closedAt: row.closed_at,
    closeReason: row.close_reason,
    closeFee: amountOrNull(row.close_fee),
    realizedPnl: amountOrNull(row.realized_pnl),
    createdAt: row.created_at,
    trailing:
      row.trailing_kind === null || row.trailing_value === null
        ? null
        : { kind: row.trailing_kind, value: decimal(row.trailing_value), watermark: priceOrNull(row.trailing_watermark), watermarkAt: row.trailing_watermark_at },
  };
}

const plainOrNull = (value: Decimal | null) => (value === null ? null : toPlain(value));

/** What a placement stores: the order as it starts, waiting or open. */
export type NewContractOrder = Omit<ContractOrderRecord, "id" | "createdAt" | "closePrice" | "closeMid" | "closeSource" | "closedAt" | "closeReason" | "closeFee" | "realizedPnl">;

export async function insertOrder(handle: Db, order: NewContractOrder): Promise<ContractOrderRecord> {
  const [inserted] = await insertOrders(handle, [order]);
  invariant(inserted !== undefined, "contract order not inserted");
  return inserted;
}

/** Inserts the orders in one statement; answers them in the order given (ids follow that order). */
export async function insertOrders(handle: Db, orders: readonly NewContractOrder[]): Promise<ContractOrderRecord[]> {
  if (orders.length === 0) return [];
  const db = withTables<TradingTables>(handle);
  const values = orders.map(
    (order): Insertable<TradingTables["contract_orders"]> => ({
      user_id: order.userId,
      book: order.book,
      instrument_id: order.instrumentId,
      direction: order.direction,
      order_type: order.orderType,
      status: order.status,
      lots: toPlain(order.lots),
      leverage: order.leverage,
      limit_price: plainOrNull(order.limitPrice),
      stop_loss: plainOrNull(order.stopLoss),
      take_profit: plainOrNull(order.takeProfit),
      quote_rate: toPlain(order.quoteRate),
      margin: toPlain(order.margin),
      open_fee: toPlain(order.openFee),
      liquidation_price: plainOrNull(order.liquidationPrice),
      open_price: plainOrNull(order.openPrice),
      open_mid: plainOrNull(order.openMid),
      open_source: order.openSource,
      opened_at: order.openedAt,
      ...trailingColumns(order.trailing),
    }),
  );
  // The sequence numbers rows in the order of VALUES; RETURNING's own order is not promised.
  const rows = (await db.insertInto("contract_orders").values(values).returningAll().execute()).sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  invariant(
    rows.length === orders.length && rows.every((row, index) => row.user_id === orders[index]?.userId),
    "contract orders returned out of step with those inserted",
  );
  return rows.map(toRecord);
}

/** Removes orders inserted earlier in the same transaction whose money was then refused (never seen by anyone). */
export async function deleteUncommittedOrders(handle: Db, ids: readonly OrderId[]): Promise<void> {
  if (ids.length === 0) return;
  await withTables<TradingTables>(handle).deleteFrom("contract_orders").where("id", "in", ids).execute();
}

function trailingColumns(trailing: TrailingStopRecord | null) {
  return {
    trailing_kind: trailing?.kind ?? null,
    trailing_value: trailing ? toPlain(trailing.value) : null,
    trailing_watermark: trailing?.watermark ? toPlain(trailing.watermark) : null,
    trailing_watermark_at: trailing?.watermarkAt ?? null,
  };
}

/** Locks one order for a state change: concurrent closes and fills queue here, and the loser sees the new state. */
export async function lockOrder(handle: Db, id: OrderId): Promise<ContractOrderRecord | undefined> {
  const db = withTables<TradingTables>(handle);
  const row = await db.selectFrom("contract_orders").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && toRecord(row);
}

/**
 * Locks, in id order, those of `ids` still in `status` (open positions for a batch of closes,
 * waiting limits for a batch of fills): an engine batch's pre-check. A row changed meanwhile (its
 * closer or canceller committed first) is left out, and the id order keeps two batches, or a batch
 * and a single close, from waiting on each other.
 */
export async function lockOrdersIn(handle: Db, ids: readonly OrderId[], status: "open" | "waiting"): Promise<ContractOrderRecord[]> {
  if (ids.length === 0) return [];
  const db = withTables<TradingTables>(handle);
  const rows = await db.selectFrom("contract_orders").selectAll().where("id", "in", [...new Set(ids)]).where("status", "=", status).orderBy("id").forUpdate().execute();
  return rows.map(toRecord);
}

async function updateOrder(handle: Db, id: OrderId, changes: Updateable<TradingTables["contract_orders"]>): Promise<ContractOrderRecord> {
  const db = withTables<TradingTables>(handle);
  return toRecord(await db.updateTable("contract_orders").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow());
}

/** How a waiting limit filled: the position opens at `openPrice` from the feed's `openMid`; a trailing stop it carries starts following from that mid. */
export interface LimitFill {
  id: OrderId;
  openPrice: Decimal;
  openMid: Decimal;
  openSource: string;
  openedAt: Date;
}

/**
 * Opens waiting limits in one statement, each only while it still waits: a limit cannot fill
 * twice. A trail's watermark starts at the fill's mid. Answers the rows it opened, in id order.
 */
export async function markOpened(handle: Db, fills: readonly LimitFill[]): Promise<ContractOrderRecord[]> {
  if (fills.length === 0) return [];
  const values = fills.map((fill) => sql`(${fill.id}::bigint, ${toPlain(fill.openPrice)}::numeric, ${toPlain(fill.openMid)}::numeric, ${fill.openSource}::text, ${fill.openedAt}::timestamptz)`);
  const { rows } = await sql<Row>`
    update contract_orders as o
    set status = 'open', open_price = f.open_price, open_mid = f.open_mid, open_source = f.open_source, opened_at = f.opened_at,
        trailing_watermark = case when o.trailing_kind is null then o.trailing_watermark else f.open_mid end,
        trailing_watermark_at = case when o.trailing_kind is null then o.trailing_watermark_at else f.opened_at end
    from (values ${sql.join(values)}) as f (id, open_price, open_mid, open_source, opened_at)
    where o.id = f.id and o.status = 'waiting'
    returning o.*`.execute(handle);
  return rows.map(toRecord).sort(byId);
}

/** The exits an open position or a waiting order rests: its stop loss, take profit and trailing stop, each or none. */
export async function setExits(handle: Db, id: OrderId, exits: { stopLoss: Decimal | null; takeProfit: Decimal | null; trailing: TrailingStopRecord | null }): Promise<ContractOrderRecord> {
  return updateOrder(handle, id, { stop_loss: plainOrNull(exits.stopLoss), take_profit: plainOrNull(exits.takeProfit), ...trailingColumns(exits.trailing) });
}

/**
 * The engine's write of a trailing watermark that moved: only towards a better price (higher for a
 * long, lower for a short) and only while the position is open with the same trail, so a late or
 * repeated write can never move it back.
 */
export async function raiseWatermark(handle: Db, id: OrderId, watermark: Decimal, at: Date): Promise<void> {
  const db = withTables<TradingTables>(handle);
  const value = toPlain(watermark);
  await db
    .updateTable("contract_orders")
    .set({ trailing_watermark: value, trailing_watermark_at: at })
    .where("id", "=", id)
    .where("status", "=", "open")
    .where("trailing_watermark", "is not", null)
    .where((eb) => eb.or([eb.and([eb("direction", "=", "long"), eb("trailing_watermark", "<", value)]), eb.and([eb("direction", "=", "short"), eb("trailing_watermark", ">", value)])]))
    .execute();
}

/** Records the exits that close positions, with their ticks; a second one for the same position fails on the primary key. */
export async function insertExitTriggers(handle: Db, triggers: readonly { orderId: OrderId; trigger: ExitTriggerRecord }[]): Promise<void> {
  if (triggers.length === 0) return;
  const db = withTables<TradingTables>(handle);
  await db
    .insertInto("contract_exit_triggers")
    .values(
      triggers.map(({ orderId, trigger }) => ({
        order_id: orderId,
        purpose: trigger.purpose,
        level: toPlain(trigger.level),
        watermark: plainOrNull(trigger.watermark),
        tick_price: toPlain(trigger.tick.price),
        tick_at: new Date(trigger.tick.ts),
        tick_source: trigger.tick.source,
      })),
    )
    .execute();
}

/** The recorded exits that closed these orders, by order id. */
export async function exitTriggersOf(handle: Db, ids: readonly OrderId[]): Promise<Map<OrderId, ExitTriggerRecord>> {
  if (ids.length === 0) return new Map();
  const db = withTables<TradingTables>(handle);
  const rows = await db.selectFrom("contract_exit_triggers").selectAll().where("order_id", "in", [...ids]).execute();
  return new Map(
    rows.map((row) => [
      row.order_id,
      { purpose: row.purpose, level: asPrice(row.level), watermark: priceOrNull(row.watermark), tick: { price: asPrice(row.tick_price), ts: row.tick_at.getTime(), source: row.tick_source } },
    ]),
  );
}

/** A waiting limit withdrawn by its owner. */
export async function markCancelled(handle: Db, id: OrderId, at: Date): Promise<ContractOrderRecord> {
  return updateOrder(handle, id, { status: "cancelled", close_reason: "cancelled", closed_at: at });
}

/** How a position closed: at `closePrice` from the feed's `closeMid`, with its closing fee and realised profit. */
export interface PositionClose {
  id: OrderId;
  closePrice: Decimal;
  closeMid: Decimal;
  closeSource: string;
  closedAt: Date;
  closeReason: Exclude<CloseReason, "cancelled">;
  closeFee: Decimal;
  realizedPnl: Decimal;
}

/**
 * Closes positions in one statement, each only while it is still open (`status = 'open'`): a
 * position cannot close twice. Answers the rows it closed, in id order.
 */
export async function markClosed(handle: Db, closes: readonly PositionClose[]): Promise<ContractOrderRecord[]> {
  if (closes.length === 0) return [];
  const values = closes.map(
    (close) =>
      sql`(${close.id}::bigint, ${toPlain(close.closePrice)}::numeric, ${toPlain(close.closeMid)}::numeric, ${close.closeSource}::text, ${close.closedAt}::timestamptz, ${close.closeReason}::text, ${toPlain(close.closeFee)}::numeric, ${toPlain(close.realizedPnl)}::numeric)`,
  );
  const { rows } = await sql<Row>`
    update contract_orders as o
    set status = 'closed', close_price = c.close_price, close_mid = c.close_mid, close_source = c.close_source, closed_at = c.closed_at,
        close_reason = c.close_reason, close_fee = c.close_fee, realized_pnl = c.realized_pnl
    from (values ${sql.join(values)}) as c (id, close_price, close_mid, close_source, closed_at, close_reason, close_fee, realized_pnl)
    where o.id = c.id and o.status = 'open'
    returning o.*`.execute(handle);
  return rows.map(toRecord).sort(byId);
}

export async function findOrder(handle: Db, id: OrderId): Promise<ContractOrderRecord | undefined> {
  const db = withTables<TradingTables>(handle);
  const row = await db.selectFrom("contract_orders").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toRecord(row);
}

export async function ordersPage(handle: Db, filter: { userId: UserId; book: Book; live: boolean; limit: number; offset: number }) {
  const db = withTables<TradingTables>(handle);
  const statuses = filter.live ? (["waiting", "open"] as const) : (["closed", "cancelled"] as const);
  const base = db.selectFrom("contract_orders").where("user_id", "=", filter.userId).where("book", "=", filter.book).where("status", "in", [...statuses]);
  const { rows, total } = await newestFirstPage(base, filter);
  return { rows: rows.map(toRecord), total };
}

/** The user's open positions on the book, oldest first. */
export async function openOrdersOf(handle: Db, filter: { userId: UserId; book: Book }): Promise<ContractOrderRecord[]> {
  const db = withTables<TradingTables>(handle);
  const rows = await db.selectFrom("contract_orders").selectAll().where("user_id", "=", filter.userId).where("book", "=", filter.book).where("status", "=", "open").orderBy("id").execute();
  return rows.map(toRecord);
}

/** Every waiting or open order: the engine's trigger book is rebuilt from these on start. */
export async function liveOrders(handle: Db): Promise<ContractOrderRecord[]> {
  const db = withTables<TradingTables>(handle);
  const rows = await db.selectFrom("contract_orders").selectAll().where("status", "in", ["waiting", "open"]).orderBy("id").execute();
  return rows.map(toRecord);
}

/** Realised profit and fees (zero without closed orders) and how many orders closed. */
export async function realizedTotals(handle: Db, filter: { userId: UserId; book: Book; since: Date | undefined }): Promise<{ profit: Decimal; fees: Decimal; count: number }> {
  const db = withTables<TradingTables>(handle);
  let query = db
    .selectFrom("contract_orders")
    .select((eb) => [eb.fn.sum<string | null>("realized_pnl").as("profit"), eb.fn.sum<string | null>(eb("open_fee", "+", eb.ref("close_fee"))).as("fees"), eb.fn.countAll<string>().as("count")])
    .where("user_id", "=", filter.userId)
    .where("book", "=", filter.book)
    .where("status", "=", "closed");
  if (filter.since) query = query.where("closed_at", ">=", filter.since);
  const totals = await query.executeTakeFirstOrThrow();
  return { profit: decimal(totals.profit ?? "0"), fees: decimal(totals.fees ?? "0"), count: Number(totals.count) };
}

/**
 * Per instrument, the real-book contract fills since `since` (openings and closings) as
 * lots × quote rate × price; times the instrument's contract size this is USDT notional.
 */
export async function realFillsSince(handle: Db, since: Date): Promise<{ instrumentId: string; lotValue: Decimal }[]> {
  const db = withTables<TradingTables>(handle);
  const result = await sql<{ instrument_id: string; lot_value: string | null }>`
    select o.instrument_id,
           sum(o.lots * o.quote_rate *
               ((case when o.opened_at >= ${since} then o.open_price else 0 end) +
                (case when o.closed_at >= ${since} and o.status = 'closed' then o.close_price else 0 end))) as lot_value
    from contract_orders o
    where o.book = 'real' and (o.opened_at >= ${since} or (o.closed_at >= ${since} and o.status = 'closed'))
    group by o.instrument_id`.execute(db);
  return result.rows.map((row) => ({ instrumentId: row.instrument_id, lotValue: decimal(row.lot_value ?? "0") }));
}
