// SQL behind accounts/users-service.ts: the few facts about users other domains may ask for.
import { coalesced } from "../platform/coalesce.ts";
import { withTables, type Db } from "../platform/database.ts";
import type { AccountsTables } from "./tables.ts";

export async function kycStatusOf(handle: Db, userId: string) {
  const db = withTables<AccountsTables>(handle);
  const row = await db.selectFrom("users").select("kyc_status").where("id", "=", userId).executeTakeFirst();
  return row?.kyc_status;
}

/** Checked before every trade: concurrent requests' reads go as one statement. */
const statusById = coalesced(async (handle, ids: readonly string[]) => {
  const rows = await withTables<AccountsTables>(handle).selectFrom("users").select(["id", "status"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, row.status]));
});

export async function statusOf(handle: Db, userId: string) {
  return statusById(handle, userId);
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
