// Use cases of smart trading plans (issue 14, DESIGN §6), on the real book in USDT. No yield is
// created from nothing: every unit a plan pays was moved into the platform's `earn_reserve` by a
// finance entry from `cash`, and set aside for the plan (`earn_committed`) when it was bought.
//
// - buy: under the user's row lock (one purchase of a user at a time; 10024 read under it, the
//   partial unique index as backstop) and the reserve guard (purchases spend the free reserve in
//   turn), one entry moves the principal available → earn and the plan's maximum yield
//   earn_reserve → earn_committed;
// - settle (the accrual job, and an exit before it applies): under the plan's row lock, each due
//   day not yet paid gets its smart_plan_accruals row (primary key plan_id, day) and its entry
//   earn_committed → available (idempotency key smart_yield:<plan>:<day>); when the last day is
//   paid, the plan matures: principal earn → available, unused commitment → earn_reserve;
// - exit: under the plan's row lock, settle what is due (a plan whose last day is due matures
//   instead, and the exit answers 10017), then principal − penalty − income paid to available,
//   the penalty to fees, the clawed-back income and the unused commitment to the reserve.
import type { Book } from "@tradewind/api/accounts";
import type { SmartExit, SmartPlan, SmartPlanStatus, SmartProduct } from "@tradewind/api/earn";
import { smartRangeRateRule } from "@tradewind/api/earn";
import { invariant } from "@tradewind/domain/assert";
import { coveredAmountMax, dailyYield, dayEndsAt, dayRate, daysDue, exitFigures, maxPlanYield, smartCurrency } from "@tradewind/domain/earn";
import type { UserId } from "@tradewind/domain/ids";
import { Decimal, decimal, toPlain } from "@tradewind/domain/money";
import { textIn } from "@tradewind/i18n/language-texts";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { lockUser } from "../accounts/users-service.ts";
import * as ledger from "../ledger/service.ts";
import { announceNotifications, notify } from "../notifications/service.ts";
import type { Bus } from "../platform/bus.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import { getParam } from "../platform/params.ts";
import * as repository from "./repository.ts";
import type { PlanRow, ProductRow } from "./repository.ts";

export interface EarnDeps {
  db: Db;
  clock: Clock;
  /** Carries "your notifications changed" to the user's sockets; absent when no process serves `/ws`. */
  bus?: Bus | undefined;
}

/** The statement's kinds of the entries earn posts (packages/api statementKinds), and the reserve's funding. */
export const earnEntryKinds = { buy: "smart_buy", yield: "smart_yield", mature: "smart_mature", exit: "smart_exit", fund: "smart_reserve_fund" } as const;

/** The platform accounts behind every plan (real book, USDT). */
export const reserveAccount = { ownerId: null, currency: smartCurrency, kind: "earn_reserve" } as const;
export const committedAccount = { ownerId: null, currency: smartCurrency, kind: "earn_committed" } as const;
const feesAccount = { ownerId: null, currency: smartCurrency, kind: "fees" } as const;
const systemActor = "system:earn";

export function smartTarget(id: string): string {
  return `smart:${id}`;
}

const plain = (value: string | Decimal) => toPlain(decimal(value));
type Account = Parameters<typeof ledger.post>[1]["postings"][number]["account"];

/** Postings without their zero legs (a zero posting is not allowed; a 0 refund or unused commitment moves nothing). */
function legs(...moves: [Account, Decimal][]) {
  return moves.filter(([, amount]) => !amount.isZero()).map(([account, amount]) => ({ account, amount }));
}

function userAccount(userId: UserId, kind: "available" | "earn"): Account {
  return { ownerId: userId, currency: smartCurrency, kind };
}

// --- the reserve ---

export interface ReserveState {
  free: Decimal;
  committed: Decimal;
}

export async function reserveState(db: Db): Promise<ReserveState> {
  const [free, committed] = await Promise.all([ledger.balanceOf(db, { ...reserveAccount, book: "real" }), ledger.balanceOf(db, { ...committedAccount, book: "real" })]);
  return { free: decimal(free), committed: decimal(committed) };
}

