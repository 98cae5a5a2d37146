// HTTP edge of finance's smart-plan work: products and the earn reserve.
import * as api from "@tradewind/api/admin/earn";
import type { AuditDeps } from "../audit/service.ts";
import type { Router } from "../../platform/route.ts";
import * as earn from "./service.ts";

export function earnAdminRoutes(router: Router, deps: AuditDeps) {
  router.route(api.listSmartProductsAdmin, async () => ({ items: await earn.listProducts(deps.db) }));
  router.route(api.createSmartProduct, async ({ body }, { operator, audit }) => earn.createProduct(deps, { operator, audit }, body));
  router.route(api.updateSmartProduct, async ({ params, body }, { operator, audit }) => earn.updateProduct(deps, { operator, audit }, params.id, body));
  router.route(api.getEarnReserve, async () => earn.getReserve(deps.db));
  router.route(api.fundEarnReserve, async ({ body }, { operator, audit }) => earn.fundReserve(deps, { operator, audit }, body));
}
