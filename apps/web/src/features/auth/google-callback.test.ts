import { describe, expect, it } from "vitest";
import { googleAuthorizationUrl, idTokenNonce, parseGoogleCallback, pendingMaxAge_ms, readPendingGoogleSignIn, safeRedirect, type PendingGoogleSignIn } from "./google-callback.ts";

function base64url(text: string): string {
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** An unsigned token shaped like Google's (the server verifies signatures; the page reads the nonce). */
function idToken(claims: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: "RS256", kid: "k" }))}.${base64url(JSON.stringify(claims))}.c2lnbmF0dXJl`;
}

const startedAt = 1_800_000_000_000;
const pending: PendingGoogleSignIn = { state: "state-abc", nonce: "nonce-xyz", redirect: "/profile", from: "login", startedAt };

describe("Google callback fragment", () => {
  it("accepts a token whose state and nonce match, with the redirect and invitation code of the pending sign-in", () => {
    const token = idToken({ sub: "1", nonce: "nonce-xyz", email: "ü@example.com" });
    expect(parseGoogleCallback(`#state=state-abc&id_token=${token}&authuser=0`, pending, startedAt + 5_000)).toEqual({ ok: true, idToken: token, redirect: "/profile" });
    const withInvite = { ...pending, inviteCode: "AB12CD", from: "register" as const };
    expect(parseGoogleCallback(`#id_token=${token}&state=state-abc`, withInvite, startedAt + 1)).toEqual({ ok: true, idToken: token, redirect: "/profile", inviteCode: "AB12CD" });
  });

  it("refuses another state, another nonce, a missing token, no pending sign-in and a stale round trip", () => {
    const token = idToken({ sub: "1", nonce: "nonce-xyz" });
    expect(parseGoogleCallback(`#id_token=${token}&state=forged`, pending, startedAt)).toEqual({ ok: false, reason: "stateMismatch" });
    expect(parseGoogleCallback(`#id_token=${token}&state=state-abc`, null, startedAt)).toEqual({ ok: false, reason: "stateMismatch" });
    expect(parseGoogleCallback(`#id_token=${idToken({ sub: "1", nonce: "other" })}&state=state-abc`, pending, startedAt)).toEqual({ ok: false, reason: "nonceMismatch" });
    expect(parseGoogleCallback(`#id_token=${idToken({ sub: "1" })}&state=state-abc`, pending, startedAt)).toEqual({ ok: false, reason: "nonceMismatch" });
    expect(parseGoogleCallback("#id_token=garbage&state=state-abc", pending, startedAt)).toEqual({ ok: false, reason: "nonceMismatch" });
    expect(parseGoogleCallback("#state=state-abc", pending, startedAt)).toEqual({ ok: false, reason: "missingToken" });
    expect(parseGoogleCallback("", pending, startedAt)).toEqual({ ok: false, reason: "missingToken" });
    expect(parseGoogleCallback(`#id_token=${token}&state=state-abc`, pending, startedAt + pendingMaxAge_ms + 1)).toEqual({ ok: false, reason: "expired" });
  });

  it("tells a cancelled consent from Google's other errors", () => {
    expect(parseGoogleCallback("#error=access_denied&state=state-abc", pending, startedAt)).toEqual({ ok: false, reason: "cancelled" });
    expect(parseGoogleCallback("#error=invalid_request", pending, startedAt)).toEqual({ ok: false, reason: "denied" });
  });

  it("reads the nonce claim of a token only when it is there", () => {
    expect(idTokenNonce(idToken({ nonce: "n-1" }))).toBe("n-1");
    expect(idTokenNonce(idToken({ nonce: 5 }))).toBeNull();
    expect(idTokenNonce("only-one-part")).toBeNull();
  });

  it("never follows a redirect off the site or back to the callback", () => {
    expect(safeRedirect("/market")).toBe("/market");
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect("/api/loginCallback/google")).toBe("/");
    expect(safeRedirect(null)).toBe("/");
  });

  it("reads back what was stored, refusing malformed entries", () => {
    expect(readPendingGoogleSignIn(JSON.stringify({ ...pending, inviteCode: "X1" }))).toEqual({ ...pending, inviteCode: "X1" });
    expect(readPendingGoogleSignIn("{not json")).toBeNull();
    expect(readPendingGoogleSignIn(JSON.stringify({ state: "s" }))).toBeNull();
    expect(readPendingGoogleSignIn(null)).toBeNull();
  });

  it("asks Google for an ID token returned to this site's callback with the state and nonce", () => {
    const url = new URL(googleAuthorizationUrl("client-1.apps.googleusercontent.com", "https://tradewind.example", pending));
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "client-1.apps.googleusercontent.com",
      redirect_uri: "https://tradewind.example/api/loginCallback/google",
      response_type: "id_token",
      state: "state-abc",
      nonce: "nonce-xyz",
    });
  });
});
