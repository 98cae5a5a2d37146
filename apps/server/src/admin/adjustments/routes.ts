// HTTP edge of ledger adjustments: request, the approval queue, approve and reject.
import * as api from "@tradewind/api/admin/adjustments";
import { userId } from "@tradewind/domain/ids";
import type { Router } from "../../platform/route.ts";
import { createAdjustment, decideAdjustment, getAdjustment, listAdjustments, rollingLimitUse, type AdjustmentDeps } from "./service.ts";

export function adjustmentRoutes(router: Router, deps: AdjustmentDeps) {
  router.route(api.createAdjustment, async ({ body }, { operator, audit }) => createAdjustment(deps, { operator, audit }, { ...body, userId: userId(body.userId) }));
  router.route(api.listAdjustments, async ({ query }) => listAdjustments(deps.db, { ...query, userId: query.userId === undefined ? undefined : userId(query.userId) }));
  router.route(api.getRollingLimitUse, async () => rollingLimitUse(deps));
  router.route(api.getAdjustment, async ({ params }) => getAdjustment(deps.db, params.id));
  router.route(api.approveAdjustment, async ({ params, body }, { operator, audit }) => decideAdjustment(deps, { operator, audit }, params.id, "approve", body.reason));
  router.route(api.rejectAdjustment, async ({ params, body }, { operator, audit }) => decideAdjustment(deps, { operator, audit }, params.id, "reject", body.reason));
}
