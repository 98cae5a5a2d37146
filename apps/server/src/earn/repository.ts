// SQL of the earn domain: products, plans and paid plan-days. A purchase locks the reserve guard
// row, so purchases spend the reserve's free balance one at a time; the accrual job, an exit and
// a maturity lock the plan's row, so whatever reaches a plan second waits and then sees what the
// first did. A paid day is a row keyed (plan_id, day): inserting it twice is impossible.
import type { UserId } from "@tradewind/domain/ids";
import { asAmount, decimal, toPlain, type Amount, type Decimal } from "@tradewind/domain/money";
import type { SmartPlanStatus, SmartRateKind } from "@tradewind/api/earn";
import { sql, type Kysely, type Selectable, type Updateable } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { EarnTables } from "./tables.ts";

function tables(db: Db): Kysely<EarnTables> {
  return withTables<EarnTables>(db);
}

/** The daily rate range a product offers or a plan was bought with (min = max for a fixed rate). */
export interface RateRange {
  minDailyRate: Decimal;
  maxDailyRate: Decimal;
}

/** A smart product as finance sets it. */
export interface Product extends RateRange {
  id: string;
  /** {"en": …, "ja": …}: English required. */
  names: Record<string, string>;
  days: number[];
  rateKind: SmartRateKind;
  minAmount: Amount;
  maxAmount: Amount;
  enabled: boolean;
  descriptions: Record<string, string>;
  createdAt: Date;
  updatedAt: Date;
}

/** What creating or changing a product writes. */
export type ProductSettings = Omit<Product, "id" | "createdAt" | "updatedAt">;

/** A plan with the terms it was bought with and what it paid so far. */
export interface Plan extends RateRange {
  id: string;
  userId: UserId;
  productId: string;
  /** The product's names when bought. */
  productNames: Record<string, string>;
  rateKind: SmartRateKind;
  amount: Amount;
  days: number;
  /** The maximum yield set aside from the reserve at purchase. */
  committed: Amount;
  status: SmartPlanStatus;
  daysPaid: number;
  incomePaid: Amount;
  nextDueAt: Date | null;
  startedAt: Date;
  maturesAt: Date;
  endedAt: Date | null;
  exitPenalty: Amount | null;
  exitRefund: Amount | null;
}

/** What a purchase writes: a running plan. */
export type NewPlan = Pick<Plan, "userId" | "productId" | "productNames" | "rateKind" | "minDailyRate" | "maxDailyRate" | "amount" | "days" | "committed" | "nextDueAt" | "startedAt" | "maturesAt">;

/** What a paid day, a maturity or an exit changes. */
export type PlanChange = Partial<Pick<Plan, "status" | "daysPaid" | "incomePaid" | "nextDueAt" | "endedAt" | "exitPenalty" | "exitRefund">>;

/** One paid day of a plan. */
export interface Accrual {
  planId: string;
  day: number;
  rate: Decimal;
  yield: Amount;
  /** Null when the day's yield rounded to 0 (nothing posted). */
  entryId: string | null;
  paidAt: Date;
}

const amountOrNull = (value: string | null) => (value === null ? null : asAmount(value));
const textOrNull = (value: Decimal | null | undefined) => (value === null || value === undefined ? value : toPlain(value));

