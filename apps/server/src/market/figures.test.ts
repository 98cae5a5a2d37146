// Home figures are counted from the database at request time, never configured numbers.
import type { Book } from "@tradewind/api/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import { realVolumeSince } from "../trading/contracts/service.ts";
import { homeFigures } from "./figures-service.ts";

describe.skipIf(databaseUnavailable)("home figures", () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await testApp();
  });
  afterAll(() => harness.close());

  it("follow the catalogue and the user table as they change", async () => {
    const before = await homeFigures(harness.db, "simulated", harness.clock.now(), realVolumeSince);
    expect(before).toEqual({ listedInstruments: 78, registeredUsers: 0, volume24h: "0", lowestFeeRate: expect.stringMatching(/^0\.\d+$/), source: "simulated" });
    const lowest = await harness.db.selectFrom("instruments").select("fee_rate").where("listed", "=", true).orderBy("fee_rate").limit(1).executeTakeFirstOrThrow();
    expect(Number(before.lowestFeeRate)).toBe(Number(lowest.fee_rate));

    await registerUser(harness.app);
    await registerUser(harness.app);
    await harness.db.updateTable("instruments").set({ listed: false }).where("code", "=", "BTCUSDT").execute();
    const after = await homeFigures(harness.db, "ccxt:binance", harness.clock.now(), realVolumeSince);
    expect(after.registeredUsers).toBe(2);
    expect(after.listedInstruments).toBe(77);
    expect(after.source).toBe("ccxt:binance");

    await harness.db.updateTable("instruments").set({ listed: false }).execute();
    expect((await homeFigures(harness.db, "simulated", harness.clock.now(), realVolumeSince)).lowestFeeRate).toBeNull();
  });

  it("counts real-book contract fills of the last 24 h as volume, and not the demo book", async () => {
    const { user } = await registerUser(harness.app);
    const btc = await harness.db.selectFrom("instruments").select("id").where("code", "=", "BTCUSDT").executeTakeFirstOrThrow();
    const now = harness.clock.now().getTime();
    const order = (book: Book, openedAgoMs: number, closedAgoMs: number | undefined) => ({
      user_id: user.id, book, instrument_id: btc.id, direction: "long" as const, order_type: "market" as const, lots: "0.5", leverage: 10, quote_rate: "1", margin: "1", open_fee: "0",
      open_price: "100", opened_at: new Date(now - openedAgoMs), status: closedAgoMs === undefined ? ("open" as const) : ("closed" as const),
      ...(closedAgoMs === undefined ? {} : { close_price: "120", closed_at: new Date(now - closedAgoMs), close_reason: "manual" as const, close_fee: "0", realized_pnl: "10" }),
    });
    await harness.db.insertInto("contract_orders").values([order("real", 3_600_000, 60_000), order("real", 2 * 86_400_000, 60_000), order("real", 60_000, undefined), order("demo", 60_000, 30_000)]).execute();
    // 0.5 × (100 + 120) + 0.5 × 120 (opened two days ago, closed today) + 0.5 × 100 (still open).
    expect((await homeFigures(harness.db, "simulated", harness.clock.now(), realVolumeSince)).volume24h).toBe("220");
  });
});
