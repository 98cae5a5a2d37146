// Operators' identity through HTTP: the setup link (single use, expiry), TOTP enrolment, sign-in
// with password and code (wrong and replayed codes refused, guessing throttled), token kinds
// kept apart from users', and admins managing operators. Each refusal is audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, databaseUnavailable, registerUser, testApp, testSealingKey, type TestApp } from "../../testing/harness.ts";
import { adminCall, enrolThroughLink, firstAdmin, linkToken, nextTotpCode, operatorTestPassword, setupLinkToken, signInOperator, totpCodeAt } from "../testing.ts";
import { setupLinkIfNoOperator } from "./links-service.ts";
import { sealPlaintextOperatorSecrets } from "./service.ts";
import { sql } from "kysely";
import { oathtoolCode } from "../../testing/oathtool.ts";

async function auditRows(t: TestApp, action: string) {
  return t.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id", "asc").execute();
}

describe.skipIf(databaseUnavailable)("the first admin's setup link", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it("works once, expires after a day, and is replaced by each new one", async () => {
    const expired = await setupLinkToken(t);
    t.clock.advance(24 * 3_600_000 + 1);
    const refused = await adminCall(t.app, "POST", "/auth/link/inspect", { token: expired });
    expect([refused.status, refused.code]).toEqual([400, 10142]);

    const older = await setupLinkToken(t);
    const token = await setupLinkToken(t);
    expect((await adminCall(t.app, "POST", "/auth/link/inspect", { token: older })).code).toBe(10142);
    const inspected = await adminCall(t.app, "POST", "/auth/link/inspect", { token });
    expect(inspected.result).toMatchObject({ purpose: "setup", username: null, roles: ["admin"] });

    const weak = await adminCall(t.app, "POST", "/auth/link/start", { token, username: "root_admin", password: "short1", confirmPassword: "short1" });
    expect(weak.code).toBe(10116);
    const started = await adminCall<{ secret: string; otpauthUrl: string; qrCodeDataUrl: string }>(t.app, "POST", "/auth/link/start", {
      token,
      username: "root_admin",
      password: operatorTestPassword,
      confirmPassword: operatorTestPassword,
    });
    expect(started.code).toBe(200);
    expect(started.result.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Tradewind:root_admin\?/);
    expect(started.result.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await adminCall(t.app, "POST", "/auth/link/confirm", { token, code: (Number(await totpCodeAt(started.result.secret, t.clock.now())) ^ 1).toString().padStart(6, "0") });
    expect(wrong.code).toBe(10140);
    const confirmed = await adminCall<{ token: string; operator: { roles: string[]; totpEnrolledAt: string | null } }>(t.app, "POST", "/auth/link/confirm", {
      token,
      code: await totpCodeAt(started.result.secret, t.clock.now()),
    });
    expect(confirmed.code).toBe(200);
    expect(confirmed.result.token).toMatch(/^op_/);
    expect(confirmed.result.operator.roles).toEqual(["admin"]);

    const again = await adminCall(t.app, "POST", "/auth/link/confirm", { token, code: await totpCodeAt(started.result.secret, t.clock.now()) });
    expect(again.code).toBe(10142);
    // With an operator enrolled, start prints no link.
    expect(await setupLinkIfNoOperator({ db: t.db, clock: t.clock }, "http://localhost")).toBeNull();

    const refusals = await t.db.selectFrom("audit_log").select(["action", "error_code"]).where("outcome", "=", "refused").orderBy("id").execute();
    expect(refusals).toEqual([
      { action: "auth.linkInspect", error_code: 10142 },
      { action: "auth.linkInspect", error_code: 10142 },
      { action: "auth.linkStart", error_code: 10116 },
      { action: "auth.enrol", error_code: 10140 },
      { action: "auth.enrol", error_code: 10142 },
    ]);
  });
});

