// HTTP edge of account statements: generate, list and download the caller's own.
import * as api from "@tradewind/api/statements";
import type { Router } from "../platform/route.ts";
import * as statements from "./service.ts";
import type { StatementDeps } from "./service.ts";

export function statementRoutes(router: Router, deps: StatementDeps) {
  router.route(api.generateStatement, async ({ body }, { user, language }) => ({ statement: await statements.generate(deps, user.id, { ...body, language }) }));
  router.route(api.listStatements, async ({ query }, { user }) => statements.list(deps.db, user.id, query));
  router.file(api.downloadStatement, async ({ params }, { user }) => statements.file(deps.db, params.id, params.format, user.id));
}
