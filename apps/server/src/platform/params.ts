// System parameters (DESIGN §6): operator-set values read by every domain.
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
