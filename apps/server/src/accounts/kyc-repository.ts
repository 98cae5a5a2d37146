// SQL of identity verification: kyc_submissions, and users.kyc_status which it drives. Both are
// the accounts domain's tables.
import { invariant } from "@tradewind/domain/assert";
import type { UserId } from "@tradewind/domain/ids";
import type { KycStatus } from "@tradewind/api/accounts";
import type { KycSubmissionBody } from "@tradewind/api/kyc";
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { KycReviewStatus, KycTables } from "./kyc-tables.ts";
import type { AccountsTables } from "./tables.ts";

type Tables = KycTables & AccountsTables;

function tables(handle: Db): Kysely<Tables> {
  return withTables<Tables>(handle);
}

/** A submission as read: the birthdate as YYYY-MM-DD text, never a Date shifted by a time zone. */
function submissionColumns(eb: ExpressionBuilder<Tables, "kyc_submissions">) {
  return [
    "kyc_submissions.id",
    "kyc_submissions.user_id as userId",
    "kyc_submissions.first_name as firstName",
    "kyc_submissions.last_name as lastName",
    sql<string>`to_char(kyc_submissions.birthdate, 'YYYY-MM-DD')`.as("birthdate"),
    "kyc_submissions.sex",
    "kyc_submissions.country",
    "kyc_submissions.address",
    "kyc_submissions.phone",
    "kyc_submissions.document_type as documentType",
    "kyc_submissions.front_upload_id as frontImageId",
    "kyc_submissions.back_upload_id as backImageId",
    "kyc_submissions.holding_upload_id as holdingImageId",
    "kyc_submissions.status",
    "kyc_submissions.reject_reason as rejectReason",
    "kyc_submissions.reviewed_by as reviewedBy",
    "kyc_submissions.reviewed_by_username as reviewedByUsername",
    "kyc_submissions.submitted_at as submittedAt",
    "kyc_submissions.reviewed_at as reviewedAt",
    // Earlier submissions of the same user, so a resubmission can be compared with what was refused.
    eb
      .selectFrom("kyc_submissions as earlier")
      .select((inner) => inner.fn.countAll<string>().as("count"))
      .whereRef("earlier.user_id", "=", "kyc_submissions.user_id")
      .whereRef("earlier.id", "<", "kyc_submissions.id")
      .as("previousSubmissions"),
  ] as const;
}

function submissions(handle: Db) {
  return tables(handle)
    .selectFrom("kyc_submissions")
    .innerJoin("users", "users.id", "kyc_submissions.user_id")
    .select((eb) => [...submissionColumns(eb), "users.username"]);
}

type SubmissionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof submissions>["executeTakeFirst"]>>>;

export type SubmissionRecord = Omit<SubmissionRow, "previousSubmissions"> & { previousSubmissions: number };

function submissionOf(row: SubmissionRow): SubmissionRecord {
  return { ...row, previousSubmissions: Number(row.previousSubmissions) };
}

/** A fresh submission id, drawn before the row is written so the photos can be claimed for it first. */
export async function nextSubmissionId(handle: Db): Promise<string> {
  const result = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('kyc_submissions', 'id'))::text as id`.execute(tables(handle));
  const [row] = result.rows;
  invariant(row, "nextval answers one row");
  return row.id;
}

export async function insertSubmission(handle: Db, submission: KycSubmissionBody & { id: string; userId: UserId; submittedAt: Date }): Promise<void> {
  await tables(handle)
    .insertInto("kyc_submissions")
    .values({
      id: submission.id,
      user_id: submission.userId,
      first_name: submission.firstName,
      last_name: submission.lastName,
      birthdate: submission.birthdate,
      sex: submission.sex,
      country: submission.country,
      address: submission.address,
      phone: submission.phone,
      document_type: submission.documentType,
      front_upload_id: submission.frontImageId,
      back_upload_id: submission.backImageId,
      holding_upload_id: submission.holdingImageId,
      submitted_at: submission.submittedAt,
    })
    .execute();
}

export async function findSubmission(handle: Db, id: string): Promise<SubmissionRecord | undefined> {
  const row = await submissions(handle).where("kyc_submissions.id", "=", id).executeTakeFirst();
  return row && submissionOf(row);
}

export async function latestSubmissionOf(handle: Db, userId: UserId): Promise<SubmissionRecord | undefined> {
  const row = await submissions(handle).where("kyc_submissions.user_id", "=", userId).orderBy("kyc_submissions.id", "desc").limit(1).executeTakeFirst();
  return row && submissionOf(row);
}

/** The submission's status, its row locked until `tx` ends: decisions on one submission queue. */
export async function lockSubmission(tx: Db, id: string): Promise<{ status: KycReviewStatus; userId: UserId } | undefined> {
  return tables(tx).selectFrom("kyc_submissions").select(["status", "user_id as userId"]).where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function recordDecision(tx: Db, id: string, decision: { status: "verified" | "failed"; rejectReason: string | null; operator: { id: string; username: string }; at: Date }) {
  await tables(tx)
    .updateTable("kyc_submissions")
    .set({ status: decision.status, reject_reason: decision.rejectReason, reviewed_by: decision.operator.id, reviewed_by_username: decision.operator.username, reviewed_at: decision.at })
    .where("id", "=", id)
    .execute();
}

export async function kycStatusOf(handle: Db, userId: UserId): Promise<KycStatus | undefined> {
  const row = await tables(handle).selectFrom("users").select("kyc_status").where("id", "=", userId).executeTakeFirst();
  return row?.kyc_status;
}

export async function setKycStatus(tx: Db, userId: UserId, status: KycStatus): Promise<void> {
  await tables(tx).updateTable("users").set({ kyc_status: status }).where("id", "=", userId).execute();
}

export interface SubmissionFilter {
  status: KycReviewStatus;
  userId?: UserId | undefined;
  /** A prefix of the username, first name or last name. */
  q?: string | undefined;
}

/** A page of submissions: pending oldest first (the review promise), decided ones newest first. */
export async function submissionsPage(handle: Db, filter: SubmissionFilter, window: { limit: number; offset: number }) {
  let query = submissions(handle).where("kyc_submissions.status", "=", filter.status);
  if (filter.userId !== undefined) query = query.where("kyc_submissions.user_id", "=", filter.userId);
  if (filter.q !== undefined) {
    const prefix = `${filter.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where((eb) => eb.or([eb("users.username", "ilike", prefix), eb("kyc_submissions.first_name", "ilike", prefix), eb("kyc_submissions.last_name", "ilike", prefix)]));
  }
  const direction = filter.status === "pending" ? "asc" : "desc";
  const [rows, total] = await Promise.all([
    query.orderBy("kyc_submissions.submitted_at", direction).orderBy("kyc_submissions.id", direction).limit(window.limit).offset(window.offset).execute(),
    query.clearSelect().select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { submissions: rows.map(submissionOf), total: Number(total.count) };
}

export async function countPending(handle: Db): Promise<number> {
  const row = await tables(handle).selectFrom("kyc_submissions").select((eb) => eb.fn.countAll<string>().as("count")).where("status", "=", "pending").executeTakeFirstOrThrow();
  return Number(row.count);
}
