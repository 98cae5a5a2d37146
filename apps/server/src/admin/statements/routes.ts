// HTTP edge of statements in the back office: produce one for a user (audited), list and download.
import * as api from "@tradewind/api/admin/statements";
import type { Router } from "../../platform/route.ts";
import type { AuditDeps } from "../audit/service.ts";
import * as statements from "./service.ts";

export function statementAdminRoutes(router: Router, deps: AuditDeps) {
  router.route(api.generateUserStatement, async ({ params, body }, { operator, audit }) => statements.generateForUser(deps, { operator, audit }, params.id, body));
  router.route(api.listUserStatements, async ({ params }) => statements.listForUser(deps.db, params.id));
  router.file(api.downloadUserStatement, async ({ params }) => statements.download(deps.db, params.id, params.format));
}
