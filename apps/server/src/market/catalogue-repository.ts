// SQL behind market/catalogue-service.ts: the back office's reads and edits of instruments'
// trading terms. The table's CHECKs (migration 0002) hold the terms' invariants.
import { toPlain, type Decimal } from "@tradewind/domain/money";
import { sql } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import { instrumentOf, type InstrumentRecord } from "./repository.ts";
import type { MarketTables } from "./tables.ts";

export interface InstrumentFilter {
  type: InstrumentRecord["type"] | undefined;
  q: string | undefined;
  listed: boolean | undefined;
  limit: number;
  offset: number;
}

/** `%text%` for LIKE, with the pattern characters in `text` matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function instrumentsPage(handle: Db, filter: InstrumentFilter): Promise<{ rows: InstrumentRecord[]; total: number }> {
  const db = withTables<MarketTables>(handle);
  let query = db.selectFrom("instruments");
  if (filter.type !== undefined) query = query.where("type", "=", filter.type);
  if (filter.listed !== undefined) query = query.where("listed", "=", filter.listed);
  const { q } = filter;
  if (q !== undefined) query = query.where((eb) => eb.or([eb(sql`upper(code)`, "like", containsPattern(q.toUpperCase())), eb(sql`lower(name)`, "like", containsPattern(q.toLowerCase()))]));
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy("type").orderBy("code").limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(instrumentOf), total: Number(total.count) };
}

/** The instrument's row, locked until `tx` ends, so two edits of one instrument queue. */
export async function lockInstrumentByCode(tx: Db, code: string): Promise<InstrumentRecord | undefined> {
  const db = withTables<MarketTables>(tx);
  const row = await db.selectFrom("instruments").selectAll().where("code", "=", code).forUpdate().executeTakeFirst();
  return row && instrumentOf(row);
}

export async function instrumentByCode(handle: Db, code: string): Promise<InstrumentRecord | undefined> {
  const db = withTables<MarketTables>(handle);
  const row = await db.selectFrom("instruments").selectAll().where("code", "=", code).executeTakeFirst();
  return row && instrumentOf(row);
}

/** The terms an operator may change. */
export interface InstrumentTerms {
  listed: boolean;
  spreadRate: Decimal;
  feeRate: Decimal;
  maintenanceMarginRate: Decimal;
  leverages: number[];
  contractSize: Decimal;
}

export async function updateTerms(tx: Db, id: string, terms: InstrumentTerms): Promise<InstrumentRecord> {
  const db = withTables<MarketTables>(tx);
  const row = await db
    .updateTable("instruments")
    .set({
      listed: terms.listed,
      spread_rate: toPlain(terms.spreadRate),
      fee_rate: toPlain(terms.feeRate),
      maintenance_margin_rate: toPlain(terms.maintenanceMarginRate),
      leverages: terms.leverages,
      contract_size: toPlain(terms.contractSize),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return instrumentOf(row);
}
