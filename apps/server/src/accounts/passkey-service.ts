// Passkeys (WebAuthn, issue 24) through @simplewebauthn/server: registering them, signing in with
// one alone (username-less: user verification makes the passkey two factors in one), and the
// assertion check the second sign-in step and the step-up use (each with challenges of its own
// purpose, so an assertion made for one ceremony does not pass another).
//
// Invariants: every ceremony answers a challenge drawn here, stored hashed, live five minutes and
// spent by the first answer checked against it, right or wrong (the spend commits on its own), so
// a replayed assertion finds it spent. The origin and RP id are the configured ones. A signature
// counter that does not advance past the stored one (checked with the credential's row locked,
// after the signature verified, so a forged answer cannot raise the alarm) is refused and written
// to the history: a cloned authenticator.
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from "@simplewebauthn/server";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { passkeysPerUserMax, type Passkey } from "@tradewind/api/passkeys";
import { signCounterAdvanced } from "@tradewind/domain/sign-counter";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import type { AuthUser } from "../platform/request-context.ts";
import * as repository from "./repository.ts";
import * as passkeys from "./passkey-repository.ts";
import type { WebAuthnPurpose } from "./passkey-tables.ts";
import { sha256 } from "./secrets.ts";
import { lockUser } from "./users-service.ts";
import { challengeLifetimeMs, emailChange, recordEvent, type RequestMeta } from "./security-service.ts";
import type { AccountsDeps } from "./service.ts";

type PasskeyRow = Awaited<ReturnType<typeof passkeys.passkeysOf>>[number];

function passkeyView(row: PasskeyRow): Passkey {
  return { id: row.id, name: row.name, backedUp: row.backedUp, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

export async function passkeyViews(db: Db, userId: string): Promise<Passkey[]> {
  return (await passkeys.passkeysOf(db, userId)).map(passkeyView);
}

export async function hasPasskey(db: Db, userId: string): Promise<boolean> {
  return (await passkeys.countPasskeys(db, userId)) > 0;
}

function descriptorOf(row: Pick<PasskeyRow, "credentialId" | "transports">) {
  return { id: row.credentialId, transports: row.transports };
}

/** Stores the challenge of options just drawn (clearing expired ones, so unanswered requests do not pile up). */
async function keepChallenge(deps: AccountsDeps, challenge: string, purpose: WebAuthnPurpose, userId: string | null) {
  const now = deps.clock.now();
  await passkeys.deleteExpiredWebAuthnChallenges(deps.db, now);
  await passkeys.insertWebAuthnChallenge(deps.db, { challengeHash: sha256(challenge), purpose, userId, createdAt: now, expiresAt: new Date(now.getTime() + challengeLifetimeMs) });
}

/**
 * The library's challenge check as a spend: the challenge in the client data must be live, of
 * this purpose and drawn for `userId` (null: a username-less sign-in). `spent.ok` tells the
 * caller whether a failure was the challenge's.
 */
function challengeSpender(deps: AccountsDeps, purpose: WebAuthnPurpose, userId: string | null) {
  const spent = { ok: false };
  const check = async (challenge: string) => {
    const owner = await passkeys.spendWebAuthnChallenge(deps.db, sha256(challenge), purpose, deps.clock.now());
    spent.ok = owner !== undefined && owner.userId === userId;
    return spent.ok;
  };
  return { spent, check };
}

/** Runs a library verification; its throws become 10325 (the challenge) or 10327 (anything else). */
async function verified<T>(spent: { ok: boolean }, verification: () => Promise<T>): Promise<T> {
  try {
    return await verification();
  } catch {
    fail(spent.ok ? "passkeyVerificationFailed" : "passkeyChallengeExpired");
  }
}

export async function startRegistration(deps: AccountsDeps, user: AuthUser) {
  const existing = await passkeys.passkeysOf(deps.db, user.id);
  if (existing.length >= passkeysPerUserMax) fail("passkeyLimitReached", { max: passkeysPerUserMax });
  const options = await generateRegistrationOptions({
    rpName: deps.relyingParty.name,
    rpID: deps.relyingParty.id,
    userName: user.username,
    userDisplayName: user.username,
    timeout: challengeLifetimeMs,
    attestationType: "none",
    excludeCredentials: existing.map(descriptorOf),
    // Discoverable, so the passkey alone names the account; verified (PIN, biometrics), so it alone is two factors.
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
  });
  await keepChallenge(deps, options.challenge, "register", user.id);
  return { options };
}

export async function finishRegistration(deps: AccountsDeps, user: AuthUser, request: { name: string; response: RegistrationResponseJSON }, meta: RequestMeta) {
  const { spent, check } = challengeSpender(deps, "register", user.id);
  const verification = await verified(spent, () =>
    verifyRegistrationResponse({
      response: request.response,
      expectedChallenge: check,
      expectedOrigin: deps.relyingParty.origins,
      expectedRPID: deps.relyingParty.id,
      requireUserVerification: true,
    }),
  );
  if (!verification.verified) fail("passkeyVerificationFailed");
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (tx) => {
    // The user's row orders two registrations racing for the last place.
    await lockUser(tx, user.id);
    if ((await passkeys.countPasskeys(tx, user.id)) >= passkeysPerUserMax) fail("passkeyLimitReached", { max: passkeysPerUserMax });
    if (await passkeys.findPasskeyByCredentialId(tx, credential.id)) fail("passkeyVerificationFailed");
    const inserted = await passkeys.insertPasskey(tx, {
      userId: user.id,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      signCount: credential.counter,
      transports: credential.transports ?? [],
      backedUp: credentialBackedUp,
      name: request.name,
      createdAt: now,
    });
    await recordEvent(tx, user.id, "passkey_added", meta, now);
    return inserted;
  });
  await emailChange(deps, user.id, "passkey_added", meta, now);
  return { passkey: passkeyView(row) };
}

/** Removing a factor may mean a stolen account: nobody else stays signed in. */
export async function removePasskey(deps: AccountsDeps, user: AuthUser, id: string, meta: RequestMeta) {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (tx) => {
    if (!(await passkeys.deletePasskey(tx, user.id, id))) fail("passkeyNotFound");
    await recordEvent(tx, user.id, "passkey_removed", meta, now);
    await repository.revokeOtherSessions(tx, user.id, user.tokenHash, now);
  });
  deps.sessionEvents?.ended({ userId: user.id, exceptTokenHash: user.tokenHash });
  await emailChange(deps, user.id, "passkey_removed", meta, now);
  return { removed: true };
}

