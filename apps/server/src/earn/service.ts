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
import type { SmartPlanReply, SmartPlanStatus, SmartProductReply } from "@tradewind/api/earn";
import { smartRangeRateRule } from "@tradewind/api/earn";
import { invariant } from "@tradewind/domain/assert";
import { coveredAmountMax, dailyYield, dayEndsAt, dayRate, daysDue, exitFigures, maxPlanYield, smartCurrency } from "@tradewind/domain/earn";
import type { UserId } from "@tradewind/domain/ids";
import { asAmount, Decimal, toPlain, type Amount } from "@tradewind/domain/money";
import { textIn } from "@tradewind/i18n/language-texts";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { lockUser } from "../accounts/users-service.ts";
import * as ledger from "../ledger/service.ts";
import { announceNotifications, notify } from "../notifications/service.ts";
import type { Bus } from "../platform/bus.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import { replied } from "../platform/idempotency.ts";
import { decimalParam } from "../platform/params.ts";
import * as repository from "./repository.ts";
import type { Plan, Product, RateRange } from "./repository.ts";

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
  return { free, committed };
}

// --- products ---

export function rateKindOf(range: RateRange) {
  return range.minDailyRate.equals(range.maxDailyRate) ? "fixed" : "range";
}

function productView(product: Product, reserve: ReserveState, language: LanguageCode): SmartProductReply {
  const rateKind = rateKindOf(product);
  const name = textIn(product.names, language);
  return {
    id: product.id,
    name: name.text,
    nameFallback: name.fallback,
    description: textIn(product.descriptions, language).text,
    currency: smartCurrency,
    rateKind,
    minDailyRate: product.minDailyRate,
    maxDailyRate: product.maxDailyRate,
    rateRule: rateKind === "range" ? smartRangeRateRule : null,
    minAmount: product.minAmount,
    maxAmount: product.maxAmount,
    enabled: product.enabled,
    timeframes: [...product.days]
      .sort((a, b) => a - b)
      .map((days) => {
        const covered = coveredAmountMax(reserve.free, product.maxDailyRate, days, product.maxAmount);
        return { days, coveredAmountMax: covered, purchasable: product.enabled && covered.greaterThanOrEqualTo(product.minAmount) };
      }),
  };
}

/** The enabled products, each timeframe with what the free reserve can cover now, and the reserve. */
export async function listProducts(db: Db, language: LanguageCode) {
  const [products, reserve] = await Promise.all([repository.products(db, { enabled: true }), reserveState(db)]);
  return {
    items: products.map((product) => productView(product, reserve, language)),
    reserve: { currency: "USDT" as const, free: reserve.free, committed: reserve.committed },
  };
}

// --- plans ---

/** The yield of day `day` of a plan: principal × that day's rate, rounded down. */
function yieldOfDay(plan: Plan, day: number): { rate: Decimal; amount: Decimal } {
  const rate = dayRate(plan, plan.id, day);
  return { rate, amount: dailyYield(plan.amount, rate) };
}

/** What the plan pays held to maturity: every day's yield (each known in advance by the rule). */
function totalRevenue(plan: Plan): Decimal {
  if (rateKindOf(plan) === "fixed") return yieldOfDay(plan, 1).amount.times(plan.days);
  let total = new Decimal(0);
  for (let day = 1; day <= plan.days; day += 1) total = total.plus(yieldOfDay(plan, day).amount);
  return total;
}

export function planView(plan: Plan, language: LanguageCode): SmartPlanReply {
  const running = plan.status === "running";
  const productName = textIn(plan.productNames, language);
  const today = running ? yieldOfDay(plan, plan.daysPaid + 1) : null;
  return {
    id: plan.id,
    orderNo: `SP${plan.id.padStart(6, "0")}`,
    productId: plan.productId,
    productName: productName.text,
    productNameFallback: productName.fallback,
    rateKind: plan.rateKind,
    minDailyRate: plan.minDailyRate,
    maxDailyRate: plan.maxDailyRate,
    rateRule: plan.rateKind === "range" ? smartRangeRateRule : null,
    amount: plan.amount,
    days: plan.days,
    status: plan.status,
    dailyRate: today ? today.rate : null,
    dailyYield: today ? today.amount : null,
    totalRevenue: totalRevenue(plan),
    daysPaid: plan.daysPaid,
    cumulativeIncome: plan.incomePaid,
    estimatedIncomeToday: today ? today.amount : "0",
    nextEarningsAt: running ? dayEndsAt(plan.startedAt, plan.daysPaid + 1).getTime() : null,
    reserveCommitted: plan.committed,
    startedAt: plan.startedAt.getTime(),
    maturesAt: plan.maturesAt.getTime(),
    endedAt: plan.endedAt === null ? null : plan.endedAt.getTime(),
    exitPenalty: plan.exitPenalty,
    exitRefund: plan.exitRefund,
  };
}

