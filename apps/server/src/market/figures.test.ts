// Home figures are counted from the database at request time, never configured numbers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import { homeFigures } from "./figures.ts";

describe.skipIf(databaseUnavailable)("home figures", () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await testApp();
  });
  afterAll(() => harness.close());

  it("follow the catalogue and the user table as they change", async () => {
    const before = await homeFigures(harness.db, "simulated");
    expect(before).toEqual({ listedInstruments: 78, registeredUsers: 0, volume24h: "0", lowestFeeRate: expect.stringMatching(/^0\.\d+$/), source: "simulated" });
    const lowest = await harness.db.selectFrom("instruments").select("fee_rate").where("listed", "=", true).orderBy("fee_rate").limit(1).executeTakeFirstOrThrow();
    expect(Number(before.lowestFeeRate)).toBe(Number(lowest.fee_rate));

    await registerUser(harness.app);
    await registerUser(harness.app);
    await harness.db.updateTable("instruments").set({ listed: false }).where("code", "=", "BTCUSDT").execute();
    const after = await homeFigures(harness.db, "ccxt:binance");
    expect(after.registeredUsers).toBe(2);
    expect(after.listedInstruments).toBe(77);
    expect(after.source).toBe("ccxt:binance");

    await harness.db.updateTable("instruments").set({ listed: false }).execute();
    expect((await homeFigures(harness.db, "simulated")).lowestFeeRate).toBeNull();
  });
});
