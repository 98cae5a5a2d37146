// Google sign-in without a Google script: the button sends the browser to Google's OAuth endpoint
// asking for an ID token (implicit flow, response_type=id_token) with a fresh state and nonce kept
// in sessionStorage; Google returns to /api/loginCallback/google with the token in the URL
// fragment (never sent to any server by the browser), where the page checks state and nonce and
// hands the token to POST /login/loginByGoogle, which verifies it against Google's keys.
import { googleAuthorizationUrl, readPendingGoogleSignIn, type PendingGoogleSignIn } from "./google-callback.ts";

const pendingKey = "tw.googleSignIn";

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Stores a fresh state and nonce and leaves for Google. */
export function startGoogleSignIn(clientId: string, options: { inviteCode?: string | undefined; redirect: string; from: "login" | "register" }): void {
  const pending: PendingGoogleSignIn = { state: randomToken(), nonce: randomToken(), redirect: options.redirect, from: options.from, startedAt: Date.now() };
  const invite = options.inviteCode?.trim();
  if (invite) pending.inviteCode = invite;
  try {
    window.sessionStorage.setItem(pendingKey, JSON.stringify(pending));
  } catch (error) {
    console.warn("sessionStorage unavailable: Google sign-in cannot keep its state", error);
  }
  window.location.assign(googleAuthorizationUrl(clientId, window.location.origin, pending));
}

/** The pending sign-in, removed as it is read: a state and nonce are used once. */
export function takePendingGoogleSignIn(): PendingGoogleSignIn | null {
  try {
    const raw = window.sessionStorage.getItem(pendingKey);
    window.sessionStorage.removeItem(pendingKey);
    return readPendingGoogleSignIn(raw);
  } catch (error) {
    console.warn("sessionStorage unavailable", error);
    return null;
  }
}
