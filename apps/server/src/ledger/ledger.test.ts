import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId as toUserId, type UserId } from "@tradewind/domain/ids";
import type { AccountKind } from "@tradewind/domain/ledger-kinds";
import { Decimal, decimal, toPlain } from "@tradewind/domain/money";
import { AppError } from "../platform/errors.ts";
import { call, spendDemo, databaseUnavailable, expectLedgerSound, registerUser, testApp, testDatabase, type TestApp, type TestDatabase } from "../testing/harness.ts";
import * as ledger from "./service.ts";

describe.skipIf(databaseUnavailable)("ledger posting", () => {
  let database: TestDatabase;
  let userId = 0;

  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    await expectLedgerSound(database.db);
    await database.drop();
  });

  /** A bare user row, so ledger tests need not go through registration. */
  async function newOwner(): Promise<UserId> {
    userId += 1;
    const row = await database.db
      .insertInto("users")
      .values({ username: `owner${userId}`, invite_code: `OWNER${userId}` })
      .returning("id")
      .executeTakeFirstOrThrow();
    return toUserId(row.id);
  }

  function fund(owner: UserId, amount: string) {
    return database.db.transaction().execute((tx) =>
      ledger.post(tx, {
        kind: "deposit",
        book: "real",
        actor: "test",
        postings: [
          { account: { ownerId: null, currency: "USDT", kind: "cash" }, amount: decimal(amount).negated() },
          { account: { ownerId: owner, currency: "USDT", kind: "available" }, amount: decimal(amount) },
        ],
      }),
    );
  }

  function withdraw(owner: UserId, amount: string) {
    return database.db.transaction().execute((tx) =>
      ledger.post(tx, {
        kind: "withdrawal_payout",
        book: "real",
        actor: "test",
        postings: [
          { account: { ownerId: owner, currency: "USDT", kind: "available" }, amount: decimal(amount).negated() },
          { account: { ownerId: null, currency: "USDT", kind: "cash" }, amount: decimal(amount) },
        ],
      }),
    );
  }

  it("spreads a platform account over shards by user, and its balance is their sum", async () => {
    const owners = [await newOwner(), await newOwner()];
    const before = decimal(await ledger.balanceOf(database.db, { ownerId: null, book: "real", currency: "USDT", kind: "cash" }).then(toPlain));
    for (const owner of owners) await fund(owner, "10");
    const shards = await database.db
      .selectFrom("ledger_accounts")
      .select("shard")
      .where("owner_id", "is", null)
      .where("book", "=", "real")
      .where("kind", "=", "cash")
      .where("shard", "in", owners.map((owner) => ledger.platformShardOf([{ account: { ownerId: owner, currency: "USDT", kind: "available" }, amount: decimal("0") }])))
      .execute();
    // Consecutive user ids fall on different shards, so their orders do not wait on one row.
    expect(new Set(shards.map((row) => row.shard)).size).toBe(2);
    expect(await ledger.balanceOf(database.db, { ownerId: null, book: "real", currency: "USDT", kind: "cash" }).then(toPlain)).toBe(toPlain(before.minus(20)));
  });

  it("writes an entry, its postings and both balances together", async () => {
    const owner = await newOwner();
    const entry = await fund(owner, "250.5");
    expect(entry.postings.map((p) => p.balanceAfter.toFixed())).toContain("250.5");
    expect(await ledger.balanceOf(database.db, { ownerId: owner, book: "real", currency: "USDT", kind: "available" }).then(toPlain)).toBe("250.5");
    expect(await ledger.balanceOf(database.db, { ownerId: owner, book: "demo", currency: "USDT", kind: "available" }).then(toPlain)).toBe("0");
    await expectLedgerSound(database.db);
  });

  it("rejects an unbalanced entry as a programmer error and writes nothing", async () => {
    const owner = await newOwner();
    const attempt = database.db.transaction().execute((tx) =>
      ledger.post(tx, {
        kind: "adjustment",
        book: "real",
        actor: "test",
        postings: [
          { account: { ownerId: null, currency: "USDT", kind: "cash" }, amount: decimal("-10") },
          { account: { ownerId: owner, currency: "USDT", kind: "available" }, amount: decimal("9") },
        ],
      }),
    );
    await expect(attempt).rejects.toThrow(/unbalanced/);
    expect(await ledger.balanceOf(database.db, { ownerId: owner, book: "real", currency: "USDT", kind: "available" }).then(toPlain)).toBe("0");
    await expectLedgerSound(database.db);
  });

  it("refuses an unknown account or entry kind before opening any account", async () => {
    const owner = await newOwner();
    const post = (kind: string, accountKind: string) =>
      database.db.transaction().execute((tx) =>
        ledger.post(tx, {
          // @ts-expect-error -- an entry kind outside the union does not compile
          kind,
          book: "real",
          actor: "test",
          postings: [
            // @ts-expect-error -- nor does an account kind outside it
            { account: { ownerId: null, currency: "USDT", kind: accountKind }, amount: decimal("-1") },
            { account: { ownerId: owner, currency: "USDT", kind: "available" }, amount: decimal("1") },
          ],
        }),
      );
    await expect(post("deposit", "cahs")).rejects.toThrow("unknown ledger account kind cahs");
    await expect(post("deposti", "cash")).rejects.toThrow("unknown ledger entry kind deposti");
    const opened = await database.db.selectFrom("ledger_accounts").select("kind").where("kind", "in", ["cahs", "available"]).where("owner_id", "=", owner).execute();
    expect(opened).toEqual([]);
  });

  it("has the database refuse an unknown account kind, or a kind of the other side", async () => {
    const owner = await newOwner();
    const insert = (ownerId: UserId | null, kind: string) =>
      database.db.insertInto("ledger_accounts").values({ owner_id: ownerId, book: "real", currency: "USDT", kind }).execute();
    await expect(insert(null, "cahs")).rejects.toThrow(/ledger_accounts_kind_check/);
    await expect(insert(null, "charity_x")).rejects.toThrow(/ledger_accounts_kind_check/);
    await expect(insert(owner, "cash")).rejects.toThrow(/ledger_accounts_kind_check/);
    await expect(insert(null, "available")).rejects.toThrow(/ledger_accounts_kind_check/);
    await insert(owner, "earn");
  });

  it("refuses to overdraw a user account with code 10092 and leaves the books intact", async () => {
    const owner = await newOwner();
    await fund(owner, "100");
    const error = await withdraw(owner, "100.000001").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(10092);
    expect(await ledger.balanceOf(database.db, { ownerId: owner, book: "real", currency: "USDT", kind: "available" }).then(toPlain)).toBe("100");
    await expectLedgerSound(database.db);
  });

  it("lets exactly one of two racing withdrawals of most of the balance through", async () => {
    const owner = await newOwner();
    await fund(owner, "100");
    const outcomes = await Promise.allSettled([withdraw(owner, "70"), withdraw(owner, "70")]);
    const rejected = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect(((rejected[0] as PromiseRejectedResult).reason as AppError).code).toBe(10092);
    expect(await ledger.balanceOf(database.db, { ownerId: owner, book: "real", currency: "USDT", kind: "available" }).then(toPlain)).toBe("30");
    await expectLedgerSound(database.db);
  });

  it("keeps every invariant under random concurrent deposits and withdrawals", async () => {
    const owners = [await newOwner(), await newOwner(), await newOwner()];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(2), fc.boolean(), fc.integer({ min: 1, max: 5_000_000 })), { minLength: 1, maxLength: 12 }),
        async (operations) => {
          const before = await Promise.all(owners.map((o) => ledger.balanceOf(database.db, { ownerId: o, book: "real", currency: "USDT", kind: "available" }).then(toPlain)));
          const results = await Promise.allSettled(
            operations.map(([index, deposit, micro]) => {
              const amount = new Decimal(micro).dividedBy(1000).toFixed();
              const owner = owners[index] ?? toUserId("");
              return deposit ? fund(owner, amount) : withdraw(owner, amount);
            }),
          );
          for (const result of results) {
            if (result.status === "rejected") expect((result.reason as AppError).code).toBe(10092);
          }
          // Each owner's balance moved by exactly the sum of its successful operations.
          for (const [index, owner] of owners.entries()) {
            const expected = operations.reduce((sum, [i, deposit, micro], n) => {
              if (i !== index || results[n]?.status !== "fulfilled") return sum;
              const amount = new Decimal(micro).dividedBy(1000);
              return deposit ? sum.plus(amount) : sum.minus(amount);
            }, new Decimal(before[index] ?? "0"));
            expect(await ledger.balanceOf(database.db, { ownerId: owner, book: "real", currency: "USDT", kind: "available" }).then(toPlain)).toBe(expected.toFixed());
          }
          await expectLedgerSound(database.db);
        },
      ),
      { numRuns: 15 },
    );
  });

  it("reports a broken invariant with camelCase records holding Decimals", async () => {
    const owner = await newOwner();
    await fund(owner, "5");
    const account = await database.db.selectFrom("ledger_accounts").select(["id", "balance"]).where("owner_id", "=", owner).executeTakeFirstOrThrow();
    // A balance written past the ledger (the database's CHECK already refuses a negative one).
    await database.db.updateTable("ledger_accounts").set({ balance: "7" }).where("id", "=", account.id).execute();
    try {
      const report = await ledger.checkInvariants(database.db);
      expect(report.ok).toBe(false);
      const byName = new Map(report.problems.map((problem) => [problem.invariant, problem.rows]));
      expect([...byName.keys()]).toEqual(["unbalancedCurrencies", "balancesOffPostings", "lastBalanceMismatches"]);
      expect(byName.get("unbalancedCurrencies")).toEqual([{ book: "real", currency: "USDT", total: decimal("2") }]);
      expect(byName.get("balancesOffPostings")).toEqual([{ accountId: account.id, balance: decimal("7"), posted: decimal("5") }]);
      expect(byName.get("lastBalanceMismatches")).toEqual([{ accountId: account.id, balance: decimal("7"), balanceAfter: decimal("5") }]);
    } finally {
      await database.db.updateTable("ledger_accounts").set({ balance: account.balance }).where("id", "=", account.id).execute();
    }
  });

  it("replays an entry posted twice with the same idempotency key", async () => {
    const owner = await newOwner();
    const post = () =>
      database.db.transaction().execute((tx) =>
        ledger.post(tx, {
          kind: "deposit",
          book: "real",
          actor: "test",
          idempotencyKey: `fund-${owner}`,
          postings: [
            { account: { ownerId: null, currency: "USDT", kind: "cash" }, amount: decimal("-5") },
            { account: { ownerId: owner, currency: "USDT", kind: "available" }, amount: decimal("5") },
          ],
        }),
      );
    const first = await post();
    const second = await post();
    expect(second.id).toBe(first.id);
    expect(second.replayed).toBe(true);
    expect(await ledger.balanceOf(database.db, { ownerId: owner, book: "real", currency: "USDT", kind: "available" }).then(toPlain)).toBe("5");
  });
});

