// SQL of contract orders and the instrument fields trading reads.
import type { Insertable, Selectable, Updateable } from "kysely";
import type { ContractSpec } from "@tradewind/domain/contracts";
import type { Db } from "../platform/database.ts";
import type { Database } from "../platform/schema.ts";

export type ContractOrderRow = Selectable<Database["contract_orders"]>;

export interface TradableInstrument {
  id: string;
  code: string;
  name: string;
  type: number;
  baseCurrency: string;
  quoteCurrency: string;
  quantityScale: number;
  leverages: number[];
  /** False once delisted: its open orders are still shown, and waiting coin orders are removed. */
  listed: boolean;
  spec: ContractSpec;
}

function toTradable(row: Selectable<Database["instruments"]>): TradableInstrument {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    baseCurrency: row.base_currency,
    quoteCurrency: row.quote_currency,
    quantityScale: row.quantity_scale,
    leverages: row.leverages,
    listed: row.listed,
    spec: { contractSize: row.contract_size, priceScale: row.price_scale, spreadRate: row.spread_rate, feeRate: row.fee_rate, maintenanceMarginRate: row.maintenance_margin_rate },
  };
}

export async function listedInstrumentByCode(db: Db, code: string): Promise<TradableInstrument | undefined> {
  const row = await db.selectFrom("instruments").selectAll().where("code", "=", code).where("listed", "=", true).executeTakeFirst();
  return row ? toTradable(row) : undefined;
}

export async function instrumentsById(db: Db, ids: readonly string[]): Promise<Map<string, TradableInstrument>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("instruments").selectAll().where("id", "in", [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, toTradable(row)]));
}

/** Forex pairs of the catalogue: base, quote and code, for converting quote currencies. */
export async function forexPairs(db: Db): Promise<{ code: string; base: string; quote: string }[]> {
  const rows = await db.selectFrom("instruments").select(["code", "base_currency", "quote_currency"]).where("type", "=", 1).where("listed", "=", true).execute();
  return rows.map((row) => ({ code: row.code, base: row.base_currency, quote: row.quote_currency }));
}

export async function insertOrder(db: Db, values: Insertable<Database["contract_orders"]>): Promise<ContractOrderRow> {
  return db.insertInto("contract_orders").values(values).returningAll().executeTakeFirstOrThrow();
}

/** Locks one order for a state change: concurrent closes and fills queue here, and the loser sees the new state. */
export async function lockOrder(db: Db, id: string): Promise<ContractOrderRow | undefined> {
  return db.selectFrom("contract_orders").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updateOrder(db: Db, id: string, changes: Updateable<Database["contract_orders"]>): Promise<ContractOrderRow> {
  return db.updateTable("contract_orders").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

export async function findOrder(db: Db, id: string): Promise<ContractOrderRow | undefined> {
  return db.selectFrom("contract_orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function ordersPage(db: Db, filter: { userId: string; book: "demo" | "real"; live: boolean; limit: number; offset: number }) {
  const statuses = filter.live ? (["waiting", "open"] as const) : (["closed", "cancelled"] as const);
  const base = db.selectFrom("contract_orders").where("user_id", "=", filter.userId).where("book", "=", filter.book).where("status", "in", [...statuses]);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy("id", "desc").limit(filter.limit).offset(filter.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Every waiting or open order: the engine's trigger book is rebuilt from these on start. */
export async function liveOrders(db: Db): Promise<ContractOrderRow[]> {
  return db.selectFrom("contract_orders").selectAll().where("status", "in", ["waiting", "open"]).orderBy("id").execute();
}

export async function realizedTotals(db: Db, filter: { userId: string; book: "demo" | "real"; since: Date | undefined }) {
  let query = db
    .selectFrom("contract_orders")
    .select((eb) => [eb.fn.sum<string | null>("realized_pnl").as("profit"), eb.fn.sum<string | null>(eb("open_fee", "+", eb.ref("close_fee"))).as("fees"), eb.fn.countAll<string>().as("count")])
    .where("user_id", "=", filter.userId)
    .where("book", "=", filter.book)
    .where("status", "=", "closed");
  if (filter.since) query = query.where("closed_at", ">=", filter.since);
  return query.executeTakeFirstOrThrow();
}