// --- products ---

export function rateKindOf(row: Pick<ProductRow, "min_daily_rate" | "max_daily_rate">) {
  return decimal(row.min_daily_rate).equals(row.max_daily_rate) ? "fixed" : "range";
}

function productView(row: ProductRow, reserve: ReserveState, language: LanguageCode): SmartProduct {
  const rateKind = rateKindOf(row);
  const minAmount = decimal(row.min_amount);
  const name = textIn(row.names, language);
  return {
    id: row.id,
    name: name.text,
    nameFallback: name.fallback,
    description: textIn(row.descriptions, language).text,
    currency: smartCurrency,
    rateKind,
    minDailyRate: plain(row.min_daily_rate),
    maxDailyRate: plain(row.max_daily_rate),
    rateRule: rateKind === "range" ? smartRangeRateRule : null,
    minAmount: plain(minAmount),
    maxAmount: plain(row.max_amount),
    enabled: row.enabled,
    timeframes: [...row.days]
      .sort((a, b) => a - b)
      .map((days) => {
        const covered = coveredAmountMax(reserve.free, row.max_daily_rate, days, decimal(row.max_amount));
        return { days, coveredAmountMax: toPlain(covered), purchasable: row.enabled && covered.greaterThanOrEqualTo(minAmount) };
      }),
  };
}

/** The enabled products, each timeframe with what the free reserve can cover now, and the reserve. */
export async function listProducts(db: Db, language: LanguageCode) {
  const [rows, reserve] = await Promise.all([repository.products(db, { enabled: true }), reserveState(db)]);
  return {
    items: rows.map((row) => productView(row, reserve, language)),
    reserve: { currency: "USDT" as const, free: toPlain(reserve.free), committed: toPlain(reserve.committed) },
  };
}

// --- plans ---

const termsOf = (plan: PlanRow) => ({ minDailyRate: plan.min_daily_rate, maxDailyRate: plan.max_daily_rate });

/** The yield of day `day` of a plan: principal × that day's rate, rounded down. */
function yieldOfDay(plan: PlanRow, day: number): { rate: Decimal; amount: Decimal } {
  const rate = dayRate(termsOf(plan), plan.id, day);
  return { rate, amount: dailyYield(decimal(plan.amount), rate) };
}

/** What the plan pays held to maturity: every day's yield (each known in advance by the rule). */
function totalRevenue(plan: PlanRow): Decimal {
  if (rateKindOf(plan) === "fixed") return yieldOfDay(plan, 1).amount.times(plan.days);
  let total = new Decimal(0);
  for (let day = 1; day <= plan.days; day += 1) total = total.plus(yieldOfDay(plan, day).amount);
  return total;
}

export function planView(plan: PlanRow, language: LanguageCode): SmartPlan {
  const running = plan.status === "running";
  const productName = textIn(plan.product_names, language);
  const today = running ? yieldOfDay(plan, plan.days_paid + 1) : null;
  const started = new Date(plan.started_at);
  return {
    id: plan.id,
    orderNo: `SP${plan.id.padStart(6, "0")}`,
    productId: plan.product_id,
    productName: productName.text,
    productNameFallback: productName.fallback,
    rateKind: plan.rate_kind,
    minDailyRate: plain(plan.min_daily_rate),
    maxDailyRate: plain(plan.max_daily_rate),
    rateRule: plan.rate_kind === "range" ? smartRangeRateRule : null,
    amount: plain(plan.amount),
    days: plan.days,
    status: plan.status,
    dailyRate: today ? toPlain(today.rate) : null,
    dailyYield: today ? toPlain(today.amount) : null,
    totalRevenue: toPlain(totalRevenue(plan)),
    daysPaid: plan.days_paid,
    cumulativeIncome: plain(plan.income_paid),
    estimatedIncomeToday: today ? toPlain(today.amount) : "0",
    nextEarningsAt: running ? dayEndsAt(started, plan.days_paid + 1).getTime() : null,
    reserveCommitted: plain(plan.committed),
    startedAt: started.getTime(),
    maturesAt: new Date(plan.matures_at).getTime(),
    endedAt: plan.ended_at === null ? null : new Date(plan.ended_at).getTime(),
    exitPenalty: plan.exit_penalty === null ? null : plain(plan.exit_penalty),
    exitRefund: plan.exit_refund === null ? null : plain(plan.exit_refund),
  };
}

