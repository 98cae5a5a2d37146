// SQL of the earn domain: products, plans and paid plan-days. A purchase locks the reserve guard
// row, so purchases spend the reserve's free balance one at a time; the accrual job, an exit and
// a maturity lock the plan's row, so whatever reaches a plan second waits and then sees what the
// first did. A paid day is a row keyed (plan_id, day): inserting it twice is impossible.
import type { UserId } from "@tradewind/domain/ids";
import type { SmartPlanStatus } from "@tradewind/api/earn";
import { sql, type Insertable, type Kysely, type Updateable } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { EarnTables } from "./tables.ts";

function tables(db: Db): Kysely<EarnTables> {
  return withTables<EarnTables>(db);
}

// --- products ---

/** Products are few (operator data); this bounds a runaway table. */
const productsMax = 500;

export async function products(db: Db, only: { enabled?: boolean } = {}) {
  let query = tables(db).selectFrom("smart_products").selectAll().orderBy("id").limit(productsMax);
  if (only.enabled !== undefined) query = query.where("enabled", "=", only.enabled);
  return query.execute();
}

export type ProductRow = Awaited<ReturnType<typeof products>>[number];

export async function findProduct(db: Db, id: string) {
  return tables(db).selectFrom("smart_products").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function lockProduct(tx: Db, id: string) {
  return tables(tx).selectFrom("smart_products").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function insertProduct(tx: Db, values: Insertable<EarnTables["smart_products"]>): Promise<ProductRow> {
  return tables(tx).insertInto("smart_products").values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateProduct(tx: Db, id: string, changes: Updateable<EarnTables["smart_products"]>): Promise<ProductRow> {
  return tables(tx).updateTable("smart_products").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

/** Running plans per product: how many and their principal in total. */
export async function runningByProduct(db: Db) {
  return tables(db)
    .selectFrom("smart_plans")
    .select(["product_id", sql<string>`count(*)`.as("plans"), sql<string>`coalesce(sum(amount), 0)`.as("amount")])
    .where("status", "=", "running")
    .groupBy("product_id")
    .execute();
}

// --- the reserve guard ---

/** Waits for and holds the one guard row until `tx` ends: purchases read and spend the free reserve in turn. */
export async function lockReserveGuard(tx: Db): Promise<void> {
  await tables(tx).selectFrom("smart_reserve_guard").select("id").where("id", "=", 1).forUpdate().executeTakeFirstOrThrow();
}

// --- plans ---

/** The new plan, or undefined when the user already runs one of this product (the partial unique index). */
export async function insertPlan(tx: Db, values: Insertable<EarnTables["smart_plans"]>) {
  return tables(tx)
    .insertInto("smart_plans")
    .values(values)
    .onConflict((conflict) => conflict.columns(["user_id", "product_id"]).where("status", "=", "running").doNothing())
    .returningAll()
    .executeTakeFirst();
}

export type PlanRow = NonNullable<Awaited<ReturnType<typeof insertPlan>>>;

export async function runningPlanOf(db: Db, userId: UserId, productId: string) {
  return tables(db).selectFrom("smart_plans").select("id").where("user_id", "=", userId).where("product_id", "=", productId).where("status", "=", "running").executeTakeFirst();
}

export async function findPlan(db: Db, id: string): Promise<PlanRow | undefined> {
  return tables(db).selectFrom("smart_plans").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function lockPlan(tx: Db, id: string): Promise<PlanRow | undefined> {
  return tables(tx).selectFrom("smart_plans").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updatePlan(tx: Db, id: string, changes: Updateable<EarnTables["smart_plans"]>): Promise<PlanRow> {
  return tables(tx).updateTable("smart_plans").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

export async function plansPage(db: Db, userId: UserId, status: SmartPlanStatus | undefined, window: { limit: number; offset: number }) {
  let filtered = tables(db).selectFrom("smart_plans").where("user_id", "=", userId);
  if (status !== undefined) filtered = filtered.where("status", "=", status);
  const [rows, count] = await Promise.all([
    filtered.selectAll().orderBy("id", "desc").limit(window.limit).offset(window.offset).execute(),
    filtered.select(sql<string>`count(*)`.as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
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
export async function insertAccrual(tx: Db, values: Insertable<EarnTables["smart_plan_accruals"]>): Promise<boolean> {
  const inserted = await tables(tx).insertInto("smart_plan_accruals").values(values).onConflict((conflict) => conflict.columns(["plan_id", "day"]).doNothing()).returning("day").executeTakeFirst();
  return inserted !== undefined;
}
