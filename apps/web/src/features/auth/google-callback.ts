// Google sign-in, the pure part (unit-tested): the authorisation URL and the reading of Google's
// answer from the callback URL fragment against the pending sign-in kept in sessionStorage.

export const googleAuthorizeUrl = "https://accounts.google.com/o/oauth2/v2/auth";
export const googleCallbackPath = "/api/loginCallback/google";
/** A round trip to Google older than this is not trusted (the user abandoned it and came back). */
export const pendingMaxAge_ms = 15 * 60_000;

export interface PendingGoogleSignIn {
  state: string;
  nonce: string;
  /** Set when the sign-in started on the register page with an invitation code typed in. */
  inviteCode?: string;
  /** Where to go after signing in (a same-site path). */
  redirect: string;
  /** The page the sign-in began on: the way back after a failure. */
  from: "login" | "register";
  startedAt: number;
}

export function googleAuthorizationUrl(clientId: string, origin: string, pending: Pick<PendingGoogleSignIn, "state" | "nonce">): string {
  const url = new URL(googleAuthorizeUrl);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: origin + googleCallbackPath,
    response_type: "id_token",
    scope: "openid email profile",
    state: pending.state,
    nonce: pending.nonce,
    prompt: "select_account",
  }).toString();
  return url.href;
}

export type CallbackFailure = "cancelled" | "denied" | "missingToken" | "stateMismatch" | "nonceMismatch" | "expired";

export type CallbackOutcome = { ok: true; idToken: string; inviteCode?: string; redirect: string } | { ok: false; reason: CallbackFailure };

/** A stored pending sign-in, or null when it is missing or malformed. */
export function readPendingGoogleSignIn(raw: string | null): PendingGoogleSignIn | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    if (typeof record.state !== "string" || typeof record.nonce !== "string" || typeof record.redirect !== "string" || typeof record.startedAt !== "number") return null;
    const from = record.from === "register" ? "register" : "login";
    const pending: PendingGoogleSignIn = { state: record.state, nonce: record.nonce, redirect: record.redirect, from, startedAt: record.startedAt };
    if (typeof record.inviteCode === "string") pending.inviteCode = record.inviteCode;
    return pending;
  } catch (error) {
    console.warn("the pending Google sign-in is not JSON", error);
    return null;
  }
}

/** The `nonce` claim of an ID token's payload (not verified here: the server verifies the signature). */
export function idTokenNonce(idToken: string): string | null {
  const payload = idToken.split(".")[1];
  if (payload === undefined || payload === "") return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
    const claims: unknown = JSON.parse(json);
    return typeof claims === "object" && claims !== null && typeof (claims as Record<string, unknown>).nonce === "string" ? ((claims as Record<string, unknown>).nonce as string) : null;
  } catch {
    return null;
  }
}

/** Only same-site paths are followed after signing in. */
export function safeRedirect(value: string | null | undefined): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith(googleCallbackPath) ? value : "/";
}

/**
 * Reads Google's answer from the URL fragment (`#id_token=…&state=…` or `#error=…`) against the
 * pending sign-in: the state must match, the token's nonce must be the one sent, and the round
 * trip must be recent.
 */
export function parseGoogleCallback(fragment: string, pending: PendingGoogleSignIn | null, now: number): CallbackOutcome {
  const answer = new URLSearchParams(fragment.startsWith("#") ? fragment.slice(1) : fragment);
  const error = answer.get("error");
  if (error !== null) return { ok: false, reason: error === "access_denied" ? "cancelled" : "denied" };
  const idToken = answer.get("id_token");
  if (idToken === null || idToken === "") return { ok: false, reason: "missingToken" };
  if (pending === null || answer.get("state") !== pending.state) return { ok: false, reason: "stateMismatch" };
  if (now - pending.startedAt > pendingMaxAge_ms || now < pending.startedAt) return { ok: false, reason: "expired" };
  if (idTokenNonce(idToken) !== pending.nonce) return { ok: false, reason: "nonceMismatch" };
  const outcome: CallbackOutcome = { ok: true, idToken, redirect: safeRedirect(pending.redirect) };
  if (pending.inviteCode !== undefined) outcome.inviteCode = pending.inviteCode;
  return outcome;
}
