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
import { replied } from "../platform/idempotency.ts";
import { claimUploads } from "../uploads/service.ts";
import * as repository from "./kyc-repository.ts";
import type { SubmissionFilter, SubmissionRecord } from "./kyc-repository.ts";
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

function submissionOf(submission: SubmissionRecord): KycSubmission {
  return {
    id: submission.id,
    firstName: submission.firstName,
    lastName: submission.lastName,
    birthdate: submission.birthdate,
    sex: submission.sex,
    country: submission.country,
    address: submission.address,
    phone: submission.phone,
    documentType: submission.documentType,
    frontImageId: submission.frontImageId,
    backImageId: submission.backImageId,
    holdingImageId: submission.holdingImageId,
    status: submission.status,
    rejectReason: submission.rejectReason,
    submittedAt: submission.submittedAt.toISOString(),
    reviewedAt: submission.reviewedAt === null ? null : submission.reviewedAt.toISOString(),
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
  return deps.db.transaction().execute(async (tx) => {
    await lockUser(tx, userId);
    const status = await repository.kycStatusOf(tx, userId);
    if (status === "pending" || status === "verified") fail("authenticationStatusWrong");
    const id = await repository.nextSubmissionId(tx);
    // Claimed first: three distinct unclaimed kyc photos of this user, or 10155 before anything is written.
    await claimUploads(tx, { userId }, [body.frontImageId, body.backImageId, body.holdingImageId], "kyc", kycSubmissionRef(id));
    await repository.insertSubmission(tx, { ...body, id, userId, submittedAt: now });
    await repository.setKycStatus(tx, userId, "pending");
    // Stored against the request's Idempotency-Key with the submission.
    return replied(tx, { state: await kycState(tx, userId), notice: 20001 as const });
  });
}

// The back office's use of KYC (admin/kyc calls these; the admin domain never touches these tables).

function reviewSubmissionOf(submission: SubmissionRecord): AdminKycSubmission {
  return {
    ...submissionOf(submission),
    userId: submission.userId,
    username: submission.username,
    reviewedBy: submission.reviewedBy === null ? null : { id: submission.reviewedBy, username: submission.reviewedByUsername ?? "" },
    previousSubmissions: submission.previousSubmissions,
  };
}

export async function kycSubmissionsPage(db: Db, filter: SubmissionFilter, paging: { page: number; size: number }) {
  const { submissions, total } = await repository.submissionsPage(db, filter, { limit: paging.size, offset: (paging.page - 1) * paging.size });
  return { items: submissions.map(reviewSubmissionOf), total, page: paging.page, size: paging.size };
}

/** One submission as compliance sees it; 10118 when there is none. */
export async function kycSubmissionForReview(db: Db, id: string): Promise<AdminKycSubmission> {
  const submission = (await repository.findSubmission(db, id)) ?? fail("notFound");
  return reviewSubmissionOf(submission);
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
  await repository.setKycStatus(tx, locked.userId, decision.verdict);
  return { before, after: await kycSubmissionForReview(tx, id) };
}

/** Submissions waiting for review (the dashboard's KYC queue). */
export function pendingKycCount(db: Db): Promise<number> {
  return repository.countPending(db);
}
