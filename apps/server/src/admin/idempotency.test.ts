// An operator's Idempotency-Key: a retried money-moving write (a ledger adjustment) replays its
// first answer instead of posting twice, and writes no second audit row. Operators' keys and
// users' keys are separate: the same key text from each is two claims.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, databaseUnavailable, expectLedgerSound, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import { adminCall, signInOperator } from "./testing.ts";

describe.skipIf(databaseUnavailable)("Idempotency-Key on /swx/admin", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it("posts a retried adjustment once", async () => {
    const finance = await signInOperator(t, ["finance"]);
    const user = await registerUser(t.app);
    const body = { userId: user.user.id, book: "real", currency: "USDT", direction: "credit", amount: "5", platformAccount: "cash", reference: "TICKET-1", reason: "goodwill credit" };
    const headers = { "idempotency-key": "retry-1" };
    const first = await adminCall<{ adjustment: { id: string }; auditId: string }>(t.app, "POST", "/adjustments", body, { token: finance.token, headers });
    const second = await adminCall<{ adjustment: { id: string }; auditId: string }>(t.app, "POST", "/adjustments", body, { token: finance.token, headers });
    expect(first.code).toBe(200);
    expect(second.result).toEqual(first.result);
    const rows = await t.db.selectFrom("audit_log").select("id").where("action", "like", "adjustment.%").execute();
    expect(rows).toHaveLength(1);
    const changed = await adminCall(t.app, "POST", "/adjustments", { ...body, amount: "6" }, { token: finance.token, headers });
    expect(changed.code).toBe(10114);

    // The user's own use of the same key text is their own claim.
    const reset = await call(t.app, "POST", "/user/resetDemoBalance", {}, { token: user.token, headers });
    expect(reset.code).toBe(200);
    await expectLedgerSound(t.db);
  });
});
