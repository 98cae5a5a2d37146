// HTTP edge of orders needing attention: the list and resolving one.
import { orderId } from "@tradewind/domain/ids";
import * as api from "@tradewind/api/admin/attention";
import type { Router } from "../../platform/route.ts";
import type { AuditDeps } from "../audit/service.ts";
import { listAttention, resolveAttention } from "./service.ts";

export function attentionRoutes(router: Router, deps: AuditDeps) {
  router.route(api.listAttention, async ({ query }) => listAttention(deps.db, query));
  router.route(api.resolveAttention, async ({ params, body }, { operator, audit }) => resolveAttention(deps, { operator, audit }, { kind: params.kind, orderId: orderId(params.id) }, body.reason));
}
