// SQL behind accounts/users-service.ts: the few facts about users other domains may ask for.
import { withTables, type Db } from "../platform/database.ts";
import type { AccountsTables } from "./tables.ts";

export async function kycStatusOf(handle: Db, userId: string) {
  const db = withTables<AccountsTables>(handle);
  const row = await db.selectFrom("users").select("kyc_status").where("id", "=", userId).executeTakeFirst();
  return row?.kyc_status;
}

export async function statusOf(handle: Db, userId: string) {
  const db = withTables<AccountsTables>(handle);
  const row = await db.selectFrom("users").select("status").where("id", "=", userId).executeTakeFirst();
  return row?.status;
}

export async function countUsers(handle: Db): Promise<number> {
  const db = withTables<AccountsTables>(handle);
  const row = await db.selectFrom("users").select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function lockUserRow(handle: Db, userId: string): Promise<void> {
  const db = withTables<AccountsTables>(handle);
  await db.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
}
