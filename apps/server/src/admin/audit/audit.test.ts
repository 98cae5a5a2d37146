// The audit log is append-only for the application's own database role (a trigger refuses
// UPDATE, DELETE and TRUNCATE), and its viewer filters, pages and exports CSV.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUnavailable, testApp, type TestApp } from "../../testing/harness.ts";
import { adminCall, firstAdmin, signInOperator } from "../testing.ts";

describe.skipIf(databaseUnavailable)("audit_log", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it("refuses UPDATE, DELETE and TRUNCATE from the application's connection", async () => {
    await firstAdmin(t);
    const before = await t.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    expect(before.length).toBeGreaterThan(0);
    await expect(t.db.updateTable("audit_log").set({ reason: "rewritten" }).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom("audit_log").execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await t.db.selectFrom("audit_log").selectAll().orderBy("id").execute()).toEqual(before);
  });

  it("filters by operator, action, target and time, newest first, paged", async () => {
    const admin = await firstAdmin(t);
    const auth = { token: admin.token };
    const support = await signInOperator(t, ["support"]);
    await adminCall(t.app, "POST", `/operators/${support.id}/roles`, { roles: ["support", "content"], reason: "also content" }, auth);
    await adminCall(t.app, "POST", `/operators/${support.id}/roles`, { roles: ["content"], reason: "content only" }, auth);

    const byTarget = await adminCall<{ items: { action: string; reason: string; before: unknown; after: unknown }[]; total: number }>(
      t.app,
      "GET",
      `/audit?target=operator:${support.id}&action=operator.changeRoles&size=1`,
      undefined,
      auth,
    );
    expect(byTarget.result.total).toBe(2);
    expect(byTarget.result.items).toEqual([
      expect.objectContaining({ action: "operator.changeRoles", reason: "content only", before: expect.objectContaining({ roles: ["support", "content"] }), after: expect.objectContaining({ roles: ["content"] }) }),
    ]);

    const byOperator = await adminCall<{ items: { operatorId: string }[] }>(t.app, "GET", `/audit?operatorId=${support.id}`, undefined, auth);
    expect(byOperator.result.items.every((item) => item.operatorId === support.id)).toBe(true);
    const future = await adminCall<{ total: number }>(t.app, "GET", `/audit?from=${encodeURIComponent("2099-01-01T00:00:00Z")}`, undefined, auth);
    expect(future.result.total).toBe(0);
    const badDate = await adminCall(t.app, "GET", "/audit?from=yesterday", undefined, auth);
    expect(badDate.code).toBe(10124);
  });

  // The writer itself (quoting, defused formulas) is proven in packages/domain/src/csv.test.ts.
  it("exports the filtered rows as CSV, oldest first", async () => {
    const admin = await firstAdmin(t);
    const exported = await adminCall<{ csv: string; rowCount: number; filename: string }>(t.app, "GET", "/audit/export?action=operator.changeRoles", undefined, { token: admin.token });
    expect(exported.code).toBe(200);
    const lines = exported.result.csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("id,createdAt,operatorId,operatorUsername,action,target,outcome,errorCode,reason,before,after,ip,userAgent");
    expect(lines).toHaveLength(exported.result.rowCount + 1);
    expect(lines[1]).toContain("also content");
    expect(exported.result.filename).toMatch(/^audit-.*\.csv$/);
  });
});
