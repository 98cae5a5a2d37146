// Admins managing operators: invite (a one-time link), change roles, reset TOTP, disable and
// enable. Each change locks the operator's row and writes its audit row in the same
// transaction (audited). An operator cannot change their own roles or disable themselves, so
// the acting admin always remains an enabled admin.
import type { OperatorId } from "@tradewind/domain/ids";
import type { Operator } from "@tradewind/api/admin/operators";
import type { Role } from "@tradewind/api/admin/roles";
import type { Db } from "../../platform/database.ts";
import { fail } from "../../platform/errors.ts";
import { sealText } from "../../platform/sealing.ts";
import type { AuditTrail, AuthOperator } from "../../platform/request-context.ts";
import { audited } from "../audit/service.ts";
import type { AdminDeps } from "../deps.ts";
import { issueLink, linkOrigin, type IssuedLink } from "./links-service.ts";
import * as repository from "./repository.ts";
import type { OperatorListFilter, OperatorPatch, OperatorRecord } from "./repository.ts";
import { operatorView } from "./sessions-service.ts";

interface Acting {
  operator: AuthOperator;
  audit: AuditTrail;
  /** The origin the admin's request addressed: links point there unless PUBLIC_URL is set. */
  origin: string | null;
}

/** On start: seals the TOTP secrets stored in plaintext before migration 0058 (none left after the first start). */
export async function sealPlaintextOperatorSecrets(db: Db, sealingKey: Uint8Array): Promise<void> {
  const { operators, links } = await repository.plaintextTotpSecrets(db);
  for (const row of operators) await repository.sealOperatorTotpSecret(db, row.id, row.secret, sealText(sealingKey, row.secret));
  for (const row of links) await repository.sealLinkTotpSecret(db, row.id, row.secret, sealText(sealingKey, row.secret));
}

export async function listOperators(deps: AdminDeps, filter: OperatorListFilter, paging: { page: number; size: number }) {
  const { total, operators } = await repository.listOperators(deps.db, filter, { offset: (paging.page - 1) * paging.size, limit: paging.size });
  return { items: operators.map(operatorView), total, page: paging.page, size: paging.size };
}

/** A Postgres unique violation on the operators' username index (two invitations racing for one name). */
function isUsernameTaken(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "23505";
}

export async function inviteOperator(deps: AdminDeps, acting: Acting, request: { username: string; roles: Role[]; reason: string }) {
  const origin = linkOrigin(deps, acting.origin);
  try {
    const { auditId, result } = await audited(deps, acting, { action: "operator.invite", reason: request.reason }, async (tx) => {
      if (await repository.findOperatorByUsername(tx, request.username)) fail("operatorExists");
      const created = await repository.insertOperator(tx, {
        username: request.username,
        roles: request.roles,
        passwordHash: null,
        totpSecret: null,
        totpEnrolledAt: null,
        totpLastStep: null,
        createdAt: deps.clock.now(),
      });
      const link = await issueLink(deps, tx, { purpose: "invite", operatorId: created.id, createdBy: acting.operator.id }, origin);
      const operator = operatorView(created);
      return { result: { operator, link }, target: `operator:${created.id}`, before: null, after: operator };
    });
    return { auditId, ...result };
  } catch (error) {
    if (isUsernameTaken(error)) fail("operatorExists");
    throw error;
  }
}

/**
 * One audited change to another operator: locks the row (10118 when unknown), lets `change`
 * refuse or compute the patch, applies it, and answers the operator as it is afterwards.
 */
async function changeOperator<Extra extends object>(
  deps: AdminDeps,
  acting: Acting,
  change: { id: OperatorId; action: string; reason: string },
  patch: (tx: Db, row: OperatorRecord) => Promise<{ patch: OperatorPatch; extra: Extra }>,
): Promise<{ auditId: string; operator: Operator } & Extra> {
  const { auditId, result } = await audited(deps, acting, { action: change.action, reason: change.reason }, async (tx) => {
    const row = await repository.lockOperator(tx, change.id);
    if (!row) fail("notFound");
    const before = operatorView(row);
    const { patch: applied, extra } = await patch(tx, row);
    const operator = operatorView(await repository.updateOperator(tx, row.id, applied));
    return { result: { operator, ...extra }, target: `operator:${row.id}`, before, after: operator };
  });
  // Their open support sockets are checked again on every process now, not at the next periodic check.
  deps.operatorEvents?.changed(change.id);
  return { auditId, ...result };
}

export function changeRoles(deps: AdminDeps, acting: Acting, request: { id: OperatorId; roles: Role[]; reason: string }) {
  if (request.id === acting.operator.id) fail("cannotChangeOwnRoles");
  return changeOperator(deps, acting, { id: request.id, action: "operator.changeRoles", reason: request.reason }, async () => ({ patch: { roles: request.roles }, extra: {} }));
}

export function resetTotp(deps: AdminDeps, acting: Acting, request: { id: OperatorId; reason: string }) {
  const origin = linkOrigin(deps, acting.origin);
  return changeOperator<{ link: IssuedLink }>(deps, acting, { id: request.id, action: "operator.resetTotp", reason: request.reason }, async (tx, row) => {
    await repository.revokeSession(tx, { operatorId: row.id }, deps.clock.now());
    const link = await issueLink(deps, tx, { purpose: "totpReset", operatorId: row.id, createdBy: acting.operator.id }, origin);
    return { patch: { totp: null }, extra: { link } };
  });
}

export function disableOperator(deps: AdminDeps, acting: Acting, request: { id: OperatorId; reason: string }) {
  if (request.id === acting.operator.id) fail("cannotDisableSelf");
  return changeOperator(deps, acting, { id: request.id, action: "operator.disable", reason: request.reason }, async (tx, row) => {
    const now = deps.clock.now();
    await repository.revokeSession(tx, { operatorId: row.id }, now);
    await repository.expireUnusedLinks(tx, row.id, now);
    return { patch: { status: "disabled" }, extra: {} };
  });
}

export function enableOperator(deps: AdminDeps, acting: Acting, request: { id: OperatorId; reason: string }) {
  return changeOperator(deps, acting, { id: request.id, action: "operator.enable", reason: request.reason }, async () => ({ patch: { status: "active" }, extra: {} }));
}
