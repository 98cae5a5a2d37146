// HTTP edge of portfolio analytics: the caller's own, on the book of the `virtually` header.
import * as api from "@tradewind/api/portfolio";
import type { Router } from "../platform/route.ts";
import { portfolioOf, portfolioView, type PortfolioDeps } from "./service.ts";

export function portfolioRoutes(router: Router, deps: PortfolioDeps) {
  router.route(api.getPortfolio, async ({ query }, { user, book }) => portfolioView(query, await portfolioOf(deps, user.id, book, query)));
}
