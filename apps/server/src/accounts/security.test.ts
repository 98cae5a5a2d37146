// The authenticator second factor (issue 24) through HTTP: enrolment checked against an outside
// TOTP implementation (oathtool), codes usable once (also when two requests race with one),
// recovery codes single use and stored hashed, the second sign-in step throttled like the
// password, and every change in the history, the notifications and the user's mailbox.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "@tradewind/i18n/catalogues";
import { adminCall, signInOperator } from "../admin/testing.ts";
import { sql } from "kysely";
import { oathtoolCode } from "../testing/oathtool.ts";
import { sealPlaintextTotpSecrets } from "./security-service.ts";
import { sealText } from "../platform/sealing.ts";
import { call, databaseUnavailable, liveMarketApp, notificationsOf, openSocket, registerUser, testApp, testDatabase, testSealingKey, type LiveMarketApp, type TestApp, type TestDatabase } from "../testing/harness.ts";

type Challenge = { secondFactor: { challenge: string } };

describe.skipIf(databaseUnavailable)("authenticator second factor", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A user with the authenticator on: its secret, recovery codes and the session that enrolled it. */
  async function enrolledUser() {
    const user = await registerUser(t.app);
    const started = await call<{ secret: string; otpauthUrl: string }>(t.app, "POST", "/user/security/totp/start", {}, { token: user.token });
    expect(started.code).toBe(200);
    const confirmed = await call<{ recoveryCodes: string[] }>(t.app, "POST", "/user/security/totp/confirm", { code: oathtoolCode(started.result.secret, t.clock.now()) }, { token: user.token });
    expect(confirmed.code).toBe(200);
    return { ...user, secret: started.result.secret, recoveryCodes: confirmed.result.recoveryCodes };
  }

  async function passwordStep(user: { username: string; password: string }) {
    const reply = await call<Challenge>(t.app, "POST", "/login/login", { account: user.username, password: user.password });
    expect(reply.code).toBe(200);
    return reply.result.secondFactor.challenge;
  }

  const secondStep = (challenge: string, proof: { method: "totp" | "recovery"; code: string }) =>
    call<{ token: string }>(t.app, "POST", "/login/secondFactor", { challenge, proof });

  it("enrols from an otpauth URL whose codes oathtool computes, and answers ten recovery codes once", async () => {
    const user = await registerUser(t.app);
    const started = await call<{ secret: string; otpauthUrl: string }>(t.app, "POST", "/user/security/totp/start", {}, { token: user.token });
    expect(started.result.otpauthUrl).toContain(`secret=${started.result.secret}`);
    expect(started.result.otpauthUrl).toContain("issuer=Tradewind");
    // Until confirmed, the password alone still signs in.
    expect((await call(t.app, "POST", "/login/login", { account: user.username, password: user.password })).result).toHaveProperty("token");
    const wrong = await call(t.app, "POST", "/user/security/totp/confirm", { code: "000000" }, { token: user.token });
    expect(wrong.code).toBe(10302);
    const confirmed = await call<{ recoveryCodes: string[] }>(t.app, "POST", "/user/security/totp/confirm", { code: oathtoolCode(started.result.secret, t.clock.now()) }, { token: user.token });
    expect(confirmed.code).toBe(200);
    expect(confirmed.result.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.result.recoveryCodes).size).toBe(10);
    // Stored hashed: no row holds a code as shown.
    const stored = await t.db.selectFrom("user_recovery_codes").select("code_hash").where("user_id", "=", user.user.id).execute();
    expect(stored).toHaveLength(10);
    for (const code of confirmed.result.recoveryCodes) expect(stored.map((row) => row.code_hash)).not.toContain(code.replace("-", ""));
    expect((await call(t.app, "POST", "/user/security/totp/start", {}, { token: user.token })).code).toBe(10300);
    const overview = await call<{ state: { level: string; recoveryCodesLeft: number }; events: { kind: string }[] }>(t.app, "GET", "/user/security", undefined, { token: user.token });
    expect(overview.result.state).toMatchObject({ level: "twoFactor", recoveryCodesLeft: 10 });
    expect(overview.result.events.map((event) => event.kind)).toContain("totp_enabled");
    expect((await notificationsOf(t.app, user.token)).map((item) => item.kind)).toContain("security_change");
    const mail = await call<{ messages: { subject: string }[] }>(t.app, "GET", `/dev/outbox?target=${encodeURIComponent(user.email)}`);
    expect(mail.result.messages[0]?.subject).toBe("A security setting of your Tradewind account changed");
  });

  it("keeps the secret sealed, not as the base32 shown, and signs in with oathtool's codes; a plaintext one is sealed on start", async () => {
    const user = await enrolledUser();
    const stored = async () => (await t.db.selectFrom("user_totp").select("secret").where("user_id", "=", user.user.id).executeTakeFirstOrThrow()).secret;
    const signIn = async () => {
      t.clock.advance(30_000);
      return (await secondStep(await passwordStep(user), { method: "totp", code: oathtoolCode(user.secret, t.clock.now()) })).code;
    };
    expect(await stored()).toMatch(/^sealed:v1:/);
    expect(await stored()).not.toContain(user.secret);
    expect(await signIn()).toBe(200);

    // A row as written before 0058: its check (NOT VALID) refuses a new plaintext value, so it is lifted to write one.
    await expect(t.db.updateTable("user_totp").set({ secret: user.secret }).where("user_id", "=", user.user.id).execute()).rejects.toThrow();
    await sql`alter table user_totp drop constraint user_totp_secret_sealed`.execute(t.db);
    await t.db.updateTable("user_totp").set({ secret: user.secret }).where("user_id", "=", user.user.id).execute();
    await sealPlaintextTotpSecrets(t.db, testSealingKey());
    await sealPlaintextTotpSecrets(t.db, testSealingKey());
    // Validated this time: no user's secret is left in plaintext.
    await sql`alter table user_totp add constraint user_totp_secret_sealed check (secret like 'sealed:v1:%')`.execute(t.db);
    expect(await stored()).toMatch(/^sealed:v1:/);
    expect(await signIn()).toBe(200);
  });

  it("answers the catalogued 10380, not a bare 500, when the secret was sealed with another key", async () => {
    const user = await enrolledUser();
    // As after a lost or changed SOLVENCY_KEY: the stored secret opens only with a key the server no longer has.
    await t.db.updateTable("user_totp").set({ secret: sealText(Uint8Array.from(randomBytes(32)), user.secret) }).where("user_id", "=", user.user.id).execute();
    t.clock.advance(30_000);
    const reply = await secondStep(await passwordStep(user), { method: "totp", code: oathtoolCode(user.secret, t.clock.now()) });
    expect([reply.status, reply.code, reply.message]).toEqual([500, 10380, catalogues.en.errors["10380"]]);
  });

  it("asks for the second step after the password, and each code works once", async () => {
    const user = await enrolledUser();
    const challenge = await passwordStep(user);
    t.clock.advance(30_000);
    const code = oathtoolCode(user.secret, t.clock.now());
    expect((await secondStep(challenge, { method: "totp", code: code === "000000" ? "111111" : "000000" })).code).toBe(10302);
    const signedIn = await secondStep(challenge, { method: "totp", code });
    expect(signedIn.code).toBe(200);
    expect((await call(t.app, "POST", "/user/getUserInfo", {}, { token: signedIn.result.token })).code).toBe(200);
    // The challenge is spent, and the code too: a replay with a fresh challenge is refused.
    expect((await secondStep(challenge, { method: "totp", code })).code).toBe(10304);
    expect((await secondStep(await passwordStep(user), { method: "totp", code })).code).toBe(10303);
    const history = await call<{ events: { kind: string }[] }>(t.app, "GET", "/user/security", undefined, { token: signedIn.result.token });
    expect(history.result.events.map((event) => event.kind)).toEqual(expect.arrayContaining(["sign_in", "second_factor_failed"]));
  });

  it("accepts one of two requests racing with the same code", async () => {
    const user = await enrolledUser();
    t.clock.advance(30_000);
    const code = oathtoolCode(user.secret, t.clock.now());
    const [first, second] = await Promise.all([secondStep(await passwordStep(user), { method: "totp", code }), secondStep(await passwordStep(user), { method: "totp", code })]);
    expect([first.code, second.code].sort((a, b) => a - b)).toEqual([200, 10303]);
  });

  it("spends a recovery code once, forgiving case and the dash", async () => {
    const user = await enrolledUser();
    const [recovery] = user.recoveryCodes;
    if (!recovery) throw new Error("no recovery code");
    expect((await secondStep(await passwordStep(user), { method: "recovery", code: ` ${recovery.toUpperCase()} ` })).code).toBe(200);
    expect((await secondStep(await passwordStep(user), { method: "recovery", code: recovery })).code).toBe(10302);
    const overview = await call<{ state: { recoveryCodesLeft: number } }>(t.app, "GET", "/user/security", undefined, { token: user.token });
    expect(overview.result.state.recoveryCodesLeft).toBe(9);
  });

  it("refuses an expired challenge and throttles guesses like the password", async () => {
    const user = await enrolledUser();
    const stale = await passwordStep(user);
    t.clock.advance(5 * 60_000 + 1);
    expect((await secondStep(stale, { method: "totp", code: "123456" })).code).toBe(10304);
    const challenge = await passwordStep(user);
    const answers: number[] = [];
    for (let guess = 0; guess < 7; guess++) answers.push((await secondStep(challenge, { method: "totp", code: String(100000 + guess) })).code);
    expect(answers).toContain(10110);
  });

  it("turns off with a code, ending every other session; the password alone signs in again", async () => {
    const user = await enrolledUser();
    t.clock.advance(30_000);
    const other = await secondStep(await passwordStep(user), { method: "totp", code: oathtoolCode(user.secret, t.clock.now()) });
    expect(other.code).toBe(200);
    t.clock.advance(30_000);
    const off = await call(t.app, "POST", "/user/security/totp/disable", { proof: { method: "totp", code: oathtoolCode(user.secret, t.clock.now()) } }, { token: user.token });
    expect(off.code).toBe(200);
    expect((await call(t.app, "POST", "/user/getUserInfo", {}, { token: other.result.token })).code).toBe(401);
    expect((await call(t.app, "POST", "/user/getUserInfo", {}, { token: user.token })).code).toBe(200);
    expect((await call(t.app, "POST", "/login/login", { account: user.username, password: user.password })).result).toHaveProperty("token");
    expect((await call(t.app, "POST", "/user/security/totp/disable", { proof: { method: "totp", code: "123456" } }, { token: user.token })).code).toBe(10301);
  });

  it("renews recovery codes: the old ones stop working", async () => {
    const user = await enrolledUser();
    t.clock.advance(30_000);
    const renewed = await call<{ recoveryCodes: string[] }>(t.app, "POST", "/user/security/recoveryCodes", { code: oathtoolCode(user.secret, t.clock.now()) }, { token: user.token });
    expect(renewed.code).toBe(200);
    const [old] = user.recoveryCodes;
    const [fresh] = renewed.result.recoveryCodes;
    if (!old || !fresh) throw new Error("no recovery code");
    expect((await secondStep(await passwordStep(user), { method: "recovery", code: old })).code).toBe(10302);
    expect((await secondStep(await passwordStep(user), { method: "recovery", code: fresh })).code).toBe(200);
  });

  describe("sessions", () => {
    type Listed = { sessions: { id: string; current: boolean; userAgent: string; ip: string; lastSeenAt: string | null }[] };
    const list = (token: string) => call<Listed>(t.app, "GET", "/user/security/sessions", undefined, { token });
    const signInFrom = async (user: { username: string; password: string }, userAgent: string) =>
      (await call<{ token: string }>(t.app, "POST", "/login/login", { account: user.username, password: user.password }, { headers: { "user-agent": userAgent } })).result.token;

    it("lists each session with its device and address, and ends one: its requests are refused at once", async () => {
      const user = await registerUser(t.app);
      const phone = await signInFrom(user, "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36");
      const listed = await list(user.token);
      expect(listed.result.sessions).toHaveLength(2);
      const [newest, first] = listed.result.sessions;
      expect(newest).toMatchObject({ current: false, userAgent: expect.stringContaining("Android") as string, ip: "127.0.0.1" });
      expect(first?.current).toBe(true);
      // Last seen is written on a request, then at most once per interval.
      expect(first?.lastSeenAt).not.toBeNull();
      expect((await call(t.app, "POST", "/user/security/sessions/end", { id: newest?.id }, { token: user.token })).code).toBe(200);
      expect((await call(t.app, "POST", "/user/getUserInfo", {}, { token: phone })).code).toBe(401);
      expect((await call(t.app, "POST", "/user/security/sessions/end", { id: newest?.id }, { token: user.token })).code).toBe(10306);
      const history = await call<{ events: { kind: string }[] }>(t.app, "GET", "/user/security", undefined, { token: user.token });
      expect(history.result.events[0]?.kind).toBe("session_ended");
    });

    it("refuses to end another user's session", async () => {
      const owner = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const [session] = (await list(owner.token)).result.sessions;
      expect((await call(t.app, "POST", "/user/security/sessions/end", { id: session?.id }, { token: stranger.token })).code).toBe(10306);
      expect((await call(t.app, "POST", "/user/security/sessions/end", { id: "x1" }, { token: stranger.token })).code).toBe(10306);
      expect((await call(t.app, "POST", "/user/getUserInfo", {}, { token: owner.token })).code).toBe(200);
    });

    it("ends every other session and keeps this one", async () => {
      const user = await registerUser(t.app);
      const others = [await signInFrom(user, "curl/8"), await signInFrom(user, "Firefox/128")];
      const ended = await call<{ ended: number }>(t.app, "POST", "/user/security/sessions/endOthers", {}, { token: user.token });
      expect(ended.result.ended).toBe(2);
      for (const token of others) expect((await call(t.app, "POST", "/user/getUserInfo", {}, { token })).code).toBe(401);
      expect((await list(user.token)).result.sessions.map((session) => session.current)).toEqual([true]);
    });
  });

  it("shows operators the state and history, never the secret or a recovery code", async () => {
    const user = await enrolledUser();
    const support = await signInOperator(t, ["support"]);
    const seen = await adminCall<{ state: { level: string; recoveryCodesLeft: number }; events: { kind: string }[] }>(t.app, "GET", `/users/${user.user.id}/security`, undefined, { token: support.token });
    expect(seen.result.state).toMatchObject({ level: "twoFactor", recoveryCodesLeft: 10 });
    expect(seen.result.events.map((event) => event.kind)).toContain("totp_enabled");
    const text = JSON.stringify(seen);
    expect(text).not.toContain(user.secret);
    for (const code of user.recoveryCodes) expect(text).not.toContain(code);
    expect((await adminCall(t.app, "GET", "/users/999999/security", undefined, { token: support.token })).code).toBe(10009);
  });

  it("validates codes at the wire", async () => {
    const user = await registerUser(t.app);
    expect((await call(t.app, "POST", "/user/security/totp/confirm", { code: "" }, { token: user.token })).code).toBe(10305);
    expect((await call(t.app, "POST", "/user/security/totp/confirm", { code: "12345a" }, { token: user.token })).code).toBe(10302);
    expect((await call(t.app, "POST", "/user/security/totp/confirm", { code: "123456" }, { token: user.token })).code).toBe(10301);
    expect((await call(t.app, "POST", "/user/security/totp/start", {})).code).toBe(401);
  });
});

describe.skipIf(databaseUnavailable)("an ended session's live socket", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;
  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database });
  }, 60_000);
  afterAll(async () => {
    await live.close();
    await database.drop();
  });

  it("is signed out when the user ends that session from another", async () => {
    const user = await registerUser(live.app);
    const other = (await call<{ token: string }>(live.app, "POST", "/login/login", { account: user.username, password: user.password })).result.token;
    const socket = await openSocket(`${live.socketUrl}/ws`);
    socket.send({ op: "auth", token: other });
    expect(await socket.next()).toEqual({ type: "authenticated" });
    const sessions = await call<{ sessions: { id: string; current: boolean }[] }>(live.app, "GET", "/user/security/sessions", undefined, { token: user.token });
    const target = sessions.result.sessions.find((session) => !session.current);
    expect((await call(live.app, "POST", "/user/security/sessions/end", { id: target?.id }, { token: user.token })).code).toBe(200);
    expect(await socket.next()).toEqual({ type: "error", code: 401, message: catalogues.en.errors["401"] });
    socket.socket.close();
  });
});