/** The name a notification carries: its row holds parameters, not the reader's language. */
function englishName(plan: PlanRow): string {
  return textIn(plan.product_names, "en").text;
}

export interface Purchase {
  productId: string;
  days: number;
  amount: string;
}

/**
 * Buys a plan, checking in the contract's order: real book (10160), a known product (10010),
 * enabled (10167), a timeframe it offers (10012), an amount within its range (10013); then under
 * the locks a running plan of this product (10024), the reserve's cover (10168), the balance (10011).
 */
export async function buyPlan(deps: EarnDeps, userId: UserId, book: Book, purchase: Purchase, language: LanguageCode): Promise<SmartPlan> {
  if (book !== "real") fail("realAccountRequired");
  const product = await repository.findProduct(deps.db, purchase.productId);
  if (!product) fail("smartProductWrong");
  if (!product.enabled) fail("smartTradingNotEnabled");
  if (!product.days.includes(purchase.days)) fail("noCorrespondingDays");
  const amount = decimal(purchase.amount);
  if (amount.lessThan(product.min_amount) || amount.greaterThan(product.max_amount) || amount.isZero()) fail("investmentAmountWrong");
  const committed = maxPlanYield(amount, product.max_daily_rate, purchase.days);
  const now = deps.clock.now();
  const plan = await deps.db.transaction().execute(async (tx) => {
    await lockUser(tx, userId);
    if (await repository.runningPlanOf(tx, userId, product.id)) fail("productAlreadyBought");
    await repository.lockReserveGuard(tx);
    if ((await reserveState(tx)).free.lessThan(committed)) fail("earnReserveInsufficient");
    const available = await ledger.balanceOf(tx, { ...userAccount(userId, "available"), book: "real" });
    if (decimal(available).lessThan(amount)) fail("insufficientBalanceRecharge");
    const inserted = await repository.insertPlan(tx, {
      user_id: userId,
      product_id: product.id,
      product_names: JSON.stringify(product.names),
      rate_kind: rateKindOf(product),
      min_daily_rate: product.min_daily_rate,
      max_daily_rate: product.max_daily_rate,
      amount: toPlain(amount),
      days: purchase.days,
      committed: toPlain(committed),
      next_due_at: dayEndsAt(now, 1),
      started_at: now,
      matures_at: dayEndsAt(now, purchase.days),
    });
    if (!inserted) fail("productAlreadyBought");
    await ledger.post(tx, {
      kind: earnEntryKinds.buy,
      book: "real",
      reference: smartTarget(inserted.id),
      idempotencyKey: `${earnEntryKinds.buy}:${inserted.id}`,
      actor: `user:${userId}`,
      postings: legs(
        [userAccount(userId, "available"), amount.negated()],
        [userAccount(userId, "earn"), amount],
        [reserveAccount, committed.negated()],
        [committedAccount, committed],
      ),
    });
    return inserted;
  });
  return planView(plan, language);
}

export async function listPlans(db: Db, userId: UserId, query: { page: number; size: number; status?: SmartPlanStatus | undefined }, language: LanguageCode) {
  const { rows, total } = await repository.plansPage(db, userId, query.status, { limit: query.size, offset: (query.page - 1) * query.size });
  return { items: rows.map((row) => planView(row, language)), total, page: query.page, size: query.size };
}

interface Settled {
  plan: PlanRow;
  daysPaid: number;
  matured: boolean;
}

/**
 * Pays every day of a locked, running plan that is due by `now` and not yet paid, then matures it
 * when its last day is paid. Runs inside the caller's transaction, which holds the plan's lock.
 */
