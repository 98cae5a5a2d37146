// SQL of the uploads domain: the uploads and upload_refusals tables only.
import type { UploadPurpose } from "@tradewind/api/uploads";
import type { UserId } from "@tradewind/domain/ids";
import type { Insertable, Selectable } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { UploadTables } from "./tables.ts";

export type UploadRow = Selectable<UploadTables["uploads"]>;

export async function insertUpload(handle: Db, row: Insertable<UploadTables["uploads"]>): Promise<UploadRow> {
  const db = withTables<UploadTables>(handle);
  return db.insertInto("uploads").values(row).returningAll().executeTakeFirstOrThrow();
}

/** Who made an upload: a user (owner_id) or an operator (operator_id). */
export type Uploader = { owner_id: UserId } | { operator_id: string };

/**
 * How many uploads the uploader made since `since`, accepted and refused alike, and when the
 * earliest of them was made.
 */
export async function uploadsSince(handle: Db, uploader: Uploader, since: Date): Promise<{ count: number; earliest: Date | null }> {
  const db = withTables<UploadTables>(handle);
  const [column, id] = "owner_id" in uploader ? (["owner_id", uploader.owner_id] as const) : (["operator_id", uploader.operator_id] as const);
  const attempts = db
    .selectFrom("uploads")
    .select("created_at")
    .where(column, "=", id)
    .where("created_at", ">", since)
    .unionAll(db.selectFrom("upload_refusals").select("created_at").where(column, "=", id).where("created_at", ">", since));
  const row = await db
    .selectFrom(attempts.as("attempts"))
    .select((eb) => [eb.fn.countAll<string>().as("count"), eb.fn.min("created_at").as("earliest")])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), earliest: row.earliest === null ? null : new Date(row.earliest) };
}

/** Records a refused upload of the uploader, with the code it was answered. */
export async function insertRefusal(handle: Db, uploader: Uploader, code: number, createdAt: Date): Promise<void> {
  const db = withTables<UploadTables>(handle);
  await db.insertInto("upload_refusals").values({ ...uploader, code, created_at: createdAt }).execute();
}

/** An operator's upload of `purpose`, unclaimed or already claimed by `reference`, locked until the transaction ends. */
export async function lockOperatorClaimable(handle: Db, id: string, purpose: UploadPurpose, reference: string | null) {
  const db = withTables<UploadTables>(handle);
  return db
    .selectFrom("uploads")
    .selectAll()
    .where("id", "=", id)
    .where("operator_id", "is not", null)
    .where("purpose", "=", purpose)
    .where((eb) => (reference === null ? eb("claimed_at", "is", null) : eb.or([eb("claimed_at", "is", null), eb("claimed_ref", "=", reference)])))
    .forUpdate()
    .executeTakeFirst();
}

export async function findUpload(handle: Db, id: string): Promise<UploadRow | undefined> {
  const db = withTables<UploadTables>(handle);
  return db.selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The owner's unclaimed uploads of `purpose` among `ids`, locked until the transaction ends. */
export async function lockClaimable(handle: Db, ownerId: UserId, ids: readonly string[], purpose: UploadPurpose): Promise<UploadRow[]> {
  const db = withTables<UploadTables>(handle);
  return db
    .selectFrom("uploads")
    .selectAll()
    .where("id", "in", ids)
    .where("owner_id", "=", ownerId)
    .where("purpose", "=", purpose)
    .where("claimed_at", "is", null)
    .orderBy("id")
    .forUpdate()
    .execute();
}

export async function markClaimed(handle: Db, ids: readonly string[], reference: string | null): Promise<void> {
  const db = withTables<UploadTables>(handle);
  await db.updateTable("uploads").set((eb) => ({ claimed_at: eb.fn("now", []), claimed_ref: reference })).where("id", "in", ids).execute();
}
