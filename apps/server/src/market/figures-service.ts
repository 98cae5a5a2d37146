// Home-page figures, computed from the database on every request (SPEC §1's marketing claims are
// shown only as these values). Traded volume is the USDT notional of real-book contract fills
// (openings and closings) in the last 24 h; the demo book is practice, not volume. Users are
// counted by accounts' service; volume is trading's, handed in by app.ts (`VolumeSince`): trading
// reads market's instruments, so market sits below it and never imports it.
import { roundDownForUser, toPlain, type Decimal } from "@tradewind/domain/money";
import { registeredUserCount } from "../accounts/users-service.ts";
import type { Db } from "../platform/database.ts";
import { listedCountAndLowestFee } from "./repository.ts";

export interface HomeFigures {
  listedInstruments: number;
  registeredUsers: number;
  volume24h: string;
  lowestFeeRate: string | null;
  source: string;
}

/** The USDT notional of real-book contract fills since `since`. */
export type VolumeSince = (db: Db, since: Date) => Promise<Decimal>;

const dayMs = 86_400_000;

export async function homeFigures(db: Db, source: string, now: Date, realVolumeSince: VolumeSince): Promise<HomeFigures> {
  const since = new Date(now.getTime() - dayMs);
  const [catalogue, users, traded] = await Promise.all([listedCountAndLowestFee(db), registeredUserCount(db), realVolumeSince(db, since)]);
  return {
    listedInstruments: catalogue.count,
    registeredUsers: users,
    volume24h: toPlain(roundDownForUser(traded, "USDT")),
    lowestFeeRate: catalogue.lowestFee === null ? null : toPlain(catalogue.lowestFee),
    source,
  };
}
