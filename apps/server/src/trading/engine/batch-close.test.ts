// One tick crossing many resting exits of several users closes them in batches (issue 28): each
// position closes exactly once at the tick's price, with its own ledger entry, exit trigger record,
// notification and statement line, even while some owners close theirs by hand at the same moment;
// a batch that fails closes each position alone instead. Runs on PGlite and on PostgreSQL.
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ContractOrder } from "@tradewind/api/trading";
import type { Market } from "../../market/service.ts";
import { manualClock } from "../../platform/clock.ts";
import { loadConfig } from "../../platform/config.ts";
import { call, databaseUnavailable, expectLedgerSound, notificationsOf, registerUser, testDatabase, type TestDatabase } from "../../testing/harness.ts";
import type { ScriptedProvider } from "../../testing/scripted-provider.ts";
import { startTradingRig } from "../../testing/trading-rig.ts";
import type { TradingEngine } from "./engine.ts";

type Line = { kind: string; part: string; reference: string | null };

const start = new Date("2026-11-23T08:00:00Z");
const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), databaseUrl: undefined };
const users = 5;
const positionsPerUser = 10;

describe.skipIf(databaseUnavailable)("a tick closing many positions at once", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let market: Market;
  let provider: ScriptedProvider;
  let engine: TradingEngine;
  const clock = manualClock(start);
  const errors: string[] = [];
  const log = { info: () => undefined, error: (_details: object, message: string) => void errors.push(message) };

  async function prices(values: Record<string, string>) {
    clock.advance(1000);
    provider.emit(values);
    await market.settled();
    await engine.settled();
  }

  /** `users` owners, each with `positionsPerUser` ETH longs stopped at 2 900 (every third also with a trailing stop). */
  async function openPositions() {
    await prices({ ETHUSDT: "3000" });
    const owners = [];
    for (let index = 0; index < users; index += 1) {
      const { token, user } = await registerUser(app);
      const ids: string[] = [];
      for (let position = 0; position < positionsPerUser; position += 1) {
        const trailing = position % 3 === 0 ? { trailingStop: { kind: "price", value: "50" } } : {};
        const placed = await call<{ id: string }>(app, "POST", "/order/buyU", { code: "ETHUSDT", direction: "long", orderType: "market", lots: "0.1", leverage: 5, stopLoss: "2900", ...trailing }, { token });
        expect(placed.code).toBe(200);
        ids.push(placed.result.id);
      }
      owners.push({ token, userId: user.id, ids });
    }
    return owners;
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

  it("closes every crossed position exactly once at the tick's price while owners close some by hand, each with its entry, trigger, notification and statement line", async () => {
    const owners = await openPositions();
    const closeEntries = async () => Number((await database.db.selectFrom("journal_entries").select((eb) => eb.fn.countAll<string>().as("n")).where("kind", "=", "contract_close").executeTakeFirstOrThrow()).n);
    const entriesBefore = await closeEntries();
    // The tick crosses every stop (and every trail); the first two positions of each owner are closed by hand meanwhile.
    clock.advance(1000);
    const tickAt = clock.now().getTime();
    provider.emit({ ETHUSDT: "2800" });
    const manual = await Promise.all(owners.flatMap(({ token, ids }) => ids.slice(0, 2).map((id) => call<{ status: string }>(app, "POST", "/order/stopU", { id }, { token }))));
    await market.settled();
    await engine.settled();

    // A hand close either won (200) or found the position closed by the engine (10131): never both, never neither.
    for (const reply of manual) expect([200, 10131]).toContain(reply.code);
    const byHand = manual.filter((reply) => reply.code === 200).length;
    expect(await closeEntries()).toBe(entriesBefore + users * positionsPerUser);
    expect(errors).toEqual([]);
    for (const { token, ids } of owners) {
      const orders = await Promise.all(ids.map(async (id) => (await call<ContractOrder>(app, "GET", `/order/getAssestInfo/${id}`, undefined, { token })).result));
      for (const order of orders) {
        expect(order.status).toBe("closed");
        if (order.closeReason === "manual") {
          expect(order.closeTrigger).toBeNull();
          continue;
        }
        // The engine's close: the stop or the trail (whichever the book popped first), at the tick's price, recorded with that tick.
        expect(["stopLoss", "trailingStop"]).toContain(order.closeReason);
        expect(order.closeTrigger).toMatchObject({ purpose: order.closeReason, tickPrice: "2800", tickTime: tickAt });
        expect(order.closeTime).toBe(tickAt);
      }
      const closes = await call<{ items: Line[] }>(app, "GET", "/user/listStatement?kind=contract_close&size=100", undefined, { token });
      expect(new Set(closes.result.items.map((line) => line.reference))).toEqual(new Set(ids.map((id) => `contract:${id}`)));
      const notified = (await notificationsOf(app, token)).filter((item) => item.kind === "contract_closed");
      expect(notified.map((item) => item.reference).sort()).toEqual(ids.map((id) => `contract:${id}`).sort());
    }
    const engineCloses = await database.db.selectFrom("contract_exit_triggers").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    expect(Number(engineCloses.n)).toBe(users * positionsPerUser - byHand);
    expect(engine.restingCount()).toBe(0);
  });

  it("closes each position alone when its tick's batch fails, and still closes every one once", async () => {
    const owners = await openPositions();
    // The database refuses any statement recording more than one exit: every batch fails, a single close passes.
    await sql`create function refuse_batched_exits() returns trigger language plpgsql as $$
      begin
        if (select count(*) from recorded) > 1 then raise exception 'a batch of exits refused'; end if;
        return null;
      end $$`.execute(database.db);
    await sql`create trigger refuse_batched_exits after insert on contract_exit_triggers referencing new table as recorded for each statement execute function refuse_batched_exits()`.execute(database.db);
    try {
      await prices({ ETHUSDT: "2800" });
    } finally {
      await sql`drop trigger refuse_batched_exits on contract_exit_triggers`.execute(database.db);
      await sql`drop function refuse_batched_exits()`.execute(database.db);
    }
    for (const { token, ids } of owners) {
      const orders = await Promise.all(ids.map(async (id) => (await call<ContractOrder>(app, "GET", `/order/getAssestInfo/${id}`, undefined, { token })).result));
      expect(orders.map((order) => order.status)).toEqual(ids.map(() => "closed"));
      expect(orders.every((order) => order.closeTrigger?.tickPrice === "2800")).toBe(true);
    }
    expect(errors).toEqual(["trading: a batch of triggered fills failed; filling each alone"]);
  });
});
