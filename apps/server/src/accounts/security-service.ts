// The account security centre (issue 24): an authenticator app (TOTP, RFC 6238) as a second
// factor, enrolled from a QR code and confirmed with a code, with ten recovery codes shown once
// (stored hashed, single use); the second sign-in step; the user's append-only security history.
//
// Invariants: each authenticator code is accepted once (the row keeps the last step accepted and
// is locked while a code is checked, so two requests racing with one code get one yes); a
// recovery code is spent in the statement that checks it; a sign-in challenge is spent in the
// transaction that opens the session. Every change is written to the history, notified in the
// app and emailed to the user in the request's language.
import type { SecondFactorChallenge } from "@tradewind/api/accounts";
import type { SecondFactorProof, SecurityEventKind, SecurityState } from "@tradewind/api/security";
import { interpolate } from "@tradewind/i18n/catalogues";
import { emailTexts, type EmailTexts } from "@tradewind/i18n/emails";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { notify } from "../notifications/service.ts";
import type { Db } from "../platform/database.ts";
import { AppError, fail } from "../platform/errors.ts";
import type { AuthUser, RequestContext } from "../platform/request-context.ts";
import { checkTotp, newTotpSecret, otpauthUrl } from "../platform/totp.ts";
import { admitLoginAttempt, loginSucceeded, loginThrottleKeys } from "./login-throttle.ts";
import * as repository from "./repository.ts";
import type { UserRecord } from "./repository.ts";
import { newRecoveryCode, newSessionToken, sha256 } from "./secrets.ts";
import * as security from "./security-repository.ts";
import type { AccountsDeps } from "./service.ts";

/** Who asked, as the history records it. */
export interface RequestMeta {
  clientIp: string;
  userAgent: string;
  language: LanguageCode;
}

export function requestMeta(context: Pick<RequestContext, "ip" | "userAgent" | "language">): RequestMeta {
  return { clientIp: context.ip, userAgent: context.userAgent, language: context.language };
}

export const recoveryCodeCount = 10;
export const challengeLifetimeMs = 5 * 60_000;
const historyShown = 50;

/** Changes the user is told of by notification and email; sign-ins and failures only go to the history. */
type ToldChange = keyof EmailTexts["securityChanges"];
const toldChanges: ReadonlySet<SecurityEventKind> = new Set<ToldChange>(["totp_enabled", "totp_disabled", "recovery_code_used", "recovery_codes_renewed"]);

/** Writes the event in `tx`; a change the user is told of also gets its notification there. */
async function recordEvent(tx: Db, userId: string, kind: SecurityEventKind, meta: RequestMeta, now: Date) {
  await security.insertSecurityEvent(tx, { userId, kind, clientIp: meta.clientIp, userAgent: meta.userAgent, createdAt: now });
  if (toldChanges.has(kind)) await notify(tx, { userId, kind: "security_change", params: { change: kind } });
}

/**
 * Emails the user about a change, after it committed. The change stands when the provider fails:
 * the messenger has logged it and the notification is in the app, so the failure is not the
 * request's answer.
 */
