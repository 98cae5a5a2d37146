// HTTP edge of operators: one-time links, sign-in and sessions, and admins managing operators.
import * as api from "@tradewind/api/admin/operators";
import type { Router } from "../../platform/route.ts";
import type { AdminDeps } from "../deps.ts";
import { confirmEnrolment, inspectLink, startEnrolment } from "./links-service.ts";
import { changeRoles, disableOperator, enableOperator, inviteOperator, listOperators, resetTotp } from "./service.ts";
import { listOwnSessions, me, revokeOwnSession, signIn, signOut } from "./sessions-service.ts";

export function operatorRoutes(router: Router, deps: AdminDeps) {
  router.route(api.inspectLink, async ({ body }, { audit }) => inspectLink(deps, audit, body.token));
  router.route(api.startEnrolment, async ({ body }, { audit }) => startEnrolment(deps, audit, body));
  router.route(api.confirmEnrolment, async ({ body }, { audit }) => confirmEnrolment(deps, audit, body));
  router.route(api.signIn, async ({ body }, { audit }) => signIn(deps, audit, body));

  router.route(api.signOut, async (_input, { operator, audit }) => {
    await signOut(deps, operator, audit);
    return { signedOut: true };
  });
  router.route(api.me, async (_input, { operator }) => me(deps, operator));
  router.route(api.listMySessions, async ({ query }, { operator }) => listOwnSessions(deps, operator, query));
  router.route(api.revokeMySession, async ({ params }, { operator, audit }) => ({ revoked: await revokeOwnSession(deps, operator, audit, params.id) }));

  router.route(api.listOperators, async ({ query }) => {
    const { page, size, ...filter } = query;
    return listOperators(deps, filter, { page, size });
  });
  router.route(api.inviteOperator, async ({ body }, acting) => inviteOperator(deps, acting, body));
  router.route(api.changeOperatorRoles, async ({ params, body }, acting) => changeRoles(deps, acting, { id: params.id, ...body }));
  router.route(api.resetOperatorTotp, async ({ params, body }, acting) => resetTotp(deps, acting, { id: params.id, ...body }));
  router.route(api.disableOperator, async ({ params, body }, acting) => disableOperator(deps, acting, { id: params.id, ...body }));
  router.route(api.enableOperator, async ({ params, body }, acting) => enableOperator(deps, acting, { id: params.id, ...body }));
}
