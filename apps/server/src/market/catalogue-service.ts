// The instrument catalogue as the back office edits it: list instruments with their trading
// terms, and change the terms of one (listed, spread, fee, maintenance margin, leverages,
// contract size) in the caller's transaction. Trading reads terms per order and getMarketInfo
// per request, so the next quote, preview and order use the new ones.
import { decimal, toPlain } from "@tradewind/domain/money";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import * as repository from "./catalogue-repository.ts";
import type { CatalogueRow } from "./catalogue-repository.ts";

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

function catalogueInstrument(row: CatalogueRow): CatalogueInstrument {
  const plain = (value: string) => toPlain(decimal(value));
  return {
    code: row.code,
    name: row.name,
    type: row.type,
    baseCurrency: row.base_currency,
    quoteCurrency: row.quote_currency,
    enabled: row.listed,
    spreadRate: plain(row.spread_rate),
    feeRate: plain(row.fee_rate),
    maintenanceMarginRate: plain(row.maintenance_margin_rate),
    leverages: row.leverages,
    contractSize: plain(row.contract_size),
    priceScale: row.price_scale,
    quantityScale: row.quantity_scale,
  };
}

export async function listCatalogue(db: Db, filter: { type?: number | undefined; q?: string | undefined; enabled?: boolean | undefined; page: number; size: number }) {
  const { rows, total } = await repository.instrumentsPage(db, { type: filter.type, q: filter.q, listed: filter.enabled, limit: filter.size, offset: (filter.page - 1) * filter.size });
  return { items: rows.map(catalogueInstrument), total, page: filter.page, size: filter.size };
}

/** An instrument's id and terms by code; undefined when the catalogue has no such code. */
export async function catalogueInstrumentByCode(db: Db, code: string): Promise<(CatalogueInstrument & { id: string }) | undefined> {
  const row = await repository.instrumentByCode(db, code);
  return row && { id: row.id, ...catalogueInstrument(row) };
}

export interface TermsChange {
  enabled?: boolean | undefined;
  spreadRate?: string | undefined;
  feeRate?: string | undefined;
  maintenanceMarginRate?: string | undefined;
  leverages?: number[] | undefined;
  contractSize?: string | undefined;
}

/**
 * Whether terms can be traded: spread and fee in [0, 1), maintenance margin in (0, 1) and below
 * the initial margin at the highest leverage (else a position would open liquidatable), and a
 * positive contract size. The table's CHECKs say the same; this answers 10100 instead of a 500.
 */
function termsValid(terms: CatalogueInstrument): boolean {
  const isRate = (value: string) => decimal(value).gte(0) && decimal(value).lt(1);
  const maintenance = decimal(terms.maintenanceMarginRate);
  const highest = terms.leverages.at(-1);
  if (highest === undefined) return false;
  return isRate(terms.spreadRate) && isRate(terms.feeRate) && maintenance.gt(0) && maintenance.times(highest).lt(1) && decimal(terms.contractSize).gt(0);
}

/** Changes an instrument's terms inside `tx`: 10122 for an unknown code, 10100 for terms that cannot trade. */
export async function changeTerms(tx: Db, code: string, change: TermsChange): Promise<{ before: CatalogueInstrument; after: CatalogueInstrument }> {
  const row = (await repository.lockInstrumentByCode(tx, code)) ?? fail("unknownInstrument");
  const before = catalogueInstrument(row);
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as TermsChange;
  const wanted = { ...before, ...defined };
  if (!termsValid(wanted)) fail("invalidRequest");
  const updated = await repository.updateInstrument(tx, row.id, {
    listed: wanted.enabled,
    spread_rate: wanted.spreadRate,
    fee_rate: wanted.feeRate,
    maintenance_margin_rate: wanted.maintenanceMarginRate,
    leverages: wanted.leverages,
    contract_size: wanted.contractSize,
  });
  return { before, after: catalogueInstrument(updated) };
}
