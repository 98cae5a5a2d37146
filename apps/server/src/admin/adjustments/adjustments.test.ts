// Ledger adjustments through HTTP: at or below adjustment_dual_control_usdt they post at once
// and show in the user's statement; above it they wait for a second finance operator, the
// requester cannot approve, two approvals racing post once, a rejection posts nothing, and a
// debit never overdraws. Every write leaves an audit row; the ledger check runs after each test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Adjustment } from "@tradewind/api/admin/adjustments";
import { call, databaseUnavailable, expectLedgerSound, registerUser, testApp, type TestApp } from "../../testing/harness.ts";
import { adminCall, signInOperator, type OperatorSession } from "../testing.ts";

type Created = { auditId: string; adjustment: Adjustment };

describe.skipIf(databaseUnavailable)("ledger adjustments", () => {
  let t: TestApp;
  let requester: OperatorSession;
  let approver: OperatorSession;
  let secondApprover: OperatorSession;
  let user: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    t = await testApp();
    [requester, approver, secondApprover] = [await signInOperator(t, ["finance"]), await signInOperator(t, ["finance"]), await signInOperator(t, ["finance"])];
    user = await registerUser(t.app);
  }, 60_000);
  afterEach(() => expectLedgerSound(t.db));
  afterAll(() => t.close());

  const request = (body: Partial<Record<string, string>>, token = requester.token) =>
    adminCall<Created>(t.app, "POST", "/adjustments", { userId: user.user.id, book: "real", currency: "USDT", direction: "credit", amount: "100", platformAccount: "cash", reference: "TICKET-1", reason: "goodwill credit", ...body }, { token });
  const decide = (id: string, decision: "approve" | "reject", token: string) => adminCall<Created>(t.app, "POST", `/adjustments/${id}/${decision}`, { reason: "checked the ticket" }, { token });
  const realAvailable = async () => {
    const info = await call<{ balances: { currency: string; available: string }[] }>(t.app, "POST", "/user/getUserInfo", {}, { token: user.token, book: "real" });
    return info.result.balances.find((line) => line.currency === "USDT")?.available;
  };
  const entriesOf = (id: string) => t.db.selectFrom("journal_entries").select("id").where("reference", "=", `adjustment:${id}`).execute();

  it("posts at or below the threshold at once, shown in the user's statement with its audit row", async () => {
    const posted = await request({ amount: "1000" });
    expect(posted.result.adjustment).toMatchObject({ status: "posted", amount: "1000", requestedBy: { id: requester.id }, decidedBy: null });
    expect(await realAvailable()).toBe("1000");
    const statement = await call<{ items: { kind: string; amount: string; reference: string }[] }>(t.app, "GET", "/user/listStatement", undefined, { token: user.token, book: "real" });
    expect(statement.result.items[0]).toMatchObject({ kind: "adjustment", amount: "1000", reference: `adjustment:${posted.result.adjustment.id}` });
    const audit = await t.db.selectFrom("audit_log").select(["id", "action", "reason"]).where("target", "=", `adjustment:${posted.result.adjustment.id}`).execute();
    expect(audit).toEqual([{ id: posted.result.auditId, action: "adjustment.request", reason: "goodwill credit" }]);
  });

  it("waits above the threshold: the requester cannot approve, two approvals racing post once", async () => {
    const pending = (await request({ amount: "5000" })).result.adjustment;
    expect(pending).toMatchObject({ status: "pending", entryId: null });
    expect(await realAvailable()).toBe("1000");
    expect((await decide(pending.id, "approve", requester.token)).code).toBe(10148);
    const answers = await Promise.all([decide(pending.id, "approve", approver.token), decide(pending.id, "approve", secondApprover.token)]);
    expect(answers.map((answer) => answer.code).sort((a, b) => a - b)).toEqual([200, 10149]);
    expect(await entriesOf(pending.id)).toHaveLength(1);
    expect(await realAvailable()).toBe("6000");
    const shown = await adminCall<Adjustment>(t.app, "GET", `/adjustments/${pending.id}`, undefined, { token: requester.token });
    expect(shown.result).toMatchObject({ status: "posted", decisionReason: "checked the ticket", entryId: expect.any(String) });
    const actions = await t.db.selectFrom("audit_log").select("action").where("target", "=", `adjustment:${pending.id}`).orderBy("id").execute();
    expect(actions.map((row) => row.action)).toEqual(["adjustment.request", "adjustment.approve"]);
  });

  it("rejects without posting; a rejected adjustment cannot be approved", async () => {
    const pending = (await request({ amount: "2000" })).result.adjustment;
    const rejected = await decide(pending.id, "reject", approver.token);
    expect(rejected.result.adjustment).toMatchObject({ status: "rejected", decidedBy: { id: approver.id }, entryId: null });
    expect((await decide(pending.id, "approve", secondApprover.token)).code).toBe(10149);
    expect(await entriesOf(pending.id)).toHaveLength(0);
    const queue = await adminCall<{ items: Adjustment[] }>(t.app, "GET", "/adjustments?status=pending", undefined, { token: approver.token });
    expect(queue.result.items.map((item) => item.id)).not.toContain(pending.id);
  });

  it("never overdraws: an uncovered debit is refused now, and at approval if the balance fell meanwhile", async () => {
    expect((await request({ direction: "debit", amount: "7000" })).code).toBe(10092);
    expect((await request({ direction: "debit", amount: "6000.5" })).code).toBe(10092);
    const pending = (await request({ direction: "debit", amount: "5500", platformAccount: "fees" })).result.adjustment;
    await request({ direction: "debit", amount: "900" });
    expect((await decide(pending.id, "approve", approver.token)).code).toBe(10092);
    expect((await adminCall<Adjustment>(t.app, "GET", `/adjustments/${pending.id}`, undefined, { token: approver.token })).result.status).toBe("pending");
    expect(await realAvailable()).toBe("5100");
  });

  it("replays a retried request with the same Idempotency-Key instead of posting twice", async () => {
    const headers = { "idempotency-key": "adjustment-retry-1" };
    const body = { userId: user.user.id, book: "real", currency: "USDT", direction: "credit", amount: "10", platformAccount: "cash", reference: "TICKET-9", reason: "retried after a timeout" };
    const [first, second] = [await adminCall<Created>(t.app, "POST", "/adjustments", body, { token: requester.token, headers }), await adminCall<Created>(t.app, "POST", "/adjustments", body, { token: requester.token, headers })];
    expect(second.result.adjustment.id).toBe(first.result.adjustment.id);
    expect(await entriesOf(first.result.adjustment.id)).toHaveLength(1);
  });

  it("refuses the demo faucet outside the demo book, unknown currencies and users", async () => {
    expect((await request({ platformAccount: "demo_faucet" })).code).toBe(10100);
    expect((await request({ currency: "XYZ" })).code).toBe(10100);
    expect((await request({ userId: "999999" })).code).toBe(10009);
    expect((await request({ book: "demo", platformAccount: "demo_faucet", amount: "50" })).result.adjustment.status).toBe("posted");
  });

  // Last: it moves the clock a day on, past every operator session of this file.
  it("cannot be split past the rolling 24 h limit: per operator and per user, even when racing, and the near-limit list names them", async () => {
    const splitter = await signInOperator(t, ["finance"]);
    const target = await registerUser(t.app);
    const credit = (token: string, userId: string, amount: string, book = "real") =>
      adminCall<Created>(t.app, "POST", "/adjustments", { userId, book, currency: "USDT", direction: "credit", amount, platformAccount: "cash", reference: "SPLIT", reason: "split credit" }, { token });

    // Ten credits just under the 1,000 threshold at once: the 5,000 rolling limit lets five post alone.
    const raced = await Promise.all(Array.from({ length: 10 }, () => credit(splitter.token, target.user.id, "999.99")));
    expect(raced.map((answer) => answer.code)).toEqual(Array(10).fill(200));
    const statuses = raced.map((answer) => answer.result.adjustment.status);
    expect(statuses.filter((status) => status === "posted")).toHaveLength(5);
    expect(statuses.filter((status) => status === "pending")).toHaveLength(5);

    // The same operator, another user: still past their own budget. Another operator, the same user: past the user's.
    const other = await registerUser(t.app);
    expect((await credit(splitter.token, other.user.id, "10")).result.adjustment.status).toBe("pending");
    expect((await credit(approver.token, target.user.id, "10")).result.adjustment.status).toBe("pending");
    // Virtual money cannot leave: the demo book keeps the per-adjustment threshold only.
    expect((await credit(splitter.token, other.user.id, "10", "demo")).result.adjustment.status).toBe("posted");
    // A second approver's yes spends no one's budget.
    const waiting = raced.find((answer) => answer.result.adjustment.status === "pending")?.result.adjustment;
    expect((await decide(waiting?.id ?? "", "approve", approver.token)).result.adjustment.status).toBe("posted");

    const use = await adminCall<{ limit: string; windowHours: number; operators: { id: string; total: string }[]; users: { userId: string; username: string; total: string }[] }>(t.app, "GET", "/adjustments/rolling-limit", undefined, { token: approver.token });
    expect(use.result).toMatchObject({ limit: "5000", windowHours: 24 });
    expect(use.result.operators).toContainEqual(expect.objectContaining({ id: splitter.id, total: "4999.95" }));
    expect(use.result.users).toContainEqual({ userId: target.user.id, username: target.username, total: "4999.95" });
    expect(use.result.operators.map((row) => row.id)).not.toContain(approver.id);

    // A day later the window has moved on.
    t.clock.advance(24 * 3_600_000 + 1_000);
    const fresh = await signInOperator(t, ["finance"]);
    expect((await credit(fresh.token, target.user.id, "999.99")).result.adjustment.status).toBe("posted");
  });
});