async function settleLocked(tx: Db, locked: PlanRow, now: Date): Promise<Settled> {
  let plan = locked;
  const due = daysDue(new Date(plan.started_at), plan.days, now);
  let paid = 0;
  for (let day = plan.days_paid + 1; day <= due; day += 1) {
    const { rate, amount } = yieldOfDay(plan, day);
    const entry = amount.isZero()
      ? null
      : await ledger.post(tx, {
          kind: earnEntryKinds.yield,
          book: "real",
          reference: smartTarget(plan.id),
          idempotencyKey: `${earnEntryKinds.yield}:${plan.id}:${day}`,
          actor: systemActor,
          postings: legs([committedAccount, amount.negated()], [userAccount(plan.user_id, "available"), amount]),
        });
    const inserted = await repository.insertAccrual(tx, { plan_id: plan.id, day, rate: toPlain(rate), yield: toPlain(amount), entry_id: entry?.id ?? null, paid_at: now });
    invariant(inserted, `smart plan ${plan.id} day ${day} was paid under another holder of its lock`);
    plan = await repository.updatePlan(tx, plan.id, {
      days_paid: day,
      income_paid: toPlain(decimal(plan.income_paid).plus(amount)),
      next_due_at: dayEndsAt(new Date(plan.started_at), day + 1),
    });
    paid += 1;
  }
  if (plan.days_paid < plan.days) return { plan, daysPaid: paid, matured: false };
  const unused = decimal(plan.committed).minus(plan.income_paid);
  invariant(unused.greaterThanOrEqualTo(0), `smart plan ${plan.id} paid more than its commitment`);
  const principal = decimal(plan.amount);
  await ledger.post(tx, {
    kind: earnEntryKinds.mature,
    book: "real",
    reference: smartTarget(plan.id),
    idempotencyKey: `${earnEntryKinds.mature}:${plan.id}`,
    actor: systemActor,
    postings: legs([userAccount(plan.user_id, "earn"), principal.negated()], [userAccount(plan.user_id, "available"), principal], [committedAccount, unused.negated()], [reserveAccount, unused]),
  });
  plan = await repository.updatePlan(tx, plan.id, { status: "matured", ended_at: now, next_due_at: null });
  await notify(tx, {
    userId: plan.user_id,
    kind: "smart_plan_matured",
    book: "real",
    params: { product: englishName(plan), amount: plain(plan.amount), income: plain(plan.income_paid), coin: smartCurrency },
    reference: smartTarget(plan.id),
  });
  return { plan, daysPaid: paid, matured: true };
}

export interface AccrualRun {
  plans: number;
  daysPaid: number;
  matured: number;
}

/** Plans handled per query of the job; it repeats until none is due. */
const accrualBatch = 100;

/**
 * The accrual job: pays every due plan-day once and matures finished plans, catching up any
 * number of missed days. Safe to run at once on several processes: each plan is settled in its
 * own transaction under its row lock, and a paid day is a primary-key row. A plan that fails is
 * left for the next run and the others still settle; the run then fails naming it.
 */
export async function runAccrual(deps: EarnDeps): Promise<AccrualRun> {
  const now = deps.clock.now();
  const run: AccrualRun = { plans: 0, daysPaid: 0, matured: 0 };
  const seen = new Set<string>();
  const failed: { id: string; error: unknown }[] = [];
  for (;;) {
    const ids = (await repository.plansDue(deps.db, now, accrualBatch)).filter((id) => !seen.has(id));
    if (ids.length === 0) break;
    for (const id of ids) {
      seen.add(id);
      const settled = await deps.db
        .transaction()
        .execute(async (tx) => {
          const plan = await repository.lockPlan(tx, id);
          return plan?.status === "running" ? settleLocked(tx, plan, now) : null;
        })
        .catch((error: unknown) => {
          failed.push({ id, error });
          return null;
        });
      if (!settled || settled.daysPaid + Number(settled.matured) === 0) continue;
      run.plans += 1;
      run.daysPaid += settled.daysPaid;
      if (settled.matured) {
        run.matured += 1;
        if (deps.bus) announceNotifications(deps.bus, [settled.plan.user_id]);
      }
    }
  }
  if (failed.length > 0) throw new AggregateError(failed.map((failure) => failure.error), `smart plan accrual failed for plans ${failed.map((failure) => failure.id).join(", ")}`);
  return run;
}

