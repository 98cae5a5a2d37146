import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import { AppError } from "./errors.ts";
import { sql } from "kysely";
import { createIdempotencyStore, recordReply } from "./idempotency.ts";

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

  describe("a reply recorded in the handler's transaction", () => {
    // The effect a handler commits: one row per run, in a table of this test's own.
    const effects = "idempotency_test_effects";
    beforeAll(async () => {
      await sql`create table if not exists ${sql.table(effects)} (key text not null, run int not null)`.execute(t.db);
    });
    afterAll(async () => {
      await sql`drop table if exists ${sql.table(effects)}`.execute(t.db);
    });
    const effectsOf = async (key: string) => (await sql<{ run: number }>`select run from ${sql.table(effects)} where key = ${key}`.execute(t.db)).rows.map((row) => row.run);
    const inTransaction = (key: string) => ({ ...claimOf(key), replyRecordedInTransaction: true });
    /** What a process killed at that point leaves: its handler never returns, nothing after it runs. */
    const deathAfter = <T>(work: () => Promise<T>) => () => work().then(() => new Promise<never>(() => {}));
    /** A handler moving money: its effect and its reply in one transaction, or neither when `fails`. */
    const moveMoney = (key: string, run: number, fails = false) =>
      t.db.transaction().execute(async (tx) => {
        await sql`insert into ${sql.table(effects)} (key, run) values (${key}, ${run})`.execute(tx);
        if (fails) throw new Error("connection lost before the commit");
        await recordReply(tx, { id: `order-${run}` });
        return { id: `order-${run}` };
      });

    it("replays the committed reply when the owner died after its commit, without running again", async () => {
      void createIdempotencyStore(t.db).run(inTransaction("died-after-commit"), deathAfter(() => moveMoney("died-after-commit", 1)));
      await expect.poll(() => effectsOf("died-after-commit")).toEqual([1]);
      // A retry reaching another process.
      const retried = await createIdempotencyStore(t.db).run(inTransaction("died-after-commit"), () => moveMoney("died-after-commit", 2));
      expect(retried).toEqual({ id: "order-1" });
      expect(await effectsOf("died-after-commit")).toEqual([1]);
    });

    it("runs the request again when the owner died before its commit", async () => {
      let attempted = false;
      void createIdempotencyStore(t.db).run(
        inTransaction("died-before-commit"),
        deathAfter(() => moveMoney("died-before-commit", 1, true).catch(() => (attempted = true))),
      );
      await expect.poll(() => attempted).toBe(true);
      const started = Date.now();
      const retried = await createIdempotencyStore(t.db).run(inTransaction("died-before-commit"), () => moveMoney("died-before-commit", 2));
      expect(retried).toEqual({ id: "order-2" });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await effectsOf("died-before-commit")).toEqual([2]);
      // And the committed reply is what every later retry gets.
      await expect(createIdempotencyStore(t.db).run(inTransaction("died-before-commit"), () => moveMoney("died-before-commit", 3))).resolves.toEqual({ id: "order-2" });
    });

    it("lets one of concurrent duplicates commit and replays its reply to the others", async () => {
      const stores = [1, 2, 3, 4].map(() => createIdempotencyStore(t.db));
      const replies = await Promise.all(stores.map((store, index) => store.run(inTransaction("duplicates"), () => moveMoney("duplicates", index + 1))));
      const committed = await effectsOf("duplicates");
      expect(committed).toHaveLength(1);
      expect(replies).toEqual(replies.map(() => ({ id: `order-${committed[0]}` })));
    });

    it("keeps a refusal of the request itself but not a transient one", async () => {
      const store = createIdempotencyStore(t.db);
      await expect(store.run(inTransaction("refused-in-tx"), () => Promise.reject(new AppError("insufficientBalanceRecharge")))).rejects.toMatchObject({ errorName: "insufficientBalanceRecharge" });
      await expect(store.run(inTransaction("refused-in-tx"), () => moveMoney("refused-in-tx", 1))).rejects.toMatchObject({ errorName: "insufficientBalanceRecharge" });
      await expect(store.run(inTransaction("stale-in-tx"), () => Promise.reject(new AppError("unknownInstrument")))).rejects.toMatchObject({ errorName: "unknownInstrument" });
      await expect(store.run(inTransaction("stale-in-tx"), () => moveMoney("stale-in-tx", 1))).resolves.toEqual({ id: "order-1" });
      expect(await effectsOf("refused-in-tx")).toEqual([]);
    });
  });
});
