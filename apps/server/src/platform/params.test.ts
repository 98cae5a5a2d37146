// Typed parameter readers: a decimal and an integer parameter are parsed once where they are
// read, and a stored value outside what the reader expects is a broken invariant that names the key.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUnavailable, testDatabase, type TestDatabase } from "../testing/harness.ts";
import { decimalParam, integerParam } from "./params.ts";

describe.skipIf(databaseUnavailable)("parameter readers", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await testDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.drop();
  });

  const store = (key: string, value: string) => database.db.updateTable("system_params").set({ value }).where("key", "=", key).execute();

  it("reads an integer parameter as a number and a decimal one as a Decimal", async () => {
    await store("withdraw_daily_count", "3");
    expect(await integerParam(database.db, "withdraw_daily_count", 0)).toBe(3);
    await store("adjustment_dual_control_usdt", "1000.50");
    expect((await decimalParam(database.db, "adjustment_dual_control_usdt")).toFixed()).toBe("1000.5");
  });

  it("names the key when a stored integer is fractional, below its minimum or not a number; 10018 when unknown", async () => {
    for (const value of ["2.5", "abc", ""]) {
      await store("loan_max_open", value);
      await expect(integerParam(database.db, "loan_max_open", 1)).rejects.toThrow(/loan_max_open is not a whole number of at least 1/);
    }
    await store("loan_max_open", "0");
    await expect(integerParam(database.db, "loan_max_open", 1)).rejects.toThrow(/loan_max_open/);
    await expect(integerParam(database.db, "no_such_param", 0)).rejects.toMatchObject({ code: 10018 });
  });
});
