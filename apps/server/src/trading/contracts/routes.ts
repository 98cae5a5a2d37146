// HTTP edge of contract orders (SPEC §7 paths: buyU, stopU, listUOrder, getAssestInfo,
// getProfitTotal; setExitsU for one-cancels-other and trailing stops, issue 25).
import { orderId } from "@tradewind/domain/ids";
import { buyU, getAssestInfo, getProfitTotal, listUOrder, setExitsU, stopU } from "@tradewind/api/trading";
import type { Router } from "../../platform/route.ts";
import { contractOrderEntry } from "./order-entry.ts";
import { closeContract, contractOrderOf, listContractOrders, profitTotal, setExits, type ContractDeps } from "./service.ts";

export function contractRoutes(router: Router, deps: ContractDeps) {
  const entry = contractOrderEntry(deps);
  router.route(buyU, async ({ body }, { user, book }) => entry.place(user.id, book, body));

  router.route(stopU, async ({ body }, { user }) => {
    const order = await closeContract(deps, orderId(body.id), user.id);
    return { id: body.id, status: order.status };
  });

  router.route(setExitsU, async ({ body }, { user }) => setExits(deps, user.id, orderId(body.id), body));

  router.route(listUOrder, async ({ query }, { user, book }) => listContractOrders(deps, user.id, book, { live: query.scope === "current", page: query.page, size: query.size }));

  router.route(getAssestInfo, async ({ params }, { user }) => contractOrderOf(deps, user.id, orderId(params.id)));

  router.route(getProfitTotal, async ({ query }, { user, book }) => profitTotal(deps, user.id, book, query.period));
}
