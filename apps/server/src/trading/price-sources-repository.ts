// SQL behind trading/price-sources.ts: the feed each recorded price of a user's orders came from,
// for the order kinds that fill or settle at a price.
import { sql } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { TradingTables } from "./tables.ts";

export interface OrderSources {
  reference: string;
  /** contract: opened / closed; spot: filled; option: entered / settled. */
  opened: string | null;
  closed: string | null;
}

/** Every order of the user on `book` with its recorded price sources, by ledger reference. */
export async function orderSources(handle: Db, userId: string, book: string): Promise<OrderSources[]> {
  const { rows } = await sql<OrderSources>`
    select 'contract:' || id as reference, open_source as opened, close_source as closed from contract_orders where user_id = ${userId} and book = ${book}
    union all
    select 'spot:' || id, fill_source, null from spot_orders where user_id = ${userId} and book = ${book} and fill_source is not null
    union all
    select 'option:' || id, entry_source, settlement_source from option_orders where user_id = ${userId} and book = ${book}`.execute(withTables<TradingTables>(handle));
  return rows;
}
