// The KYC review queue (DESIGN §6, §8): compliance lists submissions, opens one with its three
// photos (served by the upload service) and verifies or fails it. A decision is one audited
// transaction: the accounts domain locks the submission and records the verdict (10158 when it
// is no longer pending, so of two operators deciding at once one wins), the user's notification
// is written beside it, and the user's sockets are told after the commit.
import type { AdminKycSubmission, kycReviewStatuses } from "@tradewind/api/admin/kyc";
import type { UserId } from "@tradewind/domain/ids";
import { decideKyc, kycSubmissionForReview, kycSubmissionRef, kycSubmissionsPage } from "../../accounts/kyc-service.ts";
import { announceNotifications, notify } from "../../notifications/service.ts";
import type { Bus } from "../../platform/bus.ts";
import type { Db } from "../../platform/database.ts";
import { audited, type AuditDeps } from "../audit/service.ts";

export interface KycReviewDeps extends AuditDeps {
  /** Tells the user's sockets about the new notification; absent when no process serves `/ws`. */
  bus?: Bus | undefined;
}

/** Who decides, and the request's trail where its audit row is counted. */
type Writer = Parameters<typeof audited>[1];

export function listKycSubmissions(db: Db, query: { page: number; size: number; status: (typeof kycReviewStatuses)[number]; userId?: UserId | undefined; q?: string | undefined }) {
  return kycSubmissionsPage(db, { status: query.status, userId: query.userId, q: query.q }, query);
}

export function getKycSubmission(db: Db, id: string): Promise<AdminKycSubmission> {
  return kycSubmissionForReview(db, id);
}

type KycVerdict = { verdict: "verified"; note: string | null } | { verdict: "failed"; reason: string };

/** Verifies or fails a pending submission; the user is notified (kyc_verified, or kyc_rejected with the reason). */
export async function decideKycSubmission(deps: KycReviewDeps, writer: Writer, id: string, decision: KycVerdict) {
  const reason = decision.verdict === "failed" ? decision.reason : decision.note;
  const done = await audited(deps, writer, { action: decision.verdict === "verified" ? "kyc.approve" : "kyc.reject", reason }, async (tx) => {
    const { before, after } = await decideKyc(tx, id, {
      verdict: decision.verdict,
      rejectReason: decision.verdict === "failed" ? decision.reason : null,
      operator: { id: writer.operator.id, username: writer.operator.username },
      at: deps.clock.now(),
    });
    await notify(tx, {
      userId: after.userId,
      kind: decision.verdict === "verified" ? "kyc_verified" : "kyc_rejected",
      params: decision.verdict === "failed" ? { reason: decision.reason } : {},
      reference: kycSubmissionRef(id),
    });
    return { result: after, target: kycSubmissionRef(id), before, after };
  });
  if (deps.bus) announceNotifications(deps.bus, [done.result.userId]);
  return { auditId: done.auditId, submission: done.result };
}