// --- early exit ---

async function penaltyRate(db: Db): Promise<string> {
  return plain(await getParam(db, "smart_exit_penalty_rate"));
}

/**
 * The exit's figures for `plan` at `now`: the income counts the days due but not yet paid (the
 * exit pays them first), so preview and exit agree. 10017 when the plan is not running or its
 * last day is due (it matures instead).
 */
function exitOf(plan: PlanRow, rate: string, now: Date): { exit: SmartExit; clawback: Decimal } {
  const due = daysDue(new Date(plan.started_at), plan.days, now);
  if (plan.status !== "running" || due >= plan.days) fail("noCorrespondingPeriod");
  let income = decimal(plan.income_paid);
  for (let day = plan.days_paid + 1; day <= due; day += 1) income = income.plus(yieldOfDay(plan, day).amount);
  const figures = exitFigures(decimal(plan.amount), rate, income);
  const exit = { planId: plan.id, amount: plain(plan.amount), penaltyRate: rate, penalty: toPlain(figures.penalty), incomePaid: toPlain(income), refund: toPlain(figures.refund) };
  return { exit, clawback: figures.clawback };
}

function ownPlan(plan: PlanRow | undefined, userId: UserId): PlanRow {
  if (!plan || plan.user_id !== userId) fail("notFound");
  return plan;
}

export async function previewExit(deps: EarnDeps, userId: UserId, id: string): Promise<SmartExit> {
  const plan = ownPlan(await repository.findPlan(deps.db, id), userId);
  return exitOf(plan, await penaltyRate(deps.db), deps.clock.now()).exit;
}

/** Leaves a running plan early; whichever of an exit and a maturity locks the plan first wins, the other finds it ended. */
export async function exitPlan(deps: EarnDeps, userId: UserId, id: string, language: LanguageCode): Promise<{ plan: SmartPlan; exit: SmartExit }> {
  const rate = await penaltyRate(deps.db);
  const now = deps.clock.now();
  const done = await deps.db.transaction().execute(async (tx) => {
    const locked = ownPlan(await repository.lockPlan(tx, id), userId);
    const { exit, clawback } = exitOf(locked, rate, now);
    const { plan } = await settleLocked(tx, locked, now);
    invariant(decimal(plan.income_paid).equals(exit.incomePaid), `smart plan ${id} paid ${plan.income_paid}, the exit counted ${exit.incomePaid}`);
    const principal = decimal(plan.amount);
    const unused = decimal(plan.committed).minus(plan.income_paid);
    await ledger.post(tx, {
      kind: earnEntryKinds.exit,
      book: "real",
      reference: smartTarget(plan.id),
      idempotencyKey: `${earnEntryKinds.exit}:${plan.id}`,
      actor: `user:${userId}`,
      postings: legs(
        [userAccount(userId, "earn"), principal.negated()],
        [userAccount(userId, "available"), decimal(exit.refund)],
        [feesAccount, decimal(exit.penalty)],
        [committedAccount, unused.negated()],
        [reserveAccount, unused.plus(clawback)],
      ),
    });
    const ended = await repository.updatePlan(tx, plan.id, { status: "exited", ended_at: now, next_due_at: null, exit_penalty: exit.penalty, exit_refund: exit.refund });
    await notify(tx, {
      userId,
      kind: "smart_plan_exited",
      book: "real",
      params: { product: englishName(ended), amount: exit.amount, penalty: exit.penalty, income: exit.incomePaid, refund: exit.refund, coin: smartCurrency },
      reference: smartTarget(ended.id),
    });
    return { plan: planView(ended, language), exit };
  });
  if (deps.bus) announceNotifications(deps.bus, [userId]);
  return done;
}
