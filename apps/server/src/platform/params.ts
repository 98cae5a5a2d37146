// System parameters (DESIGN §6): operator-set values read by every domain, and the back
// office's editor: each parameter has a type and, for numbers, bounds that a new value must fit.
import { paramValueFits as fitsRule } from "@tradewind/domain/params";
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

/** Whether `value` fits the parameter's type and bounds (packages/domain/src/params.ts). */
export function paramValueFits(param: Pick<ParamRow, "type" | "min_value" | "max_value">, value: string): boolean {
  return fitsRule({ type: param.type, min: param.min_value, max: param.max_value }, value);
}