/** The name a notification carries: its row holds parameters, not the reader's language. */
function englishName(plan: Plan): string {
  return textIn(plan.productNames, "en").text;
}

export interface Purchase {
  productId: string;
  days: number;
  amount: Amount;
}

/**
 * Buys a plan, checking in the contract's order: real book (10160), a known product (10010),
 * enabled (10167), a timeframe it offers (10012), an amount within its range (10013); then under
 * the locks a running plan of this product (10024), the reserve's cover (10168), the balance (10011).
 */
/** The bought plan and notice 20004, stored with the purchase against the request's Idempotency-Key. */
export async function buyPlan(deps: EarnDeps, userId: UserId, book: Book, purchase: Purchase, language: LanguageCode): Promise<{ plan: SmartPlanReply; notice: 20004 }> {
  if (book !== "real") fail("realAccountRequired");
  const product = await repository.findProduct(deps.db, purchase.productId);
  if (!product) fail("smartProductWrong");
  if (!product.enabled) fail("smartTradingNotEnabled");
  if (!product.days.includes(purchase.days)) fail("noCorrespondingDays");
  const { amount } = purchase;
  if (amount.lessThan(product.minAmount) || amount.greaterThan(product.maxAmount) || amount.isZero()) fail("investmentAmountWrong");
  const committed = asAmount(maxPlanYield(amount, product.maxDailyRate, purchase.days));
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (tx) => {
    await lockUser(tx, userId);
    if (await repository.runningPlanOf(tx, userId, product.id)) fail("productAlreadyBought");
    await repository.lockReserveGuard(tx);
    if ((await reserveState(tx)).free.lessThan(committed)) fail("earnReserveInsufficient");
    const available = await ledger.balanceOf(tx, { ...userAccount(userId, "available"), book: "real" });
    if (available.lessThan(amount)) fail("insufficientBalanceRecharge");
    const inserted = await repository.insertPlan(tx, {
      userId,
      productId: product.id,
      productNames: product.names,
      rateKind: rateKindOf(product),
      minDailyRate: product.minDailyRate,
      maxDailyRate: product.maxDailyRate,
      amount,
      days: purchase.days,
      committed,
      nextDueAt: dayEndsAt(now, 1),
      startedAt: now,
      maturesAt: dayEndsAt(now, purchase.days),
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
    return replied(tx, { plan: planView(inserted, language), notice: 20004 as const });
  });
}

export async function listPlans(db: Db, userId: UserId, query: { page: number; size: number; status?: SmartPlanStatus | undefined }, language: LanguageCode) {
  const { plans, total } = await repository.plansPage(db, userId, query.status, { limit: query.size, offset: (query.page - 1) * query.size });
  return { items: plans.map((plan) => planView(plan, language)), total, page: query.page, size: query.size };
}

interface Settled {
  plan: Plan;
  daysPaid: number;
  matured: boolean;
}

/**
 * Pays every day of a locked, running plan that is due by `now` and not yet paid, then matures it
 * when its last day is paid. Runs inside the caller's transaction, which holds the plan's lock.
 */
async function settleLocked(tx: Db, locked: Plan, now: Date): Promise<Settled> {
  let plan = locked;
  const due = daysDue(plan.startedAt, plan.days, now);
  let paid = 0;
  for (let day = plan.daysPaid + 1; day <= due; day += 1) {
    const { rate, amount } = yieldOfDay(plan, day);
    const entry = amount.isZero()
      ? null
      : await ledger.post(tx, {
          kind: earnEntryKinds.yield,
          book: "real",
          reference: smartTarget(plan.id),
          idempotencyKey: `${earnEntryKinds.yield}:${plan.id}:${day}`,
          actor: systemActor,
          postings: legs([committedAccount, amount.negated()], [userAccount(plan.userId, "available"), amount]),
        });
    const inserted = await repository.insertAccrual(tx, { planId: plan.id, day, rate, yield: asAmount(amount), entryId: entry?.id ?? null, paidAt: now });
    invariant(inserted, `smart plan ${plan.id} day ${day} was paid under another holder of its lock`);
    plan = await repository.updatePlan(tx, plan.id, {
      daysPaid: day,
      incomePaid: asAmount(plan.incomePaid.plus(amount)),
      nextDueAt: dayEndsAt(plan.startedAt, day + 1),
    });
    paid += 1;
  }
  if (plan.daysPaid < plan.days) return { plan, daysPaid: paid, matured: false };
  const unused = plan.committed.minus(plan.incomePaid);
  invariant(unused.greaterThanOrEqualTo(0), `smart plan ${plan.id} paid more than its commitment`);
  const principal = plan.amount;
  await ledger.post(tx, {
    kind: earnEntryKinds.mature,
    book: "real",
    reference: smartTarget(plan.id),
    idempotencyKey: `${earnEntryKinds.mature}:${plan.id}`,
    actor: systemActor,
    postings: legs([userAccount(plan.userId, "earn"), principal.negated()], [userAccount(plan.userId, "available"), principal], [committedAccount, unused.negated()], [reserveAccount, unused]),
  });
  plan = await repository.updatePlan(tx, plan.id, { status: "matured", endedAt: now, nextDueAt: null });
  await notify(tx, {
    userId: plan.userId,
    kind: "smart_plan_matured",
    book: "real",
    params: { product: englishName(plan), amount: toPlain(plan.amount), income: toPlain(plan.incomePaid), coin: smartCurrency },
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
        if (deps.bus) announceNotifications(deps.bus, [settled.plan.userId]);
      }
    }
  }
  if (failed.length > 0) throw new AggregateError(failed.map((failure) => failure.error), `smart plan accrual failed for plans ${failed.map((failure) => failure.id).join(", ")}`);
  return run;
}

