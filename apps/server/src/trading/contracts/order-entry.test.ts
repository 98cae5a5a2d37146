// The order-entry stage (issue 28): contract orders that arrive together commit in one
// transaction, each still accepted or refused on its own, each answered once committed. Checked by
// the transaction that wrote each order (PostgreSQL's xmin): fewer transactions than orders means
// they were batched. Runs on PGlite and on PostgreSQL.
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../platform/clock.ts";
import { loadConfig } from "../../platform/config.ts";
import { call, creditReal, databaseUnavailable, expectLedgerSound, registerUser, testDatabase, type TestDatabase } from "../../testing/harness.ts";
import { startTradingRig, type TradingRig } from "../../testing/trading-rig.ts";

const start = new Date("2026-11-23T08:00:00Z");
const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), databaseUrl: undefined };
/** ~90 USDT of margin and fee per order at 90 000. */
const order = { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.001", leverage: 1 };

describe.skipIf(databaseUnavailable)("the contract order-entry stage", () => {
  let database: TestDatabase;
  let rig: TradingRig;
  let app: FastifyInstance;
  const clock = manualClock(start);
  const errors: string[] = [];
  const log = { info: () => undefined, error: (_details: object, message: string) => void errors.push(message) };

  const buy = (token: string, key: string, body: object = order) => call<{ id: string }>(app, "POST", "/order/buyU", body, { token, headers: { "idempotency-key": key } });
  /** How many transactions wrote these orders. */
  const transactionsOf = async (ids: readonly string[]) => {
    const { rows } = await sql<{ count: string }>`select count(distinct xmin::text)::text as count from contract_orders where id in (${sql.join(ids)})`.execute(database.db);
    return Number(rows[0]?.count);
  };
  const entriesOf = async (ids: readonly string[]) =>
    database.db.selectFrom("journal_entries").select(["reference", "kind"]).where("reference", "in", ids.map((id) => `contract:${id}`)).execute();

  beforeAll(async () => {
    database = await testDatabase();
    rig = await startTradingRig({ db: database.db, clock, log, config });
    app = rig.app;
    clock.advance(1000);
    rig.provider.emit({ BTCUSDT: "90000" });
    await rig.market.settled();
  });
  afterEach(async () => {
    expect(errors).toEqual([]);
    await expectLedgerSound(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("commits orders that arrive together in fewer transactions than orders, each with its own entry and its own reply on its key", async () => {
    const traders = await Promise.all(Array.from({ length: 6 }, () => registerUser(app)));
    const requests = traders.flatMap(({ token }, trader) => Array.from({ length: 5 }, (_, index) => ({ token, key: `together-${trader}-${index}` })));
    const placed = await Promise.all(requests.map(({ token, key }) => buy(token, key)));
    expect(placed.map((reply) => reply.code)).toEqual(requests.map(() => 200));
    const ids = placed.map((reply) => reply.result.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await transactionsOf(ids)).toBeLessThan(ids.length);
    const entries = await entriesOf(ids);
    expect(entries.map((entry) => entry.reference).sort()).toEqual(ids.map((id) => `contract:${id}`).sort());
    expect(new Set(entries.map((entry) => entry.kind))).toEqual(new Set(["contract_open"]));
    // Each key replays its own order, not a neighbour's in the batch.
    const replayed = await Promise.all(requests.map(({ token, key }) => buy(token, key)));
    expect(replayed.map((reply) => reply.result.id)).toEqual(ids);
  });

  it("refuses an order that would overdraw on its own, and the rest of its batch commits", async () => {
    const { token, user } = await registerUser(app);
    // Leave room for three orders' margin and fee, not four.
    const balance = await database.db.selectFrom("ledger_accounts").select("balance").where("owner_id", "=", user.id).where("book", "=", "demo").where("currency", "=", "USDT").where("kind", "=", "available").executeTakeFirstOrThrow();
    const big = { ...order, lots: "0.3" }; // ~27 000 USDT each
    expect(Number(balance.balance)).toBeGreaterThan(3 * 27_010);
    expect(Number(balance.balance)).toBeLessThan(4 * 27_000);
    const other = await registerUser(app);
    const placed = await Promise.all([
      ...Array.from({ length: 4 }, (_, index) => buy(token, `overdraw-${index}`, big)),
      ...Array.from({ length: 3 }, (_, index) => buy(other.token, `neighbour-${index}`)),
    ]);
    const codes = placed.map((reply) => reply.code);
    expect(codes.slice(0, 4).filter((code) => code === 200)).toHaveLength(3);
    expect(codes.slice(0, 4).filter((code) => code === 10092)).toHaveLength(1);
    expect(codes.slice(4)).toEqual([200, 200, 200]);
    const accepted = placed.filter((reply) => reply.code === 200).map((reply) => reply.result.id);
    expect(await transactionsOf(accepted)).toBeLessThan(accepted.length);
    const stored = await database.db.selectFrom("contract_orders").select("id").where("user_id", "=", user.id).execute();
    expect(stored).toHaveLength(3);
    // The refusal stays on its key: the retry answers it again and places nothing.
    const refusedIndex = codes.indexOf(10092);
    expect((await buy(token, `overdraw-${refusedIndex}`, big)).code).toBe(10092);
    expect(await database.db.selectFrom("contract_orders").select("id").where("user_id", "=", user.id).execute()).toHaveLength(3);
  });

  it("places a request sent twice at once exactly once, and both answers name that order", async () => {
    const { token, user } = await registerUser(app);
    const placed = await Promise.all([buy(token, "twice"), buy(token, "twice"), buy(token, "other")]);
    expect(placed.map((reply) => reply.code)).toEqual([200, 200, 200]);
    expect(placed[0]?.result.id).toBe(placed[1]?.result.id);
    expect(await database.db.selectFrom("contract_orders").select("id").where("user_id", "=", user.id).execute()).toHaveLength(2);
  });

  it("pays each real-book order's inviters once, in the batch that placed it, while the inviters place orders in other batches", async () => {
    // A chain of six, each invited by the one before: every order's rebate accounts are other traders' own accounts.
    const chain: { token: string; userId: string }[] = [];
    let inviter = await registerUser(app);
    for (let index = 0; index < 6; index += 1) {
      const trader = await registerUser(app, { inviteCode: inviter.user.inviteCode });
      await database.db.updateTable("users").set({ kyc_status: "verified" }).where("id", "=", trader.user.id).execute();
      await creditReal(database.db, trader.user.id, "10000");
      chain.push({ token: trader.token, userId: trader.user.id });
      inviter = trader;
    }
    const realBuy = (token: string, key: string) => call<{ id: string }>(app, "POST", "/order/buyU", order, { token, book: "real", headers: { "idempotency-key": key } });
    const placed = await Promise.all(chain.flatMap(({ token }, trader) => Array.from({ length: 4 }, (_, index) => realBuy(token, `real-${trader}-${index}`))));
    expect(placed.map((reply) => reply.code)).toEqual(placed.map(() => 200));
    const ids = placed.map((reply) => reply.result.id);
    expect(await transactionsOf(ids)).toBeLessThan(ids.length);
    // Trader i has min(i + 1, 3) paid inviters: those before it in the chain and the chain's root.
    const rebates = await database.db.selectFrom("referral_rebates").select(["reference", "level"]).where("reference", "in", ids.map((id) => `contract:${id}`)).execute();
    const expected = chain.reduce((sum, _, trader) => sum + 4 * Math.min(trader + 1, 3), 0);
    expect(rebates).toHaveLength(expected);
    expect(new Set(rebates.map((rebate) => `${rebate.reference}/${rebate.level}`)).size).toBe(expected);
  });

  it("runs each order alone when its batch fails before the commit, and every order is placed once", async () => {
    // A statement-level trigger refuses any insert of more than one reply: every batch fails at its last statement.
    await sql`create function refuse_batched_replies() returns trigger language plpgsql as $$
      begin
        if (select count(*) from inserted) > 1 then raise exception 'test: batched replies refused'; end if;
        return null;
      end $$`.execute(database.db);
    await sql`create trigger refuse_batched_replies after insert on idempotency_records referencing new table as inserted for each statement execute function refuse_batched_replies()`.execute(database.db);
    try {
      const traders = await Promise.all(Array.from({ length: 4 }, () => registerUser(app)));
      const requests = traders.flatMap(({ token }, trader) => Array.from({ length: 3 }, (_, index) => ({ token, key: `alone-${trader}-${index}` })));
      const placed = await Promise.all(requests.map(({ token, key }) => buy(token, key)));
      expect(placed.map((reply) => reply.code)).toEqual(requests.map(() => 200));
      const ids = placed.map((reply) => reply.result.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(await transactionsOf(ids)).toBe(ids.length);
      expect((await entriesOf(ids)).length).toBe(ids.length);
      const orders = await database.db.selectFrom("contract_orders").select("id").where("user_id", "in", traders.map((trader) => trader.user.id)).execute();
      expect(orders).toHaveLength(ids.length);
    } finally {
      await sql`drop trigger refuse_batched_replies on idempotency_records`.execute(database.db);
      await sql`drop function refuse_batched_replies()`.execute(database.db);
    }
  });
});
