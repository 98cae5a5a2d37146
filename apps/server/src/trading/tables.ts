// Tables of the trading domain (contract, coin and option orders, option cycles, orders needing
// attention). Only trading repositories query them; market's figures ask trading's services.
import type { Book } from "@tradewind/api/accounts";
import type { OrderId, UserId } from "@tradewind/domain/ids";
import type { ColumnType, Generated } from "kysely";
import type { Id, CreatedAt, Timestamp, NullableTimestamp, Numeric } from "../platform/columns.ts";

// Ids come out of SQL branded: the table type is the edge where a string becomes an OrderId or a UserId.
export interface TradingTables {
  contract_orders: {
    id: Generated<OrderId>;
    user_id: UserId;
    book: Book;
    instrument_id: string;
    direction: "long" | "short";
    order_type: "market" | "limit";
    status: "waiting" | "open" | "closed" | "cancelled";
    lots: string;
    leverage: number;
    limit_price: string | null;
    stop_loss: string | null;
    take_profit: string | null;
    quote_rate: string;
    margin: string;
    open_fee: string;
    liquidation_price: string | null;
    open_price: string | null;
    open_mid: string | null;
    open_source: string | null;
    opened_at: NullableTimestamp;
    close_price: string | null;
    close_mid: string | null;
    close_source: string | null;
    closed_at: NullableTimestamp;
    close_reason: "manual" | "stopLoss" | "takeProfit" | "trailingStop" | "liquidation" | "cancelled" | null;
    close_fee: string | null;
    realized_pnl: string | null;
    created_at: CreatedAt;
    trailing_kind: "price" | "percent" | null;
    trailing_value: string | null;
    trailing_watermark: string | null;
    trailing_watermark_at: NullableTimestamp;
  };
  contract_exit_triggers: {
    order_id: OrderId;
    purpose: "stopLoss" | "takeProfit" | "trailingStop" | "liquidation";
    level: string;
    watermark: string | null;
    tick_price: string;
    tick_at: Timestamp;
    tick_source: string;
  };
  spot_orders: {
    id: Generated<OrderId>;
    user_id: UserId;
    book: Book;
    instrument_id: string;
    side: "buy" | "sell";
    order_type: "market" | "limit";
    status: "waiting" | "done" | "cancelled" | "removed";
    quantity: string;
    limit_price: string | null;
    held: Numeric;
    fill_price: string | null;
    fill_mid: string | null;
    fill_source: string | null;
    filled_at: NullableTimestamp;
    turnover: string | null;
    fee: string | null;
    cancelled_at: NullableTimestamp;
    created_at: CreatedAt;
  };
  option_cycles: {
    id: Id;
    instrument_id: string;
    seconds: number;
    payout_ratio: string;
    min_stake: string;
    max_stake: string;
    active: ColumnType<boolean, boolean | undefined, boolean>;
  };
  option_orders: {
    id: Generated<OrderId>;
    user_id: UserId;
    book: Book;
    instrument_id: string;
    cycle_id: string;
    cycle_seconds: number;
    payout_ratio: string;
    direction: "up" | "down";
    stake: string;
    entry_price: string;
    entry_source: string;
    entry_price_time: Timestamp;
    placed_at: Timestamp;
    expires_at: Timestamp;
    status: "pending" | "won" | "lost" | "draw";
    settlement_price: string | null;
    settlement_source: string | null;
    settlement_price_time: NullableTimestamp;
    settled_at: NullableTimestamp;
    payout: string | null;
    created_at: CreatedAt;
  };
  orders_needing_attention: {
    order_kind: "contract" | "spot" | "option";
    order_id: OrderId;
    reason: string;
    noted_at: Timestamp;
    attempts: number | null;
    resolved_at: NullableTimestamp;
    resolved_by_operator_id: string | null;
    resolved_by_username: string | null;
    resolution: string | null;
  };
}
