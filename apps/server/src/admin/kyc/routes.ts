// HTTP edge of the KYC review queue: list, open, approve, reject.
import * as api from "@tradewind/api/admin/kyc";
import { userId } from "@tradewind/domain/ids";
import type { Router } from "../../platform/route.ts";
import { decideKycSubmission, getKycSubmission, listKycSubmissions, type KycReviewDeps } from "./service.ts";

export function kycReviewRoutes(router: Router, deps: KycReviewDeps) {
  router.route(api.listKycSubmissions, async ({ query }) => listKycSubmissions(deps.db, { ...query, userId: query.userId === undefined ? undefined : userId(query.userId) }));
  router.route(api.getKycSubmission, async ({ params }) => getKycSubmission(deps.db, params.id));
  router.route(api.approveKycSubmission, async ({ params, body }, { operator, audit }) => decideKycSubmission(deps, { operator, audit }, params.id, { verdict: "verified", note: body.note ?? null }));
  router.route(api.rejectKycSubmission, async ({ params, body }, { operator, audit }) => decideKycSubmission(deps, { operator, audit }, params.id, { verdict: "failed", reason: body.reason }));
}
