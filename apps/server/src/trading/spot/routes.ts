// HTTP edge of coin (Bb) orders (SPEC §7 paths: submit, chedan, listBbOrder) and the coin account.
import { orderId } from "@tradewind/domain/ids";
import { cancelSpotOrder, listCoinAccounts, listSpotOrders as listSpotOrdersEndpoint, submitSpotOrder } from "@tradewind/api/spot";
import type { Router } from "../../platform/route.ts";
import { fail } from "../../platform/errors.ts";
import { cancelSpot, coinAccounts, listSpotOrders, placeSpot, type SpotDeps } from "./service.ts";

export function spotRoutes(router: Router, deps: SpotDeps) {
  router.route(submitSpotOrder, async ({ body }, { user, book }) => placeSpot(deps, user.id, book, body));

  router.route(cancelSpotOrder, async ({ body }, { user }) => {
    const order = (await cancelSpot(deps, orderId(body.id), { owner: user.id })) ?? fail("orderNotActive");
    return { id: order.id, status: order.status };
  });

  router.route(listSpotOrdersEndpoint, async ({ query }, { user, book }) => listSpotOrders(deps.db, user.id, book, { live: query.scope === "current", page: query.page, size: query.size }));

  router.route(listCoinAccounts, async (_input, { user, book }) => ({ items: await coinAccounts(deps, user.id, book) }));
}
