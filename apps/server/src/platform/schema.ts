// Row types of the SQL schema in apps/server/migrations, for Kysely. BIGINT ids and NUMERIC
// amounts arrive as strings (see database.ts).
import type { ColumnType, Generated } from "kysely";

type Id = Generated<string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Numeric = ColumnType<string, string | undefined, string>;

export interface Database {
  schema_migrations: { name: string; applied_at: CreatedAt };
  users: {
    id: Id;
    username: string;
    email: string | null;
    area_code: string | null;
    phone: string | null;
    password_hash: string | null;
    invite_code: string;
    inviter_id: string | null;
    status: ColumnType<"active" | "frozen", "active" | "frozen" | undefined>;
    kyc_status: ColumnType<"none" | "pending" | "verified" | "failed", "none" | "pending" | "verified" | "failed" | undefined>;
    google_subject: string | null;
    wallet_address: string | null;
    created_at: CreatedAt;
  };
  sessions: { token_hash: string; user_id: string; created_at: CreatedAt; expires_at: Timestamp; revoked_at: NullableTimestamp };
  verification_codes: {
    id: Id;
    target: string;
    purpose: "register" | "reset";
    code_hash: string;
    client_ip: string;
    attempts: ColumnType<number, number | undefined, number>;
    created_at: CreatedAt;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
  };
  dev_outbox: { id: Id; target: string; subject: string; body: string; code: string | null; created_at: CreatedAt };
  login_throttles: {
    scope: "account" | "ip";
    key: string;
    failures: ColumnType<number, number | undefined, number>;
    blocked_until: NullableTimestamp;
    last_attempt_at: Timestamp;
  };
  wallet_nonces: { nonce: string; address: string; message: string; expires_at: Timestamp; used_at: NullableTimestamp };
  ledger_accounts: { id: Id; owner_id: string | null; book: "demo" | "real"; currency: string; kind: string; shard: ColumnType<number, number | undefined, never>; balance: Numeric };
  journal_entries: {
    id: Id;
    kind: string;
    book: "demo" | "real";
    reference: string | null;
    idempotency_key: string | null;
    actor: string;
    created_at: CreatedAt;
  };
  postings: { id: Id; entry_id: string; account_id: string; amount: string; balance_after: string };
  idempotency_records: {
    user_id: string;
    key: string;
    route: string;
    request_hash: string;
    response: ColumnType<unknown, string, string>;
    created_at: CreatedAt;
  };
  system_params: { key: string; value: string; public: boolean; description: string };
  instruments: {
    id: Id;
    code: string;
    /** 1 forex, 2 crypto, 3 stocks, 4 ETFs, 5 futures. */
    type: 1 | 2 | 3 | 4 | 5;
    name: string;
    base_currency: string;
    quote_currency: string;
    venue: string;
    logo: string;
    price_scale: number;
    quantity_scale: number;
    /** Trading calendar by name; the market module implements each. */
    schedule: "always" | "forex" | "nyse" | "lse" | "xetra" | "tse" | "hkex" | "cme_globex";
    contract_size: string;
    /** Strictly ascending. */
    leverages: number[];
    spread_rate: string;
    fee_rate: string;
    maintenance_margin_rate: string;
    start_price: string;
    listed: ColumnType<boolean, boolean | undefined, boolean>;
    sort_order: number;
  };
  candles_1m: {
    instrument_id: string;
    open_time: Timestamp;
    open: string;
    high: string;
    low: string;
    close: string;
    volume: string;
    /** The feed that produced it: "simulated", "simulated-backfill", later "ccxt:<exchange>". */
    source: string;
  };
  contract_orders: {
    id: Id;
    user_id: string;
    book: "demo" | "real";
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
    close_reason: "manual" | "stopLoss" | "takeProfit" | "liquidation" | "cancelled" | null;
    close_fee: string | null;
    realized_pnl: string | null;
    created_at: CreatedAt;
  };
  spot_orders: {
    id: Id;
    user_id: string;
    book: "demo" | "real";
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
    id: Id;
    user_id: string;
    book: "demo" | "real";
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
  watchlist_entries: { id: Id; user_id: string; instrument_id: string; added_at: CreatedAt };
  orders_needing_attention: { order_kind: "contract" | "spot"; order_id: string; reason: string; noted_at: Timestamp };
}