describe.skipIf(databaseUnavailable)("operator sign-in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it("needs the password and a current code, and takes each code once", async () => {
    const admin = await firstAdmin(t);
    const code = await nextTotpCode(t, admin.secret);
    const signedIn = await adminCall<{ token: string }>(t.app, "POST", "/auth/signIn", { username: admin.username, password: admin.password, code });
    expect(signedIn.code).toBe(200);
    const replayed = await adminCall(t.app, "POST", "/auth/signIn", { username: admin.username, password: admin.password, code });
    expect(replayed.code).toBe(10141);
    const wrongCode = (Number(await nextTotpCode(t, admin.secret)) ^ 7).toString().padStart(6, "0");
    expect((await adminCall(t.app, "POST", "/auth/signIn", { username: admin.username, password: admin.password, code: wrongCode })).code).toBe(10140);
    expect((await adminCall(t.app, "POST", "/auth/signIn", { username: admin.username, password: "wrong-password-1", code: await nextTotpCode(t, admin.secret) })).code).toBe(10004);
    // Case does not make another operator.
    expect((await adminCall(t.app, "POST", "/auth/signIn", { username: admin.username.toUpperCase(), password: admin.password, code: await nextTotpCode(t, admin.secret) })).code).toBe(200);

    const me = await adminCall<{ username: string }>(t.app, "GET", "/auth/me", undefined, { token: signedIn.result.token });
    expect(me.result.username).toBe(admin.username);
    const signIns = await auditRows(t, "auth.signIn");
    expect(signIns.map((row) => [row.outcome, row.error_code])).toEqual([
      ["done", null],
      ["refused", 10141],
      ["refused", 10140],
      ["refused", 10004],
      ["done", null],
    ]);
    expect(signIns[0]).toMatchObject({ operator_id: admin.id, ip: "127.0.0.1" });
  });

  it("throttles guessing with 10110 and audits it, also for an unknown name", async () => {
    let last = 0;
    for (let attempt = 0; attempt < 7 && last !== 10110; attempt++) {
      last = (await adminCall(t.app, "POST", "/auth/signIn", { username: "nobody_here", password: "guess-guess-1", code: "123456" })).code;
    }
    expect(last).toBe(10110);
    const throttled = (await auditRows(t, "auth.signIn")).filter((row) => row.error_code === 10110);
    expect(throttled[0]).toMatchObject({ operator_id: null, operator_username: "nobody_here" });
  });

  it("ends the session on sign-out and after the operator session lifetime", async () => {
    const operator = await signInOperator(t, ["support"]);
    expect((await adminCall(t.app, "POST", "/auth/signOut", {}, { token: operator.token })).code).toBe(200);
    expect((await adminCall(t.app, "GET", "/auth/me", undefined, { token: operator.token })).status).toBe(401);
    const again = await adminCall<{ token: string; expiresAt: string }>(t.app, "POST", "/auth/signIn", { username: operator.username, password: operator.password, code: await nextTotpCode(t, operator.secret) });
    expect(new Date(again.result.expiresAt).getTime() - t.clock.now().getTime()).toBe(8 * 3_600_000);
    t.clock.advance(8 * 3_600_000);
    expect((await adminCall(t.app, "GET", "/auth/me", undefined, { token: again.result.token })).status).toBe(401);
  });

  it("keeps users' and operators' tokens apart", async () => {
    const user = await registerUser(t.app);
    const operator = await signInOperator(t, ["admin"]);
    const userOnAdmin = await adminCall(t.app, "GET", "/auth/me", undefined, { token: user.token });
    expect([userOnAdmin.status, userOnAdmin.code]).toEqual([401, 401]);
    const operatorOnCustomer = await call(t.app, "POST", "/user/getUserInfo", {}, { token: operator.token });
    expect([operatorOnCustomer.status, operatorOnCustomer.code]).toEqual([401, 401]);
    expect((await adminCall(t.app, "GET", "/auth/me", undefined, { token: operator.token })).code).toBe(200);
  });
});

