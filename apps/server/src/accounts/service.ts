// Account use cases: verification codes, registration (every path funds the demo book and
// opens the real one), password / Google / wallet login, sessions, password change and reset.
// Nothing a stranger can ask tells whether a contact has an account, beyond what registration
// must say ("email exists"): password reset and login answer alike for unknown contacts.
import type { Book, Contact, LoginResult, SignInResult, User } from "@tradewind/api/accounts";
import type { SecondFactorProof } from "@tradewind/api/security";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { assertNever, invariant } from "@tradewind/domain/assert";
import { interpolate } from "@tradewind/i18n/catalogues";
import { emailTexts } from "@tradewind/i18n/emails";
import type { LanguageCode } from "@tradewind/i18n/languages";
import type { Clock } from "../platform/clock.ts";
import type { RelyingParty } from "../platform/config.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import type { Channel, DevOutbox, Messenger } from "../platform/messenger.ts";
import { decimalParam, getFlag } from "../platform/params.ts";
import type { AuthUser } from "../platform/request-context.ts";
import type { SessionEvents } from "../platform/session-events.ts";
import * as ledger from "../ledger/service.ts";
import type { GoogleVerifier } from "./identity-providers.ts";
import { verifyAssertion } from "./passkey-service.ts";
import { walletLoginMessage, walletSignatureValid } from "./identity-providers.ts";
import { admitLoginAttempt, clearAccountWait, loginSucceeded, loginThrottleKeys } from "./login-throttle.ts";
import * as repository from "./repository.ts";
import type { UserRecord } from "./repository.ts";
import type { CodePurpose } from "./tables.ts";
import { newInviteCode, newNonce, newSessionToken, newVerificationCode, passwordMatches, sha256, type PasswordHasher } from "./secrets.ts";
import { afterSecurityChange, afterSecurityChangeCommitted, openSignInChallenge, passSecondFactor, recordSignIn, secondFactorMethods, type RequestMeta } from "./security-service.ts";
import { assertSteppedUp } from "./step-up-guard.ts";

export interface AccountsDeps {
  db: Db;
  clock: Clock;
  messenger: Messenger;
  sessionTtlMs: number;
  google: GoogleVerifier | undefined;
  passwords: PasswordHasher;
  /** The WebAuthn relying party passkeys are registered with and checked against. */
  relyingParty: RelyingParty;
  /** Told when sessions end early, so live sockets signed in with them are signed out; absent where nobody listens. */
  sessionEvents?: SessionEvents | undefined;
  /** Seals the authenticator secrets `user_totp` keeps (platform/sealing.ts). */
  sealingKey: Uint8Array;
}

export const codeLifetimeMs = 10 * 60_000;
export const codeResendAfterMs = 60_000;
const codesPerTargetPerHour = 5;
const codesPerIpPerHour = 20;
/** Checks of one code, right or wrong, before it is spent. */
export const codeAttemptsAllowed = 5;
const walletNonceLifetimeMs = 5 * 60_000;
/** How often a session's "last seen" is written. */
export const lastSeenIntervalMs = 5 * 60_000;
/** User agents are kept to this many characters: enough to name a browser and system. */
const userAgentKeptMax = 512;

export function contactTarget(contact: Contact): string {
  return contact.method === "email" ? contact.email : `${contact.areaCode}${contact.phone}`;
}

function channelOf(contact: Contact): Channel {
  return contact.method === "email" ? "email" : "sms";
}

/** Refuses, before any work, a contact whose codes this server has no way to deliver (SMS in production). */
function assertDeliverable(deps: AccountsDeps, contact: Contact) {
  if (!deps.messenger.canDeliver(channelOf(contact))) fail("loginMethodNotConfigured");
}

async function findUserByContact(db: Db, contact: Contact): Promise<UserRecord | undefined> {
  return contact.method === "email" ? repository.findUserByEmail(db, contact.email) : repository.findUserByPhone(db, contact.areaCode, contact.phone);
}

/**
 * The message a code request sends, in the language of the request. A reset for a contact without
 * an account gets a notice and no code (its stored hash matches no six digits), under the same
 * subject, so the answer, the rate limits and the later reset attempt look the same as for a known
 * contact to anyone who cannot read the mailbox.
 */
