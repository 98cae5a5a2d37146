// The instrument catalogue as other domains read it (trading prices orders against these terms).
// The catalogue's tables are market's; this service is the only door to them from outside.
import type { ContractSpec } from "@tradewind/domain/contracts";
import type { Db } from "../platform/database.ts";
import * as repository from "./repository.ts";
import type { InstrumentRecord } from "./repository.ts";

export interface TradableInstrument {
  id: string;
  code: string;
  name: string;
  type: number;
  baseCurrency: string;
  quoteCurrency: string;
  quantityScale: number;
  leverages: number[];
  /** False once delisted: its open orders are still shown, and waiting coin orders are removed. */
  listed: boolean;
  spec: ContractSpec;
}

function toTradable(instrument: InstrumentRecord): TradableInstrument {
  const { contractSize, priceScale, spreadRate, feeRate, maintenanceMarginRate, ...rest } = instrument;
  return {
    ...rest,
    spec: { contractSize, priceScale, spreadRate, feeRate, maintenanceMarginRate },
  };
}

/** `db` may be the caller's transaction: the read then sees (and stays in) that transaction. */
export async function listedInstrumentByCode(db: Db, code: string): Promise<TradableInstrument | undefined> {
  const instrument = await repository.listedInstrumentRecord(db, code);
  return instrument && toTradable(instrument);
}

export async function instrumentsById(db: Db, ids: readonly string[]): Promise<Map<string, TradableInstrument>> {
  if (ids.length === 0) return new Map();
  const instruments = await repository.instrumentRecordsById(db, [...new Set(ids)]);
  return new Map(instruments.map((instrument) => [instrument.id, toTradable(instrument)]));
}

/** One instrument by id, or undefined when the catalogue has none. */
export async function instrumentById(db: Db, id: string): Promise<TradableInstrument | undefined> {
  return (await instrumentsById(db, [id])).get(id);
}

/** Forex pairs of the catalogue: base, quote and code, for converting quote currencies. */
export async function forexPairs(db: Db): Promise<{ code: string; base: string; quote: string }[]> {
  return repository.listedForexPairs(db);
}