describe.skipIf(databaseUnavailable)("books, statement and demo reset over HTTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await expectLedgerSound(t.db);
    await t.close();
  });

  it("gives a new user 100,000 USDT in the demo book and 0 in the real one, selected by the virtually header", async () => {
    const { token } = await registerUser(t.app);
    const demo = await call<{ book: string; balances: { currency: string; available: string }[] }>(t.app, "POST", "/user/getUserInfo", undefined, { token });
    expect(demo.result.book).toBe("demo");
    expect(demo.result.balances).toEqual([{ currency: "USDT", available: "100000", held: "0", margin: "0" }]);
    const explicitDemo = await call<{ book: string }>(t.app, "POST", "/user/getUserInfo", undefined, { token, book: "demo" });
    expect(explicitDemo.result.book).toBe("demo");
    const real = await call<{ book: string; balances: unknown[] }>(t.app, "POST", "/user/getUserInfo", undefined, { token, book: "real" });
    expect(real.result).toMatchObject({ book: "real", balances: [{ currency: "USDT", available: "0", held: "0" }] });
  });

  it("lists the statement of the selected book with balance after each posting", async () => {
    const { token } = await registerUser(t.app);
    const statement = await call<{ items: Record<string, string>[]; total: number }>(t.app, "GET", "/user/listStatement?page=1&size=10", undefined, { token });
    expect(statement.code).toBe(200);
    expect(statement.result.total).toBe(1);
    expect(statement.result.items[0]).toMatchObject({ kind: "demo_funding", part: "principal", currency: "USDT", account: "available", amount: "100000", balanceAfter: "100000" });
    const real = await call<{ items: unknown[]; total: number }>(t.app, "GET", "/user/listStatement", undefined, { token, book: "real" });
    expect(real.result).toMatchObject({ items: [], total: 0 });
    const tooBig = await call(t.app, "GET", "/user/listStatement?size=1000", undefined, { token });
    expect(tooBig.code).toBe(10100);
  });

  /** A contract's life as the trading service posts it: margin and fee out on open, back less fee on close. */
  async function openAndCloseContract(userId: UserId, reference: string) {
    const legs = (postings: [UserId | null, AccountKind, string][]) =>
      postings.map(([ownerId, kind, amount]) => ({ account: { ownerId, currency: "USDT", kind }, amount: decimal(amount) }));
    await t.db.transaction().execute(async (tx) => {
      await ledger.post(tx, { kind: "contract_open", book: "demo", reference, actor: "test", postings: legs([[userId, "available", "-93.39"], [userId, "margin", "93.02"], [null, "fees", "0.37"]]) });
      await ledger.post(tx, {
        kind: "contract_close",
        book: "demo",
        reference,
        actor: "test",
        postings: legs([[userId, "margin", "-93.02"], [userId, "available", "92.75"], [null, "fees", "0.37"], [null, "trading_counterparty", "-0.1"]]),
      });
    });
  }

  it("reads the available balance as one running balance, fees on their own lines and margin in its own sub-ledger", async () => {
    const { token, user } = await registerUser(t.app);
    await openAndCloseContract(user.id, "contract:77");
    type Line = { kind: string; part: string; account: string; amount: string; balanceAfter: string; reference: string | null };
    const available = await call<{ items: Line[]; total: number }>(t.app, "GET", "/user/listStatement", undefined, { token });
    expect(available.result.items.map((line) => [line.kind, line.part, line.amount, line.balanceAfter])).toEqual([
      ["contract_close", "fee", "-0.37", "99999.36"],
      ["contract_close", "principal", "93.12", "99999.73"],
      ["contract_open", "fee", "-0.37", "99906.61"],
      ["contract_open", "principal", "-93.02", "99906.98"],
      ["demo_funding", "principal", "100000", "100000"],
    ]);
    // Newest first, so each line's balance after is the older line's plus its own amount.
    available.result.items.slice(0, -1).forEach((line, index) => {
      const older = available.result.items[index + 1];
      expect(toPlain(decimal(older?.balanceAfter ?? "0").plus(line.amount))).toBe(toPlain(decimal(line.balanceAfter)));
    });
    expect(available.result.items.filter((line) => line.kind !== "demo_funding").every((line) => line.reference === "contract:77" && line.account === "available")).toBe(true);
    const margin = await call<{ items: Line[] }>(t.app, "GET", "/user/listStatement?account=margin", undefined, { token });
    expect(margin.result.items.map((line) => [line.kind, line.part, line.amount, line.balanceAfter])).toEqual([
      ["contract_close", "principal", "-93.02", "0"],
      ["contract_open", "principal", "93.02", "93.02"],
    ]);
    const unknown = await call(t.app, "GET", "/user/listStatement?account=fees", undefined, { token });
    expect(unknown.code).toBe(10100);
  });

  it("puts the fee of an order filled from its hold on the held sub-ledger", async () => {
    const { token, user } = await registerUser(t.app);
    const legs = (postings: [UserId | null, AccountKind, string][]) =>
      postings.map(([ownerId, kind, amount]) => ({ account: { ownerId, currency: "USDT", kind }, amount: decimal(amount) }));
    await t.db.transaction().execute(async (tx) => {
      await ledger.post(tx, { kind: "contract_hold", book: "demo", reference: "contract:78", actor: "test", postings: legs([[user.id, "available", "-10.5"], [user.id, "held", "10.5"]]) });
      await ledger.post(tx, { kind: "contract_open", book: "demo", reference: "contract:78", actor: "test", postings: legs([[user.id, "held", "-10.5"], [user.id, "margin", "10"], [null, "fees", "0.5"]]) });
    });
    const held = await call<{ items: { kind: string; part: string; amount: string; balanceAfter: string }[] }>(t.app, "GET", "/user/listStatement?account=held", undefined, { token });
    expect(held.result.items.map((line) => [line.kind, line.part, line.amount, line.balanceAfter])).toEqual([
      ["contract_open", "fee", "-0.5", "0"],
      ["contract_open", "principal", "-10", "0.5"],
      ["contract_hold", "principal", "10.5", "10.5"],
    ]);
    const available = await call<{ items: { kind: string; amount: string; balanceAfter: string }[] }>(t.app, "GET", "/user/listStatement", undefined, { token });
    expect(available.result.items[0]).toMatchObject({ kind: "contract_hold", amount: "-10.5", balanceAfter: "99989.5" });
  });

  it("resets the demo balance once per Idempotency-Key, recording the difference in the statement", async () => {
    const { token, user } = await registerUser(t.app);
    // Spend some demo money the way later features will: a posting out of the demo book.
    await spendDemo(t.db, user.id, "1234.5");
    const headers = { "idempotency-key": "reset-1" };
    const first = await call<{ available: string; entryId: string }>(t.app, "POST", "/user/resetDemoBalance", {}, { token, headers });
    const replay = await call<{ available: string; entryId: string }>(t.app, "POST", "/user/resetDemoBalance", {}, { token, headers });
    expect(first.result.available).toBe("100000");
    expect(replay.result).toEqual(first.result);
    const statement = await call<{ items: { kind: string; amount: string }[] }>(t.app, "GET", "/user/listStatement", undefined, { token });
    expect(statement.result.items.filter((item) => item.kind === "demo_reset")).toEqual([expect.objectContaining({ amount: "1234.5" })]);
    const reused = await call(t.app, "POST", "/user/resetDemoBalance", { extra: true }, { token, headers });
    expect(reused.code).toBe(10121);
    const again = await call<{ entryId: string | null }>(t.app, "POST", "/user/resetDemoBalance", {}, { token });
    expect(again.result.entryId).toBeNull();
  });

  it("refuses the demo reset when the operator disabled the demo", async () => {
    const { token } = await registerUser(t.app);
    await t.db.updateTable("system_params").set({ value: "false" }).where("key", "=", "demo_enabled").execute();
    const reply = await call(t.app, "POST", "/user/resetDemoBalance", {}, { token, lang: "fr" });
    await t.db.updateTable("system_params").set({ value: "true" }).where("key", "=", "demo_enabled").execute();
    expect(reply.code).toBe(10115);
  });
});
