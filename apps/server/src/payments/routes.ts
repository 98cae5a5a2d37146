// HTTP edge of deposits and withdrawals on the user's side (SPEC §7 paths: recharge,
// listRecharge, withdrawal, listWithdrwal; plus the deposit addresses and withdrawal terms).
import * as api from "@tradewind/api/payments";
import type { Router } from "../platform/route.ts";
import { depositAddresses, listDeposits, listWithdrawals, reportDeposit, requestWithdrawal, withdrawalTerms, type PaymentDeps } from "./service.ts";

export function paymentRoutes(router: Router, deps: PaymentDeps) {
  router.route(api.listDepositAddresses, async () => ({ items: await depositAddresses(deps.db) }));
  router.route(api.recharge, async ({ body }, { user, book }) => reportDeposit(deps, user.id, book, body));
  router.route(api.listRecharge, async ({ query }, { user }) => listDeposits(deps.db, user.id, query));
  router.route(api.getWithdrawalTerms, async (_input, { user }) => withdrawalTerms(deps, user.id));
  router.route(api.withdrawal, async ({ body }, { user, book }) => requestWithdrawal(deps, user.id, book, body));
  router.route(api.listWithdrawal, async ({ query }, { user }) => listWithdrawals(deps.db, user.id, query));
}
