// Tables of the market domain: the instrument catalogue, recorded candles and watchlists. Only
// market repositories query them; trading reads instruments through market/instruments.ts.
import type { InstrumentType } from "@tradewind/api/market";
import type { ColumnType } from "kysely";
import type { Id, CreatedAt, Timestamp } from "../platform/columns.ts";

export interface MarketTables {
  instruments: {
    id: Id;
    code: string;
    type: InstrumentType;
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
  /** Every applied tick, in order (0035): options settle from it, a restart reads the latest price. */
  market_ticks: { instrument_id: string; ts: Timestamp; price: string; source: string };
  watchlist_entries: { id: Id; user_id: string; instrument_id: string; added_at: CreatedAt };
}
