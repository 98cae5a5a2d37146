import { exportJWK, generateKeyPair, SignJWT, createLocalJWKSet } from "jose";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, databaseUnavailable, expectLedgerSound, outboxCode, registerUser, stepUpSession, testApp, type TestApp } from "../testing/harness.ts";
import { createGoogleVerifier } from "./identity-providers.ts";

const googleClientId = "tradewind-test.apps.googleusercontent.com";
const googleKeys = await generateKeyPair("RS256");
const googleJwk = { ...(await exportJWK(googleKeys.publicKey)), kid: "test-key", alg: "RS256" };

function googleToken(claims: Record<string, unknown>, options: { audience?: string; expiresIn?: string } = {}) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "test-key" })
    .setIssuer("https://accounts.google.com")
    .setAudience(options.audience ?? googleClientId)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "10m")
    .sign(googleKeys.privateKey);
}

async function usersCount(t: TestApp) {
  const row = await t.db.selectFrom("users").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.skipIf(databaseUnavailable)("accounts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ google: createGoogleVerifier(googleClientId, createLocalJWKSet({ keys: [googleJwk] })) });
  });
  afterAll(async () => {
    await expectLedgerSound(t.db);
    await t.close();
  });

  describe("verification codes", () => {
    it("are single use, expire after ten minutes and count wrong guesses", async () => {
      const email = "codes@example.com";
      expect((await call(t.app, "POST", "/login/sendCode", { purpose: "register", contact: { method: "email", email } })).code).toBe(200);
      const code = await outboxCode(t.app, email);
      const attempt = (value: string, username = "codes1") =>
        call(t.app, "POST", "/login/register", { contact: { method: "email", email }, username, password: "password1", confirmPassword: "password1", code: value });
      const wrong = code === "000000" ? "111111" : "000000";
      expect((await attempt(wrong)).code).toBe(10091);
      t.clock.advance(10 * 60_000 + 1);
      expect((await attempt(code)).code).toBe(10111);
      t.clock.advance(60_000);
      await call(t.app, "POST", "/login/sendCode", { purpose: "register", contact: { method: "email", email } });
      const fresh = await outboxCode(t.app, email);
      expect((await attempt(fresh)).code).toBe(200);
      expect((await attempt(fresh, "codes2")).code).toBe(10007);
    });

    it("must be sent before registering", async () => {
      const reply = await call(t.app, "POST", "/login/register", {
        contact: { method: "email", email: "nocode@example.com" },
        username: "nocode",
        password: "password1",
        confirmPassword: "password1",
        code: "123456",
      });
      expect(reply.code).toBe(10090);
    });

    it("are rate-limited per target (one a minute, five an hour) and per IP", async () => {
      const send = (email: string) => call(t.app, "POST", "/login/sendCode", { purpose: "register", contact: { method: "email", email } });
      expect((await send("limit@example.com")).code).toBe(200);
      const again = await send("limit@example.com");
      expect(again.code).toBe(10110);
      expect(again.message).toMatch(/\d+ seconds/);
      for (let i = 0; i < 4; i++) {
        t.clock.advance(61_000);
        expect((await send("limit@example.com")).code).toBe(200);
      }
      t.clock.advance(61_000);
      expect((await send("limit@example.com")).code).toBe(10110);
      t.clock.advance(3_600_000);
      // Per IP: twenty an hour, whatever the targets.
      const codes = [];
      for (let i = 0; i < 21; i++) codes.push((await send(`ip${i}@example.com`)).code);
      expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
      expect(codes[20]).toBe(10110);
      t.clock.advance(3_600_000);
    });

    it("are refused for an email or phone that is already registered", async () => {
      const { email } = await registerUser(t.app);
      expect((await call(t.app, "POST", "/login/sendCode", { purpose: "register", contact: { method: "email", email } })).code).toBe(10007);
    });

    it("are not readable from the outbox in production", async () => {
      const production = await testApp({ production: true });
      const reply = await call(production.app, "GET", "/dev/outbox?target=a@example.com");
      await production.close();
      expect(reply.code).toBe(10118);
    });
  });

  describe("registration", () => {
    const valid = { contact: { method: "email", email: "valid@example.com" }, username: "validuser", password: "password1", confirmPassword: "password1", code: "123456" };

    it.each([
      ["no username", { username: "" }, 10119],
      ["a malformed username", { username: "1abc" }, 10003],
      ["no password", { password: "" }, 10102],
      ["a weak password", { password: "short1", confirmPassword: "short1" }, 10116],
      ["no confirmation", { confirmPassword: "" }, 10103],
      ["different passwords", { confirmPassword: "password2" }, 10101],
      ["no code", { code: "" }, 10104],
      ["a malformed code", { code: "12ab" }, 10091],
      ["no email", { contact: { method: "email", email: "" } }, 10105],
      ["a malformed email", { contact: { method: "email", email: "not-an-email" } }, 10002],
      ["no registration method", { contact: { email: "x@example.com" } }, 10107],
      ["a malformed phone", { contact: { method: "phone", areaCode: "+81", phone: "12" } }, 10109],
      ["an oversize username", { username: "a".repeat(300) }, 10120],
      ["an unknown field", { admin: true }, 10121],
      ["a number for the username", { username: 12345 }, 10119],
    ])("rejects %s with its catalogued code and writes nothing", async (_label, change, code) => {
      const before = await usersCount(t);
      const reply = await call(t.app, "POST", "/login/register", { ...valid, ...change });
      expect(reply.code).toBe(code);
      expect(reply.status).toBe(400);
      expect(await usersCount(t)).toBe(before);
    });

    it("answers validation errors in the caller's language, naming the field", async () => {
      const reply = await call(t.app, "POST", "/login/register", { ...valid, confirmPassword: "password2" }, { lang: "ja" });
      expect(reply).toMatchObject({ code: 10101, result: { field: "confirmPassword" } });
      const english = await call(t.app, "POST", "/login/register", { ...valid, confirmPassword: "password2" });
      expect(reply.message).not.toBe(english.message);
      const accepted = await call(t.app, "POST", "/login/register", { ...valid, confirmPassword: "password2" }, { headers: { "accept-language": "ar-SA,ar;q=0.9" } });
      expect(accepted.message).toBe((await call(t.app, "POST", "/login/register", { ...valid, confirmPassword: "password2" }, { lang: "ar" })).message);
    });

    it("registers by phone and logs in with the international number", async () => {
      const contact = { method: "phone", areaCode: "+81", phone: "9012345678" };
      await call(t.app, "POST", "/login/sendCode", { purpose: "register", contact });
      const code = await outboxCode(t.app, "+819012345678");
      const reply = await call<{ user: { areaCode: string; phone: string } }>(t.app, "POST", "/login/register", {
        contact,
        username: "phoneuser",
        password: "password1",
        confirmPassword: "password1",
        code,
      });
      expect(reply.code).toBe(200);
      expect(reply.result.user).toMatchObject({ areaCode: "+81", phone: "9012345678" });
      expect((await call(t.app, "POST", "/login/login", { account: "+819012345678", password: "password1" })).code).toBe(200);
      expect((await call(t.app, "GET", "/login/checkUserNameOrPhone?kind=phone&value=9012345678&areaCode=%2B81")).result).toEqual({ exists: true });
    });

    it("refuses a taken username, case-insensitively", async () => {
      const { username } = await registerUser(t.app);
      const email = "taken@example.com";
      await call(t.app, "POST", "/login/sendCode", { purpose: "register", contact: { method: "email", email } });
      const code = await outboxCode(t.app, email);
      const reply = await call(t.app, "POST", "/login/register", { ...valid, contact: { method: "email", email }, username: username.toUpperCase(), code });
      expect(reply.code).toBe(10006);
      expect((await call(t.app, "GET", `/login/checkUserNameOrPhone?kind=username&value=${username}`)).result).toEqual({ exists: true });
      expect((await call(t.app, "GET", "/login/checkUserNameOrPhone?kind=username&value=nobodyhere")).result).toEqual({ exists: false });
    });

    it("records the inviter and refuses an unknown invitation code", async () => {
      const inviter = await registerUser(t.app);
      const invited = await registerUser(t.app, { inviteCode: inviter.user.inviteCode.toLowerCase() });
      const row = await t.db.selectFrom("users").select("inviter_id").where("id", "=", invited.user.id).executeTakeFirstOrThrow();
      expect(row.inviter_id).toBe(inviter.user.id);
      await expect(registerUser(t.app, { inviteCode: "NOSUCH99" })).rejects.toThrow(/10117/);
    });

    it("requires an invitation code when the operator says so", async () => {
      await t.db.updateTable("system_params").set({ value: "true" }).where("key", "=", "invite_code_required").execute();
      const outcome = registerUser(t.app);
      await expect(outcome).rejects.toThrow(/10990/);
      await t.db.updateTable("system_params").set({ value: "false" }).where("key", "=", "invite_code_required").execute();
    });
  });

  describe("sessions", () => {
    it("logs in by username, email or phone, and refuses wrong passwords without telling which part was wrong", async () => {
      const { username, email } = await registerUser(t.app);
      expect((await call(t.app, "POST", "/login/login", { account: username, password: "password1" })).code).toBe(200);
      expect((await call(t.app, "POST", "/login/login", { account: email.toUpperCase(), password: "password1" })).code).toBe(200);
      const wrong = await call(t.app, "POST", "/login/login", { account: username, password: "password2" });
      const unknown = await call(t.app, "POST", "/login/login", { account: "nosuchuser", password: "password2" });
      expect(wrong.code).toBe(10004);
      expect(unknown).toEqual(wrong);
      expect((await call(t.app, "POST", "/login/login", { account: "", password: "x" })).code).toBe(10001);
      expect((await call(t.app, "POST", "/login/login", { account: username, password: "" })).code).toBe(10102);
    });

    it("answers 401 without a token, with an unknown one, after logout and after expiry", async () => {
      const { token } = await registerUser(t.app);
      expect((await call(t.app, "POST", "/user/getUserInfo")).code).toBe(401);
      expect((await call(t.app, "POST", "/user/getUserInfo", undefined, { token: "forged" })).code).toBe(401);
      expect((await call(t.app, "POST", "/user/getUserInfo", undefined, { token: `Bearer ${token}` })).code).toBe(200);
      expect((await call(t.app, "POST", "/login/logout", {}, { token })).code).toBe(200);
      expect((await call(t.app, "POST", "/user/getUserInfo", undefined, { token })).code).toBe(401);
      const second = await registerUser(t.app);
      t.clock.advance(8 * 24 * 3_600_000);
      const expired = await call(t.app, "POST", "/user/getUserInfo", undefined, { token: second.token });
      expect(expired.code).toBe(401);
      expect(expired.status).toBe(401);
    });

    it("refuses a frozen user with 10005", async () => {
      const { token, user, username } = await registerUser(t.app);
      await t.db.updateTable("users").set({ status: "frozen" }).where("id", "=", user.id).execute();
      expect((await call(t.app, "POST", "/user/getUserInfo", undefined, { token })).code).toBe(10005);
      expect((await call(t.app, "POST", "/login/login", { account: username, password: "password1" })).code).toBe(10005);
    });

    it("changes the password after a step-up with the old one, keeping this session and revoking the others", async () => {
      const { token, username } = await registerUser(t.app);
      const other = await call<{ token: string }>(t.app, "POST", "/login/login", { account: username, password: "password1" });
      const change = { mode: "change", oldPassword: "password1", password: "newpassword2", confirmPassword: "newpassword2" };
      expect((await call(t.app, "POST", "/user/repassword", change)).code).toBe(401);
      expect((await call(t.app, "POST", "/user/repassword", change, { token })).code).toBe(10307);
      await stepUpSession(t, token);
      expect((await call(t.app, "POST", "/user/repassword", { ...change, oldPassword: "wrongpass1" }, { token })).code).toBe(10004);
      expect((await call(t.app, "POST", "/user/repassword", { ...change, confirmPassword: "other" }, { token })).code).toBe(10101);
      expect((await call(t.app, "POST", "/user/repassword", change, { token })).code).toBe(200);
      expect((await call(t.app, "POST", "/user/getUserInfo", undefined, { token })).code).toBe(200);
      expect((await call(t.app, "POST", "/user/getUserInfo", undefined, { token: other.result.token })).code).toBe(401);
      expect((await call(t.app, "POST", "/login/login", { account: username, password: "password1" })).code).toBe(10004);
      expect((await call(t.app, "POST", "/login/login", { account: username, password: "newpassword2" })).code).toBe(200);
    });

    it("resets a forgotten password with a code and revokes every session", async () => {
      const { token, email, username } = await registerUser(t.app);
      const contact = { method: "email", email };
      expect((await call(t.app, "POST", "/user/repassword", { mode: "reset", contact, code: "123456", password: "resetpass3", confirmPassword: "resetpass3" })).code).toBe(10090);
      await call(t.app, "POST", "/login/sendCode", { purpose: "reset", contact });
      const code = await outboxCode(t.app, email);
      expect((await call(t.app, "POST", "/user/repassword", { mode: "reset", contact, code, password: "resetpass3", confirmPassword: "resetpass3" })).code).toBe(200);
      expect((await call(t.app, "POST", "/user/getUserInfo", undefined, { token })).code).toBe(401);
      expect((await call(t.app, "POST", "/login/login", { account: username, password: "resetpass3" })).code).toBe(200);
      expect((await call(t.app, "POST", "/user/repassword", { mode: "reset", contact, code, password: "again4444", confirmPassword: "again4444" })).code).toBe(10090);
    });
  });

  describe("Google login", () => {
    it("creates a funded account from a verified ID token, then logs the same subject in again", async () => {
      const idToken = await googleToken({ sub: "google-subject-1", email: "gmail.user@example.com" });
      const first = await call<{ token: string; user: { id: string; email: string } }>(t.app, "POST", "/login/loginByGoogle", { idToken });
      expect(first.code).toBe(200);
      expect(first.result.user.email).toBe("gmail.user@example.com");
      const info = await call<{ balances: { available: string }[] }>(t.app, "POST", "/user/getUserInfo", undefined, { token: first.result.token });
      expect(info.result.balances[0]?.available).toBe("100000");
      const again = await call<{ user: { id: string } }>(t.app, "POST", "/login/loginByGoogle", { idToken: await googleToken({ sub: "google-subject-1" }) });
      expect(again.result.user.id).toBe(first.result.user.id);
    });

    it("rejects tokens for another audience, expired or signed by someone else", async () => {
      const otherKeys = await generateKeyPair("RS256");
      const forged = await new SignJWT({ sub: "x" })
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuer("https://accounts.google.com")
        .setAudience(googleClientId)
        .setExpirationTime("10m")
        .sign(otherKeys.privateKey);
      for (const idToken of [await googleToken({ sub: "x" }, { audience: "someone-else" }), forged, "not.a.jwt"]) {
        expect((await call(t.app, "POST", "/login/loginByGoogle", { idToken })).code).toBe(10113);
      }
    });

    it("answers 'not configured' when the server has no Google client id", async () => {
      const bare = await testApp();
      const reply = await call(bare.app, "POST", "/login/loginByGoogle", { idToken: await googleToken({ sub: "y" }) });
      await bare.close();
      expect(reply.code).toBe(10112);
    });
  });

  describe("wallet login", () => {
    it("logs in with a signature over a single-use nonce", async () => {
      const wallet = privateKeyToAccount(generatePrivateKey());
      const nonce = await call<{ message: string }>(t.app, "GET", `/login/dappNonce?address=${wallet.address}`);
      const signature = await wallet.signMessage({ message: nonce.result.message });
      const body = { address: wallet.address, message: nonce.result.message, signature };
      const login = await call<{ user: { walletAddress: string } }>(t.app, "POST", "/login/loginByDapp", body);
      expect(login.code).toBe(200);
      expect(login.result.user.walletAddress).toBe(wallet.address.toLowerCase());
      expect((await call(t.app, "POST", "/login/loginByDapp", body)).code).toBe(10113);
    });

    it("refuses a signature by another key or over another message", async () => {
      const wallet = privateKeyToAccount(generatePrivateKey());
      const intruder = privateKeyToAccount(generatePrivateKey());
      const nonce = await call<{ message: string }>(t.app, "GET", `/login/dappNonce?address=${wallet.address}`);
      const byIntruder = await intruder.signMessage({ message: nonce.result.message });
      expect((await call(t.app, "POST", "/login/loginByDapp", { address: wallet.address, message: nonce.result.message, signature: byIntruder })).code).toBe(10113);
      const otherMessage = "Tradewind asks you to sign in with your wallet: anything";
      const signed = await wallet.signMessage({ message: otherMessage });
      expect((await call(t.app, "POST", "/login/loginByDapp", { address: wallet.address, message: otherMessage, signature: signed })).code).toBe(10113);
    });
  });
});
