// HTTP edge of loans on the user's side (SPEC §7 paths: loan, listLoanRecord; plus the products,
// the quote, repayment and the agreement PDF).
import * as api from "@tradewind/api/loans";
import type { Bus } from "../platform/bus.ts";
import type { Router } from "../platform/route.ts";
import { applyForLoan, listLoans, listProducts, ownAgreement, quoteLoan, repayLoan, type LoanDeps } from "./service.ts";

export function loanRoutes(router: Router, deps: LoanDeps & { bus?: Bus | undefined }) {
  router.route(api.listLoanProducts, async (_input, { language }) => ({ items: await listProducts(deps.db, language) }));
  router.route(api.quoteLoan, async ({ query }, { language }) => quoteLoan(deps, query, language));
  router.route(api.applyLoan, async ({ body }, { user, book, language }) => applyForLoan(deps, user.id, book, body, language));
  router.route(api.listLoanRecord, async ({ query }, { user, language }) => listLoans(deps, user.id, query, language));
  router.route(api.repayLoan, async ({ body }, { user, language }) => repayLoan(deps, user.id, body.id, language));
  router.file(api.getLoanAgreement, async ({ params }, { user }) => ownAgreement(deps, user.id, params.id));
}
