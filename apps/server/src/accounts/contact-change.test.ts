// Changing the account's email or phone (issue 24) through HTTP: it needs a step-up, a code sent
// to the NEW contact (a code of another purpose or contact does not pass, and it works once), it
// tells the OLD contact, and it holds withdrawals and ends every other session like a password
// change; a contact another account has, or the one the account has, is refused.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, creditReal, databaseUnavailable, outboxCode, registerUser, stepUpSession, testApp, type TestApp } from "../testing/harness.ts";

const hour = 3_600_000;
type Outbox = { messages: { subject: string; body: string; code: string | null }[] };

describe.skipIf(databaseUnavailable)("contact change", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const sendCode = (token: string, contact: object) => call(t.app, "POST", "/user/security/contact/sendCode", { contact }, { token });
  const change = (token: string, contact: object, code: string) => call<{ withdrawalsHeldUntil: string | null }>(t.app, "POST", "/user/security/contact", { contact, code }, { token });
  const outbox = async (target: string) => (await call<Outbox>(t.app, "GET", `/dev/outbox?target=${encodeURIComponent(target)}`)).result.messages;
  const userInfo = async (token: string) => call<{ user: { email: string | null; areaCode: string | null; phone: string | null } }>(t.app, "POST", "/user/getUserInfo", {}, { token });

  it("changes the email after a step-up and a code sent to the new address; the old one is told, withdrawals wait and other sessions end", async () => {
    const user = await registerUser(t.app);
    await sql`update users set kyc_status = 'verified' where id = ${user.user.id}`.execute(t.db);
    await creditReal(t.db, user.user.id, "1000");
    const other = await call<{ token: string }>(t.app, "POST", "/login/login", { account: user.username, password: user.password });
    const fresh = `new${user.email}`;
    const contact = { method: "email", email: fresh.toUpperCase() };
    expect((await sendCode(user.token, contact)).code).toBe(10307);
    await stepUpSession(t, user.token);
    expect((await sendCode(user.token, contact)).code).toBe(200);
    const code = await outboxCode(t.app, fresh);
    expect((await change(user.token, contact, code === "000000" ? "111111" : "000000")).code).toBe(10091);
    const changed = await change(user.token, contact, code);
    expect(changed.code).toBe(200);
    const until = new Date(t.clock.now().getTime() + 24 * hour).toISOString();
    expect(changed.result.withdrawalsHeldUntil).toBe(until);
    expect((await userInfo(user.token)).result.user.email).toBe(fresh);
    // The code works once.
    expect((await change(user.token, { method: "email", email: `again${user.email}` }, code)).code).toBe(10090);
    // The old address is told, with no code in the message.
    const notice = (await outbox(user.email))[0];
    expect(notice?.code).toBeNull();
    expect(notice?.body).toContain("the account's email or phone was changed");
    expect((await userInfo(other.result.token)).code).toBe(401);
    const held = await call(t.app, "POST", "/user/withdrawal", { coin: "USDT", network: "TRC20", address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", amount: "10" }, { token: user.token, book: "real" });
    expect(held.code).toBe(10310);
    const history = await call<{ events: { kind: string }[] }>(t.app, "GET", "/user/security", undefined, { token: user.token });
    expect(history.result.events.map((event) => event.kind).slice(0, 3)).toEqual(expect.arrayContaining(["contact_changed", "withdrawals_held"]));
    // The new address signs in; the old one no longer names the account.
    expect((await call(t.app, "POST", "/login/login", { account: fresh, password: user.password })).result).toHaveProperty("token");
    expect((await call(t.app, "POST", "/login/login", { account: user.email, password: user.password })).code).not.toBe(200);
  });

  it("adds or changes the phone the same way, proven by an SMS code to the new number", async () => {
    const user = await registerUser(t.app);
    await stepUpSession(t, user.token);
    const phone = `7700${String(Date.now()).slice(-6)}`;
    const contact = { method: "phone", areaCode: "+44", phone };
    expect((await sendCode(user.token, contact)).code).toBe(200);
    expect((await change(user.token, contact, await outboxCode(t.app, `+44${phone}`))).code).toBe(200);
    expect((await userInfo(user.token)).result.user).toMatchObject({ areaCode: "+44", phone, email: user.email });
    // The account's email is told of the new phone.
    expect((await outbox(user.email))[0]?.body).toContain("the account's email or phone was changed");
    expect((await sendCode(user.token, contact)).code).toBe(10333);
  });

  it("refuses a contact another account has, the account's own, a code for another contact, and bad input", async () => {
    const user = await registerUser(t.app);
    const taken = await registerUser(t.app);
    await stepUpSession(t, user.token);
    expect((await sendCode(user.token, { method: "email", email: taken.email })).code).toBe(10007);
    expect((await sendCode(user.token, { method: "email", email: user.email })).code).toBe(10333);
    expect((await sendCode(user.token, { method: "email", email: "not an email" })).code).toBe(10002);
    expect((await sendCode(user.token, { method: "fax", number: "1" })).code).toBe(10107);
    const first = { method: "email", email: `first${user.email}` };
    expect((await sendCode(user.token, first)).code).toBe(200);
    const code = await outboxCode(t.app, `first${user.email}`);
    // The code proves the address it was sent to, not another.
    expect((await change(user.token, { method: "email", email: `second${user.email}` }, code)).code).toBe(10090);
    expect((await change(user.token, first, "12345")).code).toBe(10091);
  });
});
