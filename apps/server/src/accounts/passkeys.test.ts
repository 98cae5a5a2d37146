// Passkeys (issue 24) through HTTP, answered by a software authenticator written from the
// WebAuthn specification (testing/software-authenticator.ts): registration and username-less
// sign-in, the second sign-in step, single-use challenges (a replayed assertion is refused),
// signature counters (a cloned authenticator is refused and written to the history), the
// configured origin and user verification, removal, a step-up proven by a passkey, and the way in
// for a passkey-only account whose passkey is lost (the password and an emailed code, then a hold).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assert, createCredential, type SoftwareCredential } from "../testing/software-authenticator.ts";
import { call, databaseUnavailable, outboxCode, registerUser, testApp, type TestApp } from "../testing/harness.ts";

/** The test server's defaults (no PUBLIC_URL): RP id localhost, origin http://localhost:PORT. */
const origin = "http://localhost:8080";

type RegistrationOptions = { challenge: string; rp: { id?: string }; user: { id: string }; excludeCredentials?: { id: string }[]; authenticatorSelection?: { residentKey?: string; userVerification?: string } };
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: { id: string }[]; userVerification?: string };
type Overview = { state: { level: string; passkeys: { id: string; name: string; lastUsedAt: string | null }[] }; events: { kind: string }[] };

