// HTTP edge of system parameters: list, edit, history.
import * as api from "@tradewind/api/admin/params";
import type { Router } from "../../platform/route.ts";
import type { AuditDeps } from "../audit/service.ts";
import { listParams, paramHistory, updateParam } from "./service.ts";

export function paramRoutes(router: Router, deps: AuditDeps) {
  router.route(api.listParams, async ({ query }) => listParams(deps.db, query));
  router.route(api.updateParam, async ({ params, body }, { operator, audit }) => updateParam(deps, { operator, audit }, params.key, body));
  router.route(api.getParamHistory, async ({ params, query }) => paramHistory(deps.db, params.key, query));
}
