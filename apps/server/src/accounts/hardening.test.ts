// Abuse of the account endpoints: password guessing (per account and per IP, through a forged
// X-Forwarded-For too), codes in the log, account discovery through reset and login, parallel
// verification-code guesses, and code delivery without a provider.
import net from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, databaseUnavailable, outboxCode, registerUser, stepUpSession, testApp, type TestApp } from "../testing/harness.ts";
import { throttlePolicies } from "./login-throttle.ts";
import { argon2Passwords, type PasswordHasher } from "./secrets.ts";
import { codeAttemptsAllowed } from "./service.ts";

/** argon2 with a count of verifications: each one is a password guess the server evaluated. */
function countingPasswords(): PasswordHasher & { verified: number } {
  const counter = {
    verified: 0,
    hash: (password: string) => argon2Passwords.hash(password),
    verify: (passwordHash: string, password: string) => {
      counter.verified += 1;
      return argon2Passwords.verify(passwordHash, password);
    },
  };
  return counter;
}

interface LoginReply {
  code: number;
  message: string;
}

async function login(t: TestApp, account: string, password: string, from: { ip: string; forwardedFor?: string }): Promise<LoginReply> {
  const response = await t.app.inject({
    method: "POST",
    url: "/swx/customer/login/login",
    payload: { account, password },
    remoteAddress: from.ip,
    headers: from.forwardedFor ? { "x-forwarded-for": from.forwardedFor } : {},
  });
  return response.json<LoginReply>();
}

function secondsOf(reply: LoginReply): number {
  const match = /(\d+) seconds/.exec(reply.message);
  if (!match?.[1]) throw new Error(`no wait in ${JSON.stringify(reply)}`);
  return Number(match[1]);
}

describe.skipIf(databaseUnavailable)("login throttling", () => {
  const passwords = countingPasswords();
  let t: TestApp;
  beforeAll(async () => {
    // One trusted proxy hop in front, as behind a load balancer.
    t = await testApp({ passwords, env: { TRUST_PROXY: "1" } });
  });
  afterAll(() => t.close());

  it("checks a handful of 200 parallel wrong passwords for one account and refuses the rest with 10110", async () => {
    const { username } = await registerUser(t.app);
    const before = passwords.verified;
    const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => login(t, username, `wrong${i}`, { ip: `198.51.100.${i % 200}` })));
    const checked = passwords.verified - before;
    expect(checked).toBe(throttlePolicies.account.attemptsFree + 1);
    expect(replies.filter((reply) => reply.code === 10004)).toHaveLength(checked);
    expect(replies.filter((reply) => reply.code === 10110)).toHaveLength(200 - checked);
  });

  it("doubles the wait up to its cap, so an owner is never locked out for long, and a right password starts afresh", async () => {
    const { username, password } = await registerUser(t.app);
    const from = { ip: "198.51.100.201" };
    for (let i = 0; i <= throttlePolicies.account.attemptsFree; i++) expect((await login(t, username, "wrongpass1", from)).code).toBe(10004);
    const waits = [];
    for (let round = 0; round < 14; round++) {
      const refused = await login(t, username, password, from);
      expect(refused.code).toBe(10110);
      waits.push(secondsOf(refused));
      t.clock.advance(secondsOf(refused) * 1000);
      expect((await login(t, username, "wrongpass1", from)).code).toBe(10004);
    }
    expect(waits.slice(0, 5)).toEqual([1, 2, 4, 8, 16]);
    expect(Math.max(...waits)).toBe(throttlePolicies.account.delayMaxMs / 1000);
    t.clock.advance(throttlePolicies.account.delayMaxMs);
    expect((await login(t, username, password, from)).code).toBe(200);
    // This IP has used up its own allowance, so the account's fresh start shows from another.
    const elsewhere = { ip: "198.51.100.205" };
    for (let i = 0; i < throttlePolicies.account.attemptsFree; i++) expect((await login(t, username, "wrongpass1", elsewhere)).code).toBe(10004);
  });

  it("throttles an unknown account exactly like a known one, and hashes for it too", async () => {
    const { username } = await registerUser(t.app);
    const known = [];
    const unknown = [];
    const before = passwords.verified;
    for (let i = 0; i < 8; i++) {
      known.push((await login(t, username, "wrongpass1", { ip: "198.51.100.202" })).code);
      unknown.push((await login(t, `nobody${username}`, "wrongpass1", { ip: "198.51.100.203" })).code);
    }
    expect(unknown).toEqual(known);
    // Each admitted attempt, known or not, costs exactly one hash check.
    expect(passwords.verified - before).toBe(2 * known.filter((code) => code === 10004).length);
    t.clock.advance(throttlePolicies.account.delayMaxMs);
  });

  it("limits one client IP across accounts, whatever X-Forwarded-For entries it forges", async () => {
    const proxy = "10.0.0.7";
    const client = "203.0.113.9";
    const codes = [];
    for (let i = 0; i < throttlePolicies.ip.attemptsFree + 3; i++) {
      // The client writes its own first entries; the proxy appends the address it saw.
      const forwardedFor = `192.0.2.${i}, ${client}`;
      codes.push((await login(t, `stranger${i}`, "wrongpass1", { ip: proxy, forwardedFor })).code);
    }
    expect(codes.slice(0, throttlePolicies.ip.attemptsFree + 1).every((code) => code === 10004)).toBe(true);
    expect(codes.slice(throttlePolicies.ip.attemptsFree + 1)).toEqual([10110, 10110]);
    // Another client behind the same proxy is not held up.
    expect((await login(t, "stranger0", "wrongpass1", { ip: proxy, forwardedFor: "203.0.113.10" })).code).toBe(10004);
  });

  it("throttles guesses of the old password through a signed-in session like logins", async () => {
    const { token, username, password } = await registerUser(t.app);
    await stepUpSession(t, token);
    const change = (oldPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/swx/customer/user/repassword",
        payload: { mode: "change", oldPassword, password: "newpassword9", confirmPassword: "newpassword9" },
        headers: { authorization: token },
        remoteAddress: "198.51.100.207",
      });
    const before = passwords.verified;
    const codes = [];
    for (let i = 0; i < 30; i++) codes.push((await change(`guess${i}`)).json<LoginReply>().code);
    expect(passwords.verified - before).toBe(throttlePolicies.account.attemptsFree + 1);
    expect(codes.filter((code) => code === 10110)).toHaveLength(30 - throttlePolicies.account.attemptsFree - 1);
    // The same account's login waits too, for the same reason.
    expect((await login(t, username, password, { ip: "198.51.100.208" })).code).toBe(10110);
    t.clock.advance(throttlePolicies.account.delayMaxMs);
  });

  it("answers every one of 20 racing right and wrong logins on one account with a catalogued code, round after round", async () => {
    const { username, password } = await registerUser(t.app);
    const codes = new Set<number>();
    for (let round = 0; round < 5; round++) {
      // Right passwords clear the account's row while the others lock it: the race that answered 500.
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(t, username, i % 3 === 2 ? "wrongpass1" : password, { ip: `198.51.101.${round * 20 + i}` })),
      );
      for (const reply of replies) codes.add(reply.code);
      t.clock.advance(throttlePolicies.account.delayMaxMs);
    }
    expect([...codes].filter((code) => ![200, 10004, 10110].includes(code))).toEqual([]);
    expect(codes.has(200)).toBe(true);
  });

  it("does not count right passwords against an IP that many users share", async () => {
    const { username, password } = await registerUser(t.app);
    const office = { ip: "198.51.100.206" };
    for (let i = 0; i < throttlePolicies.ip.attemptsFree + 5; i++) expect((await login(t, username, password, office)).code).toBe(200);
    expect((await login(t, username, "wrongpass1", office)).code).toBe(10004);
  });
});

