// The trading catalogue through HTTP: an instrument's spread reaches the next quote's terms
// (the order panel preview) and the next order's fill price; terms that cannot trade are
// refused (10100), a disabled instrument takes no orders and leaves the market list; option cycles are listed, added,
// changed and withdrawn, and the next purchase follows them. Each change leaves an audit row.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderId } from "@tradewind/domain/ids";
import type { AdminCycle, AdminInstrument } from "@tradewind/api/admin/catalogue";
import { fillPrice } from "@tradewind/domain/contracts";
import { decimal } from "@tradewind/domain/money";
import { call, databaseUnavailable, expectLedgerSound, liveMarketApp, registerUser, testDatabase, type LiveMarketApp, type TestDatabase } from "../../testing/harness.ts";
import { adminCall, signInOperator, type AdminTestApp, type OperatorSession } from "../testing.ts";

describe.skipIf(databaseUnavailable)("trading catalogue", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;
  let t: AdminTestApp;
  let admin: OperatorSession;
  let user: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database });
    t = { app: live.app, db: database.db, clock: live.clock };
    admin = await signInOperator(t, ["admin"]);
    user = await registerUser(t.app);
    await live.tick(1000);
  }, 60_000);
  afterAll(async () => {
    await expectLedgerSound(database.db);
    await live.close();
    await database.drop();
  });

  const post = <Result>(path: string, body: object) => adminCall<Result>(t.app, "POST", path, { reason: "catalogue review", ...body }, { token: admin.token });
  const buy = () => call<{ id: string }>(t.app, "POST", "/order/buyU", { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.001", leverage: 10 }, { token: user.token, book: "demo" });

  it("lists instruments filtered by type and text", async () => {
    const list = await adminCall<{ items: AdminInstrument[]; total: number }>(t.app, "GET", "/catalogue/instruments?type=2&q=btc", undefined, { token: admin.token });
    expect(list.result.items.map((item) => item.code)).toEqual(["BTCUSDT"]);
    expect(list.result.items[0]).toMatchObject({ enabled: true, spreadRate: "0.0001", leverages: [1, 2, 3, 5, 10, 20, 50, 100] });
  });

  it("puts a new spread into the next quote's terms and the next order's fill price", async () => {
    const changed = await post<{ auditId: string; instrument: AdminInstrument }>("/catalogue/instruments/BTCUSDT", { spreadRate: "0.01" });
    expect(changed.result.instrument).toMatchObject({ spreadRate: "0.01", feeRate: "0.0004" });
    const info = await call<{ terms: { spreadRate: string } }>(t.app, "GET", "/index/getMarketInfo/BTCUSDT");
    expect(info.result.terms.spreadRate).toBe("0.01");
    const placed = await buy();
    expect(placed.code).toBe(200);
    const row = await database.db.selectFrom("contract_orders").select(["open_price", "open_mid"]).where("id", "=", orderId(placed.result.id)).executeTakeFirstOrThrow();
    const spec = { contractSize: decimal("1"), priceScale: 2, spreadRate: decimal("0.01"), feeRate: decimal("0.0004"), maintenanceMarginRate: decimal("0.004") };
    expect(Number(row.open_price)).toBe(Number(fillPrice(decimal(row.open_mid ?? "0"), "long", "open", spec)));
    const audit = await database.db.selectFrom("audit_log").select(["before", "after"]).where("id", "=", changed.result.auditId).executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ spreadRate: "0.0001" });
    expect(audit.after).toMatchObject({ spreadRate: "0.01" });
  });

  it("refuses terms that cannot trade and unknown codes; a disabled instrument takes no orders", async () => {
    expect((await post("/catalogue/instruments/BTCUSDT", { maintenanceMarginRate: "0.5" })).code).toBe(10100);
    expect((await post("/catalogue/instruments/BTCUSDT", { spreadRate: "1" })).code).toBe(10100);
    expect((await post("/catalogue/instruments/NOPE", { feeRate: "0.001" })).code).toBe(10122);
    const listed = async () => (await call<{ code: string }[]>(t.app, "GET", "/index/listMarketByType?type=2")).result.map((item) => item.code);
    expect((await post("/catalogue/instruments/BTCUSDT", { enabled: false })).code).toBe(200);
    expect((await buy()).code).toBe(10122);
    expect(await listed()).not.toContain("BTCUSDT");
    expect((await post("/catalogue/instruments/BTCUSDT", { enabled: true, leverages: [1, 10] })).code).toBe(200);
    expect(await listed()).toContain("BTCUSDT");
    expect((await buy()).code).toBe(200);
  });

  it("adds, changes and withdraws option cycles; the next purchase follows them", async () => {
    const cycles = await adminCall<{ items: AdminCycle[] }>(t.app, "GET", "/catalogue/instruments/ETHUSDT/cycles", undefined, { token: admin.token });
    expect(cycles.result.items.map((cycle) => cycle.seconds)).toEqual([30, 60, 120, 300]);
    const terms = { seconds: 600, payoutRatio: "0.9", minStake: "5", maxStake: "100" };
    const created = await post<{ cycle: AdminCycle }>("/catalogue/instruments/ETHUSDT/cycles", terms);
    expect(created.result.cycle).toMatchObject({ instrumentCode: "ETHUSDT", seconds: 600, enabled: true });
    expect((await post("/catalogue/instruments/ETHUSDT/cycles", terms)).code).toBe(10100);
    expect((await post("/catalogue/instruments/ETHUSDT/cycles", { ...terms, seconds: 900, minStake: "200" })).code).toBe(10100);
    const id = created.result.cycle.id;
    const bet = (stake: string) => call(t.app, "POST", "/order/buyOptions", { code: "ETHUSDT", direction: "up", cycleId: id, stake }, { token: user.token, book: "demo" });
    expect((await post(`/catalogue/cycles/${id}`, { maxStake: "50" })).code).toBe(200);
    expect((await bet("60")).code).toBe(10136);
    expect((await bet("40")).code).toBe(200);
    expect((await post(`/catalogue/cycles/${id}`, { enabled: false })).code).toBe(200);
    expect((await bet("40")).code).toBe(10014);
    expect((await post("/catalogue/cycles/999999", { enabled: true })).code).toBe(10014);
    const actions = await database.db.selectFrom("audit_log").select("action").where("target", "=", `cycle:${id}`).orderBy("id").execute();
    expect(actions.map((row) => row.action)).toEqual(["cycle.create", "cycle.update", "cycle.update"]);
  });

  it("parses a cycle's terms at the wire: malformed text 10100, a stake past 10^15 10016, a zero payout 10100; stored as plain decimals", async () => {
    const terms = { seconds: 1200, payoutRatio: "0.85", minStake: "5", maxStake: "100" };
    expect((await post("/catalogue/instruments/ETHUSDT/cycles", { ...terms, payoutRatio: "0.8x" })).code).toBe(10100);
    expect((await post("/catalogue/instruments/ETHUSDT/cycles", { ...terms, payoutRatio: "10" })).code).toBe(10100);
    expect((await post("/catalogue/instruments/ETHUSDT/cycles", { ...terms, minStake: "-1" })).code).toBe(10100);
    expect((await post("/catalogue/instruments/ETHUSDT/cycles", { ...terms, maxStake: "1000000000000000" })).code).toBe(10016);
    expect((await post("/catalogue/instruments/ETHUSDT/cycles", { ...terms, payoutRatio: "0" })).code).toBe(10100);
    const created = await post<{ cycle: AdminCycle }>("/catalogue/instruments/ETHUSDT/cycles", { ...terms, maxStake: "100.50" });
    expect(created.result.cycle).toMatchObject({ payoutRatio: "0.85", minStake: "5", maxStake: "100.5" });
    const id = created.result.cycle.id;
    expect((await post(`/catalogue/cycles/${id}`, { minStake: "1.5e2" })).code).toBe(10100);
    expect((await post(`/catalogue/cycles/${id}`, { minStake: "101" })).code).toBe(10100);
    const changed = await post<{ cycle: AdminCycle }>(`/catalogue/cycles/${id}`, { payoutRatio: "0.9000" });
    expect(changed.result.cycle).toMatchObject({ payoutRatio: "0.9", minStake: "5", maxStake: "100.5" });
  });
});
