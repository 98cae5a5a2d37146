// SQL of the uploads domain: the uploads and upload_refusals tables only.
import type { UploadPurpose } from "@tradewind/api/uploads";
import type { UserId } from "@tradewind/domain/ids";
import type { Selectable } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { StoredImageType, UploadTables } from "./tables.ts";

export interface UploadRecord {
  id: string;
  /** The user's upload; null for an operator's. */
  ownerId: UserId | null;
  operatorId: string | null;
  purpose: UploadPurpose;
  contentType: StoredImageType;
  bytes: number;
  width: number;
  height: number;
  sha256: string;
  /** The file's random name under DATA_DIR/uploads (storage.ts). */
  storageName: string;
  claimedAt: Date | null;
  createdAt: Date;
}

function uploadOf(row: Selectable<UploadTables["uploads"]>): UploadRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    operatorId: row.operator_id,
    purpose: row.purpose,
    contentType: row.content_type,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    sha256: row.sha256,
    storageName: row.storage_name,
    claimedAt: row.claimed_at,
    createdAt: row.created_at,
  };
}

/** Who made an upload: a user or an operator. */
export type Uploader = { ownerId: UserId } | { operatorId: string };

function uploaderColumns(uploader: Uploader) {
  return "ownerId" in uploader ? { owner_id: uploader.ownerId, operator_id: null } : { owner_id: null, operator_id: uploader.operatorId };
}

/** An upload's fields that come from the image itself. */
export type StoredImage = Pick<UploadRecord, "purpose" | "contentType" | "bytes" | "width" | "height" | "sha256" | "storageName" | "createdAt">;

export async function insertUpload(handle: Db, uploader: Uploader, image: StoredImage): Promise<UploadRecord> {
  const db = withTables<UploadTables>(handle);
  const row = await db
    .insertInto("uploads")
    .values({
      ...uploaderColumns(uploader),
      purpose: image.purpose,
      content_type: image.contentType,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      sha256: image.sha256,
      storage_name: image.storageName,
      created_at: image.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return uploadOf(row);
}

/**
 * How many uploads the uploader made since `since`, accepted and refused alike, and when the
 * earliest of them was made.
 */
export async function uploadsSince(handle: Db, uploader: Uploader, since: Date): Promise<{ count: number; earliest: Date | null }> {
  const db = withTables<UploadTables>(handle);
  const [column, id] = "ownerId" in uploader ? (["owner_id", uploader.ownerId] as const) : (["operator_id", uploader.operatorId] as const);
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
  await db.insertInto("upload_refusals").values({ ...uploaderColumns(uploader), code, created_at: createdAt }).execute();
}

/** An operator's upload of `purpose`, unclaimed or already claimed by `reference`, locked until the transaction ends. */
export async function lockOperatorClaimable(handle: Db, id: string, purpose: UploadPurpose, reference: string | null): Promise<UploadRecord | undefined> {
  const db = withTables<UploadTables>(handle);
  const row = await db
    .selectFrom("uploads")
    .selectAll()
    .where("id", "=", id)
    .where("operator_id", "is not", null)
    .where("purpose", "=", purpose)
    .where((eb) => (reference === null ? eb("claimed_at", "is", null) : eb.or([eb("claimed_at", "is", null), eb("claimed_ref", "=", reference)])))
    .forUpdate()
    .executeTakeFirst();
  return row && uploadOf(row);
}

export async function findUpload(handle: Db, id: string): Promise<UploadRecord | undefined> {
  const db = withTables<UploadTables>(handle);
  const row = await db.selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirst();
  return row && uploadOf(row);
}

/** The owner's unclaimed uploads of `purpose` among `ids`, locked until the transaction ends. */
export async function lockClaimable(handle: Db, ownerId: UserId, ids: readonly string[], purpose: UploadPurpose): Promise<string[]> {
  const db = withTables<UploadTables>(handle);
  const rows = await db
    .selectFrom("uploads")
    .select("id")
    .where("id", "in", ids)
    .where("owner_id", "=", ownerId)
    .where("purpose", "=", purpose)
    .where("claimed_at", "is", null)
    .orderBy("id")
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

export async function markClaimed(handle: Db, ids: readonly string[], reference: string | null): Promise<void> {
  const db = withTables<UploadTables>(handle);
  await db.updateTable("uploads").set((eb) => ({ claimed_at: eb.fn("now", []), claimed_ref: reference })).where("id", "in", ids).execute();
}
