import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import { AppError } from "./errors.ts";
import { createIdempotencyStore } from "./idempotency.ts";

describe.skipIf(databaseUnavailable)("Idempotency-Key store", () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await testApp();
    userId = (await registerUser(t.app)).user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const claimOf = (key: string) => ({ userId, key, route: "/order/buyU", request: { lots: "1" } });
  /** What a process killed mid-request leaves: its claim, pending, its lease run out. */
  const deadOwnersClaim = async (key: string) => {
    await createIdempotencyStore(t.db).run(claimOf(key), async () => null);
    const abandoned = { state: "pending", owner: "a process that died", leaseUntilMs: Date.now() - 1 };
    await t.db.updateTable("idempotency_records").set({ response: JSON.stringify(abandoned) }).where("user_id", "=", userId).where("key", "=", key).execute();
  };

  it("settles a key whose owner died mid-request as an unknown outcome at once, without running the request again", async () => {
    await deadOwnersClaim("dead-owner");
    const store = createIdempotencyStore(t.db);
    let runs = 0;
    const handler = async () => (runs += 1);
    const started = Date.now();
    await expect(store.run(claimOf("dead-owner"), handler)).rejects.toMatchObject({ errorName: "unknownError", code: 500 });
    await expect(store.run(claimOf("dead-owner"), handler)).rejects.toMatchObject({ errorName: "unknownError" });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(runs).toBe(0);
  });

  it("keeps a live owner's claim while its handler outlives the lease, and replays its answer to a concurrent retry", async () => {
    const store = createIdempotencyStore(t.db, { leaseMs: 150 });
    let runs = 0;
    const slow = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 600));
      return { id: "1" };
    };
    const first = store.run(claimOf("live-owner"), slow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const retry = store.run(claimOf("live-owner"), slow);
    await expect(Promise.all([first, retry])).resolves.toEqual([{ id: "1" }, { id: "1" }]);
    expect(runs).toBe(1);
  });

  it("does not store a transient refusal: the retry runs again", async () => {
    const store = createIdempotencyStore(t.db);
    let runs = 0;
    const loadingThenLoaded = async () => {
      runs += 1;
      if (runs === 1) throw new AppError("unknownInstrument");
      return { id: "2" };
    };
    await expect(store.run(claimOf("transient"), loadingThenLoaded)).rejects.toMatchObject({ errorName: "unknownInstrument" });
    await expect(store.run(claimOf("transient"), loadingThenLoaded)).resolves.toEqual({ id: "2" });
    expect(runs).toBe(2);
  });

  it("still stores a refusal of the request itself, and refuses the key for a different request", async () => {
    const store = createIdempotencyStore(t.db);
    let runs = 0;
    const refused = async () => {
      runs += 1;
      throw new AppError("insufficientBalanceRecharge");
    };
    await expect(store.run(claimOf("lasting"), refused)).rejects.toMatchObject({ errorName: "insufficientBalanceRecharge" });
    await expect(store.run(claimOf("lasting"), refused)).rejects.toMatchObject({ errorName: "insufficientBalanceRecharge" });
    expect(runs).toBe(1);
    await expect(store.run({ ...claimOf("lasting"), request: { lots: "2" } }, refused)).rejects.toMatchObject({ errorName: "idempotencyKeyReused" });
  });
});