function productOf(row: Selectable<EarnTables["smart_products"]>): Product {
  return {
    id: row.id,
    names: row.names,
    days: row.days,
    rateKind: row.rate_kind,
    minDailyRate: decimal(row.min_daily_rate),
    maxDailyRate: decimal(row.max_daily_rate),
    minAmount: asAmount(row.min_amount),
    maxAmount: asAmount(row.max_amount),
    enabled: row.enabled,
    descriptions: row.descriptions,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function productRow(settings: ProductSettings) {
  return {
    names: JSON.stringify(settings.names),
    days: settings.days,
    rate_kind: settings.rateKind,
    min_daily_rate: toPlain(settings.minDailyRate),
    max_daily_rate: toPlain(settings.maxDailyRate),
    min_amount: toPlain(settings.minAmount),
    max_amount: toPlain(settings.maxAmount),
    enabled: settings.enabled,
    descriptions: JSON.stringify(settings.descriptions),
  };
}

function planOf(row: Selectable<EarnTables["smart_plans"]>): Plan {
  return {
    id: row.id,
    userId: row.user_id,
    productId: row.product_id,
    productNames: row.product_names,
    rateKind: row.rate_kind,
    minDailyRate: decimal(row.min_daily_rate),
    maxDailyRate: decimal(row.max_daily_rate),
    amount: asAmount(row.amount),
    days: row.days,
    committed: asAmount(row.committed),
    status: row.status,
    daysPaid: row.days_paid,
    incomePaid: asAmount(row.income_paid),
    nextDueAt: row.next_due_at,
    startedAt: row.started_at,
    maturesAt: row.matures_at,
    endedAt: row.ended_at,
    exitPenalty: amountOrNull(row.exit_penalty),
    exitRefund: amountOrNull(row.exit_refund),
  };
}

function planChangeRow(change: PlanChange): Updateable<EarnTables["smart_plans"]> {
  return {
    status: change.status,
    days_paid: change.daysPaid,
    income_paid: change.incomePaid && toPlain(change.incomePaid),
    next_due_at: change.nextDueAt,
    ended_at: change.endedAt,
    exit_penalty: textOrNull(change.exitPenalty),
    exit_refund: textOrNull(change.exitRefund),
  };
}

// --- products ---

/** Products are few (operator data); this bounds a runaway table. */
const productsMax = 500;

export async function products(db: Db, only: { enabled?: boolean } = {}): Promise<Product[]> {
  let query = tables(db).selectFrom("smart_products").selectAll().orderBy("id").limit(productsMax);
  if (only.enabled !== undefined) query = query.where("enabled", "=", only.enabled);
  return (await query.execute()).map(productOf);
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  const row = await tables(db).selectFrom("smart_products").selectAll().where("id", "=", id).executeTakeFirst();
  return row && productOf(row);
}

export async function lockProduct(tx: Db, id: string): Promise<Product | undefined> {
  const row = await tables(tx).selectFrom("smart_products").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && productOf(row);
}

export async function insertProduct(tx: Db, settings: ProductSettings, at: Date): Promise<Product> {
  return productOf(await tables(tx).insertInto("smart_products").values({ ...productRow(settings), created_at: at, updated_at: at }).returningAll().executeTakeFirstOrThrow());
}

export async function updateProduct(tx: Db, id: string, settings: ProductSettings, at: Date): Promise<Product> {
  return productOf(await tables(tx).updateTable("smart_products").set({ ...productRow(settings), updated_at: at }).where("id", "=", id).returningAll().executeTakeFirstOrThrow());
}

/** Running plans of one product: how many and their principal in total. */
export interface RunningPlans {
  plans: number;
  amount: Amount;
}

/** Running plans per product id. */
export async function runningByProduct(db: Db): Promise<Map<string, RunningPlans>> {
  const rows = await tables(db)
    .selectFrom("smart_plans")
    .select(["product_id", sql<string>`count(*)`.as("plans"), sql<string>`coalesce(sum(amount), 0)`.as("amount")])
    .where("status", "=", "running")
    .groupBy("product_id")
    .execute();
  return new Map(rows.map((row) => [row.product_id, { plans: Number(row.plans), amount: asAmount(row.amount) }]));
}

// --- the reserve guard ---

/** Waits for and holds the one guard row until `tx` ends: purchases read and spend the free reserve in turn. */
export async function lockReserveGuard(tx: Db): Promise<void> {
  await tables(tx).selectFrom("smart_reserve_guard").select("id").where("id", "=", 1).forUpdate().executeTakeFirstOrThrow();
}

// --- plans ---

/** The new plan, or undefined when the user already runs one of this product (the partial unique index). */
export async function insertPlan(tx: Db, plan: NewPlan): Promise<Plan | undefined> {
  const row = await tables(tx)
    .insertInto("smart_plans")
    .values({
      user_id: plan.userId,
      product_id: plan.productId,
      product_names: JSON.stringify(plan.productNames),
      rate_kind: plan.rateKind,
      min_daily_rate: toPlain(plan.minDailyRate),
      max_daily_rate: toPlain(plan.maxDailyRate),
      amount: toPlain(plan.amount),
      days: plan.days,
      committed: toPlain(plan.committed),
      next_due_at: plan.nextDueAt,
      started_at: plan.startedAt,
      matures_at: plan.maturesAt,
    })
    // A literal, not a parameter: a prepared statement's generic plan must still match the partial index (platform/prepared-statements.ts).
    .onConflict((conflict) => conflict.columns(["user_id", "product_id"]).where("status", "=", sql.lit("running")).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && planOf(row);
}

export async function runningPlanOf(db: Db, userId: UserId, productId: string) {
  return tables(db).selectFrom("smart_plans").select("id").where("user_id", "=", userId).where("product_id", "=", productId).where("status", "=", "running").executeTakeFirst();
}

export async function findPlan(db: Db, id: string): Promise<Plan | undefined> {
  const row = await tables(db).selectFrom("smart_plans").selectAll().where("id", "=", id).executeTakeFirst();
  return row && planOf(row);
}

export async function lockPlan(tx: Db, id: string): Promise<Plan | undefined> {
  const row = await tables(tx).selectFrom("smart_plans").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && planOf(row);
}

export async function updatePlan(tx: Db, id: string, change: PlanChange): Promise<Plan> {
  return planOf(await tables(tx).updateTable("smart_plans").set(planChangeRow(change)).where("id", "=", id).returningAll().executeTakeFirstOrThrow());
}

export async function plansPage(db: Db, userId: UserId, status: SmartPlanStatus | undefined, window: { limit: number; offset: number }) {
  let filtered = tables(db).selectFrom("smart_plans").where("user_id", "=", userId);
  if (status !== undefined) filtered = filtered.where("status", "=", status);
  const [rows, count] = await Promise.all([
    filtered.selectAll().orderBy("id", "desc").limit(window.limit).offset(window.offset).execute(),
    filtered.select(sql<string>`count(*)`.as("total")).executeTakeFirstOrThrow(),
  ]);
  return { plans: rows.map(planOf), total: Number(count.total) };
}

/** Running plans with a day due by `now`, the longest waiting first, a batch at a time. */
export async function plansDue(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await tables(db).selectFrom("smart_plans").select("id").where("status", "=", "running").where("next_due_at", "<=", now).orderBy("next_due_at").limit(limit).execute();
  return rows.map((row) => row.id);
}

/** Running plans, their count and committed totals (the back office's reserve view). */
export async function runningPlanCount(db: Db): Promise<number> {
  const row = await tables(db).selectFrom("smart_plans").select(sql<string>`count(*)`.as("plans")).where("status", "=", "running").executeTakeFirstOrThrow();
  return Number(row.plans);
}

// --- paid days ---

/** Inserts a paid day; false when that (plan, day) is already paid. */
export async function insertAccrual(tx: Db, accrual: Accrual): Promise<boolean> {
  const values = { plan_id: accrual.planId, day: accrual.day, rate: toPlain(accrual.rate), yield: toPlain(accrual.yield), entry_id: accrual.entryId, paid_at: accrual.paidAt };
  const inserted = await tables(tx).insertInto("smart_plan_accruals").values(values).onConflict((conflict) => conflict.columns(["plan_id", "day"]).doNothing()).returning("day").executeTakeFirst();
  return inserted !== undefined;
}
