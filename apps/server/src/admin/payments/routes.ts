// HTTP edge of finance's payment work: receiving addresses, the deposit queue and the
// withdrawal queue with their decisions.
import * as api from "@tradewind/api/admin/payments";
import { userId } from "@tradewind/domain/ids";
import type { Router } from "../../platform/route.ts";
import * as payments from "./service.ts";

export function paymentAdminRoutes(router: Router, deps: payments.PaymentAdminDeps) {
  router.route(api.listReceivingAddresses, async () => ({ items: await payments.listReceivingAddresses(deps.db) }));
  router.route(api.setReceivingAddress, async ({ body }, { operator, audit }) => payments.setReceivingAddress(deps, { operator, audit }, body));
  const queueQuery = <Q extends { userId?: string | undefined }>(query: Q) => ({ ...query, userId: query.userId === undefined ? undefined : userId(query.userId) });
  router.route(api.listDeposits, async ({ query }) => payments.listDeposits(deps.db, queueQuery(query)));
  router.route(api.getDeposit, async ({ params }) => payments.getDeposit(deps.db, params.id));
  router.route(api.approveDeposit, async ({ params, body }, { operator, audit }) => payments.approveDeposit(deps, { operator, audit }, params.id, body));
  router.route(api.rejectDeposit, async ({ params, body }, { operator, audit }) => payments.rejectDeposit(deps, { operator, audit }, params.id, body.reason));
  router.route(api.listWithdrawals, async ({ query }) => payments.listWithdrawals(deps.db, queueQuery(query)));
  router.route(api.getWithdrawal, async ({ params }) => payments.getWithdrawal(deps.db, params.id));
  router.route(api.approveWithdrawal, async ({ params, body }, { operator, audit }) => payments.approveWithdrawal(deps, { operator, audit }, params.id, body));
  router.route(api.rejectWithdrawal, async ({ params, body }, { operator, audit }) => payments.rejectWithdrawal(deps, { operator, audit }, params.id, body.reason));
}