describe.skipIf(databaseUnavailable)("admins managing operators", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it("invites, changes roles, resets TOTP and disables, never their own roles or account", async () => {
    const admin = await firstAdmin(t);
    const auth = { token: admin.token };
    const finance = await signInOperator(t, ["finance"]);
    expect((await adminCall(t.app, "POST", "/operators/invite", { username: finance.username, roles: ["support"], reason: "duplicate" }, auth)).code).toBe(10144);
    expect((await adminCall(t.app, "POST", `/operators/${admin.id}/roles`, { roles: ["support"], reason: "demote myself" }, auth)).code).toBe(10145);
    expect((await adminCall(t.app, "POST", `/operators/${admin.id}/disable`, { reason: "leave" }, auth)).code).toBe(10146);
    expect((await adminCall(t.app, "POST", `/operators/${finance.id}/roles`, { roles: ["finance"] }, auth)).code).toBe(10147);

    const changed = await adminCall<{ auditId: string; operator: { roles: string[] } }>(t.app, "POST", `/operators/${finance.id}/roles`, { roles: ["finance", "support"], reason: "covers support" }, auth);
    expect(changed.result.operator.roles).toEqual(["finance", "support"]);
    const row = await t.db.selectFrom("audit_log").selectAll().where("id", "=", changed.result.auditId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ action: "operator.changeRoles", target: `operator:${finance.id}`, operator_id: admin.id, reason: "covers support" });
    expect(row.before).toMatchObject({ roles: ["finance"] });
    expect(row.after).toMatchObject({ roles: ["finance", "support"] });

    const reset = await adminCall<{ link: { url: string } }>(t.app, "POST", `/operators/${finance.id}/resetTotp`, { reason: "lost phone" }, auth);
    expect((await adminCall(t.app, "GET", "/auth/me", undefined, { token: finance.token })).status).toBe(401);
    const resetToken = linkToken(reset.result.link.url);
    expect((await adminCall(t.app, "POST", "/auth/link/start", { token: resetToken, password: "not-the-password-1" })).code).toBe(10004);
    const reenrolled = await enrolThroughLink(t, resetToken, { password: finance.password });
    expect((await adminCall(t.app, "GET", "/auth/me", undefined, { token: reenrolled.token })).code).toBe(200);

    expect((await adminCall(t.app, "POST", `/operators/${finance.id}/disable`, { reason: "left the company" }, auth)).code).toBe(200);
    expect((await adminCall(t.app, "GET", "/auth/me", undefined, { token: reenrolled.token })).status).toBe(401);
    const disabled = await adminCall(t.app, "POST", "/auth/signIn", { username: finance.username, password: finance.password, code: await nextTotpCode(t, reenrolled.secret) });
    expect(disabled.code).toBe(10143);

    const listed = await adminCall<{ items: { username: string; status: string }[]; total: number }>(t.app, "GET", "/operators?status=disabled", undefined, auth);
    expect(listed.result.items.map((item) => item.username)).toEqual([finance.username]);
  });

  it("throttles guessing codes against a link", async () => {
    const admin = await firstAdmin(t);
    const invitation = await adminCall<{ link: { url: string } }>(t.app, "POST", "/operators/invite", { username: "guessed_link", roles: ["content"], reason: "throttle test" }, { token: admin.token });
    const token = linkToken(invitation.result.link.url);
    await adminCall(t.app, "POST", "/auth/link/start", { token, password: operatorTestPassword, confirmPassword: operatorTestPassword });
    const codes: number[] = [];
    for (let guess = 0; guess < 7; guess++) codes.push((await adminCall(t.app, "POST", "/auth/link/confirm", { token, code: "000000" })).code);
    expect(codes.slice(0, 5)).toEqual([10140, 10140, 10140, 10140, 10140]);
    expect(codes).toContain(10110);
  });

  it("answers absolute links: under PUBLIC_URL, else the origin the admin's request addressed", async () => {
    const admin = await firstAdmin(t);
    const invite = (username: string, host?: string) =>
      t.app.inject({
        method: "POST",
        url: "/swx/admin/operators/invite",
        headers: { authorization: admin.token, ...(host === undefined ? {} : { host }) },
        payload: { username, roles: ["content"], reason: "link test" },
      });
    const url = async (response: Awaited<ReturnType<typeof invite>>) => (response.json() as { result: { link: { url: string } } }).result.link.url;
    const invited = await invite("link_default");
    expect(await url(invited)).toMatch(/^http:\/\/localhost\/admin\/setup\?token=[\w-]+$/);
    expect(await url(await invite("link_host", "back-office.example.test:8443"))).toMatch(/^http:\/\/back-office\.example\.test:8443\/admin\/setup\?token=/);
    const invitedId = (invited.json() as { result: { operator: { id: string } } }).result.operator.id;
    const reset = await t.app.inject({ method: "POST", url: `/swx/admin/operators/${invitedId}/resetTotp`, headers: { authorization: admin.token, host: "ops.example.test" }, payload: { reason: "link test" } });
    expect(await url(reset)).toMatch(/^http:\/\/ops\.example\.test\/admin\/setup\?token=/);
    // A Host header that is no host (here it would smuggle in credentials) makes no link.
    expect((await invite("link_bad_host", "evil.test@ops.example.test")).json()).toMatchObject({ code: 10100 });

    const behindProxy = await testApp({ env: { PUBLIC_URL: "https://trade.example.test" } });
    try {
      const other = await firstAdmin(behindProxy);
      const underPublicUrl = await adminCall<{ link: { url: string } }>(behindProxy.app, "POST", "/operators/invite", { username: "link_public", roles: ["content"], reason: "link test" }, { token: other.token });
      expect(underPublicUrl.result.link.url).toMatch(/^https:\/\/trade\.example\.test\/admin\/setup\?token=/);
    } finally {
      await behindProxy.close();
    }
  });
});

