// The three-level referral programme through HTTP on the real market pipeline (scripted prices):
// A invites B, B invites C, C invites D, D invites E. D's real-book contract opening and closing
// and coin fill pay C (level 1), B (2) and A (3) their rounded-down shares from the platform fees
// account in the fill's own transaction; E's trades pay D, C and B but never A (level 4). Demo
// trades pay nothing; a replayed fill pays nobody twice; the back office refuses rates summing
// above 1; the chain refuses self-invites and later changes (so no cycle); the team pages mask
// contacts, flag activity and page. The ledger check runs after each test.
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { InviteInfo, RebateRecord, TeamMember, TeamSummary } from "@tradewind/api/referral";
import { orderId } from "@tradewind/domain/ids";
import { decimal, roundDownForUser, toPlain } from "@tradewind/domain/money";
import { adminCall, signInOperator, type OperatorSession } from "../admin/testing.ts";
import * as ledger from "../ledger/service.ts";
import type { Market } from "../market/service.ts";
import { manualClock } from "../platform/clock.ts";
import { loadConfig } from "../platform/config.ts";
import { call, creditReal, databaseUnavailable, expectLedgerSound, registerUser, testDatabase, type TestDatabase } from "../testing/harness.ts";
import { emitPrices, type ScriptedProvider } from "../testing/scripted-provider.ts";
import { startTradingRig } from "../testing/trading-rig.ts";
import type { TradingEngine } from "../trading/engine/engine.ts";
import { postWithRebates } from "./service.ts";

type User = Awaited<ReturnType<typeof registerUser>>;
interface Page<Item> { items: Item[]; total: number; page: number; size: number }

const quietLog = { info: () => undefined, error: (details: object, message: string) => console.error(message, details) };
const start = new Date("2026-11-23T08:00:00Z");
const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SESSION_TTL_HOURS: "100000" }), databaseUrl: undefined };
const rates = { 1: "0.2", 2: "0.1", 3: "0.05" } as const;

