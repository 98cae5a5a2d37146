// Home-page figures, computed from the database on every request (SPEC §1's marketing claims are
// shown only as these values). Traded volume is the USDT notional of real-book contract fills
// (openings and closings) in the last 24 h; the demo book is practice, not volume.
import { sql } from "kysely";
import { decimal, roundDownForUser, toPlain } from "@tradewind/domain/money";
import type { Db } from "../platform/database.ts";

export interface HomeFigures {
  listedInstruments: number;
  registeredUsers: number;
  volume24h: string;
  lowestFeeRate: string | null;
  source: string;
}

const dayMs = 86_400_000;

export async function homeFigures(db: Db, source: string, now: Date): Promise<HomeFigures> {
  const since = new Date(now.getTime() - dayMs);
  const [instruments, users, traded] = await Promise.all([
    db
      .selectFrom("instruments")
      .select((eb) => [eb.fn.countAll<string>().as("count"), eb.fn.min("fee_rate").as("lowest_fee")])
      .where("listed", "=", true)
      .executeTakeFirstOrThrow(),
    db.selectFrom("users").select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
    sql<{ volume: string | null }>`
      select sum(o.lots * i.contract_size * o.quote_rate *
                 ((case when o.opened_at >= ${since} then o.open_price else 0 end) +
                  (case when o.closed_at >= ${since} and o.status = 'closed' then o.close_price else 0 end))) as volume
      from contract_orders o join instruments i on i.id = o.instrument_id
      where o.book = 'real' and (o.opened_at >= ${since} or (o.closed_at >= ${since} and o.status = 'closed'))`.execute(db),
  ]);
  return {
    listedInstruments: Number(instruments.count),
    registeredUsers: Number(users.count),
    volume24h: toPlain(roundDownForUser(decimal(traded.rows[0]?.volume ?? "0"), "USDT")),
    lowestFeeRate: instruments.lowest_fee === null ? null : toPlain(decimal(instruments.lowest_fee)),
    source,
  };
}