describe.skipIf(databaseUnavailable)("verification codes and the log", () => {
  it("never writes a code to the log, while the dev outbox still holds it", async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString("utf8"));
        done();
      },
    });
    const t = await testApp({ env: { LOG_LEVEL: "trace" }, logStream });
    const codes = [];
    try {
      const { email } = await registerUser(t.app);
      codes.push(await outboxCode(t.app, email));
      t.clock.advance(61_000);
      await call(t.app, "POST", "/login/sendCode", { purpose: "reset", contact: { method: "email", email } });
      codes.push(await outboxCode(t.app, email));
      await call(t.app, "POST", "/login/sendCode", { purpose: "register", contact: { method: "phone", areaCode: "+44", phone: "7700900123" } });
      codes.push(await outboxCode(t.app, "+447700900123"));
    } finally {
      await t.close();
    }
    expect(lines.some((line) => line.includes("dev outbox"))).toBe(true);
    for (const code of codes) expect(lines.filter((line) => line.includes(code))).toEqual([]);
  });
});

describe.skipIf(databaseUnavailable)("password reset and account discovery", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  const reset = (email: string, code: string) =>
    call(t.app, "POST", "/user/repassword", { mode: "reset", contact: { method: "email", email }, code, password: "resetpass3", confirmPassword: "resetpass3" });
  const sendResetCode = (email: string) => call(t.app, "POST", "/login/sendCode", { purpose: "reset", contact: { method: "email", email } });

  it("answers a known and an unknown contact alike, and sends the unknown one no code", async () => {
    const { email } = await registerUser(t.app);
    const stranger = "nobody.here@example.com";
    expect(await reset(stranger, "123456")).toEqual(await reset(email, "123456"));
    const sentKnown = await sendResetCode(email);
    const sentUnknown = await sendResetCode(stranger);
    expect(sentUnknown).toEqual(sentKnown);
    const wrongKnown = await reset(email, "000000");
    const wrongUnknown = await reset(stranger, "000000");
    expect(wrongKnown.code).toBe(10091);
    expect(wrongUnknown).toEqual(wrongKnown);
    const outbox = await call<{ messages: { code: string | null; body: string }[] }>(t.app, "GET", `/dev/outbox?target=${stranger}`);
    expect(outbox.result.messages).toHaveLength(1);
    expect(outbox.result.messages[0]?.code).toBeNull();
    expect(outbox.result.messages[0]?.body).not.toMatch(/\d{6}/);
    // The owner's code still works.
    expect((await reset(email, await outboxCode(t.app, email))).code).toBe(200);
  });

  it("ends the login wait of an account whose owner resets the password by code", async () => {
    const { username, email } = await registerUser(t.app);
    for (let i = 0; i < 8; i++) await login(t, username, "wrongpass1", { ip: "198.51.100.204" });
    expect((await login(t, username, "wrongpass1", { ip: "198.51.100.204" })).code).toBe(10110);
    await sendResetCode(email);
    expect((await reset(email, await outboxCode(t.app, email))).code).toBe(200);
    expect((await login(t, username, "resetpass3", { ip: "198.51.100.204" })).code).toBe(200);
  });
});

