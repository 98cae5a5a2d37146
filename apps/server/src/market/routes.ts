// HTTP edge of the market domain: SPEC wire names (zdf, hundred, zhangFu) stay here and in
// packages/api; the service speaks in candles and quotes.
import { addWatchlist, getHomeFigures, getKValueByCodeAndDate, getMarketInfo, listMarketByType, listWatchlist, mergeWatchlist, removeWatchlist } from "@tradewind/api/market";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import type { Router } from "../platform/route.ts";
import { homeFigures, type VolumeSince } from "./figures-service.ts";
import type { Market } from "./service.ts";
import * as watchlist from "./watchlist-service.ts";

export function marketRoutes(router: Router, market: Market, db: Db, clock: Clock, realVolumeSince: VolumeSince) {
  router.route(listMarketByType, async ({ query }) => market.list(query.type));

  router.route(getKValueByCodeAndDate, async ({ query }) => ({
    source: market.source,
    candles: await market.candles(query.code, query.interval, { from: query.from, to: query.to }),
  }));

  router.route(getMarketInfo, async ({ params }) => market.info(params.code));

  router.route(getHomeFigures, async () => homeFigures(db, market.source, clock.now(), realVolumeSince));
}

/** The watchlist needs only the catalogue, so it is served with or without a live market. */
export function watchlistRoutes(router: Router, db: Db) {
  router.route(listWatchlist, async (_input, { user }) => watchlist.listWatchlist(db, user.id));
  router.route(addWatchlist, async ({ body }, { user }) => watchlist.addToWatchlist(db, user.id, body.code));
  router.route(removeWatchlist, async ({ body }, { user }) => watchlist.removeFromWatchlist(db, user.id, body.code));
  router.route(mergeWatchlist, async ({ body }, { user }) => watchlist.mergeIntoWatchlist(db, user.id, body.codes));
}
