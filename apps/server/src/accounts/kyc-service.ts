// Identity verification (KYC, SPEC §3; DESIGN §6). The user submits the SPEC §3 fields naming
// three photos they uploaded (purpose kyc); the submission, the claim on the photos and
// users.kyc_status = pending are one transaction, under a lock on the user's row, so two
// submissions racing cannot both pass (the partial unique index on pending rows backs that up).
// A compliance operator decides once: the decision locks the submission, answers 10158 unless it
// is pending, and moves users.kyc_status to verified or failed in the caller's transaction (the
// back office's audited one). A failed user may submit again; a verified one may not.
import { kycMinimumAge, type KycState, type KycSubmission, type KycSubmissionBody } from "@tradewind/api/kyc";
import type { AdminKycSubmission } from "@tradewind/api/admin/kyc";
import { isOldEnough, utcDay } from "@tradewind/domain/birthdate";
import { invariant } from "@tradewind/domain/assert";
import type { UserId } from "@tradewind/domain/ids";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import { claimUploads } from "../uploads/service.ts";
import * as repository from "./kyc-repository.ts";
import type { SubmissionFilter, SubmissionRow } from "./kyc-repository.ts";
import type { KycReviewStatus } from "./kyc-tables.ts";
import { lockUser } from "./users-service.ts";

export interface KycDeps {
  db: Db;
  clock: Clock;
}

/** What a claimed photo records as its use. */
export function kycSubmissionRef(id: string): string {
  return `kyc_submission:${id}`;
}

function submissionOf(row: SubmissionRow): KycSubmission {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    birthdate: row.birthdate,
    sex: row.sex,
    country: row.country,
    address: row.address,
    phone: row.phone,
    documentType: row.document_type,
    frontImageId: row.front_upload_id,
    backImageId: row.back_upload_id,
    holdingImageId: row.holding_upload_id,
    status: row.status,
    rejectReason: row.reject_reason,
    submittedAt: row.submitted_at.toISOString(),
    reviewedAt: row.reviewed_at === null ? null : row.reviewed_at.toISOString(),
  };
}

/** The caller's status, latest submission and whether the form may be sent now. */
export async function kycState(db: Db, userId: UserId): Promise<KycState> {
  const [status, latest] = await Promise.all([repository.kycStatusOf(db, userId), repository.latestSubmissionOf(db, userId)]);
  if (status === undefined) fail("userNotFound");
  return { status, submission: latest ? submissionOf(latest) : null, canSubmit: status === "none" || status === "failed" };
}

/**
 * Records a submission for review: 10159 for an impossible, future or under-age birthdate (by
 * the clock's UTC day), 10019 while one is pending or once verified, 10155 unless the three
 * photos are distinct unclaimed kyc uploads of the caller.
 */
export async function submitKyc(deps: KycDeps, userId: UserId, body: KycSubmissionBody): Promise<{ state: KycState; notice: 20001 }> {
  const now = deps.clock.now();
  if (!isOldEnough(body.birthdate, utcDay(now), kycMinimumAge)) fail("birthdateInvalid");
  const state = await deps.db.transaction().execute(async (tx) => {
    await lockUser(tx, userId);
    const status = await repository.kycStatusOf(tx, userId);
    if (status === "pending" || status === "verified") fail("authenticationStatusWrong");
    const id = await repository.nextSubmissionId(tx);
    // Claimed first: three distinct unclaimed kyc photos of this user, or 10155 before anything is written.
    await claimUploads(tx, { userId }, [body.frontImageId, body.backImageId, body.holdingImageId], "kyc", kycSubmissionRef(id));
    await repository.insertSubmission(tx, {
      id,
      user_id: userId,
      first_name: body.firstName,
      last_name: body.lastName,
      birthdate: body.birthdate,
      sex: body.sex,
      country: body.country,
      address: body.address,
      phone: body.phone,
      document_type: body.documentType,
      front_upload_id: body.frontImageId,
      back_upload_id: body.backImageId,
      holding_upload_id: body.holdingImageId,
      submitted_at: now,
    });
    await repository.setKycStatus(tx, userId, "pending");
    return kycState(tx, userId);
  });
  return { state, notice: 20001 };
}

// The back office's use of KYC (admin/kyc calls these; the admin domain never touches these tables).

function reviewSubmissionOf(row: SubmissionRow): AdminKycSubmission {
  return {
    ...submissionOf(row),
    userId: row.user_id,
    username: row.username,
    reviewedBy: row.reviewed_by === null ? null : { id: row.reviewed_by, username: row.reviewed_by_username ?? "" },
    previousSubmissions: Number(row.previous_submissions),
  };
}

export async function kycSubmissionsPage(db: Db, filter: SubmissionFilter, paging: { page: number; size: number }) {
  const { rows, total } = await repository.submissionsPage(db, filter, { limit: paging.size, offset: (paging.page - 1) * paging.size });
  return { items: rows.map(reviewSubmissionOf), total, page: paging.page, size: paging.size };
}

/** One submission as compliance sees it; 10118 when there is none. */
export async function kycSubmissionForReview(db: Db, id: string): Promise<AdminKycSubmission> {
  const row = (await repository.findSubmission(db, id)) ?? fail("notFound");
  return reviewSubmissionOf(row);
}

export interface KycDecision {
  verdict: Exclude<KycReviewStatus, "pending">;
  /** Required when failing: the user reads it. */
  rejectReason: string | null;
  operator: { id: string; username: string };
  at: Date;
}

/**
 * Decides a submission inside `tx` (the caller's audited transaction): locks it, 10118 when
 * unknown, 10158 unless pending; records the verdict and sets the user's kyc_status to it.
 */
export async function decideKyc(tx: Db, id: string, decision: KycDecision): Promise<{ before: AdminKycSubmission; after: AdminKycSubmission }> {
  invariant(decision.verdict === "verified" || decision.rejectReason !== null, "a failed submission carries the reason the user reads");
  const locked = (await repository.lockSubmission(tx, id)) ?? fail("notFound");
  if (locked.status !== "pending") fail("alreadyReviewed");
  const before = await kycSubmissionForReview(tx, id);
  await repository.recordDecision(tx, id, { status: decision.verdict, rejectReason: decision.verdict === "failed" ? decision.rejectReason : null, operator: decision.operator, at: decision.at });
  await repository.setKycStatus(tx, locked.user_id, decision.verdict);
  return { before, after: await kycSubmissionForReview(tx, id) };
}

/** Submissions waiting for review (the dashboard's KYC queue). */
export function pendingKycCount(db: Db): Promise<number> {
  return repository.countPending(db);
}
