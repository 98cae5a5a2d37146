// One tick crossing many waiting limits of several users fills them in batches (issue 28): each
// contract limit opens and each coin limit fills exactly once at its limit price, with its own
// ledger entry, notification and statement line, even while some owners cancel theirs at the same
// moment; a batch that fails fills each order alone instead. Runs on PGlite and on PostgreSQL.
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SpotOrderReply } from "@tradewind/api/spot";
import type { ContractOrder } from "@tradewind/api/trading";
import type { Market } from "../../market/service.ts";
import { manualClock } from "../../platform/clock.ts";
import { loadConfig } from "../../platform/config.ts";
import { call, databaseUnavailable, expectLedgerSound, notificationsOf, registerUser, testDatabase, type TestDatabase } from "../../testing/harness.ts";
import { emitPrices, type ScriptedProvider } from "../../testing/scripted-provider.ts";
import { startTradingRig } from "../../testing/trading-rig.ts";
import type { TradingEngine } from "./engine.ts";

type Line = { kind: string; reference: string | null };

const start = new Date("2026-11-23T08:00:00Z");
const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), databaseUrl: undefined };
const users = 4;
const ordersPerUser = 6;

describe.skipIf(databaseUnavailable)("a tick filling many waiting limits at once", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let market: Market;
  let provider: ScriptedProvider;
  let engine: TradingEngine;
  const clock = manualClock(start);
  const errors: string[] = [];
  const log = { info: () => undefined, error: (_details: object, message: string) => void errors.push(message) };
  const prices = (values: Record<string, string>) => emitPrices({ clock, provider, settles: [market, engine] }, values);

  /** `users` owners, each with `ordersPerUser` ETH long limits at 2 900 and as many BTC coin buy limits at 89 000. */
  async function placeLimits() {
    await prices({ ETHUSDT: "3000", BTCUSDT: "90000" });
    const owners = [];
    for (let index = 0; index < users; index += 1) {
      const { token } = await registerUser(app);
      const contracts: string[] = [];
      const coins: string[] = [];
      for (let order = 0; order < ordersPerUser; order += 1) {
        const trailing = order % 3 === 0 ? { trailingStop: { kind: "price", value: "50" } } : {};
        const contract = await call<{ id: string }>(app, "POST", "/order/buyU", { code: "ETHUSDT", direction: "long", orderType: "limit", limitPrice: "2900", lots: "0.1", leverage: 5, ...trailing }, { token });
        expect(contract.code).toBe(200);
        contracts.push(contract.result.id);
        const coin = await call<{ id: string }>(app, "POST", "/order/submit", { code: "BTCUSDT", side: "buy", orderType: "limit", quantity: "0.001", limitPrice: "89000" }, { token });
        expect(coin.code).toBe(200);
        coins.push(coin.result.id);
      }
      owners.push({ token, contracts, coins });
    }
    return owners;
  }

  const entriesOf = async (kind: string) => Number((await database.db.selectFrom("journal_entries").select((eb) => eb.fn.countAll<string>().as("n")).where("kind", "=", kind).executeTakeFirstOrThrow()).n);

  async function ordersOf(owner: { token: string; contracts: string[]; coins: string[] }) {
    const contracts = await Promise.all(owner.contracts.map(async (id) => (await call<ContractOrder>(app, "GET", `/order/getAssestInfo/${id}`, undefined, { token: owner.token })).result));
    const listed = await call<{ items: SpotOrderReply[] }>(app, "GET", "/order/listBbOrder?scope=history&size=100", undefined, { token: owner.token });
    const coins = owner.coins.map((id) => listed.result.items.find((item) => item.id === id) ?? expect.unreachable(`coin order ${id} is not listed`));
    return { contracts, coins };
  }

  beforeAll(async () => {
    database = await testDatabase();
    ({ app, provider, market, engine } = await startTradingRig({ db: database.db, clock, log, config }));
  });
  afterEach(() => expectLedgerSound(database.db));
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("fills every crossed limit exactly once at its limit while owners cancel some, each with its entry, notification and statement line", async () => {
    const owners = await placeLimits();
    const before = { opens: await entriesOf("contract_open"), fills: await entriesOf("spot_fill") };
    clock.advance(1000);
    const tickAt = clock.now().getTime();
    provider.emit({ ETHUSDT: "2850", BTCUSDT: "88000" });
    // The first contract and the first coin order of each owner are cancelled meanwhile.
    const cancels = await Promise.all(
      owners.flatMap(({ token, contracts, coins }) => [
        call<{ status: string }>(app, "POST", "/order/stopU", { id: contracts[0] }, { token }),
        call<{ status: string }>(app, "POST", "/order/chedan", { id: coins[0] }, { token }),
      ]),
    );
    await market.settled();
    await engine.settled();

    // A coin cancel either won (200) or found the order filled (10131); a contract's either cancelled
    // the limit or, the fill first, closed the position it opened: never both, never neither.
    for (const reply of cancels) expect([200, 10131]).toContain(reply.code);
    const cancelled = cancels.filter((reply) => reply.result?.status === "cancelled").length;
    expect(errors).toEqual([]);
    let filled = 0;
    for (const owner of owners) {
      const { contracts, coins } = await ordersOf(owner);
      for (const order of contracts) {
        if (order.status === "cancelled") continue;
        expect(order).toMatchObject({ status: order.closeReason === "manual" ? "closed" : "open", openPrice: "2900", openTime: tickAt });
        filled += 1;
      }
      for (const order of coins) {
        if (order.status === "cancelled") continue;
        expect(order).toMatchObject({ status: "done", price: "89000", filledAt: tickAt });
        filled += 1;
      }
      const done = [...contracts.filter((order) => order.status !== "cancelled").map((order) => `contract:${order.id}`), ...coins.filter((order) => order.status === "done").map((order) => `spot:${order.id}`)].sort();
      const opens = await call<{ items: Line[] }>(app, "GET", "/user/listStatement?kind=contract_open&account=margin&size=100", undefined, { token: owner.token });
      const fills = await call<{ items: Line[] }>(app, "GET", "/user/listStatement?kind=spot_fill&size=100", undefined, { token: owner.token });
      expect(new Set([...opens.result.items, ...fills.result.items].map((line) => line.reference))).toEqual(new Set(done));
      const notified = (await notificationsOf(app, owner.token)).filter((item) => item.kind === "order_filled");
      expect(notified.map((item) => item.reference).sort()).toEqual(done);
    }
    expect(filled + cancelled).toBe(2 * users * ordersPerUser);
    expect((await entriesOf("contract_open")) + (await entriesOf("spot_fill"))).toBe(before.opens + before.fills + filled);
    // No crossed limit is left waiting.
    const waiting = async (table: "contract_orders" | "spot_orders") => Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as("n")).where("status", "=", "waiting").executeTakeFirstOrThrow()).n);
    expect([await waiting("contract_orders"), await waiting("spot_orders")]).toEqual([0, 0]);
  });

  it("fills each order alone when its tick's batch fails, and still fills every one once", async () => {
    errors.length = 0;
    const owners = await placeLimits();
    // The database refuses any statement filling more than one order: every batch fails, a single fill passes.
    await sql`create function refuse_batched_fills() returns trigger language plpgsql as $$
      begin
        if (select count(*) from changed) > 1 then raise exception 'a batch of fills refused'; end if;
        return null;
      end $$`.execute(database.db);
    await sql`create trigger refuse_batched_contract_fills after update on contract_orders referencing new table as changed for each statement execute function refuse_batched_fills()`.execute(database.db);
    await sql`create trigger refuse_batched_coin_fills after update on spot_orders referencing new table as changed for each statement execute function refuse_batched_fills()`.execute(database.db);
    try {
      await prices({ ETHUSDT: "2850", BTCUSDT: "88000" });
    } finally {
      await sql`drop trigger refuse_batched_contract_fills on contract_orders`.execute(database.db);
      await sql`drop trigger refuse_batched_coin_fills on spot_orders`.execute(database.db);
      await sql`drop function refuse_batched_fills()`.execute(database.db);
    }
    for (const owner of owners) {
      const { contracts, coins } = await ordersOf(owner);
      expect(contracts.map((order) => [order.status, order.openPrice])).toEqual(contracts.map(() => ["open", "2900"]));
      expect(coins.map((order) => [order.status, order.price])).toEqual(coins.map(() => ["done", "89000"]));
    }
    // The contract and the coin batch failed (and the batch closing the first test's trails, which the tick also crossed).
    expect(new Set(errors)).toEqual(new Set(["trading: a batch of triggered fills failed; filling each alone"]));
  });
});
