// The real book's traded volume in USDT per UTC day (the back office's dashboard): contract
// notional of every opening and closing fill plus coin turnover. Demo trades never count.
import { invariant } from "@tradewind/domain/assert";
import { Decimal } from "@tradewind/domain/money";
import { instrumentsById } from "../market/instruments-service.ts";
import type { Db } from "../platform/database.ts";
import * as repository from "./volume-repository.ts";

/** USDT volume per day (YYYY-MM-DD) in [from, to); days without trades are absent. */
export async function realVolumeByDay(db: Db, from: Date, to: Date): Promise<Map<string, Decimal>> {
  const [contracts, coins] = await Promise.all([repository.contractLotValueByDay(db, from, to), repository.spotTurnoverByDay(db, from, to)]);
  const instruments = await instrumentsById(db, contracts.map((fill) => fill.instrumentId));
  const volume = new Map<string, Decimal>();
  const add = (day: string, amount: Decimal) => volume.set(day, (volume.get(day) ?? new Decimal(0)).plus(amount));
  for (const fill of contracts) {
    const instrument = instruments.get(fill.instrumentId);
    // The orders' foreign key keeps every instrument; a missing one is a broken database.
    invariant(instrument, `contract volume: instrument ${fill.instrumentId} is missing`);
    add(fill.day, fill.lotValue.times(instrument.spec.contractSize));
  }
  for (const coin of coins) add(coin.day, coin.turnover);
  return volume;
}
