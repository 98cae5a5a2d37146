// Operator sign-in and sessions. A sign-in needs the password and a TOTP code; attempts are
// throttled per operator and per IP with the users' login throttle (accounts/login-throttle.ts)
// and every attempt, refused or not, leaves an audit row. Session tokens are random, stored
// hashed, prefixed `op_` and looked up only in operator_sessions, so a user's token is no
// operator token and the other way round.
import type { Operator } from "@tradewind/api/admin/operators";
import { admitLoginAttempt, loginSucceeded } from "../../accounts/login-throttle.ts";
import { newSessionToken, passwordMatches, sha256 } from "../../accounts/secrets.ts";
import type { Db } from "../../platform/database.ts";
import { fail } from "../../platform/errors.ts";
import type { AuditTrail, AuthOperator } from "../../platform/request-context.ts";
import { recordAttempt, refusalsAudited, type Attempt } from "../audit/service.ts";
import type { AdminDeps } from "../deps.ts";
import * as repository from "./repository.ts";
import type { OperatorRecord } from "./repository.ts";
import { unsealText } from "../../platform/sealing.ts";
import { checkTotp } from "../../platform/totp.ts";

export const operatorTokenPrefix = "op_";

export function operatorView(operator: OperatorRecord): Operator {
  return {
    id: operator.id,
    username: operator.username,
    roles: operator.roles,
    status: operator.status,
    totpEnrolledAt: operator.totpEnrolledAt?.toISOString() ?? null,
    lastSignInAt: operator.lastSignInAt?.toISOString() ?? null,
    createdAt: operator.createdAt.toISOString(),
  };
}

export async function authenticateOperator(deps: AdminDeps, token: string): Promise<AuthOperator | null> {
  if (!token.startsWith(operatorTokenPrefix)) return null;
  const tokenHash = sha256(token);
  const session = await repository.findLiveSession(deps.db, tokenHash, deps.clock.now());
  return session ? { ...session, tokenHash } : null;
}

/** Opens a session for an operator who just proved password and code (sign-in or enrolment). */
export async function startSession(deps: AdminDeps, db: Db, operator: OperatorRecord, trail: AuditTrail) {
  const now = deps.clock.now();
  const token = operatorTokenPrefix + newSessionToken();
  const expiresAt = new Date(now.getTime() + deps.operatorSessionTtlMs);
  await repository.insertSession(db, { tokenHash: sha256(token), operatorId: operator.id, ip: trail.ip, userAgent: trail.userAgent, createdAt: now, expiresAt });
  const signedIn = await repository.updateOperator(db, operator.id, { lastSignInAt: now });
  return { token, expiresAt: expiresAt.toISOString(), operator: operatorView(signedIn) };
}

/**
 * Accepts `code` for an operator once: refuses a wrong code (10140) and one already used or
 * older than the last used (10141), and claims its step in the same statement that checks it.
 */
export async function acceptTotp(db: Db, sealingKey: Uint8Array, operator: Pick<OperatorRecord, "id" | "totpSecret" | "totpLastStep">, code: string, now: Date): Promise<number> {
  if (operator.totpSecret === null) fail("totpEnrolmentRequired");
  const check = await checkTotp(unsealText(sealingKey, operator.totpSecret), code, now, operator.totpLastStep);
  if (check.kind === "wrong") fail("totpCodeWrong");
  if (check.kind === "reused" || !(await repository.claimTotpStep(db, operator.id, check.step))) fail("totpCodeReused");
  return check.step;
}

/** Throttle keys: the operator (or the typed name when unknown) and the client address. */
function throttleKeys(operatorId: string | undefined, username: string, ip: string) {
  const account = operatorId === undefined ? `operator-name:${username.toLowerCase()}` : `operator:${operatorId}`;
  return [
    { scope: "account" as const, key: account },
    { scope: "ip" as const, key: ip },
  ];
}

export async function signIn(deps: AdminDeps, trail: AuditTrail, request: { username: string; password: string; code: string }) {
  const attempt: Attempt = { action: "auth.signIn", operatorId: null, username: request.username, target: null };
  return refusalsAudited(deps, trail, attempt, async () => {
    const now = deps.clock.now();
    const operator = await repository.findOperatorByUsername(deps.db, request.username);
    if (operator) Object.assign(attempt, { operatorId: operator.id, username: operator.username, target: `operator:${operator.id}` });
    const admission = await admitLoginAttempt(deps.db, now, throttleKeys(operator?.id, request.username, trail.ip));
    // One hash check whether or not the name exists, so timing reveals no operator.
    const matches = await passwordMatches(deps.passwords, operator?.passwordHash, request.password);
    if (!operator || !matches) fail("passwordWrong");
    if (operator.status !== "active") fail("operatorDisabled");
    await acceptTotp(deps.db, deps.sealingKey, operator, request.code, now);
    await loginSucceeded(deps.db, admission);
    const session = await startSession(deps, deps.db, operator, trail);
    await recordAttempt(deps, trail, attempt, { errorCode: null });
    return session;
  });
}

export async function signOut(deps: AdminDeps, operator: AuthOperator, trail: AuditTrail) {
  await revokeOwnSession(deps, operator, trail, operator.sessionId);
}

export async function revokeOwnSession(deps: AdminDeps, operator: AuthOperator, trail: AuditTrail, sessionId: string): Promise<boolean> {
  const revoked = await repository.revokeSession(deps.db, { operatorId: operator.id, sessionId }, deps.clock.now());
  const action = sessionId === operator.sessionId ? "auth.signOut" : "auth.revokeSession";
  await recordAttempt(deps, trail, { action, operatorId: operator.id, username: operator.username, target: `operatorSession:${sessionId}` }, { errorCode: null });
  if (revoked > 0) deps.operatorEvents?.changed(operator.id);
  return revoked > 0;
}

export async function listOwnSessions(deps: AdminDeps, operator: AuthOperator, paging: { page: number; size: number }) {
  const { total, sessions } = await repository.liveSessions(deps.db, operator.id, deps.clock.now(), { offset: (paging.page - 1) * paging.size, limit: paging.size });
  const items = sessions.map((session) => ({
    id: session.id,
    current: session.id === operator.sessionId,
    ip: session.ip,
    userAgent: session.userAgent,
    createdAt: session.createdAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  }));
  return { items, total, page: paging.page, size: paging.size };
}

export async function me(deps: AdminDeps, operator: AuthOperator): Promise<Operator> {
  const found = await repository.findOperatorById(deps.db, operator.id);
  if (!found) fail("sessionExpired");
  return operatorView(found);
}
