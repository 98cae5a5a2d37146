// SQL of orders_needing_attention: orders the trigger engine could not rest or fill, and options
// the settler could not settle, for an operator. A row is never deleted: an operator resolves
// it, and a new failure of the same order re-opens it.
import type { OrderId, UserId } from "@tradewind/domain/ids";
import { sql } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { TradingTables } from "./tables.ts";

export type AttentionKind = "contract" | "spot" | "option";

export interface AttentionMark {
  kind: AttentionKind;
  orderId: OrderId;
  reason: string;
  at: Date;
  /** Attempts made before giving up; absent where the failure was not retried. */
  attempts?: number;
}

/** Reason text kept per order; an error message longer than this is cut. */
const reasonLengthMax = 500;

/**
 * Lists the order. Again while open: the latest reason and attempts win, the first listing time
 * stays. Again after a resolution: a new failure, so the row re-opens with this time.
 */
export async function markForAttention(handle: Db, mark: AttentionMark): Promise<void> {
  const db = withTables<TradingTables>(handle);
  const reason = mark.reason.slice(0, reasonLengthMax);
  const attempts = mark.attempts ?? null;
  await db
    .insertInto("orders_needing_attention")
    .values({ order_kind: mark.kind, order_id: mark.orderId, reason, noted_at: mark.at, attempts })
    .onConflict((conflict) =>
      conflict.columns(["order_kind", "order_id"]).doUpdateSet({
        reason,
        attempts,
        noted_at: sql<Date>`case when orders_needing_attention.resolved_at is null then orders_needing_attention.noted_at else excluded.noted_at end`,
        resolved_at: null,
        resolved_by_operator_id: null,
        resolved_by_username: null,
        resolution: null,
      }),
    )
    .execute();
}

/** Every listed order, resolved or not, oldest first (for tests); bounded by `limit`. */
export async function ordersNeedingAttention(handle: Db, limit: number) {
  const db = withTables<TradingTables>(handle);
  return db.selectFrom("orders_needing_attention").selectAll().orderBy("noted_at").orderBy("order_kind").orderBy("order_id").limit(limit).execute();
}

function statusFilter(status: "open" | "resolved") {
  return status === "open" ? ("is" as const) : ("is not" as const);
}

export async function countAttention(handle: Db, status: "open" | "resolved"): Promise<number> {
  const db = withTables<TradingTables>(handle);
  const row = await db
    .selectFrom("orders_needing_attention")
    .where("resolved_at", statusFilter(status), null)
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Listings with their order's user and instrument id (null when the order row is gone; the listing still shows). */
function withOrders(handle: Db) {
  return withTables<TradingTables>(handle)
    .selectFrom("orders_needing_attention")
    .leftJoin("contract_orders", (join) => join.on("orders_needing_attention.order_kind", "=", "contract").onRef("contract_orders.id", "=", "orders_needing_attention.order_id"))
    .leftJoin("spot_orders", (join) => join.on("orders_needing_attention.order_kind", "=", "spot").onRef("spot_orders.id", "=", "orders_needing_attention.order_id"))
    .leftJoin("option_orders", (join) => join.on("orders_needing_attention.order_kind", "=", "option").onRef("option_orders.id", "=", "orders_needing_attention.order_id"))
    .selectAll("orders_needing_attention")
    .select((eb) => [
      eb.fn.coalesce("contract_orders.user_id", "spot_orders.user_id", "option_orders.user_id").as("user_id"),
      eb.fn.coalesce("contract_orders.instrument_id", "spot_orders.instrument_id", "option_orders.instrument_id").as("instrument_id"),
    ]);
}

/** A listed order with its user and instrument (null when the order row is gone). */
export interface Listing {
  kind: AttentionKind;
  orderId: OrderId;
  userId: UserId | null;
  instrumentId: string | null;
  reason: string;
  listedAt: Date;
  attempts: number | null;
  resolvedAt: Date | null;
  /** The operator who resolved it; null while open. */
  resolvedBy: { id: string; username: string } | null;
  resolution: string | null;
}

type ListingRow = NonNullable<Awaited<ReturnType<ReturnType<typeof withOrders>["executeTakeFirst"]>>>;

function toListing(row: ListingRow): Listing {
  return {
    kind: row.order_kind,
    orderId: row.order_id,
    userId: row.user_id,
    instrumentId: row.instrument_id,
    reason: row.reason,
    listedAt: row.noted_at,
    attempts: row.attempts,
    resolvedAt: row.resolved_at,
    resolvedBy: row.resolved_by_operator_id === null ? null : { id: row.resolved_by_operator_id, username: row.resolved_by_username ?? "" },
    resolution: row.resolution,
  };
}

/** A page of listings of one status, oldest first. */
export async function attentionPage(handle: Db, status: "open" | "resolved", window: { limit: number; offset: number }): Promise<Listing[]> {
  const rows = await withOrders(handle)
    .where("orders_needing_attention.resolved_at", statusFilter(status), null)
    .orderBy("orders_needing_attention.noted_at")
    .orderBy("orders_needing_attention.order_kind")
    .orderBy("orders_needing_attention.order_id")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map(toListing);
}

export async function listingOf(handle: Db, key: { kind: AttentionKind; orderId: OrderId }): Promise<Listing | undefined> {
  const row = await withOrders(handle).where("orders_needing_attention.order_kind", "=", key.kind).where("orders_needing_attention.order_id", "=", key.orderId).executeTakeFirst();
  return row && toListing(row);
}

/** Marks an open listing resolved; false when the order is not listed or already resolved. */
export async function resolveListing(handle: Db, key: { kind: AttentionKind; orderId: OrderId }, resolution: { operatorId: string; username: string; reason: string; at: Date }): Promise<boolean> {
  const db = withTables<TradingTables>(handle);
  const row = await db
    .updateTable("orders_needing_attention")
    .set({ resolved_at: resolution.at, resolved_by_operator_id: resolution.operatorId, resolved_by_username: resolution.username, resolution: resolution.reason })
    .where("order_kind", "=", key.kind)
    .where("order_id", "=", key.orderId)
    .where("resolved_at", "is", null)
    .returning("order_id")
    .executeTakeFirst();
  return row !== undefined;
}
