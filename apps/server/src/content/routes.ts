// HTTP edge of content on the customer's side (SPEC §7 listContents, getContentsById; plus the
// slug lookup, the FAQ and its search, notices and their read marks).
import * as api from "@tradewind/api/content";
import { contentId, userId } from "@tradewind/domain/ids";
import type { Router } from "../platform/route.ts";
import { getContent, listContents, listFaq, listLanguage, listNotices, readNotice, searchFaq, type ContentDeps } from "./service.ts";

export function contentRoutes(router: Router, deps: ContentDeps) {
  router.route(api.listContents, async ({ params, query }, { language }) => listContents(deps.db, listLanguage(params.type, query.lang, language), query.kind));
  router.route(api.getContentsById, async ({ params, query }, { language }) => getContent(deps.db, query.lang ?? language, { id: contentId(params.id) }));
  router.route(api.getContentsBySlug, async ({ params, query }, { language }) => getContent(deps.db, query.lang ?? language, { slug: params.slug }));
  router.route(api.listFaq, async ({ query }, { language }) => listFaq(deps.db, query.lang ?? language, query.category));
  router.route(api.searchFaq, async ({ query }, { language }) => searchFaq(deps.db, query.lang ?? language, query.q));
  router.route(api.listNotices, async ({ query }, { language, user }) => listNotices(deps.db, query.lang ?? language, user ? userId(user.id) : null, query));
  router.route(api.readNotice, async ({ body }, { user }) => readNotice(deps.db, userId(user.id), contentId(body.id)));
}
