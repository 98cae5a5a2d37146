// The operator side of the security centre (issue 24) through HTTP: the security panel shows a
// user's protections, live sessions, saved addresses and history without a secret; compliance
// ends one session with a reason (audited, the session then answers 401); and a second-factor
// reset under dual control: the requester cannot approve, two approvals racing reset once, an
// approval removes the factors, ends every session, holds withdrawals and emails the user, and
// a request past its 24 hours cannot be approved.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FactorReset } from "@tradewind/api/admin/factor-resets";
import { oathtoolCode } from "../../testing/oathtool.ts";
import { createCredential } from "../../testing/software-authenticator.ts";
import { call, databaseUnavailable, registerUser, stepUpSession, testApp, type TestApp } from "../../testing/harness.ts";
import { adminCall, signInOperator, type OperatorSession } from "../testing.ts";

/** The test server's defaults (no PUBLIC_URL): RP id localhost, origin http://localhost:8080. */
const origin = "http://localhost:8080";
const tron = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const dayMs = 24 * 3_600_000;

type Panel = {
  state: { level: string; totp: { enabled: boolean }; recoveryCodesLeft: number; passkeys: { name: string; lastUsedAt: string | null }[]; addressBook: { on: boolean }; withdrawalsHeldUntil: string | null };
  sessions: { id: string; ip: string; userAgent: string; current: boolean }[];
  addresses: { label: string; usableAt: string }[];
  events: { kind: string }[];
};
type Decided = { auditId: string; factorReset: FactorReset };
type User = Awaited<ReturnType<typeof registerUser>>;

