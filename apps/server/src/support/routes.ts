// HTTP edge of customer service for customers (users or visitors).
import * as api from "@tradewind/api/support";
import type { Router } from "../platform/route.ts";
import * as support from "./service.ts";

export function supportRoutes(router: Router, deps: support.SupportDeps) {
  router.route(api.startVisitor, async (_input, { ip }) => support.startVisitor(deps, ip));
  router.route(api.getSupportState, async (_input, context) => support.customerState(deps, await support.customerOf(deps, context)));
  router.route(api.listSupportMessages, async ({ query }, context) => support.customerMessages(deps, await support.customerOf(deps, context), query));
  router.route(api.sendSupportMessage, async ({ body }, context) => support.customerSend(deps, await support.customerOf(deps, context), context.language, body));
  router.route(api.markSupportRead, async ({ body }, context) => support.customerRead(deps, await support.customerOf(deps, context), body.upTo));
  router.route(api.linkVisitor, async (_input, { user, visitorToken }) => support.linkVisitor(deps, user.id, visitorToken));
  router.file(api.getSupportImage, async ({ params }, context) => support.customerImage(deps, await support.customerOf(deps, context), params.id));
}