describe.skipIf(databaseUnavailable)("operators' TOTP secrets at rest", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  const storedSecrets = async () => ({
    pending: (await t.db.selectFrom("operator_links").select("pending_totp_secret as secret").where("pending_totp_secret", "is not", null).execute()).map((row) => row.secret),
    enrolled: (await t.db.selectFrom("operators").select("totp_secret as secret").where("username", "=", "sealed_admin").executeTakeFirst())?.secret,
  });
  const signIn = async (secret: string) => {
    t.clock.advance(30_000);
    return adminCall(t.app, "POST", "/auth/signIn", { username: "sealed_admin", password: operatorTestPassword, code: oathtoolCode(secret, t.clock.now()) });
  };

  it("keeps the secret sealed, pending on the link and enrolled, and signs in with oathtool's codes; a plaintext one is sealed on start", async () => {
    const token = await setupLinkToken(t);
    const started = await adminCall<{ secret: string }>(t.app, "POST", "/auth/link/start", { token, username: "sealed_admin", password: operatorTestPassword, confirmPassword: operatorTestPassword });
    const { secret } = started.result;
    const { pending } = await storedSecrets();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatch(/^sealed:v1:/);
    expect(pending[0]).not.toContain(secret);

    expect((await adminCall(t.app, "POST", "/auth/link/confirm", { token, code: oathtoolCode(secret, t.clock.now()) })).code).toBe(200);
    const { enrolled } = await storedSecrets();
    expect(enrolled).toMatch(/^sealed:v1:/);
    expect(enrolled).not.toContain(secret);
    expect((await signIn(secret)).code).toBe(200);

    // A row as written before 0058: its check (NOT VALID) refuses a new plaintext value, so it is lifted to write one.
    await expect(t.db.updateTable("operators").set({ totp_secret: secret }).where("username", "=", "sealed_admin").execute()).rejects.toThrow();
    await sql`alter table operators drop constraint operators_totp_secret_sealed`.execute(t.db);
    await t.db.updateTable("operators").set({ totp_secret: secret }).where("username", "=", "sealed_admin").execute();
    await sealPlaintextOperatorSecrets(t.db, testSealingKey());
    await sealPlaintextOperatorSecrets(t.db, testSealingKey());
    // Validated this time: no operator's secret is left in plaintext.
    await sql`alter table operators add constraint operators_totp_secret_sealed check (totp_secret like 'sealed:v1:%')`.execute(t.db);
    expect((await storedSecrets()).enrolled).toMatch(/^sealed:v1:/);
    expect((await signIn(secret)).code).toBe(200);
  });
});
