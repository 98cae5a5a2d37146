// SQL behind market/catalogue-service.ts: the back office's reads and edits of instruments'
// trading terms. The table's CHECKs (migration 0002) hold the terms' invariants.
import { sql, type Updateable } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { MarketTables } from "./tables.ts";

export interface InstrumentFilter {
  type: number | undefined;
  q: string | undefined;
  listed: boolean | undefined;
  limit: number;
  offset: number;
}

/** `%text%` for LIKE, with the pattern characters in `text` matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function instrumentsPage(handle: Db, filter: InstrumentFilter) {
  const db = withTables<MarketTables>(handle);
  let query = db.selectFrom("instruments");
  if (filter.type !== undefined) query = query.where("type", "=", filter.type as 1 | 2 | 3 | 4 | 5);
  if (filter.listed !== undefined) query = query.where("listed", "=", filter.listed);
  const { q } = filter;
  if (q !== undefined) query = query.where((eb) => eb.or([eb(sql`upper(code)`, "like", containsPattern(q.toUpperCase())), eb(sql`lower(name)`, "like", containsPattern(q.toLowerCase()))]));
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy("type").orderBy("code").limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export type CatalogueRow = Awaited<ReturnType<typeof instrumentsPage>>["rows"][number];

/** The instrument's row, locked until `tx` ends, so two edits of one instrument queue. */
export async function lockInstrumentByCode(tx: Db, code: string): Promise<CatalogueRow | undefined> {
  const db = withTables<MarketTables>(tx);
  return db.selectFrom("instruments").selectAll().where("code", "=", code).forUpdate().executeTakeFirst();
}

export async function instrumentByCode(handle: Db, code: string): Promise<CatalogueRow | undefined> {
  const db = withTables<MarketTables>(handle);
  return db.selectFrom("instruments").selectAll().where("code", "=", code).executeTakeFirst();
}

export type TermChanges = Pick<Updateable<MarketTables["instruments"]>, "listed" | "spread_rate" | "fee_rate" | "maintenance_margin_rate" | "leverages" | "contract_size">;

export async function updateInstrument(tx: Db, id: string, changes: TermChanges): Promise<CatalogueRow> {
  const db = withTables<MarketTables>(tx);
  return db.updateTable("instruments").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}
