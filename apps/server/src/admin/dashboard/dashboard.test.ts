// The dashboard from real rows: pending adjustments, KYC reviews, deposits and withdrawals,
// registrations per UTC day, the real book's traded volume (a demo trade never counts), money
// credited from deposits and paid out by withdrawals, loan applications waiting for compliance,
// and 14 days ending today.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderId } from "@tradewind/domain/ids";
import { decimal, toPlain } from "@tradewind/domain/money";
import { kycForm, submitKycForm } from "../../accounts/kyc-testing.ts";
import { call, databaseUnavailable, expectLedgerSound, liveMarketApp, registerUser, stepUpSession, testDatabase, type LiveMarketApp, type TestDatabase } from "../../testing/harness.ts";
import { uploadedImageId } from "../../uploads/testing.ts";
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
  // Deposit proofs are stored under DATA_DIR: a folder of this test's own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tradewind-dashboard-"));

  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database, config: { dataDir } });
    t = { app: live.app, db: database.db, clock: live.clock };
    await live.tick(1000);
  }, 60_000);
  afterAll(async () => {
    await expectLedgerSound(database.db);
    await live.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("counts queues, registrations and real volume by day from the rows", async () => {
    const [trader, other, earlier] = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
    // Registration times come from the database's clock; pin them to the test's days.
    const now = t.clock.now();
    await sql`update users set created_at = ${now} where id in (${trader.user.id}, ${other.user.id})`.execute(t.db);
    await sql`update users set created_at = ${new Date(now.getTime() - dayMs)} where id = ${earlier.user.id}`.execute(t.db);
    // One identity verification waiting for compliance: the KYC queue.
    expect((await submitKycForm(t.app, earlier.token, await kycForm(t.app, earlier.token))).code).toBe(200);

    const finance = await signInOperator(t, ["finance"]);
    const credit = (amount: string) => ({ userId: trader.user.id, book: "real", currency: "USDT", direction: "credit", amount, platformAccount: "cash", reference: "FUND-2", reason: "real book funding" });
    expect((await adminCall(t.app, "POST", "/adjustments", credit("1000"), { token: finance.token })).code).toBe(200);
    expect((await adminCall(t.app, "POST", "/adjustments", credit("5000"), { token: finance.token })).result).toMatchObject({ adjustment: { status: "pending" } });
    const order = { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.001", leverage: 10 };
    const real = await call<{ id: string }>(t.app, "POST", "/order/buyU", order, { token: trader.token, book: "real" });
    expect((await call(t.app, "POST", "/order/buyU", order, { token: trader.token, book: "demo" })).code).toBe(200);
    const opened = await t.db.selectFrom("contract_orders").select("open_price").where("id", "=", orderId(real.result.id)).executeTakeFirstOrThrow();

    // Payments: a deposit credited and one waiting, a withdrawal paid out and one waiting.
    await sql`update users set kyc_status = 'verified' where id = ${trader.user.id}`.execute(t.db);
    await stepUpSession(t, trader.token);
    const address = { coin: "USDT", network: "TRC20", address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" };
    expect((await adminCall(t.app, "POST", "/payments/addresses", { ...address, enabled: true, reason: "wallet set up" }, { token: finance.token })).code).toBe(200);
    const deposit = async (amount: string) => {
      const body = { coin: "USDT", network: "TRC20", amount, txHash: randomBytes(32).toString("hex"), proofImageId: await uploadedImageId(t.app, trader.token, "deposit_proof") };
      return (await call<{ deposit: { id: string } }>(t.app, "POST", "/user/recharge", body, { token: trader.token, book: "real" })).result.deposit.id;
    };
    const withdraw = async () => (await call<{ withdrawal: { id: string } }>(t.app, "POST", "/user/withdrawal", { ...address, amount: "40" }, { token: trader.token, book: "real" })).result.withdrawal.id;
    const [credited, paid] = [await deposit("200"), await withdraw()];
    await Promise.all([deposit("300"), withdraw()]);
    expect((await adminCall(t.app, "POST", `/payments/deposits/${credited}/approve`, { creditedAmount: "200" }, { token: finance.token })).code).toBe(200);
    expect((await adminCall(t.app, "POST", `/payments/withdrawals/${paid}/approve`, { payoutTxRef: "payout-1" }, { token: finance.token })).code).toBe(200);
    // Entry times come from the database's clock too.
    await sql`update journal_entries set created_at = ${now} where kind in ('deposit', 'withdrawal_payout')`.execute(t.db);

    // One loan application waiting for compliance: the loans queue.
    const compliance = await signInOperator(t, ["compliance"]);
    const submitted = await submitKycForm(t.app, other.token, await kycForm(t.app, other.token));
    const submission = (submitted.result as { state: { submission: { id: string } } }).state.submission.id;
    expect((await adminCall(t.app, "POST", `/kyc/${submission}/approve`, {}, { token: compliance.token })).code).toBe(200);
    const products = await call<{ items: { id: string }[] }>(t.app, "GET", "/index/listLoanProducts");
    const application = { productId: products.result.items[0]?.id, amount: "1000", termDays: 30, signatureImageId: await uploadedImageId(t.app, other.token, "loan_signature") };
    expect((await call(t.app, "POST", "/user/loan", application, { token: other.token, book: "real" })).code).toBe(200);

    const board = await adminCall<{ queues: { queue: string; pending: number }[]; today: Day; days: Day[] }>(t.app, "GET", "/dashboard", undefined, { token: finance.token });
    expect(board.result.queues).toEqual([
      { queue: "adjustments", pending: 1 },
      { queue: "attention", pending: 0 },
      { queue: "kyc", pending: 1 },
      { queue: "deposits", pending: 1 },
      { queue: "withdrawals", pending: 1 },
      { queue: "loans", pending: 1 },
    ]);
    const volume = toPlain(decimal(opened.open_price ?? "0").times("0.001"));
    expect(board.result.today).toEqual({ date: "2026-11-23", registrations: 2, deposits: "200", withdrawals: "40", tradingVolume: volume });
    expect(board.result.days).toHaveLength(14);
    expect(board.result.days[0]?.date).toBe("2026-11-10");
    expect(board.result.days.at(-2)).toEqual({ date: "2026-11-22", registrations: 1, deposits: "0", withdrawals: "0", tradingVolume: "0" });
  });
});