async function codeMessage(db: Db, request: { purpose: CodePurpose; contact: Contact; language: LanguageCode }) {
  const texts = emailTexts[request.language];
  if (request.purpose === "reset" && !(await findUserByContact(db, request.contact))) {
    return { code: null, codeHash: sha256(newNonce()), subject: texts.codeSubject, body: texts.resetUnknownBody };
  }
  const code = newVerificationCode();
  const body = interpolate(texts.codeBody, { code, minutes: codeLifetimeMs / 60_000 });
  return { code, codeHash: sha256(code), subject: texts.codeSubject, body };
}

export async function sendCode(deps: AccountsDeps, request: { purpose: CodePurpose; contact: Contact; clientIp: string; language: LanguageCode }) {
  const { db, clock } = deps;
  const now = clock.now();
  const target = contactTarget(request.contact);
  assertDeliverable(deps, request.contact);
  if (request.purpose === "register") await assertContactFree(db, request.contact);
  const latest = await repository.latestVerificationCode(db, target, request.purpose);
  if (latest && now.getTime() - latest.createdAt.getTime() < codeResendAfterMs) {
    fail("tooManyRequests", { seconds: Math.ceil((codeResendAfterMs - (now.getTime() - latest.createdAt.getTime())) / 1000) });
  }
  const hourAgo = new Date(now.getTime() - 3_600_000);
  if ((await repository.countCodesSince(db, { target, since: hourAgo })) >= codesPerTargetPerHour) fail("tooManyRequests", { seconds: 3600 });
  if ((await repository.countCodesSince(db, { clientIp: request.clientIp, since: hourAgo })) >= codesPerIpPerHour) fail("tooManyRequests", { seconds: 3600 });
  const message = await codeMessage(db, request);
  await repository.insertVerificationCode(db, {
    target,
    purpose: request.purpose,
    codeHash: message.codeHash,
    clientIp: request.clientIp,
    // Rate limits compare these with the injected clock, so they come from it too.
    createdAt: now,
    expiresAt: new Date(now.getTime() + codeLifetimeMs),
  });
  await deps.messenger.send({ target, channel: channelOf(request.contact), subject: message.subject, body: message.body, code: message.code });
  return { expiresInSeconds: codeLifetimeMs / 1000, resendAfterSeconds: codeResendAfterMs / 1000 };
}

/**
 * Checks the latest code sent to the target. Every check spends an attempt in the same statement
 * that reads the code (committed on its own, so a rolled-back request still spends it); the code
 * is consumed by the caller's transaction.
 */
export async function verifyCode(db: Db, now: Date, target: string, purpose: CodePurpose, code: string): Promise<string> {
  const spent = await repository.spendCodeAttempt(db, { target, purpose, now, attemptsAllowed: codeAttemptsAllowed });
  if (!spent) {
    // Nothing was checked; read the code again only to say why.
    const latest = await repository.latestVerificationCode(db, target, purpose);
    if (!latest || latest.usedAt) fail("sendCodeFirst");
    fail("verificationCodeExpired");
  }
  if (spent.codeHash !== sha256(code)) fail("verificationCodeWrong");
  return spent.id;
}

/** 10007 / 10108 when an account already has the contact. */
export async function assertContactFree(db: Db, contact: Contact) {
  if (contact.method === "email") {
    if (await repository.findUserByEmail(db, contact.email)) fail("emailExists");
  } else if (await repository.findUserByPhone(db, contact.areaCode, contact.phone)) {
    fail("phoneExists");
  }
}

async function inviterOf(db: Db, inviteCode: string | undefined): Promise<string | null> {
  if (!inviteCode) {
    if (await getFlag(db, "invite_code_required")) fail("enterInvitationCode");
    return null;
  }
  const inviter = await repository.findUserByInviteCode(db, inviteCode);
  if (!inviter) fail("invitationCodeUnknown");
  return inviter.id;
}

interface NewUser {
  username: string;
  email: string | null;
  areaCode: string | null;
  phone: string | null;
  passwordHash: string | null;
  inviterId: string | null;
  googleSubject: string | null;
  walletAddress: string | null;
}

/** The one way a user comes to exist: the row, an invite code, a funded demo book, an open real book. */
async function createUser(tx: Db, user: NewUser): Promise<UserRecord> {
  const created = await repository.insertUser(tx, { ...user, inviteCode: await unusedInviteCode(tx) });
  const initial = await decimalParam(tx, "demo_initial_balance");
  await ledger.fundDemoBook(tx, created.id, initial);
  await ledger.openAccount(tx, { ownerId: created.id, book: "real", currency: "USDT", kind: "available" });
  return created;
}