/** The ceremonies an assertion answers: a sign-in (alone or as the second step) or a step-up. */
type AssertionPurpose = Exclude<WebAuthnPurpose, "register">;

/**
 * Options for an assertion. `userId` null: a username-less sign-in, no credentials listed (the
 * browser offers the discoverable ones for this RP id); a user: that user's passkeys (10334 for
 * a step-up of a user without one).
 */
export async function startAuthentication(deps: AccountsDeps, userId: string | null, purpose: AssertionPurpose = "authenticate") {
  const allowCredentials = userId === null ? [] : (await passkeys.passkeysOf(deps.db, userId)).map(descriptorOf);
  if (purpose === "step_up" && allowCredentials.length === 0) fail("noPasskeyToStepUp");
  const options = await generateAuthenticationOptions({ rpID: deps.relyingParty.id, allowCredentials, userVerification: "required", timeout: challengeLifetimeMs });
  await keepChallenge(deps, options.challenge, purpose, userId);
  return { options };
}

/**
 * Checks an assertion against its challenge (of `purpose`, drawn for `expectedUserId`, or null for
 * a username-less sign-in), the configured origin and RP id, the stored public key and counter,
 * with user verification; answers whose passkey it was. Call outside a transaction: the
 * challenge's spend and the counter's update commit on their own.
 */
export async function verifyAssertion(
  deps: AccountsDeps,
  response: AuthenticationResponseJSON,
  expectedUserId: string | null,
  meta: RequestMeta,
  purpose: AssertionPurpose = "authenticate",
): Promise<{ userId: string }> {
  const passkey = await passkeys.findPasskeyByCredentialId(deps.db, response.id);
  if (!passkey || (expectedUserId !== null && passkey.userId !== expectedUserId)) fail("passkeyNotRecognised");
  const { spent, check } = challengeSpender(deps, purpose, expectedUserId);
  const verification = await verified(spent, () =>
    verifyAuthenticationResponse({
      response,
      expectedChallenge: check,
      expectedOrigin: deps.relyingParty.origins,
      expectedRPID: deps.relyingParty.id,
      // The library would compare counters before the signature; ours is compared after it, below.
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: 0, transports: passkey.transports },
      requireUserVerification: true,
    }),
  );
  if (!verification.verified) fail("passkeyVerificationFailed");
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  const now = deps.clock.now();
  const advanced = await deps.db.transaction().execute(async (tx) => {
    const locked = await passkeys.lockPasskeyByCredentialId(tx, passkey.credentialId);
    if (!locked) fail("passkeyNotRecognised");
    if (!signCounterAdvanced(Number(locked.signCount), newCounter)) return false;
    await passkeys.recordPasskeyUse(tx, locked.id, { signCount: newCounter, backedUp: credentialBackedUp, at: now });
    return true;
  });
  if (!advanced) {
    await recordEvent(deps.db, passkey.userId, "passkey_counter_regressed", meta, now);
    await emailChange(deps, passkey.userId, "passkey_counter_regressed", meta, now);
    fail("passkeyCounterRegressed");
  }
  return { userId: passkey.userId };
}
