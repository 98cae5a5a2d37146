// Smart trading plans through HTTP and the accrual job (issue 14): the public list and its reserve
// coverage, finance funding the reserve (audited, cash → earn_reserve), every catalogued refusal
// of a purchase with nothing written, a purchase committing the plan's maximum yield, each day
// paid once with the clock advanced (missed days caught up, two jobs at once and a restart pay
// once), maturity returning principal and unused commitment, an early exit previewed then applied
// with the same figures, two exits racing, an exit racing maturity, and the development clock.
// The ledger check runs after every test; on PostgreSQL the races are real.
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminSmartProduct, EarnReserve } from "@tradewind/api/admin/earn";
import type { SmartExit, SmartPlan, SmartProduct } from "@tradewind/api/earn";
import { userId as asUserId, type UserId } from "@tradewind/domain/ids";
import type { PlatformAccountKind } from "@tradewind/domain/ledger-kinds";
import { decimal, toPlain } from "@tradewind/domain/money";
import { languages } from "@tradewind/i18n/languages";
import { adminCall, signInAgain, signInOperator, type OperatorSession } from "../admin/testing.ts";
import { buildApp } from "../app.ts";
import * as ledger from "../ledger/service.ts";
import { loadConfig } from "../platform/config.ts";
import { offsetClock } from "../platform/dev-clock.ts";
import { languageTexts } from "../testing/language-texts.ts";
import { call, databaseUnavailable, expectLedgerSound, notificationsOf, registerUser, testApp, testDatabase, type TestApp } from "../testing/harness.ts";
import { reserveForOffice } from "./back-office-service.ts";
import { runAccrual } from "./service.ts";

type User = Awaited<ReturnType<typeof registerUser>>;
const day = 86_400_000;
const descriptions = languageTexts("Test product", { ja: "テスト" });

