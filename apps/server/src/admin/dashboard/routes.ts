// HTTP edge of the dashboard: any signed-in operator sees it.
import * as api from "@tradewind/api/admin/dashboard";
import type { Clock } from "../../platform/clock.ts";
import type { Db } from "../../platform/database.ts";
import type { Router } from "../../platform/route.ts";
import { dashboard } from "./service.ts";

export function dashboardRoutes(router: Router, deps: { db: Db; clock: Clock }) {
  router.route(api.getDashboard, async () => dashboard(deps.db, deps.clock.now()));
}
