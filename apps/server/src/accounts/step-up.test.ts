// Step-up, holds after a security change and the withdrawal address book (issue 24) through HTTP:
// a withdrawal, saving an address, a password change and turning the book off need a fresh proof
// on this session (authenticator codes by oathtool, each usable once, also when two step-ups race
// with one; or the password and an emailed code); a password change, reset or a factor removed
// holds withdrawals and ends the other sessions; a new address waits and its emailed link cancels
// it once.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, creditReal, databaseUnavailable, outboxCode, registerUser, stepUpSession, testApp, type TestApp } from "../testing/harness.ts";
import { oathtoolCode } from "../testing/oathtool.ts";

const tron = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const otherTron = "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7";
const minute = 60_000;
const hour = 60 * minute;

type User = Awaited<ReturnType<typeof registerUser>>;

describe.skipIf(databaseUnavailable)("step-up, holds and the address book", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A verified user holding 1000 real USDT. */
  async function fundedUser(): Promise<User> {
    const user = await registerUser(t.app);
    await sql`update users set kyc_status = 'verified' where id = ${user.user.id}`.execute(t.db);
    await creditReal(t.db, user.user.id, "1000");
    return user;
  }

  async function enrol(user: User) {
    const started = await call<{ secret: string }>(t.app, "POST", "/user/security/totp/start", {}, { token: user.token });
    const confirmed = await call<{ recoveryCodes: string[] }>(t.app, "POST", "/user/security/totp/confirm", { code: oathtoolCode(started.result.secret, t.clock.now()) }, { token: user.token });
    expect(confirmed.code).toBe(200);
    return { secret: started.result.secret, recoveryCodes: confirmed.result.recoveryCodes };
  }

  const withdraw = (user: User, address = tron, token = user.token) =>
    call<{ withdrawal: { id: string } }>(t.app, "POST", "/user/withdrawal", { coin: "USDT", network: "TRC20", address, amount: "10" }, { token, book: "real" });
  const stepUp = (token: string, proof: object) => call<{ steppedUpUntil: string }>(t.app, "POST", "/user/security/stepUp", { proof }, { token });
  const overview = (user: User) =>
    call<{ state: { level: string; steppedUpUntil: string | null; withdrawalsHeldUntil: string | null; addressBook: { on: boolean; required: boolean }; stepUpMethod: string | null }; events: { kind: string }[] }>(
      t.app,
      "GET",
      "/user/security",
      undefined,
      { token: user.token },
    );
  const addAddress = (user: User, address = tron) =>
    call<{ address: { id: string; usableAt: string } }>(t.app, "POST", "/user/withdrawalAddresses/add", { coin: "USDT", network: "TRC20", address, label: "Cold wallet" }, { token: user.token });

  describe("step-up", () => {
    it("without a factor: the password and an emailed code confirm this session for step_up_minutes, and only it", async () => {
      const user = await fundedUser();
      expect((await withdraw(user)).code).toBe(10307);
      expect((await overview(user)).result.state).toMatchObject({ stepUpMethod: "passwordAndEmail", steppedUpUntil: null });
      expect((await call(t.app, "POST", "/user/security/stepUp/sendCode", {}, { token: user.token })).code).toBe(200);
      const emailCode = await outboxCode(t.app, user.email);
      expect((await stepUp(user.token, { method: "password", password: "wrongpass1", emailCode })).code).toBe(10004);
      expect((await stepUp(user.token, { method: "password", password: user.password, emailCode: emailCode === "000000" ? "111111" : "000000" })).code).toBe(10091);
      const confirmed = await stepUp(user.token, { method: "password", password: user.password, emailCode });
      expect(confirmed.code).toBe(200);
      expect(confirmed.result.steppedUpUntil).toBe(new Date(t.clock.now().getTime() + 5 * minute).toISOString());
      // The emailed code works once.
      expect((await stepUp(user.token, { method: "password", password: user.password, emailCode })).code).toBe(10090);
      const other = await call<{ token: string }>(t.app, "POST", "/login/login", { account: user.username, password: user.password });
      expect((await withdraw(user, tron, other.result.token)).code).toBe(10307);
      expect((await withdraw(user)).code).toBe(200);
      t.clock.advance(5 * minute);
      expect((await withdraw(user)).code).toBe(10307);
      const kinds = (await overview(user)).result.events.map((event) => event.kind);
      expect(kinds).toEqual(expect.arrayContaining(["stepped_up", "step_up_failed"]));
    });

    it("with a factor: a code once (a replay is refused), a recovery code, never the password", async () => {
      const user = await fundedUser();
      const { secret, recoveryCodes } = await enrol(user);
      expect((await call(t.app, "POST", "/user/security/stepUp/sendCode", {}, { token: user.token })).code).toBe(10308);
      expect((await stepUp(user.token, { method: "password", password: user.password, emailCode: "123456" })).code).toBe(10308);
      // The enrolment's code was spent; the next step's code is fresh.
      expect((await stepUp(user.token, { method: "totp", code: oathtoolCode(secret, t.clock.now()) })).code).toBe(10303);
      t.clock.advance(30_000);
      const code = oathtoolCode(secret, t.clock.now());
      expect((await stepUp(user.token, { method: "totp", code })).code).toBe(200);
      expect((await stepUp(user.token, { method: "totp", code })).code).toBe(10303);
      const [recovery] = recoveryCodes;
      expect((await stepUp(user.token, { method: "recovery", code: recovery })).code).toBe(200);
      expect((await stepUp(user.token, { method: "recovery", code: recovery })).code).toBe(10302);
      expect((await overview(user)).result.state).toMatchObject({ stepUpMethod: "secondFactor", level: "twoFactor", addressBook: { on: true, required: true } });
    });

    it("two step-ups racing with one code: one is accepted", async () => {
      const user = await fundedUser();
      const { secret } = await enrol(user);
      const other = await call<{ secondFactor: { challenge: string } }>(t.app, "POST", "/login/login", { account: user.username, password: user.password });
      t.clock.advance(30_000);
      const signedIn = await call<{ token: string }>(t.app, "POST", "/login/secondFactor", { challenge: other.result.secondFactor.challenge, proof: { method: "totp", code: oathtoolCode(secret, t.clock.now()) } });
      t.clock.advance(30_000);
      const code = oathtoolCode(secret, t.clock.now());
      const answers = await Promise.all([stepUp(user.token, { method: "totp", code }), stepUp(signedIn.result.token, { method: "totp", code })]);
      expect(answers.map((answer) => answer.code).sort((a, b) => a - b)).toEqual([200, 10303]);
    });

    it("validates proofs at the wire", async () => {
      const user = await registerUser(t.app);
      expect((await stepUp(user.token, { method: "totp", code: "12345" })).code).toBe(10302);
      expect((await stepUp(user.token, { method: "password", password: user.password })).code).toBe(10104);
      // The emailed code: six digits exactly; one short, one past, letters and blanks are refused at the wire.
      for (const emailCode of ["12345", "1234567", "12345a", "      "]) {
        expect([emailCode, (await stepUp(user.token, { method: "password", password: user.password, emailCode })).code]).toEqual([emailCode, emailCode.trim() === "" ? 10104 : 10091]);
      }
      expect((await stepUp(user.token, { method: "sms", code: "123456" })).code).toBe(10100);
      expect((await call(t.app, "POST", "/user/security/stepUp", { proof: { method: "totp", code: "123456" } })).code).toBe(401);
    });
  });

  describe("holds after a security change", () => {
    it("a password change holds withdrawals for security_hold_hours and ends every other session", async () => {
      const user = await fundedUser();
      const other = await call<{ token: string }>(t.app, "POST", "/login/login", { account: user.username, password: user.password });
      await stepUpSession(t, user.token);
      const changed = await call(t.app, "POST", "/user/repassword", { mode: "change", oldPassword: user.password, password: "password7", confirmPassword: "password7" }, { token: user.token });
      expect(changed.code).toBe(200);
      expect((await call(t.app, "POST", "/user/getUserInfo", {}, { token: other.result.token })).code).toBe(401);
      const until = new Date(t.clock.now().getTime() + 24 * hour).toISOString();
      const held = await withdraw(user);
      expect(held.code).toBe(10310);
      expect(held.message).toContain(until);
      expect((await overview(user)).result.state.withdrawalsHeldUntil).toBe(until);
      expect((await call<{ heldUntil: string | null }>(t.app, "GET", "/user/withdrawalTerms", undefined, { token: user.token })).result.heldUntil).toBe(until);
      t.clock.advance(24 * hour);
      await stepUpSession(t, user.token);
      expect((await withdraw(user)).code).toBe(200);
      expect((await overview(user)).result.state.withdrawalsHeldUntil).toBeNull();
    });

    it("a password reset and a factor removed hold withdrawals too", async () => {
      const reset = await fundedUser();
      await call(t.app, "POST", "/login/sendCode", { purpose: "reset", contact: { method: "email", email: reset.email } });
      const code = await outboxCode(t.app, reset.email);
      expect((await call(t.app, "POST", "/user/repassword", { mode: "reset", contact: { method: "email", email: reset.email }, code, password: "password8", confirmPassword: "password8" })).code).toBe(200);
      const again = await call<{ token: string }>(t.app, "POST", "/login/login", { account: reset.username, password: "password8" });
      await stepUpSession(t, again.result.token);
      expect((await withdraw(reset, tron, again.result.token)).code).toBe(10310);

      const factor = await fundedUser();
      const { secret } = await enrol(factor);
      t.clock.advance(30_000);
      expect((await call(t.app, "POST", "/user/security/totp/disable", { proof: { method: "totp", code: oathtoolCode(secret, t.clock.now()) } }, { token: factor.token })).code).toBe(200);
      await stepUpSession(t, factor.token);
      expect((await withdraw(factor)).code).toBe(10310);
    });
  });

  describe("the withdrawal address book", () => {
    it("a new address waits, is refused until then, and its emailed link cancels it once", async () => {
      const user = await fundedUser();
      expect((await addAddress(user)).code).toBe(10307);
      await stepUpSession(t, user.token);
      expect((await call(t.app, "POST", "/user/security/addressBook", { on: true }, { token: user.token })).code).toBe(200);
      expect((await overview(user)).result.state).toMatchObject({ level: "addressBook", addressBook: { on: true, required: false } });
      expect((await withdraw(user)).code).toBe(10311);
      const saved = await addAddress(user);
      expect(saved.code).toBe(200);
      expect(saved.result.address.usableAt).toBe(new Date(t.clock.now().getTime() + 24 * hour).toISOString());
      expect((await addAddress(user)).code).toBe(10313);
      const waiting = await withdraw(user);
      expect(waiting.code).toBe(10312);
      expect(waiting.message).toContain(saved.result.address.usableAt);

      const mail = await call<{ messages: { subject: string; body: string }[] }>(t.app, "GET", `/dev/outbox?target=${encodeURIComponent(user.email)}`);
      const notice = mail.result.messages.find((message) => message.subject === "A new withdrawal address was saved to your Tradewind account");
      const token = /\/address-cancel#([A-Za-z0-9_-]+)/.exec(notice?.body ?? "")?.[1];
      if (!token) throw new Error("no cancel link in the email");
      expect((await call(t.app, "POST", "/withdrawalAddresses/cancel", { token })).code).toBe(200);
      expect((await call(t.app, "POST", "/withdrawalAddresses/cancel", { token })).code).toBe(10315);
      expect((await withdraw(user)).code).toBe(10311);
      expect((await call<{ items: unknown[] }>(t.app, "GET", "/user/withdrawalAddresses", undefined, { token: user.token })).result.items).toHaveLength(0);

      // Saved again and left alone, it becomes usable after the delay; then its link is late.
      expect((await addAddress(user)).code).toBe(200);
      t.clock.advance(24 * hour);
      await stepUpSession(t, user.token);
      expect((await withdraw(user)).code).toBe(200);
      expect((await withdraw(user, otherTron)).code).toBe(10311);
      const kinds = (await overview(user)).result.events.map((event) => event.kind);
      expect(kinds).toEqual(expect.arrayContaining(["address_book_on", "address_added", "address_cancelled"]));
    });

    it("is always on with a second factor; turning it off needs a step-up", async () => {
      const factor = await fundedUser();
      await enrol(factor);
      await stepUpSession(t, factor.token);
      expect((await withdraw(factor)).code).toBe(10311);
      expect((await call(t.app, "POST", "/user/security/addressBook", { on: false }, { token: factor.token })).code).toBe(10316);

      const plain = await fundedUser();
      expect((await call(t.app, "POST", "/user/security/addressBook", { on: true }, { token: plain.token })).code).toBe(200);
      expect((await call(t.app, "POST", "/user/security/addressBook", { on: false }, { token: plain.token })).code).toBe(10307);
      await stepUpSession(t, plain.token);
      expect((await call(t.app, "POST", "/user/security/addressBook", { on: false }, { token: plain.token })).code).toBe(200);
      expect((await withdraw(plain)).code).toBe(200);
    });

    it("removes only the caller's own addresses and checks what is saved", async () => {
      const user = await fundedUser();
      const stranger = await registerUser(t.app);
      await stepUpSession(t, user.token);
      const saved = await addAddress(user);
      expect((await call(t.app, "POST", "/user/withdrawalAddresses/remove", { id: saved.result.address.id }, { token: stranger.token })).code).toBe(10314);
      expect((await call(t.app, "POST", "/user/withdrawalAddresses/remove", { id: saved.result.address.id }, { token: user.token })).code).toBe(200);
      expect((await call(t.app, "POST", "/user/withdrawalAddresses/remove", { id: saved.result.address.id }, { token: user.token })).code).toBe(10314);
      const add = (body: object) => call(t.app, "POST", "/user/withdrawalAddresses/add", { coin: "USDT", network: "TRC20", address: tron, label: "Cold", ...body }, { token: user.token });
      expect((await add({ label: " " })).code).toBe(10317);
      // The label: 40 characters at most (after trimming); one past is refused, the bound itself saved.
      expect((await add({ label: "x".repeat(41) })).code).toBe(10120);
      expect((await add({ label: ` ${"x".repeat(40)} ` })).code).toBe(200);
      expect((await add({ address: "not-an-address" })).code).toBe(10164);
      expect((await add({ coin: "BTC" })).code).toBe(10025);
    });
  });
});
