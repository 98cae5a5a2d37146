// HTTP edge of the referral programme on the user's side: the invite info, the team summary,
// the members of one level and the rebate records.
import * as api from "@tradewind/api/referral";
import type { Router } from "../platform/route.ts";
import { inviteInfo, rebateRecords, teamMembers, teamSummary, type ReferralDeps } from "./service.ts";

export function referralRoutes(router: Router, deps: ReferralDeps) {
  router.route(api.getInviteInfo, async (_request, { user }) => inviteInfo(deps.db, user.id));
  router.route(api.getTeamSummary, async (_request, { user }) => teamSummary(deps, user.id));
  router.route(api.listTeamMembers, async ({ query }, { user }) => teamMembers(deps, user.id, query));
  router.route(api.listRebateRecords, async ({ query }, { user }) => rebateRecords(deps.db, user.id, query));
}
