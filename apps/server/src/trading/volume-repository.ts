// SQL of the real book's traded volume per UTC day, for the back office's dashboard: contract
// fills (openings and closings) as lots × quote rate × price per instrument (times the
// instrument's contract size, which market owns, this is USDT notional), and coin fills'
// USDT turnover.
import { decimal, type Decimal } from "@tradewind/domain/money";
import { sql } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { TradingTables } from "./tables.ts";

export async function contractLotValueByDay(handle: Db, from: Date, to: Date): Promise<{ instrumentId: string; day: string; lotValue: Decimal }[]> {
  const db = withTables<TradingTables>(handle);
  const result = await sql<{ instrument_id: string; day: string; lot_value: string }>`
    select f.instrument_id, f.day, sum(f.lot_value)::text as lot_value from (
      select instrument_id, to_char(opened_at at time zone 'UTC', 'YYYY-MM-DD') as day, lots * quote_rate * open_price as lot_value
      from contract_orders where book = 'real' and open_price is not null and opened_at >= ${from} and opened_at < ${to}
      union all
      select instrument_id, to_char(closed_at at time zone 'UTC', 'YYYY-MM-DD') as day, lots * quote_rate * close_price as lot_value
      from contract_orders where book = 'real' and status = 'closed' and closed_at >= ${from} and closed_at < ${to}
    ) f
    group by f.instrument_id, f.day`.execute(db);
  return result.rows.map((row) => ({ instrumentId: row.instrument_id, day: row.day, lotValue: decimal(row.lot_value) }));
}

export async function spotTurnoverByDay(handle: Db, from: Date, to: Date): Promise<{ day: string; turnover: Decimal }[]> {
  const db = withTables<TradingTables>(handle);
  const result = await sql<{ day: string; turnover: string }>`
    select to_char(filled_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(turnover)::text as turnover
    from spot_orders where book = 'real' and status = 'done' and filled_at >= ${from} and filled_at < ${to}
    group by 1`.execute(db);
  return result.rows.map((row) => ({ day: row.day, turnover: decimal(row.turnover) }));
}
