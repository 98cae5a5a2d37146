// Batches of engine closes on the real book, whose owners invite each other, racing the owners'
// own closes (issue 28): every account a close touches (the owner's, its uplines' for the rebates,
// the platform shards) is locked once, in id order, so two batches and the hand closes queue
// instead of deadlocking. Each position closes exactly once and each rebate is paid once. Runs on
// PGlite and on PostgreSQL (where the transactions truly overlap).
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { orderId, type OrderId } from "@tradewind/domain/ids";
import { asPrice } from "@tradewind/domain/money";
import type { Market } from "../../market/service.ts";
import { manualClock } from "../../platform/clock.ts";
import { loadConfig } from "../../platform/config.ts";
import { call, creditReal, databaseUnavailable, expectLedgerSound, registerUser, testDatabase, type TestDatabase } from "../../testing/harness.ts";
import { emitPrices, type ScriptedProvider } from "../../testing/scripted-provider.ts";
import { startTradingRig } from "../../testing/trading-rig.ts";
import { closeTriggered } from "../contracts/service.ts";
import type { TradingEngine } from "./engine.ts";

const start = new Date("2026-11-23T08:00:00Z");
const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SESSION_TTL_HOURS: "100000" }), databaseUrl: undefined };
/** Traders in one invitation chain below a root: each invited by the one before. */
const traders = 6;
const rounds = 3;

describe.skipIf(databaseUnavailable)("batches of closes paying referral rebates, racing hand closes", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let market: Market;
  let provider: ScriptedProvider;
  let engine: TradingEngine;
  const clock = manualClock(start);
  const errors: string[] = [];
  const log = { info: () => undefined, error: (_details: object, message: string) => void errors.push(message) };
  const chain: { token: string; uplines: number }[] = [];

  beforeAll(async () => {
    database = await testDatabase();
    ({ app, provider, market, engine } = await startTradingRig({ db: database.db, clock, log, config }));
    await emitPrices({ clock, provider, settles: [market, engine] }, { ETHUSDT: "3000" });
    let inviter = await registerUser(app);
    for (let index = 0; index < traders; index += 1) {
      const trader = await registerUser(app, { inviteCode: inviter.user.inviteCode });
      await database.db.updateTable("users").set({ kyc_status: "verified" }).where("id", "=", trader.user.id).execute();
      await creditReal(database.db, trader.user.id, "100000");
      chain.push({ token: trader.token, uplines: Math.min(index + 1, 3) });
      inviter = trader;
    }
  }, 180_000);
  afterEach(() => expectLedgerSound(database.db));
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const open = async (token: string) => {
    const placed = await call<{ id: string }>(app, "POST", "/order/buyU", { code: "ETHUSDT", direction: "long", orderType: "market", lots: "0.1", leverage: 5, stopLoss: "2900" }, { token, book: "real" });
    expect(placed.code).toBe(200);
    return orderId(placed.result.id);
  };

  it("closes each position once and pays each rebate once, with no deadlock, over several rounds", async () => {
    for (let round = 0; round < rounds; round += 1) {
      // Each trader: one position closed by hand, one in each of two engine batches.
      const positions = [];
      for (const trader of chain) positions.push({ ...trader, ids: [await open(trader.token), await open(trader.token), await open(trader.token)] });
      clock.advance(1000);
      const tick = { price: asPrice("2890"), ts: clock.now().getTime(), source: "test" };
      const batch = (ids: OrderId[]) => closeTriggered(engine.deps, ids.map((id) => ({ orderId: id, reason: "stopLoss" as const, exit: { tick } })));
      const [first, second, ...manual] = await Promise.allSettled([
        batch(positions.map(({ ids }) => ids[1] ?? expect.unreachable())),
        batch(positions.map(({ ids }) => ids[2] ?? expect.unreachable()).reverse()),
        ...positions.map(({ token, ids }) => call(app, "POST", "/order/stopU", { id: ids[0] }, { token, book: "real" })),
      ]);
      await engine.settled();
      expect([first?.status, second?.status]).toEqual(["fulfilled", "fulfilled"]);
      for (const reply of manual) expect(reply).toMatchObject({ status: "fulfilled", value: { code: 200 } });
      const references = positions.flatMap(({ ids }) => ids.map((id) => `contract:${id}`));
      const closes = await database.db.selectFrom("journal_entries").select("reference").where("kind", "=", "contract_close").where("reference", "in", references).execute();
      expect(closes.map((entry) => entry.reference).sort()).toEqual([...references].sort());
      const rebates = await database.db.selectFrom("referral_rebates").select(["reference", "beneficiary_id"]).where("source_kind", "=", "contract_close").where("reference", "in", references).execute();
      expect(rebates).toHaveLength(positions.reduce((sum, { uplines, ids }) => sum + uplines * ids.length, 0));
    }
    expect(errors).toEqual([]);
  });
});