describe.skipIf(databaseUnavailable)("passkeys", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const overview = async (token: string) => (await call<Overview>(t.app, "GET", "/user/security", undefined, { token })).result;
  const signInOptions = async (body?: { signInChallenge: string }) => (await call<{ options: RequestOptions }>(t.app, "POST", "/login/passkey/options", body ?? {})).result.options;
  const passkeySignIn = (response: unknown) => call<{ token: string; user: { id: string } }>(t.app, "POST", "/login/passkey", { response });

  async function registered(name = "Laptop") {
    const user = await registerUser(t.app);
    const started = await call<{ options: RegistrationOptions }>(t.app, "POST", "/user/security/passkeys/options", {}, { token: user.token });
    expect(started.code).toBe(200);
    const { credential, response } = createCredential(started.result.options, origin);
    const saved = await call<{ passkey: { id: string; name: string } }>(t.app, "POST", "/user/security/passkeys", { name, response }, { token: user.token });
    expect(saved.code).toBe(200);
    return { ...user, credential, passkeyId: saved.result.passkey.id, registration: response };
  }

  it("registers a named, discoverable, user-verified passkey; the answer cannot be replayed", async () => {
    const user = await registerUser(t.app);
    const started = await call<{ options: RegistrationOptions }>(t.app, "POST", "/user/security/passkeys/options", {}, { token: user.token });
    expect(started.result.options.rp.id).toBe("localhost");
    expect(started.result.options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    const { response } = createCredential(started.result.options, origin);
    expect((await call(t.app, "POST", "/user/security/passkeys", { name: " ", response }, { token: user.token })).code).toBe(10330);
    expect((await call(t.app, "POST", "/user/security/passkeys", { name: "Phone", response: { ...response, type: "other" } }, { token: user.token })).code).toBe(10332);
    const saved = await call<{ passkey: { name: string; lastUsedAt: string | null } }>(t.app, "POST", "/user/security/passkeys", { name: "Phone", response }, { token: user.token });
    expect(saved.code).toBe(200);
    expect(saved.result.passkey).toMatchObject({ name: "Phone", lastUsedAt: null });
    expect((await call(t.app, "POST", "/user/security/passkeys", { name: "Phone", response }, { token: user.token })).code).toBe(10325);
    const seen = await overview(user.token);
    expect(seen.state.level).toBe("twoFactor");
    expect(seen.state.passkeys.map((passkey) => passkey.name)).toEqual(["Phone"]);
    expect(seen.events.map((event) => event.kind)).toContain("passkey_added");
    // The next registration excludes it, so one authenticator is not registered twice.
    const again = await call<{ options: RegistrationOptions }>(t.app, "POST", "/user/security/passkeys/options", {}, { token: user.token });
    expect(again.result.options.excludeCredentials?.map((item) => item.id)).toEqual([response.id]);
  });

  it("refuses a registration from another origin, or for another user's challenge", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const options = (await call<{ options: RegistrationOptions }>(t.app, "POST", "/user/security/passkeys/options", {}, { token: user.token })).result.options;
    expect((await call(t.app, "POST", "/user/security/passkeys", { name: "Evil", response: createCredential(options, "https://evil.example").response }, { token: user.token })).code).toBe(10327);
    const fresh = (await call<{ options: RegistrationOptions }>(t.app, "POST", "/user/security/passkeys/options", {}, { token: user.token })).result.options;
    expect((await call(t.app, "POST", "/user/security/passkeys", { name: "Stolen", response: createCredential(fresh, origin).response }, { token: other.token })).code).toBe(10325);
  });

  it("signs in with the passkey alone; a replayed assertion and a counter that goes back are refused", async () => {
    const user = await registered();
    const options = await signInOptions();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe("required");
    const assertion = assert(user.credential, options, origin);
    const signedIn = await passkeySignIn(assertion);
    expect(signedIn.code).toBe(200);
    expect(signedIn.result.user.id).toBe(user.user.id);
    expect((await call(t.app, "POST", "/user/getUserInfo", undefined, { token: signedIn.result.token })).code).toBe(200);
    expect((await passkeySignIn(assertion)).code).toBe(10325);
    const stored = await t.db.selectFrom("user_passkeys").select(["sign_count", "last_used_at"]).where("user_id", "=", user.user.id).executeTakeFirstOrThrow();
    expect(stored.sign_count).toBe("1");
    expect(stored.last_used_at).not.toBeNull();

    // A copy of the key still at counter 1 signs a fresh challenge: refused, and the owner is told.
    const cloned = await passkeySignIn(assert(user.credential, await signInOptions(), origin, { counter: 1 }));
    expect(cloned.code).toBe(10328);
    expect((await overview(user.token)).events.map((event) => event.kind)).toContain("passkey_counter_regressed");
    // The real authenticator, moving on, still works.
    expect((await passkeySignIn(assert(user.credential, await signInOptions(), origin))).code).toBe(200);
  });

  it("refuses an assertion without user verification, from another origin, or of an unknown passkey", async () => {
    const user = await registered();
    expect((await passkeySignIn(assert(user.credential, await signInOptions(), origin, { userVerified: false }))).code).toBe(10327);
    expect((await passkeySignIn(assert(user.credential, await signInOptions(), "https://evil.example"))).code).toBe(10327);
    const stranger: SoftwareCredential = { ...user.credential, id: Buffer.from("no such credential").toString("base64url") };
    expect((await passkeySignIn(assert(stranger, await signInOptions(), origin))).code).toBe(10326);
  });

  it("is the second step after the password, with a challenge bound to that user", async () => {
    const user = await registered();
    const first = await call<{ secondFactor: { challenge: string; methods: string[] } }>(t.app, "POST", "/login/login", { account: user.username, password: user.password });
    expect(first.result.secondFactor.methods).toEqual(["passkey", "email"]);
    const challenge = first.result.secondFactor.challenge;
    // An assertion made for a username-less sign-in does not pass this step.
    const unbound = assert(user.credential, await signInOptions(), origin);
    expect((await call(t.app, "POST", "/login/secondFactor", { challenge, proof: { method: "passkey", response: unbound } })).code).toBe(10325);
    // Without user verification the step fails, and the history keeps the failed attempt.
    const unverified = assert(user.credential, await signInOptions({ signInChallenge: challenge }), origin, { userVerified: false });
    expect((await call(t.app, "POST", "/login/secondFactor", { challenge, proof: { method: "passkey", response: unverified } })).code).toBe(10327);
    expect((await overview(user.token)).events.map((event) => event.kind)).toContain("second_factor_failed");
    const options = await signInOptions({ signInChallenge: challenge });
    expect(options.allowCredentials?.map((item) => item.id)).toEqual([user.credential.id]);
    const passed = await call<{ token: string }>(t.app, "POST", "/login/secondFactor", { challenge, proof: { method: "passkey", response: assert(user.credential, options, origin) } });
    expect(passed.code).toBe(200);
    expect((await call(t.app, "POST", "/login/passkey/options", { signInChallenge: challenge })).code).toBe(10304);
  });

  it("removes the user's own passkey only; the others' sessions end and the password alone signs in again", async () => {
    const user = await registered();
    const other = await registered();
    const elsewhere = await passkeySignIn(assert(user.credential, await signInOptions(), origin));
    expect((await call(t.app, "POST", "/user/security/passkeys/remove", { id: other.passkeyId }, { token: user.token })).code).toBe(10329);
    expect((await call(t.app, "POST", "/user/security/passkeys/remove", { id: user.passkeyId }, { token: user.token })).code).toBe(200);
    expect((await call(t.app, "POST", "/user/getUserInfo", undefined, { token: elsewhere.result.token })).code).toBe(401);
    expect((await overview(user.token)).state).toMatchObject({ level: "password", passkeys: [] });
    expect((await call(t.app, "POST", "/login/login", { account: user.username, password: user.password })).result).toHaveProperty("token");
    expect((await passkeySignIn(assert(user.credential, await signInOptions(), origin))).code).toBe(10326);
  });

  describe("step-up by passkey", () => {
    const stepUpOptions = async (token: string) => call<{ options: RequestOptions }>(t.app, "POST", "/user/security/stepUp/passkeyOptions", {}, { token });
    const stepUp = (token: string, response: unknown) => call<{ steppedUpUntil: string }>(t.app, "POST", "/user/security/stepUp", { proof: { method: "passkey", response } }, { token });
    const changePassword = (token: string, password: string) =>
      call(t.app, "POST", "/user/repassword", { mode: "change", oldPassword: password, password: "password9", confirmPassword: "password9" }, { token });

    it("confirms this session with the user's passkey, once per challenge, and then a guarded action passes", async () => {
      const user = await registered();
      expect((await overview(user.token)).state).toMatchObject({ stepUpByPasskey: true });
      expect((await changePassword(user.token, user.password)).code).toBe(10307);
      const options = (await stepUpOptions(user.token)).result.options;
      expect(options.allowCredentials?.map((item) => item.id)).toEqual([user.credential.id]);
      expect(options.userVerification).toBe("required");
      const assertion = assert(user.credential, options, origin);
      const confirmed = await stepUp(user.token, assertion);
      expect(confirmed.code).toBe(200);
      expect(confirmed.result.steppedUpUntil).toBe(new Date(t.clock.now().getTime() + 5 * 60_000).toISOString());
      expect((await stepUp(user.token, assertion)).code).toBe(10325);
      expect((await overview(user.token)).events.map((event) => event.kind)).toContain("stepped_up");
      expect((await changePassword(user.token, user.password)).code).toBe(200);
    });

    it("takes only a step-up challenge of this user: not a sign-in's, not another user's passkey, not one without user verification", async () => {
      const user = await registered();
      const other = await registered();
      // A username-less sign-in's assertion does not confirm a session.
      expect((await stepUp(user.token, assert(user.credential, await signInOptions(), origin))).code).toBe(10325);
      // Nor does a step-up assertion open a session.
      expect((await passkeySignIn(assert(user.credential, (await stepUpOptions(user.token)).result.options, origin))).code).toBe(10325);
      expect((await stepUp(user.token, assert(other.credential, (await stepUpOptions(user.token)).result.options, origin))).code).toBe(10326);
      expect((await stepUp(user.token, assert(user.credential, (await stepUpOptions(user.token)).result.options, origin, { userVerified: false }))).code).toBe(10327);
      expect((await overview(user.token)).events.map((event) => event.kind)).toContain("step_up_failed");
      expect((await overview(user.token)).state).toMatchObject({ steppedUpUntil: null });
      const plain = await registerUser(t.app);
      expect((await stepUpOptions(plain.token)).code).toBe(10334);
      expect((await overview(plain.token)).state).toMatchObject({ stepUpByPasskey: false });
    });

    it("refuses a cloned passkey's step-up (its counter went back) and tells the owner", async () => {
      const user = await registered();
      expect((await stepUp(user.token, assert(user.credential, (await stepUpOptions(user.token)).result.options, origin))).code).toBe(200);
      const cloned = await stepUp(user.token, assert(user.credential, (await stepUpOptions(user.token)).result.options, origin, { counter: 1 }));
      expect(cloned.code).toBe(10328);
      expect((await overview(user.token)).events.map((event) => event.kind)).toContain("passkey_counter_regressed");
    });
  });

  describe("a lost passkey", () => {
    const firstStep = async (user: { username: string; password: string }) =>
      (await call<{ secondFactor: { challenge: string; methods: string[] } }>(t.app, "POST", "/login/login", { account: user.username, password: user.password })).result.secondFactor;
    const sendCode = (challenge: string) => call(t.app, "POST", "/login/secondFactor/sendCode", { challenge });
    const secondStep = (challenge: string, proof: object) => call<{ token: string }>(t.app, "POST", "/login/secondFactor", { challenge, proof });

    it("signs a passkey-only account in with the password and an emailed code; withdrawals wait and every other session ends", async () => {
      const user = await registered();
      const { challenge, methods } = await firstStep(user);
      expect(methods).toEqual(["passkey", "email"]);
      expect((await sendCode(challenge)).code).toBe(200);
      const code = await outboxCode(t.app, user.email);
      expect((await secondStep(challenge, { method: "email", password: "wrongpass1", code })).code).toBe(10004);
      expect((await secondStep(challenge, { method: "email", password: user.password, code: code === "000000" ? "111111" : "000000" })).code).toBe(10091);
      const passed = await secondStep(challenge, { method: "email", password: user.password, code });
      expect(passed.code).toBe(200);
      // The code and the challenge are spent.
      expect((await secondStep(challenge, { method: "email", password: user.password, code })).code).toBe(10304);
      expect((await call(t.app, "POST", "/user/getUserInfo", undefined, { token: user.token })).code).toBe(401);
      const seen = await call<{ state: { withdrawalsHeldUntil: string | null }; events: { kind: string }[] }>(t.app, "GET", "/user/security", undefined, { token: passed.result.token });
      expect(seen.result.state.withdrawalsHeldUntil).toBe(new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString());
      expect(seen.result.events.map((event) => event.kind)).toEqual(expect.arrayContaining(["passkey_recovery", "withdrawals_held", "second_factor_failed"]));
    });

    it("is not offered to an account with an authenticator app, and needs a live challenge", async () => {
      const user = await registered();
      await call(t.app, "POST", "/user/security/totp/start", {}, { token: user.token });
      await t.db.updateTable("user_totp").set({ confirmed_at: t.clock.now() }).where("user_id", "=", user.user.id).execute();
      const { challenge, methods } = await firstStep(user);
      expect(methods).toEqual(["totp", "recovery", "passkey"]);
      expect((await sendCode(challenge)).code).toBe(10335);
      expect((await secondStep(challenge, { method: "email", password: user.password, code: "123456" })).code).toBe(10335);
      expect((await sendCode("no-such-challenge")).code).toBe(10304);
    });
  });
});