async function unusedInviteCode(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = newInviteCode();
    if (!(await repository.findUserByInviteCode(db, code))) return code;
  }
  // Codes are drawn from a space far larger than the user count: ten collisions in a row means a
  // broken generator or an exhausted space, a bug to fix rather than a request to retry.
  invariant(false, "could not draw an unused invite code in 10 attempts");
}

export async function register(
  deps: AccountsDeps,
  request: { contact: Contact; username: string; password: string; code: string; inviteCode?: string | undefined },
  meta: RequestMeta,
): Promise<LoginResult> {
  const { db, clock } = deps;
  const now = clock.now();
  assertDeliverable(deps, request.contact);
  if (await repository.findUserByUsername(db, request.username)) fail("usernameExists");
  await assertContactFree(db, request.contact);
  const inviterId = await inviterOf(db, request.inviteCode);
  const codeId = await verifyCode(db, now, contactTarget(request.contact), "register", request.code);
  const passwordHash = await deps.passwords.hash(request.password);
  const user = await withUniqueViolationsAsErrors(() =>
    db.transaction().execute(async (tx) => {
      if (!(await repository.consumeVerificationCode(tx, codeId, now))) fail("sendCodeFirst");
      return createUser(tx, {
        username: request.username,
        email: request.contact.method === "email" ? request.contact.email : null,
        areaCode: request.contact.method === "phone" ? request.contact.areaCode : null,
        phone: request.contact.method === "phone" ? request.contact.phone : null,
        passwordHash,
        inviterId,
        googleSubject: null,
        walletAddress: null,
      });
    }),
  );
  return sessionWithHistory(deps, user, meta);
}

/** Two registrations racing for one username or email: the loser gets the catalogued error. */
export async function withUniqueViolationsAsErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint?.includes("username")) fail("usernameExists");
    if (constraint?.includes("email")) fail("emailExists");
    if (constraint?.includes("phone")) fail("phoneExists");
    throw error;
  }
}

function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === "23505" && typeof constraint === "string" ? constraint : undefined;
}

export async function login(deps: AccountsDeps, request: { account: string; password: string }, meta: RequestMeta): Promise<SignInResult> {
  const user = await findByAccount(deps.db, request.account);
  // An unknown name is throttled like an account too, so being throttled reveals nothing either.
  const throttleKeys = loginThrottleKeys({ userId: user?.id, typedAccount: request.account, clientIp: meta.clientIp });
  const admission = await admitLoginAttempt(deps.db, deps.clock.now(), throttleKeys);
  // One answer and one hash check for an unknown account and a wrong password, so neither the
  // reply nor its timing reveals an account.
  const matches = await passwordMatches(deps.passwords, user?.passwordHash, request.password);
  if (!user || !matches) fail("passwordWrong");
  await loginSucceeded(deps.db, admission);
  if (user.status !== "active") fail("abnormalUserStatus");
  return signIn(deps, user, meta);
}

/** A first step passed (password, Google, wallet): a session, or a challenge when the user has a second factor. */
async function signIn(deps: AccountsDeps, user: UserRecord, meta: RequestMeta): Promise<SignInResult> {
  const methods = await secondFactorMethods(deps.db, user.id);
  if (methods.length > 0) return openSignInChallenge(deps, user, methods);
  return sessionWithHistory(deps, user, meta);
}

/** Opens a session (remembering the device and address it came from) and writes the sign-in to the history. */
async function sessionWithHistory(deps: AccountsDeps, user: UserRecord, meta: RequestMeta): Promise<LoginResult> {
  const token = newSessionToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.sessionTtlMs);
  await repository.insertSession(deps.db, { tokenHash: sha256(token), userId: user.id, expiresAt, userAgent: meta.userAgent.slice(0, userAgentKeptMax), clientIp: meta.clientIp });
  await recordSignIn(deps.db, user.id, meta, now);
  return { token, expiresAt: expiresAt.toISOString(), user: publicUser(user) };
}

/** The second sign-in step of a user with a second factor. */
export async function completeSecondFactor(deps: AccountsDeps, request: { challenge: string; proof: SecondFactorProof }, meta: RequestMeta): Promise<LoginResult> {
  const user = await passSecondFactor(deps, request, meta);
  if (user.status !== "active") fail("abnormalUserStatus");
  return sessionWithHistory(deps, user, meta);
}

