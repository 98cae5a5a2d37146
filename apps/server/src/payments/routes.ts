// HTTP edge of deposits and withdrawals on the user's side (SPEC §7 paths: recharge,
// listRecharge, withdrawal, listWithdrwal; plus the deposit addresses, withdrawal terms and the
// withdrawal address book).
import * as api from "@tradewind/api/payments";
import type { Router } from "../platform/route.ts";
import * as addressApi from "@tradewind/api/address-book";
import { addAddress, cancelAddress, listAddresses, removeAddress } from "./address-book-service.ts";
import { depositAddresses, listDeposits, listWithdrawals, reportDeposit, requestWithdrawal, withdrawalTerms, type PaymentDeps } from "./service.ts";

export function paymentRoutes(router: Router, deps: PaymentDeps) {
  router.route(api.listDepositAddresses, async () => ({ items: await depositAddresses(deps.db) }));
  router.route(api.recharge, async ({ body }, { user, book }) => reportDeposit(deps, user.id, book, body));
  router.route(api.listRecharge, async ({ query }, { user }) => listDeposits(deps.db, user.id, query));
  router.route(api.getWithdrawalTerms, async (_input, { user }) => withdrawalTerms(deps, user.id));
  router.route(api.withdrawal, async ({ body }, { user, book }) => requestWithdrawal(deps, user, book, body));
  router.route(api.listWithdrawal, async ({ query }, { user }) => listWithdrawals(deps.db, user.id, query));
  router.route(addressApi.listWithdrawalAddresses, async (_input, { user }) => listAddresses(deps.db, user.id));
  router.route(addressApi.addWithdrawalAddress, async ({ body }, context) => addAddress(deps, context.user, body, context));
  router.route(addressApi.removeWithdrawalAddress, async ({ body }, context) => removeAddress(deps, context.user, body.id, context));
  router.route(addressApi.cancelWithdrawalAddress, async ({ body }, context) => cancelAddress(deps, body.token, context));
}
