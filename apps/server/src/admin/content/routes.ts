// HTTP edge of content in the back office: the content role's list, editor, publication, deletion
// of drafts and the notice push.
import * as api from "@tradewind/api/admin/content";
import { contentId } from "@tradewind/domain/ids";
import type { Router } from "../../platform/route.ts";
import * as content from "./service.ts";

export function contentAdminRoutes(router: Router, deps: content.ContentAdminDeps) {
  router.route(api.listContentsForContent, async ({ query }) => content.contentsForOffice(deps.db, query));
  router.route(api.getContent, async ({ params }) => content.contentForOffice(deps.db, contentId(params.id)));
  router.route(api.createContent, async ({ body }, { operator, audit }) => content.createContent(deps, { operator, audit }, body));
  router.route(api.updateContent, async ({ params, body }, { operator, audit }) => content.updateContent(deps, { operator, audit }, contentId(params.id), body));
  router.route(api.publishContent, async ({ params, body }, { operator, audit }) => content.publishContent(deps, { operator, audit }, contentId(params.id), body.reason));
  router.route(api.unpublishContent, async ({ params, body }, { operator, audit }) => content.unpublishContent(deps, { operator, audit }, contentId(params.id), body.reason));
  router.route(api.deleteContent, async ({ params, body }, { operator, audit }) => content.deleteContent(deps, { operator, audit }, contentId(params.id), body.reason));
  router.route(api.pushNotice, async ({ params, body }, { operator, audit }) => content.pushNotice(deps, { operator, audit }, contentId(params.id), body.reason));
}
