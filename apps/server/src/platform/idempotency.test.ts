import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import { sql } from "kysely";
import { AppError } from "./errors.ts";
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

  /** The hash stored for `claimOf`'s request (the same for every key), read back from a key used once. */
  const hashOfClaim = async (key: string) => {
    await createIdempotencyStore(t.db).run(claimOf(`${key}-hash`), async () => null);
    const row = await t.db.selectFrom("idempotency_records").select("request_hash").where("user_id", "=", userId).where("key", "=", `${key}-hash`).executeTakeFirstOrThrow();
    return row.request_hash;
  };

  it("answers a key an earlier release left pending, its owner gone, as an unknown outcome at once, without running the request", async () => {
    const abandoned = { state: "pending", owner: "a process that died", leaseUntilMs: Date.now() - 1 };
    await t.db.insertInto("idempotency_records").values({ user_id: userId, operator_id: null, key: "dead-owner", route: "/order/buyU", request_hash: await hashOfClaim("dead-owner"), response: JSON.stringify(abandoned) }).execute();
    let runs = 0;
    const handler = async () => (runs += 1);
    const started = Date.now();
    await expect(createIdempotencyStore(t.db).run(claimOf("dead-owner"), handler)).rejects.toMatchObject({ errorName: "unknownError", code: 500 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(runs).toBe(0);
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
      void createIdempotencyStore(t.db).run(claimOf("died-after-commit"), deathAfter(() => moveMoney("died-after-commit", 1)));
      await expect.poll(() => effectsOf("died-after-commit")).toEqual([1]);
      // A retry reaching another process.
      const retried = await createIdempotencyStore(t.db).run(claimOf("died-after-commit"), () => moveMoney("died-after-commit", 2));
      expect(retried).toEqual({ id: "order-1" });
      expect(await effectsOf("died-after-commit")).toEqual([1]);
    });

    it("runs the request again when the owner died before its commit", async () => {
      let attempted = false;
      void createIdempotencyStore(t.db).run(
        claimOf("died-before-commit"),
        deathAfter(() => moveMoney("died-before-commit", 1, true).catch(() => (attempted = true))),
      );
      await expect.poll(() => attempted).toBe(true);
      const started = Date.now();
      const retried = await createIdempotencyStore(t.db).run(claimOf("died-before-commit"), () => moveMoney("died-before-commit", 2));
      expect(retried).toEqual({ id: "order-2" });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await effectsOf("died-before-commit")).toEqual([2]);
      // And the committed reply is what every later retry gets.
      await expect(createIdempotencyStore(t.db).run(claimOf("died-before-commit"), () => moveMoney("died-before-commit", 3))).resolves.toEqual({ id: "order-2" });
    });

    it("lets one of concurrent duplicates commit and replays its reply to the others", async () => {
      const stores = [1, 2, 3, 4].map(() => createIdempotencyStore(t.db));
      const replies = await Promise.all(stores.map((store, index) => store.run(claimOf("duplicates"), () => moveMoney("duplicates", index + 1))));
      const committed = await effectsOf("duplicates");
      expect(committed).toHaveLength(1);
      expect(replies).toEqual(replies.map(() => ({ id: `order-${committed[0]}` })));
    });

    it("keeps a refusal of the request itself but not a transient one", async () => {
      const store = createIdempotencyStore(t.db);
      await expect(store.run(claimOf("refused-in-tx"), () => Promise.reject(new AppError("insufficientBalanceRecharge")))).rejects.toMatchObject({ errorName: "insufficientBalanceRecharge" });
      await expect(store.run(claimOf("refused-in-tx"), () => moveMoney("refused-in-tx", 1))).rejects.toMatchObject({ errorName: "insufficientBalanceRecharge" });
      await expect(store.run(claimOf("stale-in-tx"), () => Promise.reject(new AppError("unknownInstrument")))).rejects.toMatchObject({ errorName: "unknownInstrument" });
      await expect(store.run(claimOf("stale-in-tx"), () => moveMoney("stale-in-tx", 1))).resolves.toEqual({ id: "order-1" });
      expect(await effectsOf("refused-in-tx")).toEqual([]);
      // The same key for a different request is refused.
      await expect(store.run({ ...claimOf("stale-in-tx"), request: { lots: "2" } }, () => moveMoney("stale-in-tx", 2))).rejects.toMatchObject({ errorName: "idempotencyKeyReused" });
    });
  });
});
