// HTTP edge of the ledger: the statement of the selected book and the demo reset.
import { listStatement, resetDemoBalance } from "@tradewind/api/ledger";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import { getFlag, getParam } from "../platform/params.ts";
import type { Router } from "../platform/route.ts";
import * as ledger from "./service.ts";

export function ledgerRoutes(router: Router, db: Db) {
  router.route(listStatement, async ({ query }, { user, book }) =>
    ledger.statement(db, { userId: user.id, book, account: query.account, currency: query.currency, page: query.page, size: query.size }),
  );

  router.route(resetDemoBalance, async (_input, { user }) => {
    if (!(await getFlag(db, "demo_enabled"))) fail("demoAccountDisabled");
    const target = await getParam(db, "demo_initial_balance");
    return db.transaction().execute((tx) => ledger.resetDemoBook(tx, user.id, target));
  });
}
