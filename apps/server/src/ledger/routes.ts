// HTTP edge of the ledger: the statement of the selected book, its CSV export and the demo reset.
import { exportStatement, listStatement, resetDemoBalance, statementExportLinesMax } from "@tradewind/api/ledger";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import type { Router } from "../platform/route.ts";
import * as ledger from "./service.ts";

export function ledgerRoutes(router: Router, deps: { db: Db; clock: Clock }) {
  const { db } = deps;
  router.route(listStatement, async ({ query }, { user, book }) => {
    const { page, size, ...filter } = query;
    return ledger.statement(db, { ...filter, userId: user.id, book }, { page, size });
  });

  router.route(exportStatement, async ({ query }, { user, book }) =>
    ledger.exportStatement(db, { ...query, userId: user.id, book }, { now: deps.clock.now(), linesMax: statementExportLinesMax }),
  );

  router.route(resetDemoBalance, async (_input, { user }) => ledger.resetDemoBalance(db, user.id));
}