describe.skipIf(databaseUnavailable)("operators and a user's security", () => {
  let t: TestApp;
  let support: OperatorSession;
  let requester: OperatorSession;
  let approver: OperatorSession;
  let secondApprover: OperatorSession;

  beforeAll(async () => {
    t = await testApp();
    support = await signInOperator(t, ["support"]);
    [requester, approver, secondApprover] = [await signInOperator(t, ["compliance"]), await signInOperator(t, ["compliance"]), await signInOperator(t, ["compliance"])];
  }, 60_000);
  afterAll(() => t.close());

  const panel = async (user: User, token = support.token) => (await adminCall<Panel>(t.app, "GET", `/users/${user.user.id}/security`, undefined, { token })).result;
  const signInAgain = async (user: User) => (await call<{ token: string }>(t.app, "POST", "/login/login", { account: user.username, password: user.password })).result.token;
  const answers = (token: string) => call(t.app, "GET", "/user/security", undefined, { token }).then((reply) => reply.code);
  const requestReset = (user: User, body: object = {}, token = requester.token) =>
    adminCall<Decided>(t.app, "POST", `/users/${user.user.id}/factorResets`, { totp: true, passkeys: true, language: "de", reason: "lost phone, ticket 77", ...body }, { token });
  const decide = (id: string, decision: "approve" | "reject", token: string) => adminCall<Decided>(t.app, "POST", `/factorResets/${id}/${decision}`, { reason: "identity checked by video call" }, { token });

  /** A user with a second session, an authenticator app, a passkey and a saved address. */
  async function protectedUser() {
    const user = await registerUser(t.app);
    const secondToken = await signInAgain(user);
    const started = await call<{ secret: string }>(t.app, "POST", "/user/security/totp/start", {}, { token: user.token });
    expect((await call(t.app, "POST", "/user/security/totp/confirm", { code: oathtoolCode(started.result.secret, t.clock.now()) }, { token: user.token })).code).toBe(200);
    const options = await call<{ options: { challenge: string; rp: { id?: string }; user: { id: string } } }>(t.app, "POST", "/user/security/passkeys/options", {}, { token: user.token });
    const { response } = createCredential(options.result.options, origin);
    expect((await call(t.app, "POST", "/user/security/passkeys", { name: "Work laptop", response }, { token: user.token })).code).toBe(200);
    await stepUpSession(t, user.token);
    expect((await call(t.app, "POST", "/user/withdrawalAddresses/add", { coin: "USDT", network: "TRC20", address: tron, label: "Cold wallet" }, { token: user.token })).code).toBe(200);
    return { ...user, secondToken, secret: started.result.secret };
  }

  it("shows support the protections, sessions, addresses and history, never a secret", async () => {
    const user = await protectedUser();
    const reply = await adminCall<Panel>(t.app, "GET", `/users/${user.user.id}/security`, undefined, { token: support.token });
    expect(reply.code).toBe(200);
    const seen = reply.result;
    expect(seen.state).toMatchObject({ level: "twoFactor", totp: { enabled: true }, recoveryCodesLeft: 10, addressBook: { on: true }, withdrawalsHeldUntil: null });
    expect(seen.state.passkeys).toEqual([expect.objectContaining({ name: "Work laptop", lastUsedAt: null })]);
    expect(seen.sessions).toHaveLength(2);
    expect(seen.sessions.every((session) => !session.current)).toBe(true);
    expect(seen.addresses).toEqual([expect.objectContaining({ label: "Cold wallet", usableAt: new Date(t.clock.now().getTime() + dayMs).toISOString() })]);
    expect(seen.events.map((event) => event.kind)).toEqual(expect.arrayContaining(["totp_enabled", "passkey_added", "address_added"]));
    expect(JSON.stringify(reply)).not.toContain(user.secret);
    expect((await adminCall(t.app, "GET", "/users/987654321/security", undefined, { token: support.token })).code).toBe(10009);
  });

  it("lets compliance, not support, end one session with a reason, audited and in the user's history", async () => {
    const user = await registerUser(t.app);
    const other = await signInAgain(user);
    const [newest] = (await panel(user)).sessions;
    expect(newest).toBeDefined();
    const end = (token: string, body: object = { reason: "device reported stolen" }) => adminCall<{ auditId: string; ended: boolean }>(t.app, "POST", `/users/${user.user.id}/sessions/${newest?.id}/end`, body, { token });
    expect((await end(support.token)).code).toBe(10139);
    expect((await end(requester.token, {})).code).toBe(10147);
    const ended = await end(requester.token);
    expect(ended.code).toBe(200);
    expect(await answers(other)).toBe(401);
    expect(await answers(user.token)).toBe(200);
    expect((await end(requester.token)).code).toBe(10306);
    const audit = await t.db.selectFrom("audit_log").select(["id", "action", "reason", "outcome"]).where("target", "=", `user:${user.user.id}`).where("outcome", "=", "done").execute();
    expect(audit).toEqual([{ id: ended.result.auditId, action: "user.session.end", reason: "device reported stolen", outcome: "done" }]);
    const seen = await panel(user);
    expect(seen.sessions).toHaveLength(1);
    expect(seen.events[0]).toMatchObject({ kind: "session_ended", userAgent: "Tradewind back office" });
  });

  it("resets under dual control: not by its requester, once when two approve at once, with sessions ended, a hold and an email", async () => {
    const user = await protectedUser();
    expect((await requestReset(user, {}, support.token)).code).toBe(10139);
    expect((await requestReset(user, { totp: false, passkeys: false })).code).toBe(10100);
    const requested = await requestReset(user);
    expect(requested.code).toBe(200);
    const reset = requested.result.factorReset;
    expect(reset).toMatchObject({ status: "pending", totp: true, passkeys: true, language: "de", requestedBy: { id: requester.id }, decidedBy: null, expiresAt: new Date(t.clock.now().getTime() + dayMs).toISOString() });
    expect((await requestReset(user, {}, approver.token)).code).toBe(10344);
    expect((await decide(reset.id, "approve", requester.token)).code).toBe(10341);
    expect(await answers(user.token)).toBe(200);

    const raced = await Promise.all([decide(reset.id, "approve", approver.token), decide(reset.id, "approve", secondApprover.token)]);
    expect(raced.map((answer) => answer.code).sort((a, b) => a - b)).toEqual([200, 10342]);
    const approved = raced.find((answer) => answer.code === 200)?.result.factorReset;
    expect(approved).toMatchObject({ status: "approved", decisionReason: "identity checked by video call", decidedBy: { id: expect.not.stringMatching(`^${requester.id}$`) } });

    expect(await answers(user.token)).toBe(401);
    expect(await answers(user.secondToken)).toBe(401);
    const seen = await panel(user);
    // The address book was on only because the app was; the saved address stays.
    expect(seen.addresses).toHaveLength(1);
    expect(seen.state).toMatchObject({ level: "password", totp: { enabled: false }, recoveryCodesLeft: 0, passkeys: [], withdrawalsHeldUntil: new Date(t.clock.now().getTime() + dayMs).toISOString() });
    expect(seen.sessions).toEqual([]);
    const kinds = seen.events.map((event) => event.kind);
    expect(kinds.slice(0, 2).sort()).toEqual(["factors_reset", "withdrawals_held"]);
    expect(kinds.filter((kind) => kind === "factors_reset")).toHaveLength(1);
    // Signed in again with the password alone: no second step is asked any more.
    expect((await call<{ token?: string }>(t.app, "POST", "/login/login", { account: user.username, password: user.password })).result.token).toEqual(expect.any(String));

    const mail = await call<{ messages: { subject: string; body: string }[] }>(t.app, "GET", `/dev/outbox?target=${encodeURIComponent(user.email)}`);
    expect(mail.result.messages[0]?.body).toContain("vom Support zurückgesetzt");
    const actions = await t.db.selectFrom("audit_log").select(["action", "operator_id as operatorId"]).where("target", "=", `factorReset:${reset.id}`).where("outcome", "=", "done").orderBy("id").execute();
    expect(actions).toEqual([
      { action: "factorReset.request", operatorId: requester.id },
      { action: "factorReset.approve", operatorId: approved?.decidedBy?.id },
    ]);
    expect((await decide(reset.id, "reject", approver.token)).code).toBe(10342);
  });

  it("refuses a reset of factors the user does not have, and of an unknown user", async () => {
    const user = await registerUser(t.app);
    expect((await requestReset(user)).code).toBe(10345);
    expect((await adminCall(t.app, "POST", "/users/987654321/factorResets", { totp: true, passkeys: false, language: "en", reason: "lost phone" }, { token: requester.token })).code).toBe(10009);
  });

  it("expires after 24 hours: not approvable, shown expired, and a new request may then be made (last: it moves the clock)", async () => {
    const user = await protectedUser();
    const first = (await requestReset(user, { passkeys: false })).result.factorReset;
    t.clock.advance(dayMs);
    // Operator sessions last hours: the day's operators sign in afresh.
    const [late, lateApprover] = [await signInOperator(t, ["compliance"]), await signInOperator(t, ["compliance"])];
    expect((await decide(first.id, "approve", lateApprover.token)).code).toBe(10343);
    expect((await panel(user, late.token)).state.totp.enabled).toBe(true);
    const listed = (status: string) => adminCall<{ items: FactorReset[] }>(t.app, "GET", `/factorResets?status=${status}&userId=${user.user.id}`, undefined, { token: late.token });
    expect((await listed("expired")).result.items.map((item) => [item.id, item.status])).toEqual([[first.id, "expired"]]);
    expect((await listed("pending")).result.items).toEqual([]);
    const second = await requestReset(user, { passkeys: false }, late.token);
    expect(second.code).toBe(200);
    expect((await decide(first.id, "approve", lateApprover.token)).code).toBe(10342);
    // Its requester may withdraw it.
    const withdrawn = await decide(second.result.factorReset.id, "reject", late.token);
    expect(withdrawn.result.factorReset).toMatchObject({ status: "rejected", decidedBy: { id: late.id } });
    expect((await panel(user, late.token)).state.totp.enabled).toBe(true);
  });
});