describe.skipIf(databaseUnavailable)("smart trading plans", () => {
  let t: TestApp;
  let finance: OperatorSession;
  let fixed: AdminSmartProduct;
  let range: AdminSmartProduct;

  const deps = () => ({ db: t.db, clock: t.clock });
  const accrue = () => runAccrual(deps());

  async function createProduct(fields: Record<string, unknown>) {
    const created = await adminCall<{ auditId: string; product: AdminSmartProduct }>(
      t.app,
      "POST",
      "/earn/products",
      { names: languageTexts("Weekly"), days: [7], rate: { kind: "fixed", dailyRate: "0.001" }, minAmount: "100", maxAmount: "10000", enabled: true, descriptions, reason: "new product", ...fields },
      { token: finance.token },
    );
    expect(created.code, created.message).toBe(200);
    return created.result.product;
  }

  const fund = (amount: string, headers?: Record<string, string>) =>
    adminCall<{ auditId: string; reserve: EarnReserve; entryId: string }>(t.app, "POST", "/earn/reserve/fund", { amount, reason: "treasury transfer 42" }, { token: finance.token, ...(headers ? { headers } : {}) });
  /** The reserve as finance sees it (read directly: tests move the clock past operator sessions). */
  const reserve = () => reserveForOffice(t.db);

  beforeAll(async () => {
    t = await testApp();
    finance = await signInOperator(t, ["finance"]);
    fixed = await createProduct({});
    range = await createProduct({ names: languageTexts("Ranged", { ja: "レンジ" }), days: [5, 10], rate: { kind: "range", minDailyRate: "0.001", maxDailyRate: "0.003" } });
  }, 60_000);
  // Tests move the clock by days, past an operator session's 8 hours.
  beforeEach(async () => {
    finance = await signInAgain(t, finance);
  });
  afterEach(() => expectLedgerSound(t.db));
  afterAll(() => t.close());

  /** A user whose real book holds `amount` USDT (a cash credit, as a confirmed deposit makes). */
  async function fundedUser(amount: string): Promise<User> {
    const user = await registerUser(t.app);
    await t.db.transaction().execute((tx) =>
      ledger.post(tx, {
        kind: "deposit",
        book: "real",
        actor: "test",
        postings: [
          { account: { ownerId: null, currency: "USDT", kind: "cash" }, amount: decimal(amount).negated() },
          { account: { ownerId: user.user.id, currency: "USDT", kind: "available" }, amount: decimal(amount) },
        ],
      }),
    );
    return user;
  }

  const buy = (user: User, body: Record<string, unknown>, options: { book?: "demo" | "real"; headers?: Record<string, string> } = {}) =>
    call<{ plan: SmartPlan; notice: number }>(t.app, "POST", "/order/buySmart", body, { token: user.token, book: options.book ?? "real", ...(options.headers ? { headers: options.headers } : {}) });
  const plans = async (user: User) => (await call<{ items: SmartPlan[] }>(t.app, "GET", "/order/listSmartOrder", undefined, { token: user.token })).result.items;
  const preview = (user: User, id: string) => call<SmartExit>(t.app, "GET", `/order/previewSmartExit/${id}`, undefined, { token: user.token });
  const exit = (user: User, id: string) => call<{ plan: SmartPlan; exit: SmartExit }>(t.app, "POST", "/order/exitSmart", { id }, { token: user.token });
  const available = (user: User) => ledger.balanceOf(t.db, { ownerId: user.user.id, book: "real", currency: "USDT", kind: "available" }).then(toPlain);
  const earnBalance = (user: User) => ledger.balanceOf(t.db, { ownerId: user.user.id, book: "real", currency: "USDT", kind: "earn" }).then(toPlain);
  const platform = (kind: PlatformAccountKind) => ledger.balanceOf(t.db, { ownerId: null, book: "real", currency: "USDT", kind }).then(toPlain);
  const accruals = async (planId: string) => (await sql<{ day: number; rate: string; yield: string }>`select day, rate::text, yield::text from smart_plan_accruals where plan_id = ${planId} order by day`.execute(t.db)).rows;
  const kindsOf = async (user: User) => {
    const lines = await call<{ items: { kind: string }[] }>(t.app, "GET", "/user/listStatement?size=100", undefined, { token: user.token, book: "real" });
    return lines.result.items.map((line) => line.kind);
  };

  it("seeds its products with a name and a description in all ten languages", async () => {
    const seeded = await sql<{ names: Record<string, string>; descriptions: Record<string, string> }>`select names, descriptions from smart_products where names ->> 'en' in ('Steady', 'Balanced') order by id`.execute(t.db);
    expect(seeded.rows).toHaveLength(2);
    for (const row of seeded.rows) {
      for (const { code } of languages) {
        expect(row.names[code], `${row.names.en} ${code}`).toMatch(/\S/);
        expect(row.descriptions[code], `${row.names.en} ${code}`).toMatch(/\S/);
      }
    }
  });

  it("lists the seeded and created products publicly, with coverage 0 while the reserve is empty", async () => {
    const listed = await call<{ items: SmartProduct[]; reserve: { free: string; committed: string } }>(t.app, "GET", "/index/listSmartProducts", undefined, { lang: "ja" });
    expect(listed.code).toBe(200);
    expect(listed.result.reserve).toEqual({ currency: "USDT", free: "0", committed: "0" });
    const names = listed.result.items.map((item) => item.name);
    // The seed's products are named in Japanese; "Weekly" has only its English name, flagged.
    expect(names).toEqual(expect.arrayContaining(["安定型", "バランス型", "Weekly", "レンジ"]));
    expect(listed.result.items.find((item) => item.id === fixed.id)).toMatchObject({ name: "Weekly", nameFallback: true });
    const ranged = listed.result.items.find((item) => item.id === range.id);
    expect(ranged).toMatchObject({ nameFallback: false, rateKind: "range", minDailyRate: "0.001", maxDailyRate: "0.003", description: "テスト", timeframes: [{ days: 5, coveredAmountMax: "0", purchasable: false }, { days: 10, coveredAmountMax: "0", purchasable: false }] });
    expect(ranged?.rateRule).toContain("SHA-256");
    expect(listed.result.items.find((item) => item.id === fixed.id)?.rateRule).toBeNull();
  });

  it("refuses a purchase the reserve cannot cover (10168), then finance funds it from cash, audited", async () => {
    const user = await fundedUser("5000");
    expect((await buy(user, { productId: fixed.id, days: 7, amount: "1000" })).code).toBe(10168);
    const cashBefore = await platform("cash");
    const funded = await fund("1000");
    expect(funded.code).toBe(200);
    expect(funded.result.reserve).toMatchObject({ balance: "1000", free: "1000", committed: "0", coverage: null });
    expect((await adminCall<EarnReserve>(t.app, "GET", "/earn/reserve", undefined, { token: finance.token })).result).toEqual(await reserve());
    expect(await platform("cash")).toBe(String(Number(cashBefore) - 1000));
    const audit = await sql<{ action: string; reason: string }>`select action, reason from audit_log where id = ${funded.result.auditId}`.execute(t.db);
    expect(audit.rows[0]).toEqual({ action: "earn.reserve.fund", reason: "treasury transfer 42" });
    expect((await fund("0")).code).toBe(10013);
    expect((await fund("1.0000001")).code).toBe(10013);
    const listed = await call<{ items: SmartProduct[] }>(t.app, "GET", "/index/listSmartProducts");
    // 1000 free covers 1000 / (0.001 × 7) ≈ 142857 of principal, capped at the product's 10000.
    expect(listed.result.items.find((item) => item.id === fixed.id)?.timeframes).toEqual([{ days: 7, coveredAmountMax: "10000", purchasable: true }]);
  });

  it("answers every catalogued refusal of a purchase and writes nothing", async () => {
    const user = await fundedUser("150");
    const disabled = await createProduct({ names: languageTexts("Paused"), enabled: false });
    const base = { productId: fixed.id, days: 7, amount: "100" };
    const cases: [Record<string, unknown>, number, "demo" | "real"][] = [
      [base, 10160, "demo"],
      [{ ...base, productId: "999999" }, 10010, "real"],
      [{ ...base, productId: "abc" }, 10010, "real"],
      [{ ...base, productId: disabled.id }, 10167, "real"],
      [{ ...base, days: 14 }, 10012, "real"],
      [{ ...base, days: 0 }, 10012, "real"],
      [{ ...base, days: 1.5 }, 10012, "real"],
      [{ ...base, amount: "99.999999" }, 10013, "real"],
      [{ ...base, amount: "10000.000001" }, 10013, "real"],
      [{ ...base, amount: "100.0000001" }, 10013, "real"],
      [{ ...base, amount: "-100" }, 10013, "real"],
      [{ ...base, amount: "1e3" }, 10013, "real"],
      [{ ...base, amount: "0" }, 10013, "real"],
      [{ ...base, amount: "200" }, 10011, "real"],
    ];
    for (const [body, code, book] of cases) expect((await buy(user, body, { book })).code, JSON.stringify(body)).toBe(code);
    expect(await plans(user)).toEqual([]);
    expect(await available(user)).toBe("150");
  });

  it("buys a plan: principal to earn, the maximum yield committed from the reserve; a second running plan of the product is 10024", async () => {
    const user = await fundedUser("3000");
    const before = await reserve();
    const bought = await buy(user, { productId: range.id, days: 10, amount: "1000" }, { headers: { "idempotency-key": "buy-range-1" } });
    expect(bought.code).toBe(200);
    expect(bought.result.notice).toBe(20004);
    const plan = bought.result.plan;
    expect(plan).toMatchObject({ status: "running", amount: "1000", days: 10, daysPaid: 0, cumulativeIncome: "0", reserveCommitted: "30", rateKind: "range" });
    expect(plan.nextEarningsAt).toBe(plan.startedAt + day);
    expect(plan.maturesAt).toBe(plan.startedAt + 10 * day);
    expect(Number(plan.dailyRate)).toBeGreaterThanOrEqual(0.001);
    expect(Number(plan.dailyRate)).toBeLessThanOrEqual(0.003);
    expect(plan.estimatedIncomeToday).toBe(plan.dailyYield);
    // The replay answers the same plan and moves nothing more.
    const replay = await buy(user, { productId: range.id, days: 10, amount: "1000" }, { headers: { "idempotency-key": "buy-range-1" } });
    expect(replay.result.plan.id).toBe(plan.id);
    expect(await available(user)).toBe("2000");
    expect(await earnBalance(user)).toBe("1000");
    expect(await reserve()).toMatchObject({ free: String(Number(before.free) - 30), committed: String(Number(before.committed) + 30) });
    expect((await buy(user, { productId: range.id, days: 5, amount: "500" })).code).toBe(10024);
    expect(await kindsOf(user)).toContain("smart_buy");
  });

  it("pays each day once as the clock passes, catches up missed days, and matures with principal and unused commitment back", async () => {
    const user = await fundedUser("1000");
    const bought = await buy(user, { productId: fixed.id, days: 7, amount: "1000" });
    expect(bought.code).toBe(200);
    const id = bought.result.plan.id;
    await accrue();
    expect(await accruals(id)).toEqual([]);
    const reserveBefore = await reserve();
    t.clock.advance(day);
    await accrue();
    expect(await available(user)).toBe("1");
    let [plan] = await plans(user);
    expect(plan).toMatchObject({ daysPaid: 1, cumulativeIncome: "1", dailyYield: "1", totalRevenue: "7", status: "running" });
    // Three days of downtime: the next run pays all three.
    t.clock.advance(3 * day);
    await accrue();
    expect((await accruals(id)).map((row) => [row.day, Number(row.yield)])).toEqual([1, 2, 3, 4].map((d) => [d, 1]));
    t.clock.advance(10 * day);
    await accrue();
    // Two weeks passed: the user's 7-day session ended, so they sign in again.
    const signedIn = await call<{ token: string }>(t.app, "POST", "/login/login", { account: user.username, password: user.password });
    expect(signedIn.code).toBe(200);
    user.token = signedIn.result.token;
    [plan] = await plans(user);
    expect(plan).toMatchObject({ status: "matured", daysPaid: 7, cumulativeIncome: "7", nextEarningsAt: null, dailyYield: null, estimatedIncomeToday: "0" });
    expect(await available(user)).toBe("1007");
    expect(await earnBalance(user)).toBe("0");
    // A fixed rate uses its whole commitment: nothing of it comes back, nothing stays committed
    // (earlier tests' plans settle in the same runs, so the reserve is compared through the ledger).
    expect(reserveBefore.committed).not.toBe("0");
    const maturity = await sql<{ n: string }>`select count(*)::text as n from journal_entries e join postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id where e.kind = 'smart_mature' and e.reference = ${`smart:${id}`} and a.kind in ('earn_reserve', 'earn_committed')`.execute(t.db);
    expect(maturity.rows[0]?.n).toBe("0");
    const kinds = await kindsOf(user);
    expect(kinds.filter((kind) => kind === "smart_yield")).toHaveLength(7);
    expect(kinds).toContain("smart_mature");
    expect((await notificationsOf(t.app, user.token)).map((n) => [n.kind, n.params.amount, n.params.income])).toEqual([["smart_plan_matured", "1000", "7"]]);
    expect(await accrue()).toEqual({ plans: 0, daysPaid: 0, matured: 0 });
  });

  it("returns the unused commitment of a range plan to the reserve, each day's recorded rate by the rule", async () => {
    const user = await fundedUser("1000");
    await accrue();
    const bought = await buy(user, { productId: range.id, days: 5, amount: "1000" });
    const before = await reserve();
    t.clock.advance(5 * day);
    // Only this plan is running now (the earlier ones ended), so the reserve moves by it alone.
    await accrue();
    const rows = await accruals(bought.result.plan.id);
    expect(rows).toHaveLength(5);
    const income = rows.reduce((sum, row) => sum + Number(row.yield), 0);
    for (const row of rows) expect(Number(row.yield)).toBeCloseTo(1000 * Number(row.rate), 6);
    const [plan] = await plans(user);
    expect(Number(plan?.cumulativeIncome)).toBeCloseTo(income, 6);
    expect(Number(plan?.totalRevenue)).toBeCloseTo(income, 6);
    const after = await reserve();
    // Committed 15 (1000 × 0.003 × 5); what was not paid went back to the free reserve.
    expect(Number(after.committed)).toBeCloseTo(Number(before.committed) - 15, 6);
    expect(Number(after.free)).toBeCloseTo(Number(before.free) + 15 - income, 6);
  });

  it("pays a day once when two jobs run at once and again after a restart", async () => {
    const users = await Promise.all([fundedUser("500"), fundedUser("500"), fundedUser("500")]);
    const ids: string[] = [];
    for (const user of users) ids.push((await buy(user, { productId: fixed.id, days: 7, amount: "500" })).result.plan.id);
    t.clock.advance(2 * day + 1000);
    await Promise.all([accrue(), accrue(), runAccrual({ db: t.db, clock: t.clock })]);
    // A restarted process: a fresh job over the same database finds nothing due.
    expect(await runAccrual({ db: t.db, clock: t.clock })).toEqual({ plans: 0, daysPaid: 0, matured: 0 });
    for (const id of ids) expect((await accruals(id)).map((row) => row.day)).toEqual([1, 2]);
    const entries = await sql<{ n: string }>`select count(*)::text as n from journal_entries where kind = 'smart_yield' and reference in (${sql.join(ids.map((id) => `smart:${id}`))})`.execute(t.db);
    expect(entries.rows[0]?.n).toBe("6");
    for (const user of users) expect(await available(user)).toBe("1");
  });

  it("previews an early exit and applies exactly those figures: penalty to fees, income clawed back, the rest to the reserve", async () => {
    const user = await fundedUser("1000");
    const other = await fundedUser("0.5");
    const id = (await buy(user, { productId: fixed.id, days: 7, amount: "1000" })).result.plan.id;
    t.clock.advance(2 * day);
    await accrue();
    // A day due but not yet paid counts too: the exit pays it before leaving.
    t.clock.advance(day);
    const shown = await preview(user, id);
    expect(shown.code).toBe(200);
    expect(shown.result).toEqual({ planId: id, amount: "1000", penaltyRate: "0.05", penalty: "50", incomePaid: "3", refund: "947" });
    expect((await preview(other, id)).code).toBe(10118);
    expect((await exit(other, id)).code).toBe(10118);
    const fees = Number(await platform("fees"));
    const before = await reserve();
    const applied = await exit(user, id);
    expect(applied.code).toBe(200);
    expect(applied.result.exit).toEqual(shown.result);
    expect(applied.result.plan).toMatchObject({ status: "exited", exitPenalty: "50", exitRefund: "947", daysPaid: 3, cumulativeIncome: "3" });
    expect(await available(user)).toBe("950");
    expect(await earnBalance(user)).toBe("0");
    expect(Number(await platform("fees"))).toBeCloseTo(fees + 50, 6);
    // Committed 7, of which 2 were paid before: day 3 is paid from it, the 4 unused and the 3
    // clawed back from the principal go to the free reserve.
    const after = await reserve();
    expect(Number(after.free)).toBeCloseTo(Number(before.free) + 7, 6);
    expect(Number(after.committed)).toBeCloseTo(Number(before.committed) - 5, 6);
    expect((await exit(user, id)).code).toBe(10017);
    expect((await preview(user, id)).code).toBe(10017);
    expect(await kindsOf(user)).toContain("smart_exit");
    expect((await notificationsOf(t.app, user.token))[0]).toMatchObject({ kind: "smart_plan_exited", params: { penalty: "50", refund: "947", income: "3" } });
  });

  it("lets one of two racing exits through, and a maturity wins over an exit once the last day is due", async () => {
    const user = await fundedUser("2000");
    const first = (await buy(user, { productId: fixed.id, days: 7, amount: "1000" })).result.plan.id;
    const second = (await buy(user, { productId: range.id, days: 5, amount: "1000" })).result.plan.id;
    const raced = await Promise.all([exit(user, first), exit(user, first)]);
    expect(raced.map((reply) => reply.code).sort((a, b) => a - b)).toEqual([200, 10017]);
    t.clock.advance(5 * day);
    const [exited] = await Promise.all([exit(user, second), accrue()]);
    expect(exited.code).toBe(10017);
    expect((await plans(user)).map((plan) => plan.status)).toEqual(["matured", "exited"]);
    expect(await earnBalance(user)).toBe("0");
  });

  it("settles the other plans when one fails, and names the failed one; it is paid on a later run", async () => {
    const [healthy, broken] = [await fundedUser("300"), await fundedUser("300")];
    const good = (await buy(healthy, { productId: fixed.id, days: 7, amount: "300" })).result.plan.id;
    const bad = (await buy(broken, { productId: fixed.id, days: 7, amount: "300" })).result.plan.id;
    await sql`update smart_plans set min_daily_rate = 0 where id = ${bad}`.execute(t.db);
    t.clock.advance(day);
    await expect(accrue()).rejects.toThrow(`plans ${bad}`);
    expect(await accruals(good)).toHaveLength(1);
    expect(await accruals(bad)).toHaveLength(0);
    await sql`update smart_plans set min_daily_rate = max_daily_rate where id = ${bad}`.execute(t.db);
    await accrue();
    expect(await accruals(bad)).toHaveLength(1);
    // Both leave, so the later tests' runs see only their own plans.
    expect((await exit(healthy, good)).code).toBe(200);
    expect((await exit(broken, bad)).code).toBe(200);
  });

  it("lets finance edit products without touching running plans; inconsistent settings are 10169", async () => {
    const user = await fundedUser("500");
    const edited = await createProduct({ names: languageTexts("Editable") });
    const bought = await buy(user, { productId: edited.id, days: 7, amount: "200" });
    const update = (fields: Record<string, unknown>) =>
      adminCall<{ product: AdminSmartProduct }>(
        t.app,
        "POST",
        `/earn/products/${edited.id}`,
        { names: languageTexts("Editable"), days: [7, 30], rate: { kind: "fixed", dailyRate: "0.002" }, minAmount: "100", maxAmount: "10000", enabled: true, descriptions, reason: "rate change", ...fields },
        { token: finance.token },
      );
    const changed = await update({});
    expect(changed.code).toBe(200);
    expect(changed.result.product).toMatchObject({ days: [7, 30], minDailyRate: "0.002", runningPlans: 1, runningAmount: "200" });
    expect((await plans(user))[0]).toMatchObject({ id: bought.result.plan.id, minDailyRate: "0.001", dailyYield: "0.2" });
    for (const fields of [
      { rate: { kind: "range", minDailyRate: "0.002", maxDailyRate: "0.002" } },
      { rate: { kind: "fixed", dailyRate: "0.06" } },
      { rate: { kind: "fixed", dailyRate: "0" } },
      { minAmount: "500", maxAmount: "100" },
      { days: [7, 7] },
      { days: [] },
      { descriptions: { ...descriptions, en: "" } },
      { names: languageTexts("") },
    ]) {
      expect((await update(fields)).code, JSON.stringify(fields)).toBe(10169);
    }
    expect((await adminCall(t.app, "POST", "/earn/products/999999", { names: languageTexts("X"), days: [7], rate: { kind: "fixed", dailyRate: "0.001" }, minAmount: "1", maxAmount: "2", enabled: true, descriptions, reason: "missing one" }, { token: finance.token })).code).toBe(10010);
    const listed = await adminCall<{ items: AdminSmartProduct[] }>(t.app, "GET", "/earn/products", undefined, { token: finance.token });
    expect(listed.result.items.find((item) => item.id === edited.id)?.minDailyRate).toBe("0.002");
  });

  it("names the seeded products and a bought plan in a Japanese and an Arabic reader's language", async () => {
    const list = async (lang: string) => (await call<{ items: SmartProduct[] }>(t.app, "GET", "/index/listSmartProducts", undefined, { lang })).result.items;
    // Listed by id: the seed's two come first.
    const seeded = async (lang: string) => (await list(lang)).slice(0, 2);
    expect((await seeded("ja")).map(({ name, nameFallback }) => ({ name, nameFallback }))).toEqual([{ name: "安定型", nameFallback: false }, { name: "バランス型", nameFallback: false }]);
    expect((await seeded("ar")).map(({ name, nameFallback }) => ({ name, nameFallback }))).toEqual([{ name: "مستقر", nameFallback: false }, { name: "متوازن", nameFallback: false }]);
    const named = await createProduct({ names: languageTexts("Harbour", { ja: "ハーバー", ar: "الميناء" }) });
    expect((await fund("100")).code).toBe(200);
    const user = await fundedUser("100");
    const bought = await call<{ plan: SmartPlan }>(t.app, "POST", "/order/buySmart", { productId: named.id, days: 7, amount: "100" }, { token: user.token, book: "real", lang: "ar" });
    expect(bought.result.plan).toMatchObject({ productName: "الميناء", productNameFallback: false });
    const plansIn = async (lang: string) => (await call<{ items: SmartPlan[] }>(t.app, "GET", "/order/listSmartOrder", undefined, { token: user.token, lang })).result.items[0];
    expect(await plansIn("ja")).toMatchObject({ productName: "ハーバー", productNameFallback: false });
    // A language without its name reads English, flagged.
    expect(await plansIn("de")).toMatchObject({ productName: "Harbour", productNameFallback: true });
    expect(await plansIn("en")).toMatchObject({ productName: "Harbour", productNameFallback: false });
    expect((await exit(user, bought.result.plan.id)).code).toBe(200);
  });

  it("stores every language of a product's name when finance edits it, audited", async () => {
    const product = await createProduct({ names: languageTexts("Ten tongues") });
    const names = { en: "Harvest", ja: "ハーベスト", ko: "하베스트", de: "Ernte", fr: "Moisson", it: "Raccolto", es: "Cosecha", ar: "الحصاد", hk: "豐收", zh: "丰收" };
    const body = { names, days: [7], rate: { kind: "fixed", dailyRate: "0.001" }, minAmount: "100", maxAmount: "10000", enabled: true, descriptions, reason: "translated the name" };
    const updated = await adminCall<{ auditId: string; product: AdminSmartProduct }>(t.app, "POST", `/earn/products/${product.id}`, body, { token: finance.token });
    expect(updated.code, updated.message).toBe(200);
    expect(updated.result.product).toMatchObject({ name: "Harvest", names });
    const audit = await sql<{ action: string; before: { names: Record<string, string> }; after: { names: Record<string, string> } }>`select action, before, after from audit_log where id = ${updated.result.auditId}`.execute(t.db);
    expect(audit.rows[0]).toMatchObject({ action: "earn.product.update", before: { names: { en: "Ten tongues", ja: "" } }, after: { names } });
    for (const [lang, name] of Object.entries(names)) {
      const listed = await call<{ items: SmartProduct[] }>(t.app, "GET", "/index/listSmartProducts", undefined, { lang });
      expect(listed.result.items.find((item) => item.id === product.id), lang).toMatchObject({ name, nameFallback: false });
    }
  });
});