// --- early exit ---

async function penaltyRate(db: Db): Promise<Decimal> {
  return decimalParam(db, "smart_exit_penalty_rate");
}

/** An exit's figures as Decimals; the wire writes them as text (`decimalText`). */
interface ExitQuote {
  planId: string;
  amount: Amount;
  penaltyRate: Decimal;
  penalty: Decimal;
  incomePaid: Decimal;
  refund: Decimal;
}

/**
 * The exit's figures for `plan` at `now`: the income counts the days due but not yet paid (the
 * exit pays them first), so preview and exit agree. 10017 when the plan is not running or its
 * last day is due (it matures instead).
 */
function exitOf(plan: Plan, rate: Decimal, now: Date): { exit: ExitQuote; clawback: Decimal } {
  const due = daysDue(plan.startedAt, plan.days, now);
  if (plan.status !== "running" || due >= plan.days) fail("noCorrespondingPeriod");
  let income: Decimal = plan.incomePaid;
  for (let day = plan.daysPaid + 1; day <= due; day += 1) income = income.plus(yieldOfDay(plan, day).amount);
  const figures = exitFigures(plan.amount, rate, income);
  const exit = { planId: plan.id, amount: plan.amount, penaltyRate: rate, penalty: figures.penalty, incomePaid: income, refund: figures.refund };
  return { exit, clawback: figures.clawback };
}

function ownPlan(plan: Plan | undefined, userId: UserId): Plan {
  if (plan?.userId !== userId) fail("notFound");
  return plan;
}

export async function previewExit(deps: EarnDeps, userId: UserId, id: string): Promise<ExitQuote> {
  const plan = ownPlan(await repository.findPlan(deps.db, id), userId);
  return exitOf(plan, await penaltyRate(deps.db), deps.clock.now()).exit;
}

/** Leaves a running plan early; whichever of an exit and a maturity locks the plan first wins, the other finds it ended. */
export async function exitPlan(deps: EarnDeps, userId: UserId, id: string, language: LanguageCode): Promise<{ plan: SmartPlanReply; exit: ExitQuote }> {
  const rate = await penaltyRate(deps.db);
  const now = deps.clock.now();
  const done = await deps.db.transaction().execute(async (tx) => {
    const locked = ownPlan(await repository.lockPlan(tx, id), userId);
    const { exit, clawback } = exitOf(locked, rate, now);
    const { plan } = await settleLocked(tx, locked, now);
    invariant(plan.incomePaid.equals(exit.incomePaid), `smart plan ${id} paid ${toPlain(plan.incomePaid)}, the exit counted ${toPlain(exit.incomePaid)}`);
    const principal = plan.amount;
    const unused = plan.committed.minus(plan.incomePaid);
    await ledger.post(tx, {
      kind: earnEntryKinds.exit,
      book: "real",
      reference: smartTarget(plan.id),
      idempotencyKey: `${earnEntryKinds.exit}:${plan.id}`,
      actor: `user:${userId}`,
      postings: legs(
        [userAccount(userId, "earn"), principal.negated()],
        [userAccount(userId, "available"), exit.refund],
        [feesAccount, exit.penalty],
        [committedAccount, unused.negated()],
        [reserveAccount, unused.plus(clawback)],
      ),
    });
    const ended = await repository.updatePlan(tx, plan.id, { status: "exited", endedAt: now, nextDueAt: null, exitPenalty: asAmount(exit.penalty), exitRefund: asAmount(exit.refund) });
    await notify(tx, {
      userId,
      kind: "smart_plan_exited",
      book: "real",
      params: { product: englishName(ended), amount: toPlain(exit.amount), penalty: toPlain(exit.penalty), income: toPlain(exit.incomePaid), refund: toPlain(exit.refund), coin: smartCurrency },
      reference: smartTarget(ended.id),
    });
    return replied(tx, { plan: planView(ended, language), exit });
  });
  if (deps.bus) announceNotifications(deps.bus, [userId]);
  return done;
}
