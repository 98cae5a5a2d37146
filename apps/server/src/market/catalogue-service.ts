// The instrument catalogue as the back office edits it: list instruments with their trading
// terms, and change the terms of one (listed, spread, fee, maintenance margin, leverages,
// contract size) in the caller's transaction. Trading reads terms per order and getMarketInfo
// per request, so the next quote, preview and order use the new ones.
import { toPlain, type Decimal } from "@tradewind/domain/money";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import * as repository from "./catalogue-repository.ts";
import type { InstrumentTerms } from "./catalogue-repository.ts";
import type { InstrumentRecord } from "./repository.ts";

export interface CatalogueInstrument {
  code: string;
  name: string;
  type: number;
  baseCurrency: string;
  quoteCurrency: string;
  enabled: boolean;
  spreadRate: string;
  feeRate: string;
  maintenanceMarginRate: string;
  leverages: number[];
  contractSize: string;
  priceScale: number;
  quantityScale: number;
}

function catalogueInstrument(instrument: InstrumentRecord): CatalogueInstrument {
  return {
    code: instrument.code,
    name: instrument.name,
    type: instrument.type,
    baseCurrency: instrument.baseCurrency,
    quoteCurrency: instrument.quoteCurrency,
    enabled: instrument.listed,
    spreadRate: toPlain(instrument.spreadRate),
    feeRate: toPlain(instrument.feeRate),
    maintenanceMarginRate: toPlain(instrument.maintenanceMarginRate),
    leverages: instrument.leverages,
    contractSize: toPlain(instrument.contractSize),
    priceScale: instrument.priceScale,
    quantityScale: instrument.quantityScale,
  };
}

export async function listCatalogue(db: Db, filter: { type?: InstrumentRecord["type"] | undefined; q?: string | undefined; enabled?: boolean | undefined; page: number; size: number }) {
  const { rows, total } = await repository.instrumentsPage(db, { type: filter.type, q: filter.q, listed: filter.enabled, limit: filter.size, offset: (filter.page - 1) * filter.size });
  return { items: rows.map(catalogueInstrument), total, page: filter.page, size: filter.size };
}

/** An instrument's id and terms by code; undefined when the catalogue has no such code. */
export async function catalogueInstrumentByCode(db: Db, code: string): Promise<(CatalogueInstrument & { id: string }) | undefined> {
  const instrument = await repository.instrumentByCode(db, code);
  return instrument && { id: instrument.id, ...catalogueInstrument(instrument) };
}

/** The terms to change, parsed at the wire; absent ones stay. */
export interface TermsChange {
  enabled?: boolean | undefined;
  spreadRate?: Decimal | undefined;
  feeRate?: Decimal | undefined;
  maintenanceMarginRate?: Decimal | undefined;
  leverages?: number[] | undefined;
  contractSize?: Decimal | undefined;
}

/**
 * Whether terms can be traded: spread and fee in [0, 1), maintenance margin in (0, 1) and below
 * the initial margin at the highest leverage (else a position would open liquidatable), and a
 * positive contract size. The table's CHECKs say the same; this answers 10100 instead of a 500.
 */
function termsValid(terms: InstrumentTerms): boolean {
  const isRate = (value: Decimal) => value.gte(0) && value.lt(1);
  const maintenance = terms.maintenanceMarginRate;
  const highest = terms.leverages.at(-1);
  if (highest === undefined) return false;
  return isRate(terms.spreadRate) && isRate(terms.feeRate) && maintenance.gt(0) && maintenance.times(highest).lt(1) && terms.contractSize.gt(0);
}

/** Changes an instrument's terms inside `tx`: 10122 for an unknown code, 10100 for terms that cannot trade. */
export async function changeTerms(tx: Db, code: string, change: TermsChange): Promise<{ before: CatalogueInstrument; after: CatalogueInstrument }> {
  const instrument = (await repository.lockInstrumentByCode(tx, code)) ?? fail("unknownInstrument");
  const wanted: InstrumentTerms = {
    listed: change.enabled ?? instrument.listed,
    spreadRate: change.spreadRate ?? instrument.spreadRate,
    feeRate: change.feeRate ?? instrument.feeRate,
    maintenanceMarginRate: change.maintenanceMarginRate ?? instrument.maintenanceMarginRate,
    leverages: change.leverages ?? instrument.leverages,
    contractSize: change.contractSize ?? instrument.contractSize,
  };
  if (!termsValid(wanted)) fail("invalidRequest");
  const updated = await repository.updateTerms(tx, instrument.id, wanted);
  return { before: catalogueInstrument(instrument), after: catalogueInstrument(updated) };
}
