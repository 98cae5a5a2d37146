// The commit batcher with real ledger entries: items submitted together share one transaction,
// each refused or accepted alone; one item per conflict key per batch; concurrent batches over
// the same accounts neither deadlock nor overdraw (accounts locked first, in id order).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId as toUserId, type UserId } from "@tradewind/domain/ids";
import { decimal } from "@tradewind/domain/money";
import { sql } from "kysely";
import * as ledger from "../ledger/service.ts";
import { creditReal, databaseUnavailable, expectLedgerSound, testDatabase, type TestDatabase } from "../testing/harness.ts";
import { createCommitBatcher, type CommitBatcherOptions } from "./commit-batcher.ts";
import { AppError } from "./errors.ts";

interface Transfer {
  from: UserId;
  to: UserId;
  amount: string;
  /** Fails after its entry is written, to prove the savepoint takes the writes back. */
  failAfterWriting?: boolean;
}

function entryOf(transfer: Transfer): ledger.EntryRequest {
  return {
    kind: "adjustment",
    book: "real",
    actor: "test",
    postings: [
      { account: { ownerId: transfer.from, currency: "USDT", kind: "available" }, amount: decimal(transfer.amount).negated() },
      { account: { ownerId: transfer.to, currency: "USDT", kind: "available" }, amount: decimal(transfer.amount) },
    ],
  };
}

describe.skipIf(databaseUnavailable)("commit batcher", () => {
  let database: TestDatabase;
  let owners = 0;

  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    await expectLedgerSound(database.db);
    await database.drop();
  });

  async function fundedUser(amount: string): Promise<UserId> {
    owners += 1;
    const row = await database.db.insertInto("users").values({ username: `batch${owners}`, invite_code: `BATCH${owners}` }).returning("id").executeTakeFirstOrThrow();
    await creditReal(database.db, toUserId(row.id), amount);
    return toUserId(row.id);
  }

  const available = (owner: UserId) => ledger.balanceOf(database.db, { ownerId: owner, book: "real", currency: "USDT", kind: "available" });

  /** A batcher of transfers that records each batch's items. */
  function transfers(options: Partial<CommitBatcherOptions<Transfer, string>> = {}) {
    const batches: Transfer[][] = [];
    const batcher = createCommitBatcher<Transfer, string>({
      db: database.db,
      windowMs: 0,
      batchMax: 64,
      concurrency: 2,
      prepare: async (tx, items) => {
        batches.push([...items]);
        await ledger.lockAccountsOf(tx, items.map(entryOf));
      },
      apply: async (tx, transfer) => {
        const entry = await ledger.post(tx, entryOf(transfer));
        if (transfer.failAfterWriting) throw new Error("failed after writing");
        return entry.id;
      },
      ...options,
    });
    return { batcher, batches };
  }

  it("commits items submitted together in one transaction and refuses the overdrawing one alone", async () => {
    const [a, b, c] = [await fundedUser("10"), await fundedUser("10"), await fundedUser("10")];
    const { batcher, batches } = transfers();
    const results = await Promise.allSettled([
      batcher.submit({ from: a, to: b, amount: "4" }),
      batcher.submit({ from: b, to: c, amount: "50" }),
      batcher.submit({ from: c, to: a, amount: "3" }),
      batcher.submit({ from: a, to: c, amount: "1", failAfterWriting: true }),
    ]);
    expect(batches).toHaveLength(1);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled", "rejected"]);
    const [, overdraw, , failed] = results;
    expect(overdraw?.status === "rejected" && overdraw.reason instanceof AppError && overdraw.reason.errorName).toBe("insufficientBalance");
    expect(failed?.status === "rejected" && (failed.reason as Error).message).toBe("failed after writing");
    // Only the two accepted transfers moved money; the failed one's entry was rolled back with its savepoint.
    expect([(await available(a)).toFixed(), (await available(b)).toFixed(), (await available(c)).toFixed()]).toEqual(["9", "14", "7"]);
  });

  it("puts at most one item per conflict key in a batch, in arrival order", async () => {
    const [a, b] = [await fundedUser("10"), await fundedUser("10")];
    const { batcher, batches } = transfers({ conflictKey: (transfer) => transfer.from });
    await Promise.all([
      batcher.submit({ from: a, to: b, amount: "1" }),
      batcher.submit({ from: a, to: b, amount: "2" }),
      batcher.submit({ from: b, to: a, amount: "5" }),
      batcher.submit({ from: a, to: b, amount: "3" }),
    ]);
    expect(batches.map((batch) => batch.map((transfer) => transfer.amount))).toEqual([["1", "5"], ["2"], ["3"]]);
    expect((await available(a)).toFixed()).toBe("9");
  });

  it("runs concurrent batches over the same accounts, locked in opposite orders, without deadlock or overdraw", async () => {
    const users = [await fundedUser("5"), await fundedUser("5"), await fundedUser("5"), await fundedUser("5")];
    const { batcher, batches } = transfers({ concurrency: 4, batchMax: 6 });
    // Settled as they come: a refusal must not count as unhandled while later rounds are submitted.
    const submitted: Promise<PromiseSettledResult<string>>[] = [];
    for (let round = 0; round < 40; round += 1) {
      // Each round pairs the users both ways round, so unordered locking would cross.
      for (let index = 0; index < users.length; index += 1) {
        const from = users[index] as UserId;
        const to = users[(index + 1 + (round % 3)) % users.length] as UserId;
        const settled = batcher.submit({ from, to, amount: String(1 + ((round + index) % 3)) });
        submitted.push(settled.then((value) => ({ status: "fulfilled", value }), (reason: unknown) => ({ status: "rejected", reason })));
      }
      if (round % 5 === 4) await new Promise((resolve) => setImmediate(resolve));
    }
    const results = await Promise.all(submitted);
    const refusals = results.filter((result) => result.status === "rejected").map((result) => (result.reason instanceof AppError ? result.reason.errorName : String(result.reason)));
    // Only overdraws are refused: no deadlock, no serialization failure reached a caller.
    expect(new Set(refusals)).toEqual(new Set(refusals.length > 0 ? ["insufficientBalance"] : []));
    expect(results.length - refusals.length).toBeGreaterThan(0);
    expect(batches.length).toBeGreaterThan(1);
    const balances = await Promise.all(users.map(available));
    expect(balances.every((balance) => !balance.isNegative())).toBe(true);
    expect(balances.reduce((sum, balance) => sum.plus(balance), decimal("0")).toFixed()).toBe("20");
    await batcher.settled();
  });

  it("refuses every item when the transaction itself fails, and settles", async () => {
    const [a, b] = [await fundedUser("10"), await fundedUser("10")];
    const { batcher } = transfers({ prepare: async (tx) => void (await sql`select 1 / 0`.execute(tx)) });
    const results = await Promise.allSettled([batcher.submit({ from: a, to: b, amount: "1" }), batcher.submit({ from: b, to: a, amount: "1" })]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    await batcher.settled();
    expect((await available(a)).toFixed()).toBe("10");
  });
});
