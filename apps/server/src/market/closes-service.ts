// Recorded prices of coins for valuing a balance (portfolio analytics): each coin's USDT price at
// each day's end is the close of the last 1-minute candle closed by then, with the feed that
// recorded it. The candle table is market's; this is the door.
import type { PriceMark } from "@tradewind/domain/portfolio";
import type { Db } from "../platform/database.ts";
import { candleClosesAt } from "./repository.ts";

const candleMs = 60_000;

/** Per coin, its marks by each day's start from `start` to `end` and by `now`, oldest first, each candle once. */
export async function dailyCloses(db: Db, currencies: readonly string[], instants: { start: Date; end: Date; now: Date }): Promise<Map<string, PriceMark[]>> {
  const marks = new Map<string, PriceMark[]>();
  for (const row of await candleClosesAt(db, currencies, instants)) {
    const list = marks.get(row.currency) ?? [];
    const at = new Date(row.openTime.getTime() + candleMs);
    if (list.at(-1)?.at.getTime() !== at.getTime()) list.push({ at, price: row.close, source: row.source });
    marks.set(row.currency, list);
  }
  return marks;
}
