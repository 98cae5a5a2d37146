// System parameters through HTTP: the list with types and bounds, edits checked per type (bad
// type, out of range, unknown key), history from the audit log, and demo_enabled=false refusing
// demo orders (10115) while the real book trades on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "@tradewind/api/admin/audit";
import type { Param } from "@tradewind/api/admin/params";
import { call, databaseUnavailable, expectLedgerSound, liveMarketApp, registerUser, testDatabase, type LiveMarketApp, type TestDatabase } from "../../testing/harness.ts";
import { adminCall, signInOperator, type AdminTestApp, type OperatorSession } from "../testing.ts";

describe.skipIf(databaseUnavailable)("system parameters", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;
  let t: AdminTestApp;
  let admin: OperatorSession;

  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database });
    t = { app: live.app, db: database.db, clock: live.clock };
    admin = await signInOperator(t, ["admin"]);
    await live.tick(1000);
  }, 60_000);
  afterAll(async () => {
    await expectLedgerSound(database.db);
    await live.close();
    await database.drop();
  });

  const set = (key: string, value: string) => adminCall<{ auditId: string; param: Param }>(t.app, "POST", `/params/${key}`, { value, reason: "operations request" }, { token: admin.token });

  it("lists every parameter with type, bounds, description and visibility", async () => {
    const list = await adminCall<{ items: Param[]; total: number }>(t.app, "GET", "/params?size=100", undefined, { token: admin.token });
    const byKey = new Map(list.result.items.map((param) => [param.key, param]));
    expect(byKey.get("demo_enabled")).toMatchObject({ type: "boolean", public: true, value: "true" });
    expect(byKey.get("adjustment_dual_control_usdt")).toMatchObject({ type: "decimal", public: false, value: "1000", min: "0" });
    expect(byKey.get("upload_max_bytes")).toMatchObject({ type: "integer", min: "1024", max: "20971520" });
    expect(byKey.get("down_url")).toMatchObject({ type: "url" });
    for (const param of list.result.items) expect(param.description.length).toBeGreaterThan(0);
    // Private parameters stay off the public endpoint.
    expect((await call(t.app, "GET", "/index/getParamByKey/adjustment_dual_control_usdt")).code).toBe(10018);
  });

  it("checks values by type and bounds (10150), refuses unknown keys (10018) and keeps the history", async () => {
    const refused = [
      ["demo_enabled", "yes"],
      ["upload_max_bytes", "12.5"],
      ["upload_max_bytes", "100"],
      ["upload_max_bytes", "999999999"],
      ["demo_initial_balance", "-1"],
      ["down_url", "javascript:alert(1)"],
      ["adjustment_dual_control_usdt", "1e3"],
    ] as const;
    for (const [key, value] of refused) expect((await set(key, value)).code, `${key}=${value}`).toBe(10150);
    expect((await set("no_such_param", "1")).code).toBe(10018);
    expect((await set("upload_max_bytes", "4194304")).result.param).toMatchObject({ value: "4194304", updatedAt: expect.any(String) });
    expect((await set("down_url", "https://example.com/app.apk")).code).toBe(200);
    expect((await set("upload_max_bytes", "1048576")).code).toBe(200);
    const history = await adminCall<{ items: AuditEntry[] }>(t.app, "GET", "/params/upload_max_bytes/history", undefined, { token: admin.token });
    expect(history.result.items.map((entry) => [entry.before, entry.after, entry.operatorId])).toEqual([
      [{ value: "4194304" }, { value: "1048576" }, admin.id],
      [{ value: "2097152" }, { value: "4194304" }, admin.id],
    ]);
    expect((await call<{ paramValue: string }>(t.app, "GET", "/index/getParamByKey/upload_max_bytes")).result.paramValue).toBe("1048576");
  });

  it("demo_enabled=false refuses demo orders with 10115; the real book is unaffected", async () => {
    const user = await registerUser(t.app);
    const finance = await signInOperator(t, ["finance"]);
    const credit = { userId: user.user.id, book: "real", currency: "USDT", direction: "credit", amount: "1000", platformAccount: "cash", reference: "FUND-1", reason: "real book funding" };
    expect((await adminCall(t.app, "POST", "/adjustments", credit, { token: finance.token })).code).toBe(200);
    const order = { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.001", leverage: 10 };
    expect((await set("demo_enabled", "false")).code).toBe(200);
    expect((await call(t.app, "POST", "/order/buyU", order, { token: user.token, book: "demo" })).code).toBe(10115);
    expect((await call(t.app, "POST", "/order/submit", { code: "BTCUSDT", side: "buy", orderType: "market", quantity: "0.001" }, { token: user.token, book: "demo" })).code).toBe(10115);
    expect((await call(t.app, "POST", "/user/resetDemoBalance", {}, { token: user.token, book: "demo" })).code).toBe(10115);
    expect((await call(t.app, "POST", "/order/buyU", order, { token: user.token, book: "real" })).code).toBe(200);
    expect((await set("demo_enabled", "true")).code).toBe(200);
    expect((await call(t.app, "POST", "/order/buyU", order, { token: user.token, book: "demo" })).code).toBe(200);
  });
});
