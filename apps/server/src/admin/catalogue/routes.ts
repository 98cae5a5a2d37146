// HTTP edge of the trading catalogue: instruments' terms and option cycles.
import * as api from "@tradewind/api/admin/catalogue";
import type { Router } from "../../platform/route.ts";
import { createCycle, listCycles, listInstruments, updateCycle, updateInstrument, type CatalogueDeps } from "./service.ts";

export function catalogueRoutes(router: Router, deps: CatalogueDeps) {
  router.route(api.listInstruments, async ({ query }) => listInstruments(deps.db, query));
  router.route(api.updateInstrument, async ({ params, body }, { operator, audit }) => updateInstrument(deps, { operator, audit }, params.code, body));
  router.route(api.listCycles, async ({ params, query }) => listCycles(deps.db, params.code, query));
  router.route(api.createCycle, async ({ params, body }, { operator, audit }) => createCycle(deps, { operator, audit }, params.code, body));
  router.route(api.updateCycle, async ({ params, body }, { operator, audit }) => updateCycle(deps, { operator, audit }, params.id, body));
}