async function emailChange(deps: AccountsDeps, userId: string, kind: ToldChange, meta: RequestMeta, now: Date) {
  const user = await repository.findUserById(deps.db, userId);
  if (!user?.email || !deps.messenger.canDeliver("email")) return;
  const texts = emailTexts[meta.language];
  const body = interpolate(texts.securityBody, { change: texts.securityChanges[kind], time: now.toISOString(), ip: meta.clientIp });
  try {
    await deps.messenger.send({ target: user.email, channel: "email", subject: texts.securitySubject, body, code: null });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

export async function securityOverview(deps: AccountsDeps, user: AuthUser) {
  return securityOf(deps.db, user.id);
}

/** A user's protections and latest security events, as the user and the back office see them: never a secret. */
export async function securityOf(db: Db, userId: string) {
  const [totp, recoveryCodesLeft, events] = await Promise.all([
    security.findTotp(db, userId),
    security.countUnusedRecoveryCodes(db, userId),
    security.latestSecurityEvents(db, userId, historyShown),
  ]);
  const enabled = Boolean(totp?.confirmedAt);
  const state: SecurityState = {
    totp: { enabled, enabledAt: totp?.confirmedAt?.toISOString() ?? null },
    recoveryCodesLeft,
    level: enabled ? "twoFactor" : "password",
  };
  return {
    state,
    events: events.map((event) => ({ id: event.id, kind: event.kind, ip: event.clientIp, userAgent: event.userAgent, createdAt: event.createdAt.toISOString() })),
  };
}

/** Whether the user's sign-in asks for a second factor. */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  return Boolean((await security.findTotp(db, userId))?.confirmedAt);
}

export async function startTotpEnrolment(deps: AccountsDeps, user: AuthUser) {
  if (await hasSecondFactor(deps.db, user.id)) fail("totpAlreadyEnabled");
  const secret = newTotpSecret();
  await security.putPendingTotp(deps.db, user.id, secret, deps.clock.now());
  return { secret, otpauthUrl: otpauthUrl(secret, user.username) };
}

/** Draws the recovery codes, stores their hashes in `tx` and answers them as printed (`xxxxx-xxxxx`). */
async function issueRecoveryCodes(tx: Db, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await security.replaceRecoveryCodes(tx, userId, codes.map(sha256), now);
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/** Accepts an authenticator code once, in `tx` (which holds the row's lock): 10302 wrong, 10303 already used. */
async function acceptTotpCode(tx: Db, userId: string, code: string, now: Date, row: { secret: string; lastStep: string | null }): Promise<number> {
  const check = await checkTotp(row.secret, code, now, row.lastStep);
  if (check.kind === "wrong") fail("secondFactorCodeWrong");
  if (check.kind === "reused") fail("secondFactorCodeReused");
  await security.setTotpLastStep(tx, userId, check.step);
  return check.step;
}

export async function confirmTotpEnrolment(deps: AccountsDeps, user: AuthUser, code: string, meta: RequestMeta) {
  const now = deps.clock.now();
  const recoveryCodes = await deps.db.transaction().execute(async (tx) => {
    const row = await security.lockTotp(tx, user.id);
    if (!row) fail("totpNotEnabled");
    if (row.confirmedAt) fail("totpAlreadyEnabled");
    const step = await acceptTotpCode(tx, user.id, code, now, row);
    await security.confirmTotp(tx, user.id, step, now);
    await recordEvent(tx, user.id, "totp_enabled", meta, now);
    return issueRecoveryCodes(tx, user.id, now);
  });
  await emailChange(deps, user.id, "totp_enabled", meta, now);
  return { recoveryCodes };
}

/**
 * Proves the user's second factor in `tx`: an authenticator code (once each) or an unused
 * recovery code (spent). Answers the history event a recovery code leaves, if any.
 */
async function proveSecondFactor(tx: Db, userId: string, proof: SecondFactorProof, now: Date): Promise<"recovery_code_used" | null> {
  const row = await security.lockTotp(tx, userId);
  if (!row?.confirmedAt) fail("totpNotEnabled");
  if (proof.method === "totp") {
    await acceptTotpCode(tx, userId, proof.code, now, row);
    return null;
  }
  if (!(await security.spendRecoveryCode(tx, userId, sha256(proof.code), now))) fail("secondFactorCodeWrong");
  return "recovery_code_used";
}

export async function disableTotp(deps: AccountsDeps, user: AuthUser, proof: SecondFactorProof, meta: RequestMeta) {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (tx) => {
    const used = await proveSecondFactor(tx, user.id, proof, now);
    if (used) await recordEvent(tx, user.id, used, meta, now);
    await security.deleteTotp(tx, user.id);
    await recordEvent(tx, user.id, "totp_disabled", meta, now);
    // A factor removed may mean a stolen account: nobody else stays signed in.
    await repository.revokeOtherSessions(tx, user.id, user.tokenHash, now);
  });
  deps.sessionEvents?.ended({ userId: user.id, exceptTokenHash: user.tokenHash });
  await emailChange(deps, user.id, "totp_disabled", meta, now);
  return { disabled: true };
}

export async function renewRecoveryCodes(deps: AccountsDeps, user: AuthUser, code: string, meta: RequestMeta) {
  const now = deps.clock.now();
  const recoveryCodes = await deps.db.transaction().execute(async (tx) => {
    await proveSecondFactor(tx, user.id, { method: "totp", code }, now);
    await recordEvent(tx, user.id, "recovery_codes_renewed", meta, now);
    return issueRecoveryCodes(tx, user.id, now);
  });
  await emailChange(deps, user.id, "recovery_codes_renewed", meta, now);
  return { recoveryCodes };
}

/** The first sign-in step passed for a user with a second factor: a challenge instead of a session. */
export async function openSignInChallenge(deps: AccountsDeps, user: UserRecord): Promise<SecondFactorChallenge> {
  const challenge = newSessionToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + challengeLifetimeMs);
  await security.insertChallenge(deps.db, { tokenHash: sha256(challenge), userId: user.id, createdAt: now, expiresAt });
  return { secondFactor: { challenge, expiresAt: expiresAt.toISOString(), methods: ["totp", "recovery"] } };
}

