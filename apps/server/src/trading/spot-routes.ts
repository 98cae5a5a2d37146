// HTTP edge of coin (Bb) orders (SPEC §7 paths: submit, chedan, listBbOrder) and the coin account.
import { cancelSpotOrder, listCoinAccounts, listSpotOrders, submitSpotOrder } from "@tradewind/api/spot";
import type { Router } from "../platform/route.ts";
import { fail } from "../platform/errors.ts";
import { cancelSpot, coinAccounts, placeSpot, toSpotOrder, type SpotDeps } from "./spot.ts";
import { instrumentsById } from "./repository.ts";
import * as repository from "./spot-repository.ts";

export function spotRoutes(router: Router, deps: SpotDeps) {
  const { db } = deps;

  router.route(submitSpotOrder, async ({ body }, { user, book }) => placeSpot(deps, user.id, book, body));

  router.route(cancelSpotOrder, async ({ body }, { user }) => {
    const order = (await cancelSpot(deps, body.id, { owner: user.id })) ?? fail("orderNotActive");
    return { id: order.id, status: order.status };
  });

  router.route(listSpotOrders, async ({ query }, { user, book }) => {
    const { rows, total } = await repository.ordersPage(db, { userId: user.id, book, live: query.scope === "current", limit: query.size, offset: (query.page - 1) * query.size });
    const instruments = await instrumentsById(db, rows.map((row) => row.instrument_id));
    const items = rows.flatMap((row) => {
      const instrument = instruments.get(row.instrument_id);
      return instrument ? [toSpotOrder(row, instrument)] : [];
    });
    return { items, total, page: query.page, size: query.size };
  });

  router.route(listCoinAccounts, async (_input, { user, book }) => ({ items: await coinAccounts(deps, user.id, book) }));
}
