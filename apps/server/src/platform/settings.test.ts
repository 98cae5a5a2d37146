// Public client settings: the Google client id is served only when the server is configured
// and can verify the tokens; otherwise null, so the web app shows no Google button. The SPA's
// Google return route is not shadowed by the API.
import { createLocalJWKSet, exportJWK, generateKeyPair } from "jose";
import { describe, expect, it } from "vitest";
import { createGoogleVerifier } from "../accounts/identity-providers.ts";
import { call, databaseUnavailable, testApp } from "../testing/harness.ts";

const clientId = "tradewind-settings.apps.googleusercontent.com";
/** Building a test app migrates and seeds a fresh database: allow it time under a loaded machine. */
const appBoot_ms = 60_000;

describe.skipIf(databaseUnavailable)("client settings", () => {
  it("serves the Google client id when GOOGLE_CLIENT_ID is set and tokens can be verified", async () => {
    const keys = await generateKeyPair("RS256");
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: "k", alg: "RS256" };
    const t = await testApp({ env: { GOOGLE_CLIENT_ID: clientId }, google: createGoogleVerifier(clientId, createLocalJWKSet({ keys: [jwk] })) });
    try {
      const reply = await call<{ googleClientId: string | null }>(t.app, "GET", "/index/settings");
      expect(reply).toMatchObject({ code: 200, result: { googleClientId: clientId } });
    } finally {
      await t.close();
    }
  }, appBoot_ms);

  it("answers null without configuration, and null when a client id is set but nothing verifies its tokens", async () => {
    const bare = await testApp();
    const halfway = await testApp({ env: { GOOGLE_CLIENT_ID: clientId } });
    try {
      expect(await call(bare.app, "GET", "/index/settings")).toMatchObject({ code: 200, result: { googleClientId: null } });
      expect(await call(halfway.app, "GET", "/index/settings")).toMatchObject({ code: 200, result: { googleClientId: null } });
      // The return route of Google sign-in belongs to the web app, never to the API.
      const callback = await bare.app.inject({ method: "GET", url: "/api/loginCallback/google" });
      expect(callback.headers["content-type"] ?? "").not.toContain("application/json");
    } finally {
      await bare.close();
      await halfway.close();
    }
  }, 2 * appBoot_ms);
});
