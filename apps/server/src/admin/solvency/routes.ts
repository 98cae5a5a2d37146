// HTTP edge of finance's liability snapshots.
import * as api from "@tradewind/api/admin/solvency";
import type { Router } from "../../platform/route.ts";
import type { AuditDeps } from "../audit/service.ts";
import * as solvency from "./service.ts";
import type { SolvencyDeps } from "./service.ts";

export function solvencyAdminRoutes(router: Router, deps: AuditDeps & { solvency: SolvencyDeps }) {
  router.route(api.listLiabilitySnapshots, async ({ query }) => solvency.listSnapshots(deps.db, query));
  router.route(api.takeLiabilitySnapshot, async ({ body }, { operator, audit }) => solvency.takeSnapshotNow(deps, { operator, audit }, body.reason));
}
