// The dashboard from real rows: pending adjustments and KYC reviews, registrations per UTC day,
// the real book's traded volume (a demo trade never counts), deposits, withdrawals and loans null
// ("not available yet") because their domains are not live, and 14 days ending today.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderId } from "@tradewind/domain/ids";
import { decimal, toPlain } from "@tradewind/domain/money";
import { call, databaseUnavailable, expectLedgerSound, liveMarketApp, registerUser, testDatabase, type LiveMarketApp, type TestDatabase } from "../../testing/harness.ts";
import { adminCall, signInOperator, type AdminTestApp } from "../testing.ts";

interface Day {
  date: string;
  registrations: number;
  deposits: string | null;
  withdrawals: string | null;
  tradingVolume: string;
}

const dayMs = 86_400_000;

describe.skipIf(databaseUnavailable)("dashboard", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;
  let t: AdminTestApp;

  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database });
    t = { app: live.app, db: database.db, clock: live.clock };
    await live.tick(1000);
  }, 60_000);
  afterAll(async () => {
    await expectLedgerSound(database.db);
    await live.close();
    await database.drop();
  });

  it("counts queues, registrations and real volume by day from the rows", async () => {
    const [trader, other, earlier] = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
    // Registration times come from the database's clock; pin them to the test's days.
    const now = t.clock.now();
    await sql`update users set created_at = ${now} where id in (${trader.user.id}, ${other.user.id})`.execute(t.db);
    await sql`update users set created_at = ${new Date(now.getTime() - dayMs)}, kyc_status = 'pending' where id = ${earlier.user.id}`.execute(t.db);

    const finance = await signInOperator(t, ["finance"]);
    const credit = (amount: string) => ({ userId: trader.user.id, book: "real", currency: "USDT", direction: "credit", amount, platformAccount: "cash", reference: "FUND-2", reason: "real book funding" });
    expect((await adminCall(t.app, "POST", "/adjustments", credit("1000"), { token: finance.token })).code).toBe(200);
    expect((await adminCall(t.app, "POST", "/adjustments", credit("5000"), { token: finance.token })).result).toMatchObject({ adjustment: { status: "pending" } });
    const order = { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.001", leverage: 10 };
    const real = await call<{ id: string }>(t.app, "POST", "/order/buyU", order, { token: trader.token, book: "real" });
    expect((await call(t.app, "POST", "/order/buyU", order, { token: trader.token, book: "demo" })).code).toBe(200);
    const opened = await t.db.selectFrom("contract_orders").select("open_price").where("id", "=", orderId(real.result.id)).executeTakeFirstOrThrow();

    const board = await adminCall<{ queues: { queue: string; pending: number }[]; today: Day; days: Day[] }>(t.app, "GET", "/dashboard", undefined, { token: finance.token });
    expect(board.result.queues).toEqual([
      { queue: "adjustments", pending: 1 },
      { queue: "attention", pending: 0 },
      { queue: "kyc", pending: 1 },
      { queue: "deposits", pending: null },
      { queue: "withdrawals", pending: null },
      { queue: "loans", pending: null },
    ]);
    const volume = toPlain(decimal(opened.open_price ?? "0").times("0.001"));
    expect(board.result.today).toEqual({ date: "2026-11-23", registrations: 2, deposits: null, withdrawals: null, tradingVolume: volume });
    expect(board.result.days).toHaveLength(14);
    expect(board.result.days[0]?.date).toBe("2026-11-10");
    expect(board.result.days.at(-2)).toEqual({ date: "2026-11-22", registrations: 1, deposits: null, withdrawals: null, tradingVolume: "0" });
  });
});
