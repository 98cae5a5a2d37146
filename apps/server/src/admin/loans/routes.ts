// HTTP edge of loans in the back office: compliance's queue and agreements, finance's products
// and loan fund.
import * as api from "@tradewind/api/admin/loans";
import { userId } from "@tradewind/domain/ids";
import type { Router } from "../../platform/route.ts";
import * as loans from "./service.ts";

export function loanAdminRoutes(router: Router, deps: loans.LoanAdminDeps) {
  router.route(api.listLoans, async ({ query }) => loans.loanQueue(deps, loans.queueQuery(query, userId)));
  router.route(api.getLoan, async ({ params }) => loans.loanForOffice(deps, params.id));
  router.route(api.approveLoan, async ({ params, body }, { operator, audit }) => loans.approveLoan(deps, { operator, audit }, params.id, body.note));
  router.route(api.rejectLoan, async ({ params, body }, { operator, audit }) => loans.rejectLoan(deps, { operator, audit }, params.id, body.reason));
  router.file(api.getLoanAgreementForReview, async ({ params }) => loans.agreementForReview(deps, params.id));
  router.route(api.listLoanProductsForFinance, async () => ({ items: await loans.productsForOffice(deps.db) }));
  router.route(api.createLoanProduct, async ({ body }, { operator, audit }) => loans.createProduct(deps, { operator, audit }, body));
  router.route(api.updateLoanProduct, async ({ params, body }, { operator, audit }) => loans.updateProduct(deps, { operator, audit }, params.id, body));
  router.route(api.getLoanFund, async () => loans.loanFund(deps.db));
  router.route(api.fundLoanFund, async ({ body }, { operator, audit }) => loans.fundLoanFund(deps, { operator, audit }, body));
}