describe.skipIf(databaseUnavailable)("referral programme", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let provider: ScriptedProvider;
  let market: Market;
  let engine: TradingEngine;
  let admin: OperatorSession;
  const clock = manualClock(start);
  let a: User, b: User, c: User, d: User, e: User;

  beforeAll(async () => {
    database = await testDatabase();
    ({ app, provider, market, engine } = await startTradingRig({ db: database.db, clock, log: quietLog, config }));
    await prices({ BTCUSDT: "90000" });
    admin = await signInOperator({ app, db: database.db, clock }, ["admin"]);
    a = await registerUser(app, { email: `alpha${Date.now()}@gmail.com` });
    b = await registerUser(app, { inviteCode: a.user.inviteCode });
    c = await registerUser(app, { inviteCode: b.user.inviteCode });
    d = await registerUser(app, { inviteCode: c.user.inviteCode, email: `dora${Date.now()}@gmail.com` });
    e = await registerUser(app, { inviteCode: d.user.inviteCode });
    for (const trader of [d, e]) {
      await database.db.updateTable("users").set({ kyc_status: "verified" }).where("id", "=", trader.user.id).execute();
      await credit(trader, "10000");
    }
  }, 180_000);
  afterEach(() => expectLedgerSound(database.db));
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** Sets prices, lets the market and the engine process them. */
  const prices = (values: Record<string, string>) => emitPrices({ clock, provider, settles: [market, engine] }, values);

  const credit = (user: User, amount: string) => creditReal(database.db, user.user.id, amount);
  const available = (user: User) => ledger.balanceOf(database.db, { ownerId: user.user.id, book: "real", currency: "USDT", kind: "available" }).then(toPlain);
  const fees = async (book: "real" | "demo" = "real") =>
    (await sql<{ total: string | null }>`select sum(balance)::text as total from ledger_accounts where owner_id is null and kind = 'fees' and book = ${book} and currency = 'USDT'`.execute(database.db)).rows[0]?.total ?? "0";
  const feesTotal = async (book: "real" | "demo" = "real") => toPlain(decimal(await fees(book)));
  const rebateRows = () => database.db.selectFrom("referral_rebates").selectAll().orderBy("id").execute();
  const get = async <Result>(user: User, path: string) => call<Result>(app, "GET", path, undefined, { token: user.token });
  const setRate = (level: number, value: string) => adminCall<{ param: { value: string } }>(app, "POST", `/params/referral_rate_level${level}`, { value, reason: "referral rates" }, { token: admin.token });
  const share = (fee: string, rate: string) => toPlain(roundDownForUser(decimal(fee).times(rate), "USDT"));

  it("pays C, B and A their shares of D's real contract and coin fees from the fees account, in the fill's transaction", async () => {
    const before = { fees: await feesTotal(), a: await available(a), b: await available(b), c: await available(c) };
    const opened = await call<{ id: string }>(app, "POST", "/order/buyU", { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.1", leverage: 10 }, { token: d.token, book: "real" });
    expect(opened.code).toBe(200);
    await prices({ BTCUSDT: "90500" });
    expect((await call(app, "POST", "/order/stopU", { id: opened.result.id }, { token: d.token, book: "real" })).code).toBe(200);
    const spot = await call<{ id: string }>(app, "POST", "/order/submit", { code: "BTCUSDT", side: "buy", orderType: "market", quantity: "0.01" }, { token: d.token, book: "real" });
    expect(spot.code).toBe(200);

    const contract = await database.db.selectFrom("contract_orders").select(["open_fee", "close_fee"]).where("id", "=", orderId(opened.result.id)).executeTakeFirstOrThrow();
    const coin = await database.db.selectFrom("spot_orders").select("fee").where("id", "=", orderId(spot.result.id)).executeTakeFirstOrThrow();
    const fills = [
      { kind: "contract_open", reference: `contract:${opened.result.id}`, fee: toPlain(decimal(contract.open_fee)) },
      { kind: "contract_close", reference: `contract:${opened.result.id}`, fee: toPlain(decimal(contract.close_fee ?? "0")) },
      { kind: "spot_fill", reference: `spot:${spot.result.id}`, fee: toPlain(decimal(coin.fee ?? "0")) },
    ];
    expect(fills.every((fill) => decimal(fill.fee).gt(0))).toBe(true);
    const beneficiaries = [[c, 1], [b, 2], [a, 3]] as const;
    const expected = fills.flatMap((fill) =>
      beneficiaries.map(([user, level]) => ({ beneficiary_id: user.user.id, level, source_user_id: d.user.id, source_kind: fill.kind, reference: fill.reference, fee: fill.fee, rate: rates[level], amount: share(fill.fee, rates[level]), currency: "USDT" })),
    );
    const rows = (await rebateRows()).map((row) => ({ ...row, level: Number(row.level), fee: toPlain(decimal(row.fee)), rate: toPlain(decimal(row.rate)), amount: toPlain(decimal(row.amount)) }));
    expect(rows).toEqual(expected.map((row) => expect.objectContaining(row)));

    const paid = (user: User) => expected.filter((row) => row.beneficiary_id === user.user.id).reduce((sum, row) => sum.plus(row.amount), decimal("0"));
    expect(await available(c)).toBe(toPlain(decimal(before.c).plus(paid(c))));
    expect(await available(b)).toBe(toPlain(decimal(before.b).plus(paid(b))));
    expect(await available(a)).toBe(toPlain(decimal(before.a).plus(paid(a))));
    const collected = fills.reduce((sum, fill) => sum.plus(fill.fee), decimal("0"));
    const rebated = expected.reduce((sum, row) => sum.plus(row.amount), decimal("0"));
    expect(await feesTotal()).toBe(toPlain(decimal(before.fees).plus(collected).minus(rebated)));
    for (const fill of fills) {
      const ofFill = expected.filter((row) => row.source_kind === fill.kind && row.reference === fill.reference);
      expect(ofFill.reduce((sum, row) => sum.plus(row.amount), decimal("0")).lte(fill.fee)).toBe(true);
    }

    // Each rebate is its own referral_rebate entry, in the fill's transaction: same kind on C's statement.
    const statement = await call<{ items: { kind: string; amount: string; reference: string | null; part: string }[] }>(app, "GET", "/user/listStatement?size=10&kind=referral_rebate", undefined, { token: c.token, book: "real" });
    expect(statement.result.items.filter((line) => line.kind === "referral_rebate")).toHaveLength(3);
    expect(statement.result.items.every((line) => line.part === "principal")).toBe(true);

    // A replayed fill (same kind, reference and beneficiary) pays nobody twice.
    const fill = fills[0] ?? expect.unreachable();
    await database.db.transaction().execute((tx) => postWithRebates(tx, [], [{ payerId: d.user.id, book: "real", currency: "USDT", fee: decimal(fill.fee), kind: "contract_open", reference: fill.reference, at: clock.now() }]));
    expect(await rebateRows()).toHaveLength(9);
    expect(await available(a)).toBe(toPlain(decimal(before.a).plus(paid(a))));
  });

  it("pays nothing for a demo trade, and nothing past level 3", async () => {
    const count = (await rebateRows()).length;
    const demoFees = await fees("demo");
    const demo = await call<{ id: string }>(app, "POST", "/order/buyU", { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.1", leverage: 10 }, { token: d.token, book: "demo" });
    expect(demo.code).toBe(200);
    expect(decimal(await fees("demo")).gt(demoFees)).toBe(true);
    expect(await rebateRows()).toHaveLength(count);

    // E's real coin fill: D (1), C (2), B (3); A is level 4 and gets nothing.
    const aBefore = await available(a);
    const spot = await call<{ id: string }>(app, "POST", "/order/submit", { code: "BTCUSDT", side: "buy", orderType: "market", quantity: "0.01" }, { token: e.token, book: "real" });
    expect(spot.code).toBe(200);
    const rows = (await rebateRows()).slice(count);
    expect(rows.map((row) => [row.beneficiary_id, Number(row.level)])).toEqual([[d.user.id, 1], [c.user.id, 2], [b.user.id, 3]]);
    expect(await available(a)).toBe(aBefore);
  });

  it("pays on the engine's fills too: a contract limit and a coin limit filled by the price", async () => {
    await prices({ BTCUSDT: "90000" });
    const count = (await rebateRows()).length;
    const contract = await call<{ id: string }>(app, "POST", "/order/buyU", { code: "BTCUSDT", direction: "long", orderType: "limit", lots: "0.01", leverage: 10, limitPrice: "89000" }, { token: d.token, book: "real" });
    const coin = await call<{ id: string }>(app, "POST", "/order/submit", { code: "BTCUSDT", side: "buy", orderType: "limit", quantity: "0.01", limitPrice: "89000" }, { token: d.token, book: "real" });
    expect([contract.code, coin.code]).toEqual([200, 200]);
    expect(await rebateRows()).toHaveLength(count);
    await prices({ BTCUSDT: "88000" });
    const rows = (await rebateRows()).slice(count);
    expect(rows.map((row) => [row.source_kind, row.reference, Number(row.level)]).sort()).toEqual(
      [
        ["contract_open", `contract:${contract.result.id}`, 1],
        ["contract_open", `contract:${contract.result.id}`, 2],
        ["contract_open", `contract:${contract.result.id}`, 3],
        ["spot_fill", `spot:${coin.result.id}`, 1],
        ["spot_fill", `spot:${coin.result.id}`, 2],
        ["spot_fill", `spot:${coin.result.id}`, 3],
      ].sort(),
    );
    const fee = (await database.db.selectFrom("contract_orders").select("open_fee").where("id", "=", orderId(contract.result.id)).executeTakeFirstOrThrow()).open_fee;
    expect(rows.filter((row) => row.source_kind === "contract_open").map((row) => toPlain(decimal(row.amount)))).toEqual([share(fee, "0.2"), share(fee, "0.1"), share(fee, "0.05")]);
  });

  it("refuses referral rates summing above 1 in the back office, and applies a valid change to the next fill", async () => {
    expect((await setRate(1, "0.86")).code).toBe(10190);
    expect((await setRate(3, "1.01")).code).toBe(10150);
    expect((await get<InviteInfo>(a, "/user/inviteInfo")).result.rates).toEqual([{ level: 1, rate: "0.2" }, { level: 2, rate: "0.1" }, { level: 3, rate: "0.05" }]);
    expect((await setRate(1, "0.85")).code).toBe(200);
    expect((await get<InviteInfo>(a, "/user/inviteInfo")).result.rates[0]).toEqual({ level: 1, rate: "0.85" });
    const count = (await rebateRows()).length;
    const spot = await call<{ id: string }>(app, "POST", "/order/submit", { code: "BTCUSDT", side: "buy", orderType: "market", quantity: "0.01" }, { token: d.token, book: "real" });
    const fee = (await database.db.selectFrom("spot_orders").select("fee").where("id", "=", orderId(spot.result.id)).executeTakeFirstOrThrow()).fee ?? "0";
    const rows = (await rebateRows()).slice(count);
    expect(rows.map((row) => toPlain(decimal(row.amount)))).toEqual([share(fee, "0.85"), share(fee, "0.1"), share(fee, "0.05")]);
    expect((await setRate(1, "0.2")).code).toBe(200);
  });

  it("refuses self-invites, unknown codes and any later change of the inviter, so the chain holds no cycle", async () => {
    await expect(registerUser(app, { inviteCode: "NOSUCH99" })).rejects.toThrow(/10117/);
    await expect(database.db.updateTable("users").set({ inviter_id: d.user.id }).where("id", "=", a.user.id).execute()).rejects.toThrow(/fixed at registration/);
    await expect(database.db.updateTable("users").set({ inviter_id: null }).where("id", "=", b.user.id).execute()).rejects.toThrow(/fixed at registration/);
    await expect(database.db.updateTable("users").set({ inviter_id: a.user.id }).where("id", "=", a.user.id).execute()).rejects.toThrow();
    await expect(sql`insert into users (id, username, invite_code, inviter_id) values (999999, 'selfish', 'SELF9999', 999999)`.execute(database.db)).rejects.toThrow(/users_not_self_invited/);
    // Logging in again with someone else's code changes nothing.
    expect((await call(app, "POST", "/login/login", { account: a.username, password: a.password, inviteCode: e.user.inviteCode })).code).not.toBe(500);
    expect((await database.db.selectFrom("users").select("inviter_id").where("id", "=", a.user.id).executeTakeFirstOrThrow()).inviter_id).toBeNull();
  });

  it("shows the team per level with masked contacts, activity and paging, the earnings per period, and the rebate records", async () => {
    const info = await get<InviteInfo>(a, "/user/inviteInfo");
    expect(info.result.inviteCode).toBe(a.user.inviteCode);

    const summary = (await get<TeamSummary>(a, "/user/teamSummary")).result;
    expect(summary.levels.map((level) => [level.level, level.members, level.active])).toEqual([[1, 1, 1], [2, 1, 1], [3, 1, 1]]);
    const earned = (await rebateRows()).filter((row) => row.beneficiary_id === a.user.id).reduce((sum, row) => sum.plus(row.amount), decimal("0"));
    expect(summary.levels[2]?.earnings.all).toEqual([{ currency: "USDT", amount: toPlain(earned) }]);
    expect(summary.levels[2]?.earnings.today).toEqual([{ currency: "USDT", amount: toPlain(earned) }]);
    expect(summary.levels[0]?.earnings.all).toEqual([]);
    expect(summary.totals.week).toEqual([{ currency: "USDT", amount: toPlain(earned) }]);

    // D's team: E, who has traded. A new invitee of D who never traded and holds nothing is inactive.
    const f = await registerUser(app, { inviteCode: d.user.inviteCode, email: `fi${Date.now()}@yahoo.com` });
    const members = await get<Page<TeamMember>>(d, "/user/listTeamMember?level=1&size=1");
    expect(members.result.total).toBe(2);
    expect(members.result.items).toEqual([{ id: f.user.id, contact: "fi***@yahoo.com", joinedAt: expect.any(String), active: false }]);
    const second = await get<Page<TeamMember>>(d, "/user/listTeamMember?level=1&size=1&page=2");
    expect(second.result.items.map((member) => [member.id, member.active])).toEqual([[e.user.id, true]]);
    expect((await get<Page<TeamMember>>(a, "/user/listTeamMember?level=3")).result.items.map((member) => member.contact)).toEqual(["do***@gmail.com"]);
    expect((await get(a, "/user/listTeamMember?level=4")).code).toBe(10100);
    expect((await get(a, "/user/listTeamMember?level=1&size=101")).code).toBe(10100);

    // Thirty days later D's trades no longer count, but a balance still does.
    clock.advance(31 * 86_400_000);
    const later = (await get<TeamSummary>(a, "/user/teamSummary")).result;
    expect(later.levels[2]?.earnings.month).toEqual([]);
    expect(later.levels[2]?.earnings.all).toEqual([{ currency: "USDT", amount: toPlain(earned) }]);
    expect(later.levels.map((level) => level.active)).toEqual([1, 1, 1]);

    const records = await get<Page<RebateRecord>>(a, "/user/listRebateRecord?size=2");
    expect(records.result.total).toBe((await rebateRows()).filter((row) => row.beneficiary_id === a.user.id).length);
    expect(records.result.items).toHaveLength(2);
    expect(records.result.items[0]).toMatchObject({ level: 3, source: "do***@gmail.com", currency: "USDT", type: "spot_fill", reference: expect.stringMatching(/^spot:\d+$/) });
    expect((await get<Page<RebateRecord>>(a, "/user/listRebateRecord?level=1")).result.total).toBe(0);
    expect((await get(a, "/user/listRebateRecord")).code).toBe(200);
    expect((await call(app, "GET", "/user/teamSummary")).code).toBe(401);
  });
});
