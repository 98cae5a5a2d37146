// SQL of orders_needing_attention: orders the trigger engine could not rest or fill, and options
// the settler could not settle, for an operator.
import { withTables, type Db } from "../platform/database.ts";
import type { TradingTables } from "./tables.ts";

export interface AttentionMark {
  kind: "contract" | "spot" | "option";
  orderId: string;
  reason: string;
  at: Date;
}

/** Reason text kept per order; an error message longer than this is cut. */
const reasonLengthMax = 500;

/** Lists the order (again: the latest reason and time win). */
export async function markForAttention(handle: Db, mark: AttentionMark): Promise<void> {
  const db = withTables<TradingTables>(handle);
  const reason = mark.reason.slice(0, reasonLengthMax);
  await db
    .insertInto("orders_needing_attention")
    .values({ order_kind: mark.kind, order_id: mark.orderId, reason, noted_at: mark.at })
    .onConflict((conflict) => conflict.columns(["order_kind", "order_id"]).doUpdateSet({ reason, noted_at: mark.at }))
    .execute();
}

/** Every listed order, oldest first (for operators and tests); bounded by `limit`. */
export async function ordersNeedingAttention(handle: Db, limit: number) {
  const db = withTables<TradingTables>(handle);
  return db.selectFrom("orders_needing_attention").selectAll().orderBy("noted_at").orderBy("order_kind").orderBy("order_id").limit(limit).execute();
}