/**
 * The second sign-in step. Each attempt is counted by the password's throttle (same account and
 * IP keys) before its code is checked, so guessing six digits is as slow as guessing a password;
 * a right code takes its count back. Answers the user whose session the caller opens.
 */
export async function passSecondFactor(deps: AccountsDeps, request: { challenge: string; proof: SecondFactorProof }, meta: RequestMeta): Promise<UserRecord> {
  const now = deps.clock.now();
  const tokenHash = sha256(request.challenge);
  const live = await security.findLiveChallenge(deps.db, tokenHash, now);
  if (!live) fail("signInChallengeExpired");
  const user = await repository.findUserById(deps.db, live.userId);
  if (!user) fail("signInChallengeExpired");
  const admission = await admitLoginAttempt(deps.db, now, loginThrottleKeys({ userId: user.id, typedAccount: user.username, clientIp: meta.clientIp }));
  try {
    await deps.db.transaction().execute(async (tx) => {
      const used = await proveSecondFactor(tx, user.id, request.proof, now);
      if (!(await security.spendChallenge(tx, tokenHash, now))) fail("signInChallengeExpired");
      if (used) await recordEvent(tx, user.id, used, meta, now);
    });
  } catch (error) {
    if (error instanceof AppError && (error.errorName === "secondFactorCodeWrong" || error.errorName === "secondFactorCodeReused")) {
      await recordEvent(deps.db, user.id, "second_factor_failed", meta, now);
    }
    throw error;
  }
  await loginSucceeded(deps.db, admission);
  if (request.proof.method === "recovery") await emailChange(deps, user.id, "recovery_code_used", meta, now);
  return user;
}

/** A session was opened: the history keeps where from. */
export async function recordSignIn(db: Db, userId: string, meta: RequestMeta, now: Date) {
  await recordEvent(db, userId, "sign_in", meta, now);
}

export async function listSessions(deps: AccountsDeps, user: AuthUser) {
  const sessions = await repository.liveSessionsOf(deps.db, user.id, deps.clock.now());
  return {
    sessions: sessions.map((session) => ({
      id: session.id,
      current: session.tokenHash === user.tokenHash,
      userAgent: session.userAgent,
      ip: session.clientIp,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt?.toISOString() ?? null,
    })),
  };
}

/** Ends one of the user's sessions: its requests answer 401 and its sockets are signed out at once. */
export async function endSession(deps: AccountsDeps, user: AuthUser, id: string, meta: RequestMeta) {
  const now = deps.clock.now();
  const tokenHash = await deps.db.transaction().execute(async (tx) => {
    const ended = await repository.revokeSessionById(tx, user.id, id, now);
    if (!ended) fail("sessionNotFound");
    await recordEvent(tx, user.id, "session_ended", meta, now);
    return ended;
  });
  deps.sessionEvents?.ended({ userId: user.id, tokenHash });
  return { ended: true };
}

export async function endOtherSessions(deps: AccountsDeps, user: AuthUser, meta: RequestMeta) {
  const now = deps.clock.now();
  const ended = await deps.db.transaction().execute(async (tx) => {
    const count = await repository.revokeOtherSessions(tx, user.id, user.tokenHash, now);
    await recordEvent(tx, user.id, "other_sessions_ended", meta, now);
    return count;
  });
  deps.sessionEvents?.ended({ userId: user.id, exceptTokenHash: user.tokenHash });
  return { ended };
}
