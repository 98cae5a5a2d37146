// One-time links: the first admin's setup link (printed on start while no operator is enrolled),
// invitations and TOTP re-enrolment. Step one (start) records the chosen password and a fresh
// TOTP secret on the link; step two (confirm) checks a code against that secret, applies both
// to the operator, spends the link and opens a session, all in one transaction with the link
// locked, so a link is spent once. Tokens are random and stored hashed; every refused step
// (unknown, expired or used link, wrong code) leaves an audit row.
import type { OperatorId } from "@tradewind/domain/ids";
import { isStrongOperatorPassword } from "@tradewind/api/admin/operators";
import { admitLoginAttempt, loginSucceeded } from "../../accounts/login-throttle.ts";
import { newSessionToken, passwordMatches, sha256 } from "../../accounts/secrets.ts";
import type { Db } from "../../platform/database.ts";
import { fail } from "../../platform/errors.ts";
import type { AuditTrail } from "../../platform/request-context.ts";
import { recordAttempt, refusalsAudited, type Attempt } from "../audit/service.ts";
import { linkLifetimeMs, type AdminDeps } from "../deps.ts";
import type { LinkPurpose } from "../tables.ts";
import * as repository from "./repository.ts";
import type { LinkRecord, OperatorRecord } from "./repository.ts";
import { startSession } from "./sessions-service.ts";
import { sealText, unsealText } from "../../platform/sealing.ts";
import { checkTotp, newTotpSecret, otpauthUrl, qrCodeDataUrl } from "../../platform/totp.ts";

export interface IssuedLink {
  url: string;
  expiresAt: string;
}

/**
 * Where a link an operator hands on must point: PUBLIC_URL, else the origin the issuing admin's
 * request addressed (so the link is absolute either way; 10100 for a Host header that is no host).
 */
export function linkOrigin(deps: AdminDeps, requestOrigin: string | null): string {
  const origin = deps.publicUrl ?? requestOrigin;
  if (origin === null) fail("invalidRequest");
  return origin;
}

