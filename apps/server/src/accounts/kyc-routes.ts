// HTTP edge of identity verification: the caller's state and the submission (SPEC §3).
import * as api from "@tradewind/api/kyc";
import type { Router } from "../platform/route.ts";
import { kycState, submitKyc, type KycDeps } from "./kyc-service.ts";

export function kycRoutes(router: Router, deps: KycDeps) {
  router.route(api.getIdentification, async (_input, { user }) => kycState(deps.db, user.id));
  router.route(api.submitIdentification, async ({ body }, { user }) => submitKyc(deps, user.id, body));
}
