// HTTP edge of the market domain: SPEC wire names (zdf, hundred, zhangFu) stay here and in
// packages/api; the service speaks in candles and quotes.
import { getKValueByCodeAndDate, getMarketInfo, listMarketByType } from "@tradewind/api/market";
import type { Router } from "../platform/route.ts";
import type { Market } from "./service.ts";

export function marketRoutes(router: Router, market: Market) {
  router.route(listMarketByType, async ({ query }) => market.list(query.type));

  router.route(getKValueByCodeAndDate, async ({ query }) => ({
    source: market.source,
    candles: await market.candles(query.code, query.interval, { from: query.from, to: query.to }),
  }));

  router.route(getMarketInfo, async ({ params }) => market.info(params.code));
}