describe.skipIf(databaseUnavailable)("parallel verification-code guesses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it(`evaluate at most ${codeAttemptsAllowed} of 20 parallel guesses and record exactly that many`, async () => {
    const email = "parallel@example.com";
    await call(t.app, "POST", "/login/sendCode", { purpose: "register", contact: { method: "email", email } });
    const code = await outboxCode(t.app, email);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const replies = await Promise.all(
      guesses.map((guess, i) =>
        call(t.app, "POST", "/login/register", { contact: { method: "email", email }, username: `parallel${i}`, password: "password1", confirmPassword: "password1", code: guess }),
      ),
    );
    expect(replies.filter((reply) => reply.code === 10091)).toHaveLength(codeAttemptsAllowed);
    expect(replies.filter((reply) => reply.code === 10111)).toHaveLength(20 - codeAttemptsAllowed);
    const row = await t.db.selectFrom("verification_codes").select("attempts").where("target", "=", email).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(codeAttemptsAllowed);
    // The right code is spent too once the attempts are.
    const late = await call(t.app, "POST", "/login/register", { contact: { method: "email", email }, username: "parallelok", password: "password1", confirmPassword: "password1", code });
    expect(late.code).toBe(10111);
  });
});

describe.skipIf(databaseUnavailable)("code delivery without a provider", () => {
  const phone = { method: "phone", areaCode: "+44", phone: "7700900456" };

  it("refuses phone sign-up and reset in production with 10112, since no SMS provider exists", async () => {
    const t = await testApp({ production: true });
    try {
      expect((await call(t.app, "POST", "/login/sendCode", { purpose: "register", contact: phone })).code).toBe(10112);
      expect((await call(t.app, "POST", "/login/sendCode", { purpose: "reset", contact: phone })).code).toBe(10112);
      const body = { contact: phone, username: "phoneprod", password: "password1", confirmPassword: "password1", code: "123456" };
      expect((await call(t.app, "POST", "/login/register", body)).code).toBe(10112);
      const resetBody = { mode: "reset", contact: phone, code: "123456", password: "resetpass3", confirmPassword: "resetpass3" };
      expect((await call(t.app, "POST", "/user/repassword", resetBody)).code).toBe(10112);
      expect(await t.db.selectFrom("verification_codes").selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("answers 10240 (try again), logs and counts each failure, when the SMTP server cannot be reached", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString("utf8"));
        done();
      },
    });
    const t = await testApp({ production: true, env: { SMTP_URL: `smtp://127.0.0.1:${closedPort}`, LOG_LEVEL: "info" }, logStream });
    try {
      const replies = [];
      for (const email of ["first@example.com", "second@example.com"]) {
        const response = await t.app.inject({ method: "POST", url: "/swx/customer/login/sendCode", payload: { purpose: "register", contact: { method: "email", email } } });
        replies.push({ status: response.statusCode, code: response.json<LoginReply>().code, message: response.json<LoginReply>().message });
      }
      expect(replies).toEqual([
        { status: 503, code: 10240, message: "The code could not be sent. Try again in a minute" },
        { status: 503, code: 10240, message: "The code could not be sent. Try again in a minute" },
      ]);
      const failures = lines.filter((line) => line.includes("message not sent")).map((line) => JSON.parse(line) as { failedSends: number; reason: string });
      expect(failures.map((failure) => failure.failedSends)).toEqual([1, 2]);
      expect(failures[0]?.reason).toMatch(/ECONNREFUSED/);
      expect(lines.filter((line) => line.includes("example.com"))).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("keeps no outbox and sends nothing when DEV_OUTBOX is off", async () => {
    const t = await testApp({ env: { DEV_OUTBOX: "false" } });
    try {
      expect((await call(t.app, "POST", "/login/sendCode", { purpose: "register", contact: { method: "email", email: "quiet@example.com" } })).code).toBe(10112);
      expect((await call(t.app, "GET", "/dev/outbox?target=quiet@example.com")).code).toBe(10118);
      expect(await t.db.selectFrom("dev_outbox").selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
