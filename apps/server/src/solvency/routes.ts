// HTTP edge of proof of liabilities: the public roots, key and backing, the user's snapshots and proof.
import * as api from "@tradewind/api/solvency";
import type { Router } from "../platform/route.ts";
import * as solvency from "./service.ts";
import type { SolvencyDeps } from "./service.ts";

export function solvencyRoutes(router: Router, deps: SolvencyDeps) {
  const { db } = deps;
  router.route(api.listLiabilityRoots, async ({ query }) => solvency.listRoots(db, query));
  router.route(api.solvencyPublicKey, async () => solvency.publicKey(db));
  router.route(api.solvencyBacking, async () => solvency.backing(db));
  router.route(api.listMyLiabilities, async ({ query }, { user }) => solvency.listMine(db, user.id, query));
  router.route(api.getLiabilityProof, async ({ query }, { user }) => solvency.liabilityProof(deps, user.id, query));
}
