// Orders needing attention in the back office: finance lists what the engine gave up on (with the
// order's user and instrument, and the attempts), the dashboard counts the open ones, resolving
// keeps the row with who, when and why and writes an audit row, a second resolve finds nothing
// open, and a new failure of a resolved order re-opens it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderId as toOrderId, type OrderId } from "@tradewind/domain/ids";
import type { AttentionItem } from "@tradewind/api/admin/attention";
import type { AuditEntry } from "@tradewind/api/admin/audit";
import { listOrderForAttention as markForAttention } from "../../trading/attention-service.ts";
import { call, databaseUnavailable, liveMarketApp, registerUser, testDatabase, type LiveMarketApp, type TestDatabase } from "../../testing/harness.ts";
import { adminCall, firstAdmin, signInOperator, type AdminTestApp, type OperatorSession } from "../testing.ts";

type Page = { items: AttentionItem[]; total: number };
const fillAttempts = 5;
/** A coin order id no row has: its listing still shows, without user or instrument. */
const missingSpotId = toOrderId("424242");

describe.skipIf(databaseUnavailable)("orders needing attention", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;
  let t: AdminTestApp;
  let finance: OperatorSession;
  let orderId: OrderId;
  let userId: string;

  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database });
    t = { app: live.app, db: database.db, clock: live.clock };
    await live.tick(1000);
    const trader = await registerUser(t.app);
    userId = trader.user.id;
    const placed = await call<{ id: string }>(t.app, "POST", "/order/buyU", { code: "BTCUSDT", direction: "long", orderType: "limit", lots: "0.01", leverage: 10, limitPrice: "1000" }, { token: trader.token });
    expect(placed.code).toBe(200);
    orderId = toOrderId(placed.result.id);
    // What the engine writes when a fill failed on every attempt, and when a row could not be read.
    await markForAttention(t.db, { kind: "contract", orderId, reason: "fill failed: hold overdrawn", at: t.clock.now(), attempts: fillAttempts });
    await markForAttention(t.db, { kind: "spot", orderId: missingSpotId, reason: "instrument 99 is missing", at: new Date(t.clock.now().getTime() + 1000) });
    finance = await signInOperator(t, ["finance"]);
  }, 60_000);
  afterAll(async () => {
    await live.close();
    await database.drop();
  });

  const list = async (status: "open" | "resolved") => (await adminCall<Page>(t.app, "GET", `/attention?status=${status}`, undefined, { token: finance.token })).result;

  it("lists each order with its user, instrument, reason, time and attempts, and the dashboard counts them", async () => {
    const open = await list("open");
    expect(open.total).toBe(2);
    expect(open.items).toEqual([
      { kind: "contract", orderId, userId, instrumentCode: "BTCUSDT", reason: "fill failed: hold overdrawn", listedAt: t.clock.now().toISOString(), attempts: fillAttempts, resolvedAt: null, resolvedBy: null, resolution: null },
      expect.objectContaining({ kind: "spot", orderId: missingSpotId, userId: null, instrumentCode: null, attempts: null }),
    ]);
    const board = await adminCall<{ queues: { queue: string; pending: number | null }[] }>(t.app, "GET", "/dashboard", undefined, { token: finance.token });
    expect(board.result.queues).toContainEqual({ queue: "attention", pending: 2 });
  });

  it("resolves with a reason: the row stays, marked with the operator and time, and an audit row is written", async () => {
    const resolved = await adminCall<{ auditId: string; item: AttentionItem }>(t.app, "POST", `/attention/contract/${orderId}/resolve`, { reason: "closed the order by hand" }, { token: finance.token });
    expect(resolved.code).toBe(200);
    expect(resolved.result.item).toMatchObject({ orderId, resolvedAt: t.clock.now().toISOString(), resolvedBy: { id: finance.id, username: finance.username }, resolution: "closed the order by hand" });
    expect((await list("open")).items.map((item) => item.orderId)).toEqual([missingSpotId]);
    expect((await list("resolved")).items).toEqual([resolved.result.item]);

    const admin = await firstAdmin(t);
    const audit = await adminCall<{ items: AuditEntry[] }>(t.app, "GET", `/audit?target=contractOrder:${orderId}`, undefined, { token: admin.token });
    expect(audit.result.items).toEqual([
      expect.objectContaining({ id: resolved.result.auditId, action: "attention.resolve", operatorId: finance.id, reason: "closed the order by hand", outcome: "done", before: expect.objectContaining({ resolvedAt: null }), after: resolved.result.item }),
    ]);
  });

  it("refuses a second resolution and an unlisted order with 10118", async () => {
    const again = await adminCall(t.app, "POST", `/attention/contract/${orderId}/resolve`, { reason: "closed it again" }, { token: finance.token });
    expect([again.status, again.code]).toEqual([404, 10118]);
    const unlisted = await adminCall(t.app, "POST", "/attention/option/999999/resolve", { reason: "nothing here" }, { token: finance.token });
    expect(unlisted.code).toBe(10118);
  });

  it("re-opens a resolved order only when it fails again, listed at the new failure's time", async () => {
    t.clock.advance(60_000);
    await markForAttention(t.db, { kind: "contract", orderId, reason: "fill failed again", at: t.clock.now(), attempts: fillAttempts });
    const open = await list("open");
    expect(open.items).toContainEqual(expect.objectContaining({ orderId, reason: "fill failed again", listedAt: t.clock.now().toISOString(), resolvedAt: null, resolvedBy: null }));
    // A repeat while open keeps the first listing time.
    const firstListed = t.clock.now().toISOString();
    t.clock.advance(60_000);
    await markForAttention(t.db, { kind: "contract", orderId, reason: "and again", at: t.clock.now() });
    expect((await list("open")).items).toContainEqual(expect.objectContaining({ orderId, reason: "and again", listedAt: firstListed, attempts: null }));
  });

  it("is for finance and admins only", async () => {
    const support = await signInOperator(t, ["support"]);
    const refused = await adminCall(t.app, "GET", "/attention", undefined, { token: support.token });
    expect([refused.status, refused.code]).toEqual([403, 10139]);
  });
});
