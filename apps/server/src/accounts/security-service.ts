// The account security centre (issue 24): an authenticator app (TOTP, RFC 6238) as a second
// factor, enrolled from a QR code and confirmed with a code, with ten recovery codes shown once
// (stored hashed, single use); the second sign-in step (and, for a passkey-only account that lost
// its passkey, the password with an emailed code, which holds withdrawals like a password reset);
// the user's append-only security history.
//
// Invariants: each authenticator code is accepted once (the row keeps the last step accepted and
// is locked while a code is checked, so two requests racing with one code get one yes); a
// recovery code is spent in the statement that checks it; a sign-in challenge is spent in the
// transaction that opens the session. Every change is written to the history, notified in the
// app and emailed to the user in the request's language.
import type { SecondFactorChallenge } from "@tradewind/api/accounts";
import type { CodeProof, SecondFactorProof, SecurityEventKind, SecurityState } from "@tradewind/api/security";
import { interpolate } from "@tradewind/i18n/catalogues";
import { emailTexts, type EmailTexts } from "@tradewind/i18n/emails";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { notify } from "../notifications/service.ts";
import type { Db } from "../platform/database.ts";
import { AppError, fail } from "../platform/errors.ts";
import type { Channel } from "../platform/messenger.ts";
import type { AuthUser, RequestContext } from "../platform/request-context.ts";
import { integerParam } from "../platform/params.ts";
import { sealText, unsealText } from "../platform/sealing.ts";
import { checkTotp, newTotpSecret, otpauthUrl } from "../platform/totp.ts";
import { admitLoginAttempt, loginSucceeded, loginThrottleKeys } from "./login-throttle.ts";
import * as repository from "./repository.ts";
import type { UserRecord } from "./repository.ts";
import { newRecoveryCode, newSessionToken, passwordMatches, sha256 } from "./secrets.ts";
import { countPasskeys, deletePasskeysOf } from "./passkey-repository.ts";
import { hasPasskey, passkeyViews, startAuthentication, verifyAssertion } from "./passkey-service.ts";
import * as security from "./security-repository.ts";
import { sendCode, verifyCode, type AccountsDeps } from "./service.ts";
import { assertSteppedUp } from "./step-up-guard.ts";

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
/** Second-step failures the history records as a failed attempt (an expired challenge is not one). */
const failedProofs: ReadonlySet<string> = new Set(["secondFactorCodeWrong", "secondFactorCodeReused", "passkeyVerificationFailed", "passkeyNotRecognised", "passwordWrong", "verificationCodeWrong"]);
const historyShown = 50;

/** Changes the user is told of by notification and email; sign-ins and failures only go to the history. */
type ToldChange = keyof EmailTexts["securityChanges"];
const toldChanges: ReadonlySet<SecurityEventKind> = new Set<ToldChange | "address_added">([
  "totp_enabled",
  "totp_disabled",
  "recovery_code_used",
  "recovery_codes_renewed",
  "password_changed",
  "password_reset",
  "address_added",
  "address_book_off",
  "passkey_added",
  "passkey_removed",
  "passkey_counter_regressed",
  "contact_changed",
  "passkey_recovery",
  "factors_reset",
]);

/** Writes the event in `tx`; a change the user is told of also gets its notification there. */
export async function recordEvent(tx: Db, userId: string, kind: SecurityEventKind, meta: RequestMeta, now: Date) {
  await security.insertSecurityEvent(tx, { userId, kind, clientIp: meta.clientIp, userAgent: meta.userAgent, createdAt: now });
  if (toldChanges.has(kind)) await notify(tx, { userId, kind: "security_change", params: { change: kind } });
}

/**
 * Emails the user about a change, after it committed. The change stands when the provider fails:
 * the messenger has logged it and the notification is in the app, so the failure is not the
 * request's answer.
 */
export async function emailChange(deps: Pick<AccountsDeps, "db" | "messenger">, userId: string, kind: ToldChange, meta: RequestMeta, now: Date) {
  const user = await repository.findUserById(deps.db, userId);
  if (user?.email) await tellChange(deps, { target: user.email, channel: "email" }, kind, meta, now);
}