/** Issues a link under `origin` and ends the operator's (or, for setup, every) earlier unused link. */
export async function issueLink(deps: Pick<AdminDeps, "clock">, db: Db, link: { purpose: LinkPurpose; operatorId: OperatorId | null; createdBy: string | null }, origin: string): Promise<IssuedLink> {
  const now = deps.clock.now();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + linkLifetimeMs);
  await repository.expireUnusedLinks(db, link.operatorId, now);
  await repository.insertLink(db, { tokenHash: sha256(token), ...link, createdAt: now, expiresAt });
  return { url: `${origin}/admin/setup?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/** On start: a fresh setup link under `origin` while no operator is enrolled, else null (nobody gets a default password). */
export async function setupLinkIfNoOperator(deps: Pick<AdminDeps, "db" | "clock">, origin: string): Promise<IssuedLink | null> {
  return deps.db.transaction().execute(async (tx) => {
    if ((await repository.countEnrolledOperators(tx)) > 0) return null;
    return issueLink(deps, tx, { purpose: "setup", operatorId: null, createdBy: null }, origin);
  });
}

/** The link if it can still be used, else 10142. A setup link dies once any operator is enrolled. */
async function usableLink(db: Db, link: LinkRecord | undefined, now: Date): Promise<{ link: LinkRecord; operator: OperatorRecord | undefined }> {
  if (!link || link.usedAt !== null || link.expiresAt.getTime() <= now.getTime()) fail("setupLinkInvalid");
  if (link.purpose === "setup") {
    if ((await repository.countEnrolledOperators(db)) > 0) fail("setupLinkInvalid");
    return { link, operator: undefined };
  }
  const operator = link.operatorId === null ? undefined : await repository.findOperatorById(db, link.operatorId);
  if (!operator || operator.status !== "active") fail("setupLinkInvalid");
  return { link, operator };
}

function linkAttempt(action: string): Attempt {
  return { action, operatorId: null, username: null, target: null };
}

function describe(attempt: Attempt, link: LinkRecord, operator: OperatorRecord | undefined) {
  Object.assign(attempt, { target: `operatorLink:${link.id}`, operatorId: operator?.id ?? null, username: operator?.username ?? link.pendingUsername });
}

export async function inspectLink(deps: AdminDeps, trail: AuditTrail, token: string) {
  const attempt = linkAttempt("auth.linkInspect");
  return refusalsAudited(deps, trail, attempt, async () => {
    const { link, operator } = await usableLink(deps.db, await repository.findLinkByHash(deps.db, sha256(token)), deps.clock.now());
    describe(attempt, link, operator);
    return { purpose: link.purpose, username: operator?.username ?? null, roles: operator?.roles ?? ["admin"], expiresAt: link.expiresAt.toISOString() };
  });
}

interface StartRequest {
  token: string;
  username?: string | undefined;
  password: string;
  confirmPassword?: string | undefined;
}

/** A new password (setup, invite) must be strong and confirmed. */
function checkNewPassword(request: StartRequest) {
  if (!isStrongOperatorPassword(request.password)) fail("passwordTooWeak");
  if (request.confirmPassword !== request.password) fail("passwordsNotSame");
}

/** TOTP re-enrolment proves the current password, throttled like a sign-in. */
async function checkCurrentPassword(deps: AdminDeps, operator: OperatorRecord, password: string, ip: string) {
  const admission = await admitLoginAttempt(deps.db, deps.clock.now(), [
    { scope: "account", key: `operator:${operator.id}` },
    { scope: "ip", key: ip },
  ]);
  if (!(await passwordMatches(deps.passwords, operator.passwordHash, password))) fail("passwordWrong");
  await loginSucceeded(deps.db, admission);
}

export async function startEnrolment(deps: AdminDeps, trail: AuditTrail, request: StartRequest) {
  const attempt = linkAttempt("auth.linkStart");
  return refusalsAudited(deps, trail, attempt, async () => {
    const { link, operator } = await usableLink(deps.db, await repository.findLinkByHash(deps.db, sha256(request.token)), deps.clock.now());
    describe(attempt, link, operator);
    let username: string;
    if (link.purpose === "setup") {
      if (request.username === undefined) fail("enterUsername");
      if (await repository.findOperatorByUsername(deps.db, request.username)) fail("operatorExists");
      username = request.username;
    } else if (operator) {
      username = operator.username;
    } else {
      fail("setupLinkInvalid");
    }
    if (link.purpose === "totpReset" && operator) await checkCurrentPassword(deps, operator, request.password, trail.ip);
    else checkNewPassword(request);
    const passwordHash = link.purpose === "totpReset" ? null : await deps.passwords.hash(request.password);
    const secret = newTotpSecret();
    await repository.setLinkPending(deps.db, link.id, { username: link.purpose === "setup" ? username : null, passwordHash, totpSecret: sealText(deps.sealingKey, secret) });
    await recordAttempt(deps, trail, { ...attempt, username }, { errorCode: null });
    const url = otpauthUrl(secret, username);
    return { secret, otpauthUrl: url, qrCodeDataUrl: await qrCodeDataUrl(url) };
  });
}

/** Applies a confirmed link to its operator (creating the first admin for a setup link). */
async function applyLink(deps: AdminDeps, tx: Db, link: LinkRecord, step: number): Promise<OperatorRecord> {
  const now = deps.clock.now();
  const secret = link.pendingTotpSecret;
  if (secret === null) fail("setupLinkInvalid");
  const totp = { secret, enrolledAt: now, lastStep: step };
  if (link.purpose === "setup") {
    if (link.pendingUsername === null || (await repository.findOperatorByUsername(tx, link.pendingUsername))) fail("operatorExists");
    return repository.insertOperator(tx, {
      username: link.pendingUsername,
      roles: ["admin"],
      passwordHash: link.pendingPasswordHash,
      totpSecret: totp.secret,
      totpEnrolledAt: now,
      totpLastStep: step,
      createdAt: now,
    });
  }
  if (link.operatorId === null) fail("setupLinkInvalid");
  const passwordHash = link.pendingPasswordHash ?? undefined;
  return repository.updateOperator(tx, link.operatorId, { totp, ...(passwordHash ? { passwordHash } : {}) });
}

export async function confirmEnrolment(deps: AdminDeps, trail: AuditTrail, request: { token: string; code: string }) {
  const attempt = linkAttempt("auth.enrol");
  return refusalsAudited(deps, trail, attempt, async () => {
    // Guessing codes against a link is throttled like guessing passwords (per link and per IP).
    const admission = await admitLoginAttempt(deps.db, deps.clock.now(), [
      { scope: "account", key: `operator-link:${sha256(request.token)}` },
      { scope: "ip", key: trail.ip },
    ]);
    const session = await deps.db.transaction().execute(async (tx) => {
      const now = deps.clock.now();
      const { link, operator } = await usableLink(tx, await repository.lockLinkByHash(tx, sha256(request.token)), now);
      describe(attempt, link, operator);
      if (link.pendingTotpSecret === null) fail("setupLinkInvalid");
      const check = await checkTotp(unsealText(deps.sealingKey, link.pendingTotpSecret), request.code, now, null);
      if (check.kind !== "accepted") fail("totpCodeWrong");
      const enrolled = await applyLink(deps, tx, link, check.step);
      if (!(await repository.useLink(tx, link.id, enrolled.id, now))) fail("setupLinkInvalid");
      Object.assign(attempt, { operatorId: enrolled.id, username: enrolled.username });
      return startSession(deps, tx, enrolled, trail);
    });
    await loginSucceeded(deps.db, admission);
    await recordAttempt(deps, trail, attempt, { errorCode: null, after: { purpose: "enrolled" } });
    return session;
  });
}
