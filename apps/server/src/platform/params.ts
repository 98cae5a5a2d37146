// System parameters (DESIGN §6): operator-set values read by every domain, and the back
// office's editor: each parameter has a type and, for numbers, bounds that a new value must fit.
import { invariant } from "@tradewind/domain/assert";
import { decimal, decimalOrNull, type Decimal } from "@tradewind/domain/money";
import type { ParamRule } from "@tradewind/domain/params";
import type { Selectable } from "kysely";
import { coalesced } from "./coalesce.ts";
import type { Db } from "./database.ts";
import type { PlatformTables } from "./tables.ts";
import { fail } from "./errors.ts";

/** Parameters read by concurrent requests in one turn go to PostgreSQL as one statement. */
const paramValue = coalesced<string, string>(async (db, keys) => {
  const rows = await db.selectFrom("system_params").select(["key", "value"]).where("key", "in", keys).execute();
  return new Map(rows.map((row) => [row.key, row.value]));
});

export async function getParam(db: Db, key: string): Promise<string> {
  return (await paramValue(db, key)) ?? fail("systemParamMissing");
}

export async function getPublicParam(db: Db, key: string): Promise<string> {
  const row = await db.selectFrom("system_params").select("value").where("key", "=", key).where("public", "=", true).executeTakeFirst();
  if (!row) fail("systemParamMissing");
  return row.value;
}

/** A decimal parameter (a rate, a limit, an amount), parsed once here. */
export async function decimalParam(db: Db, key: string): Promise<Decimal> {
  return decimal(await getParam(db, key));
}

/**
 * An integer parameter (a count, days, seconds, bytes) of at least `min`, parsed once here. The
 * editor keeps values within their bounds, so anything else is a broken invariant, named.
 */
export async function integerParam(db: Db, key: string, min: number): Promise<number> {
  const value = Number(await getParam(db, key));
  invariant(Number.isSafeInteger(value) && value >= min, `${key} is not a whole number of at least ${min}: ${value}`);
  return value;
}

export async function getFlag(db: Db, key: string): Promise<boolean> {
  return (await getParam(db, key)) === "true";
}

/** A parameter with its type and bounds, as the back office's editor shows it. */
export interface ParamRecord extends ParamRule {
  key: string;
  value: string;
  public: boolean;
  description: string;
  updatedAt: Date | null;
}

function paramOf(row: Selectable<PlatformTables["system_params"]>): ParamRecord {
  return {
    key: row.key,
    value: row.value,
    type: row.type,
    description: row.description,
    public: row.public,
    min: decimalOrNull(row.min_value),
    max: decimalOrNull(row.max_value),
    updatedAt: row.updated_at,
  };
}

/** Parameters by key, a page at a time, with their type and bounds (the back office's editor). */
export async function paramsPage(db: Db, window: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    db.selectFrom("system_params").selectAll().orderBy("key").limit(window.limit).offset(window.offset).execute(),
    db.selectFrom("system_params").select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { params: rows.map(paramOf), total: Number(total.count) };
}

/** The parameter locked until `tx` ends (two edits of one parameter queue); 10018 when unknown. */
export async function lockParam(tx: Db, key: string): Promise<ParamRecord> {
  const row = await tx.selectFrom("system_params").selectAll().where("key", "=", key).forUpdate().executeTakeFirst();
  return row ? paramOf(row) : fail("systemParamMissing");
}

/** Sets a value already checked by `paramValueFits`. */
export async function setParam(tx: Db, key: string, value: string, now: Date): Promise<ParamRecord> {
  return paramOf(await tx.updateTable("system_params").set({ value, updated_at: now }).where("key", "=", key).returningAll().executeTakeFirstOrThrow());
}
