// HTTP edge of second-factor resets: request for a user, the queue, approve and reject.
import * as api from "@tradewind/api/admin/factor-resets";
import { userId } from "@tradewind/domain/ids";
import type { Router } from "../../platform/route.ts";
import { decideFactorReset, listFactorResets, requestFactorReset, type FactorResetDeps } from "./service.ts";

export function factorResetRoutes(router: Router, deps: FactorResetDeps) {
  router.route(api.requestFactorReset, async ({ params, body }, { operator, audit }) => requestFactorReset(deps, { operator, audit }, userId(params.id), body));
  router.route(api.listFactorResets, async ({ query }) => listFactorResets(deps, { ...query, userId: query.userId === undefined ? undefined : userId(query.userId) }));
  router.route(api.approveFactorReset, async ({ params, body }, { operator, audit }) => decideFactorReset(deps, { operator, audit }, params.id, "approve", body.reason));
  router.route(api.rejectFactorReset, async ({ params, body }, { operator, audit }) => decideFactorReset(deps, { operator, audit }, params.id, "reject", body.reason));
}
