// Home-page figures, computed from the database on every request (SPEC §1's marketing claims are
// shown only as these values). Traded volume counts real-book fills; until the trading release
// records fills there are none, so it is honestly "0".
import { decimal, toPlain } from "@tradewind/domain/money";
import type { Db } from "../platform/database.ts";

export interface HomeFigures {
  listedInstruments: number;
  registeredUsers: number;
  volume24h: string;
  lowestFeeRate: string | null;
  source: string;
}

export async function homeFigures(db: Db, source: string): Promise<HomeFigures> {
  const [instruments, users] = await Promise.all([
    db
      .selectFrom("instruments")
      .select((eb) => [eb.fn.countAll<string>().as("count"), eb.fn.min("fee_rate").as("lowest_fee")])
      .where("listed", "=", true)
      .executeTakeFirstOrThrow(),
    db.selectFrom("users").select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    listedInstruments: Number(instruments.count),
    registeredUsers: Number(users.count),
    volume24h: "0",
    lowestFeeRate: instruments.lowest_fee === null ? null : toPlain(decimal(instruments.lowest_fee)),
    source,
  };
}