/** A passkey alone: discoverable (it names the account) and user-verified, so two factors in one. */
export async function signInWithPasskey(deps: AccountsDeps, response: AuthenticationResponseJSON, meta: RequestMeta): Promise<LoginResult> {
  const { userId } = await verifyAssertion(deps, response, null, meta);
  const user = await repository.findUserById(deps.db, userId);
  if (!user) fail("passkeyNotRecognised");
  if (user.status !== "active") fail("abnormalUserStatus");
  return sessionWithHistory(deps, user, meta);
}

async function findByAccount(db: Db, account: string): Promise<UserRecord | undefined> {
  if (account.includes("@")) return repository.findUserByEmail(db, account);
  if (/^\+?\d{4,19}$/.test(account)) {
    const matches = await repository.findUsersByAnyPhone(db, account);
    return matches.length === 1 ? matches[0] : undefined;
  }
  return repository.findUserByUsername(db, account);
}

export function publicUser(user: UserRecord): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    areaCode: user.areaCode,
    phone: user.phone,
    inviteCode: user.inviteCode,
    kycStatus: user.kycStatus,
    walletAddress: user.walletAddress,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function authenticate(deps: AccountsDeps, token: string): Promise<AuthUser | null> {
  const tokenHash = sha256(token);
  const now = deps.clock.now();
  const session = await repository.findLiveSession(deps.db, tokenHash, now);
  if (!session) return null;
  if (session.status !== "active") fail("abnormalUserStatus");
  // "Last seen" to within a few minutes costs one write per session per interval, not one per request.
  if (!session.lastSeenAt || now.getTime() - session.lastSeenAt.getTime() >= lastSeenIntervalMs) await repository.touchSession(deps.db, tokenHash, now);
  return { id: session.userId, username: session.username, tokenHash, expiresAt: session.expiresAt };
}

export async function logout(deps: AccountsDeps, user: AuthUser) {
  await repository.revokeSession(deps.db, user.tokenHash, deps.clock.now());
  deps.sessionEvents?.ended({ userId: user.id, tokenHash: user.tokenHash });
}

export async function userInfo(deps: AccountsDeps, user: AuthUser, book: Book) {
  const row = await repository.findUserById(deps.db, user.id);
  if (!row) fail("userNotFound");
  const [balances, demoEnabled] = await Promise.all([ledger.balancesOf(deps.db, user.id, book), getFlag(deps.db, "demo_enabled")]);
  return { user: publicUser(row), book, demoEnabled, balances };
}

/**
 * Needs a step-up on this session, and the old password (its guesses throttled like logins: a
 * stolen session must not turn into the password). Every other session ends and withdrawals wait.
 */
export async function changePassword(deps: AccountsDeps, user: AuthUser, request: { oldPassword: string; password: string }, meta: RequestMeta) {
  const now = deps.clock.now();
  await assertSteppedUp(deps.db, user, now);
  const row = await repository.findUserById(deps.db, user.id);
  const admission = await admitLoginAttempt(deps.db, now, loginThrottleKeys({ userId: user.id, typedAccount: user.username, clientIp: meta.clientIp }));
  if (!row || !(await passwordMatches(deps.passwords, row.passwordHash, request.oldPassword))) fail("passwordWrong");
  await loginSucceeded(deps.db, admission);
  const passwordHash = await deps.passwords.hash(request.password);
  await deps.db.transaction().execute(async (tx) => {
    await repository.setPasswordHash(tx, user.id, passwordHash);
    await afterSecurityChange(tx, { userId: user.id, keepTokenHash: user.tokenHash, kind: "password_changed", meta, now });
  });
  await afterSecurityChangeCommitted(deps, { userId: user.id, keepTokenHash: user.tokenHash, kind: "password_changed", meta, now });
}

/**
 * The code is checked before the account is looked up, so a stranger gets the same answers
 * (10090 without a code, 10091 for a wrong one) whether or not the contact has an account.
 */
export async function resetPassword(deps: AccountsDeps, request: { contact: Contact; code: string; password: string }, meta: RequestMeta) {
  const { db, clock } = deps;
  const now = clock.now();
  assertDeliverable(deps, request.contact);
  const codeId = await verifyCode(db, now, contactTarget(request.contact), "reset", request.code);
  // Only a known contact was sent a code that can match, so this is the rare account whose
  // contact changed since: the same answer as any wrong code.
  const user = await findUserByContact(db, request.contact);
  if (!user) fail("verificationCodeWrong");
  const passwordHash = await deps.passwords.hash(request.password);
  await db.transaction().execute(async (tx) => {
    if (!(await repository.consumeVerificationCode(tx, codeId, now))) fail("sendCodeFirst");
    await repository.setPasswordHash(tx, user.id, passwordHash);
    await afterSecurityChange(tx, { userId: user.id, keepTokenHash: null, kind: "password_reset", meta, now });
    // Proving the contact ends any login wait an attacker's guesses imposed on the owner.
    await clearAccountWait(tx, user.id);
  });
  await afterSecurityChangeCommitted(deps, { userId: user.id, keepTokenHash: null, kind: "password_reset", meta, now });
}

