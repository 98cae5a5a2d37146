// SQL of option cycles as the back office edits them: every cycle of an instrument (active or
// not), one locked for a change, inserts and updates. Bought options copied their terms.
import { toPlain } from "@tradewind/domain/money";
import { withTables, type Db } from "../../platform/database.ts";
import type { OptionCycleRecord } from "../engine/types.ts";
import type { TradingTables } from "../tables.ts";
import { toCycleRecord } from "./repository.ts";

export async function cyclesPage(handle: Db, instrumentId: string, window: { limit: number; offset: number }) {
  const db = withTables<TradingTables>(handle);
  const query = db.selectFrom("option_cycles").where("instrument_id", "=", instrumentId);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy("seconds").orderBy("id").limit(window.limit).offset(window.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toCycleRecord), total: Number(total.count) };
}

export async function cycleOfLength(handle: Db, instrumentId: string, seconds: number): Promise<OptionCycleRecord | undefined> {
  const db = withTables<TradingTables>(handle);
  const row = await db.selectFrom("option_cycles").selectAll().where("instrument_id", "=", instrumentId).where("seconds", "=", seconds).executeTakeFirst();
  return row && toCycleRecord(row);
}

type CycleTerms = Pick<OptionCycleRecord, "payoutRatio" | "minStake" | "maxStake">;

function termsRow(terms: CycleTerms) {
  return { payout_ratio: toPlain(terms.payoutRatio), min_stake: toPlain(terms.minStake), max_stake: toPlain(terms.maxStake) };
}

export async function insertCycle(tx: Db, instrumentId: string, cycle: CycleTerms & { seconds: number }): Promise<OptionCycleRecord> {
  const db = withTables<TradingTables>(tx);
  const values = { instrument_id: instrumentId, seconds: cycle.seconds, ...termsRow(cycle) };
  return toCycleRecord(await db.insertInto("option_cycles").values(values).returningAll().executeTakeFirstOrThrow());
}

/** The cycle's row, locked until `tx` ends, so two edits of one cycle queue. */
export async function lockCycle(tx: Db, id: string): Promise<OptionCycleRecord | undefined> {
  const db = withTables<TradingTables>(tx);
  const row = await db.selectFrom("option_cycles").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && toCycleRecord(row);
}

export async function updateCycle(tx: Db, id: string, terms: CycleTerms & { active: boolean }): Promise<OptionCycleRecord> {
  const db = withTables<TradingTables>(tx);
  const changes = { ...termsRow(terms), active: terms.active };
  return toCycleRecord(await db.updateTable("option_cycles").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow());
}
