// HTTP edge of smart trading plans (SPEC §7 paths: buySmart, listSmartOrder; issue 14: the
// public product list and the early exit's preview and apply).
import * as api from "@tradewind/api/earn";
import type { Router } from "../platform/route.ts";
import { buyPlan, exitPlan, listPlans, listProducts, previewExit, type EarnDeps } from "./service.ts";

export function earnRoutes(router: Router, deps: EarnDeps) {
  router.route(api.listSmartProducts, async (_input, { language }) => listProducts(deps.db, language));
  router.route(api.buySmart, async ({ body }, { user, book, language }) => buyPlan(deps, user.id, book, body, language));
  router.route(api.listSmartOrders, async ({ query }, { user, language }) => listPlans(deps.db, user.id, query, language));
  router.route(api.previewSmartExit, async ({ params }, { user }) => previewExit(deps, user.id, params.id));
  router.route(api.exitSmart, async ({ body }, { user, language }) => exitPlan(deps, user.id, body.id, language));
}