describe.skipIf(databaseUnavailable)("the development clock", () => {
  it("is not mounted without DEV_CLOCK", async () => {
    const t = await testApp();
    try {
      expect((await call(t.app, "GET", "/dev/clock")).code).toBe(10118);
      expect((await call(t.app, "POST", "/dev/clock", { advanceSeconds: 60 })).code).toBe(10118);
    } finally {
      await t.close();
    }
  });

  it("moves the server's time forward and runs the due jobs at once", async () => {
    const { db, drop } = await testDatabase();
    const start = new Date("2026-11-23T08:00:00Z");
    const clock = offsetClock({ now: () => start });
    const config = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DEV_CLOCK: "true" }), databaseUrl: undefined };
    const app = await buildApp({ config, db, clock, devClock: clock, rateLimitPerMinute: 100_000 });
    try {
      const user = await registerUser(app);
      const owner: UserId = asUserId(user.user.id);
      await db.transaction().execute(async (tx) => {
        await ledger.post(tx, { kind: "deposit", book: "real", actor: "test", postings: [{ account: { ownerId: null, currency: "USDT", kind: "cash" }, amount: decimal("-1000") }, { account: { ownerId: owner, currency: "USDT", kind: "available" }, amount: decimal("1000") }] });
        await ledger.post(tx, { kind: "smart_reserve_fund", book: "real", actor: "test", postings: [{ account: { ownerId: null, currency: "USDT", kind: "cash" }, amount: decimal("-100") }, { account: { ownerId: null, currency: "USDT", kind: "earn_reserve" }, amount: decimal("100") }] });
      });
      const products = await call<{ items: SmartProduct[] }>(app, "GET", "/index/listSmartProducts");
      const steady = products.result.items.find((item) => item.name === "Steady");
      expect(steady?.timeframes[0]?.purchasable).toBe(true);
      expect((await call(app, "POST", "/order/buySmart", { productId: steady?.id, days: 7, amount: "500" }, { token: user.token, book: "real" })).code).toBe(200);
      expect((await call(app, "POST", "/dev/clock", { advanceSeconds: -1 })).code).toBe(10100);
      const moved = await call<{ now: number; offsetSeconds: number; jobs: { name: string; ok: boolean }[] }>(app, "POST", "/dev/clock", { advanceSeconds: 86_400 });
      expect(moved.result).toMatchObject({ now: start.getTime() + day, offsetSeconds: 86_400 });
      expect(moved.result.jobs).toContainEqual({ name: "earn.accrual", ok: true });
      expect(moved.result.jobs.every((job) => job.ok)).toBe(true);
      const listed = await call<{ items: SmartPlan[] }>(app, "GET", "/order/listSmartOrder", undefined, { token: user.token });
      expect(listed.result.items[0]).toMatchObject({ daysPaid: 1, cumulativeIncome: "0.5" });
      expect((await call<{ offsetSeconds: number }>(app, "GET", "/dev/clock")).result.offsetSeconds).toBe(86_400);
      await expectLedgerSound(db);
    } finally {
      await app.close();
      await drop();
    }
  });
});
