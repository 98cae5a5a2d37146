// HTTP edge of customer service in the back office (support role; admin passes).
import * as api from "@tradewind/api/admin/support";
import type { Router } from "../../platform/route.ts";
import * as support from "./service.ts";

export function supportAdminRoutes(router: Router, deps: support.SupportAdminDeps) {
  router.route(api.listSupportConversations, async ({ query }, { operator }) => support.inbox(deps, operator, query));
  router.route(api.getSupportInboxCounts, async (_input, { operator }) => support.inboxCounts(deps, operator));
  router.route(api.getSupportConversation, async ({ params }) => support.conversationWithProfile(deps, params.id));
  router.route(api.listSupportConversationMessages, async ({ params, query }) => support.messages(deps, params.id, query));
  router.route(api.sendSupportReply, async ({ params, body }, { operator, audit }) => support.reply(deps, { operator, audit }, params.id, body));
  router.route(api.markSupportConversationRead, async ({ params, body }, { operator, audit }) => support.read(deps, { operator, audit }, params.id, body.upTo));
  router.route(api.assignSupportConversation, async ({ params, body }, { operator, audit }) => support.assign(deps, { operator, audit }, params.id, body.operatorId));
  router.route(api.closeSupportConversation, async ({ params, body }, { operator, audit }) => support.close(deps, { operator, audit }, params.id, body.note));
  router.route(api.listSupportOperators, async () => ({ items: await support.assignable(deps) }));
  router.route(api.listCannedReplies, async ({ query }) => support.cannedReplies(deps, query.lang));
  router.upload(api.uploadSupportImage, async (_input, { operator, audit }, form) => support.upload(deps, { operator, audit }, form));
  router.file(api.getSupportImageForOperator, async ({ params }, { operator }) => support.image(deps, operator, params.id));
}
