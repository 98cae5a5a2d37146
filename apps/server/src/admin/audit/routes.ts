// HTTP edge of the audit log: the viewer and the CSV export (admins only, by the definitions).
import * as api from "@tradewind/api/admin/audit";
import type { Router } from "../../platform/route.ts";
import { exportAuditCsv, listAudit, type AuditDeps } from "./service.ts";

export function auditRoutes(router: Router, deps: AuditDeps) {
  router.route(api.listAudit, async ({ query }) => {
    const { page, size, ...filter } = query;
    return listAudit(deps.db, filter, { page, size });
  });

  router.route(api.exportAudit, async ({ query }) => exportAuditCsv(deps, query, api.auditExportRowsMax));
}