/** Sends the notice of a change to one address or number (a contact's old one, too), when this server can deliver there. */
export async function tellChange(deps: Pick<AccountsDeps, "messenger">, to: { target: string; channel: Channel }, kind: ToldChange, meta: RequestMeta, now: Date) {
  if (!deps.messenger.canDeliver(to.channel)) return;
  const texts = emailTexts[meta.language];
  const body = interpolate(texts.securityBody, { change: texts.securityChanges[kind], time: now.toISOString(), ip: meta.clientIp });
  try {
    await deps.messenger.send({ target: to.target, channel: to.channel, subject: texts.securitySubject, body, code: null });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

export async function securityOverview(deps: AccountsDeps, user: AuthUser) {
  return securityOf(deps.db, user.id, { tokenHash: user.tokenHash, now: deps.clock.now() });
}

const later = (time: Date | null, now: Date) => (time && time > now ? time.toISOString() : null);

/**
 * A user's protections and latest security events, as the user and the back office see them:
 * never a secret. `session` is the user's own request, whose step-up is shown.
 */
export async function securityOf(db: Db, userId: string, session: { tokenHash: string | null; now: Date }) {
  const [totp, recoveryCodesLeft, passkeys, events, protections, user, steppedUpUntil] = await Promise.all([
    security.findTotp(db, userId),
    security.countUnusedRecoveryCodes(db, userId),
    passkeyViews(db, userId),
    security.latestSecurityEvents(db, userId, historyShown),
    repository.withdrawalProtections(db, userId),
    repository.findUserById(db, userId),
    session.tokenHash ? repository.steppedUpUntil(db, session.tokenHash) : null,
  ]);
  const enabled = Boolean(totp?.confirmedAt);
  const addressBookOn = enabled || protections.addressBookOn;
  const state: SecurityState = {
    totp: { enabled, enabledAt: totp?.confirmedAt?.toISOString() ?? null },
    recoveryCodesLeft,
    passkeys,
    // A passkey guards sign-in as a second factor; step-up and the address book rest on the authenticator app.
    level: enabled || passkeys.length > 0 ? "twoFactor" : addressBookOn ? "addressBook" : "password",
    addressBook: { on: addressBookOn, required: enabled },
    steppedUpUntil: later(steppedUpUntil, session.now),
    withdrawalsHeldUntil: later(protections.heldUntil, session.now),
    stepUpMethod: enabled ? "secondFactor" : user?.email ? "passwordAndEmail" : null,
    stepUpByPasskey: passkeys.length > 0,
  };
  return {
    state,
    events: events.map((event) => ({ id: event.id, kind: event.kind, ip: event.clientIp, userAgent: event.userAgent, createdAt: event.createdAt.toISOString() })),
  };
}

/**
 * The second factors the user's sign-in asks for one of (none: the password alone signs in). A
 * passkey-only account with an email address may instead give the password and an emailed code
 * ("email"), for a lost passkey: it has no recovery codes.
 */
export async function secondFactorMethods(db: Db, userId: string): Promise<SecondFactorChallenge["secondFactor"]["methods"]> {
  const [totp, passkey, user] = await Promise.all([security.findTotp(db, userId), hasPasskey(db, userId), repository.findUserById(db, userId)]);
  if (totp?.confirmedAt) return ["totp", "recovery", ...(passkey ? (["passkey"] as const) : [])];
  return passkey ? ["passkey", ...(user?.email && user.passwordHash ? (["email"] as const) : [])] : [];
}

/** Where a lost passkey's code goes: 10335 unless the account's one factor is a passkey and it has an email and a password. */
async function passkeyRecoveryEmail(db: Db, user: UserRecord): Promise<string> {
  const methods = await secondFactorMethods(db, user.id);
  if (!methods.includes("email") || !user.email) fail("passkeyRecoveryUnavailable");
  return user.email;
}

/** The user of a live sign-in challenge (10304 for one unknown, spent or expired). */
async function challengeUser(deps: AccountsDeps, challenge: string, now: Date): Promise<UserRecord> {
  const live = await security.findLiveChallenge(deps.db, sha256(challenge), now);
  const user = live && (await repository.findUserById(deps.db, live.userId));
  if (!user) fail("signInChallengeExpired");
  return user;
}

/** Lost passkey: emails the code the second step takes with the password; the live challenge shows a first step passed. */
export async function sendPasskeyRecoveryCode(deps: AccountsDeps, challenge: string, meta: RequestMeta) {
  const user = await challengeUser(deps, challenge, deps.clock.now());
  const email = await passkeyRecoveryEmail(deps.db, user);
  return sendCode(deps, { purpose: "passkey_recovery", contact: { method: "email", email }, clientIp: meta.clientIp, language: meta.language });
}

/** The hold after a security change and the address book switch, for the withdrawal's checks. */
export async function withdrawalProtectionsOf(db: Db, userId: string) {
  return repository.withdrawalProtections(db, userId);
}

export async function emailAddressOf(db: Db, userId: string): Promise<string | null> {
  return (await repository.findUserById(db, userId))?.email ?? null;
}

/**
 * Whether the user has an authenticator app on: their sign-in and step-up ask for a code, and the
 * address book stays on (enrolling a second app is refused).
 */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  return Boolean((await security.findTotp(db, userId))?.confirmedAt);
}

export async function startTotpEnrolment(deps: AccountsDeps, user: AuthUser) {
  if (await hasSecondFactor(deps.db, user.id)) fail("totpAlreadyEnabled");
  const secret = newTotpSecret();
  await security.putPendingTotp(deps.db, user.id, sealText(deps.sealingKey, secret), deps.clock.now());
  return { secret, otpauthUrl: otpauthUrl(secret, user.username) };
}

/** On start: seals the authenticator secrets stored in plaintext before migration 0058 (none left after the first start). */
export async function sealPlaintextTotpSecrets(db: Db, sealingKey: Uint8Array): Promise<void> {
  for (const row of await security.plaintextTotpSecrets(db)) await security.sealTotpSecret(db, row.userId, row.secret, sealText(sealingKey, row.secret));
}

/** Draws the recovery codes, stores their hashes in `tx` and answers them as printed (`xxxxx-xxxxx`). */
async function issueRecoveryCodes(tx: Db, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await security.replaceRecoveryCodes(tx, userId, codes.map(sha256), now);
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/** Accepts an authenticator code once, in `tx` (which holds the row's lock): 10302 wrong, 10303 already used. */
async function acceptTotpCode(tx: Db, sealingKey: Uint8Array, userId: string, code: string, now: Date, row: { secret: string; lastStep: string | null }): Promise<number> {
  const check = await checkTotp(unsealText(sealingKey, row.secret), code, now, row.lastStep);
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
    const step = await acceptTotpCode(tx, deps.sealingKey, user.id, code, now, row);
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
export async function proveSecondFactor(tx: Db, sealingKey: Uint8Array, userId: string, proof: CodeProof, now: Date): Promise<"recovery_code_used" | null> {
  const row = await security.lockTotp(tx, userId);
  if (!row?.confirmedAt) fail("totpNotEnabled");
  if (proof.method === "totp") {
    await acceptTotpCode(tx, sealingKey, userId, proof.code, now, row);
    return null;
  }
  if (!(await security.spendRecoveryCode(tx, userId, sha256(proof.code), now))) fail("secondFactorCodeWrong");
  return "recovery_code_used";
}

export async function disableTotp(deps: AccountsDeps, user: AuthUser, proof: CodeProof, meta: RequestMeta) {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (tx) => {
    const used = await proveSecondFactor(tx, deps.sealingKey, user.id, proof, now);
    if (used) await recordEvent(tx, user.id, used, meta, now);
    await security.deleteTotp(tx, user.id);
    await afterSecurityChange(tx, { userId: user.id, keepTokenHash: user.tokenHash, kind: "totp_disabled", meta, now });
  });
  await afterSecurityChangeCommitted(deps, { userId: user.id, keepTokenHash: user.tokenHash, kind: "totp_disabled", meta, now });
  return { disabled: true };
}

/** A change that may mean a stolen account: a password changed or reset, a factor removed, a contact changed. */
export interface SecurityChange {
  userId: string;
  /** The session that made the change stays signed in; null (a reset by code) ends them all. */
  keepTokenHash: string | null;
  kind: "password_changed" | "password_reset" | "totp_disabled" | "contact_changed" | "passkey_recovery" | "factors_reset";
  meta: RequestMeta;
  now: Date;
}

/**
 * In the change's transaction: the history and notification, withdrawals held for
 * security_hold_hours (a longer hold stands), and every other session ended.
 */
export async function afterSecurityChange(tx: Db, change: SecurityChange) {
  await recordEvent(tx, change.userId, change.kind, change.meta, change.now);
  const hours = await integerParam(tx, "security_hold_hours", 0);
  if (hours > 0) {
    await repository.holdWithdrawals(tx, change.userId, new Date(change.now.getTime() + hours * 3_600_000));
    await recordEvent(tx, change.userId, "withdrawals_held", change.meta, change.now);
  }
  await repository.revokeOtherSessions(tx, change.userId, change.keepTokenHash, change.now);
}

/** After the change committed: the ended sessions' sockets are signed out and the user is emailed. */
export async function afterSecurityChangeCommitted(deps: Pick<AccountsDeps, "db" | "messenger" | "sessionEvents">, change: SecurityChange) {
  deps.sessionEvents?.ended({ userId: change.userId, ...(change.keepTokenHash ? { exceptTokenHash: change.keepTokenHash } : {}) });
  await emailChange(deps, change.userId, change.kind, change.meta, change.now);
}

/** Turns the address book on, or (after a step-up, and never while a second factor is on) off. */
export async function setAddressBook(deps: AccountsDeps, user: AuthUser, on: boolean, meta: RequestMeta) {
  const now = deps.clock.now();
  if (!on) {
    if (await hasSecondFactor(deps.db, user.id)) fail("addressBookRequired");
    await assertSteppedUp(deps.db, user, now);
  }
  await deps.db.transaction().execute(async (tx) => {
    await repository.setAddressBookOn(tx, user.id, on);
    await recordEvent(tx, user.id, on ? "address_book_on" : "address_book_off", meta, now);
  });
  if (!on) await emailChange(deps, user.id, "address_book_off", meta, now);
  return { on };
}

export async function renewRecoveryCodes(deps: AccountsDeps, user: AuthUser, code: string, meta: RequestMeta) {
  const now = deps.clock.now();
  const recoveryCodes = await deps.db.transaction().execute(async (tx) => {
    await proveSecondFactor(tx, deps.sealingKey, user.id, { method: "totp", code }, now);
    await recordEvent(tx, user.id, "recovery_codes_renewed", meta, now);
    return issueRecoveryCodes(tx, user.id, now);
  });
  await emailChange(deps, user.id, "recovery_codes_renewed", meta, now);
  return { recoveryCodes };
}

/** The first sign-in step passed for a user with a second factor (`methods`): a challenge instead of a session. */
export async function openSignInChallenge(deps: AccountsDeps, user: UserRecord, methods: SecondFactorChallenge["secondFactor"]["methods"]): Promise<SecondFactorChallenge> {
  const challenge = newSessionToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + challengeLifetimeMs);
  await security.insertChallenge(deps.db, { tokenHash: sha256(challenge), userId: user.id, createdAt: now, expiresAt });
  return { secondFactor: { challenge, expiresAt: expiresAt.toISOString(), methods } };
}

/** Options for a passkey's assertion: a username-less sign-in, or the second step of the sign-in whose challenge this is. */
export async function passkeySignInOptions(deps: AccountsDeps, signInChallenge: string | undefined) {
  if (signInChallenge === undefined) return startAuthentication(deps, null);
  const live = await security.findLiveChallenge(deps.db, sha256(signInChallenge), deps.clock.now());
  if (!live) fail("signInChallengeExpired");
  return startAuthentication(deps, live.userId);
}

/**
 * The second sign-in step. Each attempt is counted by the password's throttle (same account and
 * IP keys) before its code is checked, so guessing six digits is as slow as guessing a password;
 * a right code takes its count back. Answers the user whose session the caller opens.
 */
export async function passSecondFactor(deps: AccountsDeps, request: { challenge: string; proof: SecondFactorProof }, meta: RequestMeta): Promise<UserRecord> {
  const now = deps.clock.now();
  const tokenHash = sha256(request.challenge);
  const user = await challengeUser(deps, request.challenge, now);
  const admission = await admitLoginAttempt(deps.db, now, loginThrottleKeys({ userId: user.id, typedAccount: user.username, clientIp: meta.clientIp }));
  const { proof } = request;
  // A lost passkey's way in: a security change like a password reset (every session ends, the new one opens after).
  const recovery: SecurityChange = { userId: user.id, keepTokenHash: null, kind: "passkey_recovery", meta, now };
  try {
    // A passkey's assertion and an emailed code's attempt are checked before the transaction: they commit on their own.
    if (proof.method === "passkey") await verifyAssertion(deps, proof.response, user.id, meta);
    const codeId = proof.method === "email" ? await checkPasskeyRecovery(deps, user, proof, now) : null;
    await deps.db.transaction().execute(async (tx) => {
      const used = proof.method === "passkey" || proof.method === "email" ? null : await proveSecondFactor(tx, deps.sealingKey, user.id, proof, now);
      if (!(await security.spendChallenge(tx, tokenHash, now))) fail("signInChallengeExpired");
      if (used) await recordEvent(tx, user.id, used, meta, now);
      if (codeId !== null) {
        if (!(await repository.consumeVerificationCode(tx, codeId, now))) fail("sendCodeFirst");
        await afterSecurityChange(tx, recovery);
      }
    });
  } catch (error) {
    if (error instanceof AppError && failedProofs.has(error.errorName)) {
      await recordEvent(deps.db, user.id, "second_factor_failed", meta, now);
    }
    throw error;
  }
  await loginSucceeded(deps.db, admission);
  if (request.proof.method === "recovery") await emailChange(deps, user.id, "recovery_code_used", meta, now);
  if (request.proof.method === "email") await afterSecurityChangeCommitted(deps, recovery);
  return user;
}

/** The password again and the emailed code of a lost passkey; answers the code's id, spent by the caller's transaction. */
async function checkPasskeyRecovery(deps: AccountsDeps, user: UserRecord, proof: { password: string; code: string }, now: Date): Promise<string> {
  const email = await passkeyRecoveryEmail(deps.db, user);
  if (!(await passwordMatches(deps.passwords, user.passwordHash, proof.password))) fail("passwordWrong");
  return verifyCode(deps.db, now, email, "passkey_recovery", proof.code);
}

/** A session was opened: the history keeps where from. */
export async function recordSignIn(db: Db, userId: string, meta: RequestMeta, now: Date) {
  await recordEvent(db, userId, "sign_in", meta, now);
}

/** A user's live sessions, newest first; `currentTokenHash` marks the one asking (null: an operator asks). */
export async function liveSessions(db: Db, userId: string, currentTokenHash: string | null, now: Date) {
  const sessions = await repository.liveSessionsOf(db, userId, now);
  return sessions.map((session) => ({
    id: session.id,
    current: session.tokenHash === currentTokenHash,
    userAgent: session.userAgent,
    ip: session.clientIp,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt?.toISOString() ?? null,
  }));
}

export async function listSessions(deps: AccountsDeps, user: AuthUser) {
  return { sessions: await liveSessions(deps.db, user.id, user.tokenHash, deps.clock.now()) };
}

/**
 * Ends one live session of the user in `tx` and records it in the history; answers its token
 * hash, whose sockets the caller signs out after the commit. 10306 when it is not a live session of the user.
 */
export async function endSessionOf(tx: Db, userId: string, id: string, meta: RequestMeta, now: Date): Promise<string> {
  const ended = await repository.revokeSessionById(tx, userId, id, now);
  if (!ended) fail("sessionNotFound");
  await recordEvent(tx, userId, "session_ended", meta, now);
  return ended;
}

/** Ends one of the user's sessions: its requests answer 401 and its sockets are signed out at once. */
export async function endSession(deps: AccountsDeps, user: AuthUser, id: string, meta: RequestMeta) {
  const now = deps.clock.now();
  const tokenHash = await deps.db.transaction().execute((tx) => endSessionOf(tx, user.id, id, meta, now));
  deps.sessionEvents?.ended({ userId: user.id, tokenHash });
  return { ended: true };
}

/** The second factors an operators' reset removes (admin/factor-resets). */
export interface FactorsToReset {
  totp: boolean;
  passkeys: boolean;
}

/** Which of the chosen factors the user has now: a reset of none is refused (10345). */
export async function factorsHeld(db: Db, userId: string, chosen: FactorsToReset): Promise<{ totp: boolean; passkeys: number }> {
  const [totp, passkeys] = await Promise.all([security.findTotp(db, userId), countPasskeys(db, userId)]);
  return { totp: chosen.totp && Boolean(totp?.confirmedAt), passkeys: chosen.passkeys ? passkeys : 0 };
}

/**
 * An approved operators' reset, in its transaction: the authenticator with its recovery codes
 * and/or every passkey are removed, then as for any factor removed the history, the hold and
 * every session ended (none is kept: the user signs in afresh). The caller runs
 * afterSecurityChangeCommitted with the answered change once committed.
 */
export async function resetSecondFactors(tx: Db, userId: string, factors: FactorsToReset, meta: RequestMeta, now: Date) {
  const removed = await factorsHeld(tx, userId, factors);
  if (removed.totp) await security.deleteTotp(tx, userId);
  if (factors.passkeys) await deletePasskeysOf(tx, userId);
  const change: SecurityChange = { userId, keepTokenHash: null, kind: "factors_reset", meta, now };
  await afterSecurityChange(tx, change);
  return { removed, change };
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