export async function exists(db: Db, query: { kind: "username" | "email" | "phone"; value: string; areaCode?: string | undefined }) {
  switch (query.kind) {
    case "username":
      return Boolean(await repository.findUserByUsername(db, query.value));
    case "email":
      return Boolean(await repository.findUserByEmail(db, query.value));
    case "phone":
      if (query.areaCode) return Boolean(await repository.findUserByPhone(db, query.areaCode, query.value));
      return (await repository.findUsersByAnyPhone(db, query.value)).length > 0;
    default:
      return assertNever(query.kind, "account lookup kind");
  }
}

export async function loginWithGoogle(deps: AccountsDeps, request: { idToken: string; inviteCode?: string | undefined }, meta: RequestMeta): Promise<SignInResult> {
  if (!deps.google) fail("loginMethodNotConfigured");
  const identity = await deps.google.verify(request.idToken);
  if (!identity) fail("thirdPartyLoginFailed");
  const { db } = deps;
  const known = (await repository.findUserByGoogleSubject(db, identity.subject)) ?? (identity.email ? await repository.findUserByEmail(db, identity.email) : undefined);
  if (known) {
    if (known.status !== "active") fail("abnormalUserStatus");
    await repository.linkGoogleSubject(db, known.id, identity.subject);
    return signIn(deps, known, meta);
  }
  const inviterId = await inviterOf(db, request.inviteCode);
  const user = await withUniqueViolationsAsErrors(() =>
    db.transaction().execute((tx) =>
      createUser(tx, {
        username: `g_${identity.subject.slice(-12)}`,
        email: identity.email,
        areaCode: null,
        phone: null,
        passwordHash: null,
        inviterId,
        googleSubject: identity.subject,
        walletAddress: null,
      }),
    ),
  );
  return sessionWithHistory(deps, user, meta);
}

export async function walletNonce(deps: AccountsDeps, address: string) {
  const issuedAt = deps.clock.now();
  const expiresAt = new Date(issuedAt.getTime() + walletNonceLifetimeMs);
  const nonce = newNonce();
  const message = walletLoginMessage(address.toLowerCase(), nonce, issuedAt, expiresAt);
  await repository.insertWalletNonce(deps.db, { nonce, address: address.toLowerCase(), message, expiresAt });
  return { message, expiresAt: expiresAt.toISOString() };
}

export async function loginWithWallet(
  deps: AccountsDeps,
  request: { address: string; message: string; signature: string; inviteCode?: string | undefined },
  meta: RequestMeta,
): Promise<SignInResult> {
  const { db, clock } = deps;
  const address = request.address.toLowerCase();
  if (!(await walletSignatureValid(address, request.message, request.signature))) fail("thirdPartyLoginFailed");
  if (!(await repository.consumeWalletNonce(db, address, request.message, clock.now()))) fail("thirdPartyLoginFailed");
  const known = await repository.findUserByWallet(db, address);
  if (known) {
    if (known.status !== "active") fail("abnormalUserStatus");
    return signIn(deps, known, meta);
  }
  const inviterId = await inviterOf(db, request.inviteCode);
  const user = await withUniqueViolationsAsErrors(() =>
    db.transaction().execute((tx) =>
      createUser(tx, {
        username: `w_${address.slice(2, 14)}`,
        email: null,
        areaCode: null,
        phone: null,
        passwordHash: null,
        inviterId,
        googleSubject: null,
        walletAddress: address,
      }),
    ),
  );
  return sessionWithHistory(deps, user, meta);
}

/** The messenger's dev outbox (platform/messenger.ts): an undeliverable message kept for tests and local use. */
export function devOutboxWriter(db: Db): DevOutbox {
  return (message) => repository.insertOutboxMessage(db, message);
}

export async function outbox(db: Db, target: string) {
  const rows = await repository.outboxFor(db, target);
  return { messages: rows.map((row) => ({ target: row.target, subject: row.subject, body: row.body, code: row.code, createdAt: row.createdAt.toISOString() })) };
}
