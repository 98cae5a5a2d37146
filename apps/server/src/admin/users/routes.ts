// HTTP edge of the back office's users: search, profile, statement, orders, price alerts, sessions,
// security, ending a session, freeze.
import * as api from "@tradewind/api/admin/users";
import { userId } from "@tradewind/domain/ids";
import type { Router } from "../../platform/route.ts";
import {
  endUserSession,
  searchUsers,
  setUserStatus,
  userContractOrders,
  userOptionOrders,
  userPriceAlerts,
  userProfile,
  userSecurity,
  userSessions,
  userSpotOrders,
  userStatement,
  type UsersAdminDeps,
} from "./service.ts";

export function userAdminRoutes(router: Router, deps: UsersAdminDeps) {
  router.route(api.searchUsers, async ({ query }) => searchUsers(deps.db, query));
  router.route(api.getUser, async ({ params }) => userProfile(deps, userId(params.id)));
  router.route(api.getUserStatement, async ({ params, query }) => userStatement(deps.db, userId(params.id), query));
  router.route(api.getUserContractOrders, async ({ params, query }) => userContractOrders(deps, userId(params.id), query));
  router.route(api.getUserSpotOrders, async ({ params, query }) => userSpotOrders(deps.db, userId(params.id), query));
  router.route(api.getUserOptionOrders, async ({ params, query }) => userOptionOrders(deps.db, userId(params.id), query));
  router.route(api.getUserPriceAlerts, async ({ params }) => userPriceAlerts(deps.db, userId(params.id)));
  router.route(api.getUserSessions, async ({ params, query }) => userSessions(deps.db, userId(params.id), query));
  router.route(api.getUserSecurity, async ({ params }) => userSecurity(deps.db, userId(params.id), deps.clock.now()));
  router.route(api.endUserSession, async ({ params, body }, { operator, audit }) => endUserSession(deps, { operator, audit }, userId(params.id), params.sessionId, body.reason));
  router.route(api.freezeUser, async ({ params, body }, { operator, audit }) => setUserStatus(deps, { operator, audit }, userId(params.id), "frozen", body.reason));
  router.route(api.unfreezeUser, async ({ params, body }, { operator, audit }) => setUserStatus(deps, { operator, audit }, userId(params.id), "active", body.reason));
}
