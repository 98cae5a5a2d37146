// HTTP edge of fixed-period options (SPEC §7 paths: listOptionsCycle, buyOptions,
// listOptionsOrder, getOptionsOrderById).
import { orderId } from "@tradewind/domain/ids";
import { buyOption as buyOptionEndpoint, getOptionOrder, listOptionCycles, listOptionOrders as listOptionOrdersEndpoint } from "@tradewind/api/options";
import type { Router } from "../../platform/route.ts";
import { buyOption, listOptionOrders, optionCycles, optionOrderOf, type OptionDeps } from "./service.ts";

export function optionRoutes(router: Router, deps: OptionDeps) {
  router.route(listOptionCycles, async ({ query }) => ({ items: await optionCycles(deps.db, query.code) }));

  router.route(buyOptionEndpoint, async ({ body }, { user, book }) => buyOption(deps, user.id, book, body));

  router.route(listOptionOrdersEndpoint, async ({ query }, { user, book }) => listOptionOrders(deps.db, user.id, book, { pending: query.scope === "current", page: query.page, size: query.size }));

  router.route(getOptionOrder, async ({ params }, { user }) => optionOrderOf(deps.db, user.id, orderId(params.id)));
}
