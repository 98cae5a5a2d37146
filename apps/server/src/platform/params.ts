// System parameters (DESIGN §6): operator-set values read by every domain, and the back
// office's editor: each parameter has a type and, for numbers, bounds that a new value must fit.
import { assertNever } from "@tradewind/domain/assert";
import { decimal } from "@tradewind/domain/money";
import type { Db } from "./database.ts";
import { fail } from "./errors.ts";

export async function getParam(db: Db, key: string): Promise<string> {
  const row = await db.selectFrom("system_params").select("value").where("key", "=", key).executeTakeFirst();
  if (!row) fail("systemParamMissing");
  return row.value;
}

export async function getPublicParam(db: Db, key: string): Promise<string> {
  const row = await db.selectFrom("system_params").select("value").where("key", "=", key).where("public", "=", true).executeTakeFirst();
  if (!row) fail("systemParamMissing");
  return row.value;
}

export async function getFlag(db: Db, key: string): Promise<boolean> {
  return (await getParam(db, key)) === "true";
}

/** Parameters by key, a page at a time, with their type and bounds (the back office's editor). */
export async function paramsPage(db: Db, window: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    db.selectFrom("system_params").selectAll().orderBy("key").limit(window.limit).offset(window.offset).execute(),
    db.selectFrom("system_params").select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export type ParamRow = Awaited<ReturnType<typeof paramsPage>>["rows"][number];

/** The parameter's row locked until `tx` ends (two edits of one parameter queue); 10018 when unknown. */
export async function lockParam(tx: Db, key: string): Promise<ParamRow> {
  const row = await tx.selectFrom("system_params").selectAll().where("key", "=", key).forUpdate().executeTakeFirst();
  return row ?? fail("systemParamMissing");
}

/** Sets a value already checked by `paramValueFits`. */
export async function setParam(tx: Db, key: string, value: string, now: Date): Promise<ParamRow> {
  return tx.updateTable("system_params").set({ value, updated_at: now }).where("key", "=", key).returningAll().executeTakeFirstOrThrow();
}

const integerPattern = /^-?\d{1,20}$/;
const decimalPattern = /^-?\d{1,20}(\.\d{1,18})?$/;

/**
 * Whether `value` is a valid value of the parameter: "true"/"false" for a boolean, a plain
 * integer or decimal within the inclusive bounds, an http(s) URL or empty for a url; any text.
 */
export function paramValueFits(param: Pick<ParamRow, "type" | "min_value" | "max_value">, value: string): boolean {
  switch (param.type) {
    case "boolean":
      return value === "true" || value === "false";
    case "integer":
      return integerPattern.test(value) && withinBounds(param, value);
    case "decimal":
      return decimalPattern.test(value) && withinBounds(param, value);
    case "url":
      return value === "" || isWebUrl(value);
    case "text":
      return true;
    default:
      return assertNever(param.type, "parameter type");
  }
}

function withinBounds(param: Pick<ParamRow, "min_value" | "max_value">, value: string): boolean {
  const number = decimal(value);
  return (param.min_value === null || number.gte(param.min_value)) && (param.max_value === null || number.lte(param.max_value));
}

function isWebUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === "https:" || protocol === "http:";
}
