// SQL of the loans domain: products, loans and the loan fund's guard row. Every decision and
// repayment locks its loan row (`for update`), so the second of two racing requests waits, then
// sees the first's status. Every movement of the loan fund first locks the guard row, so two
// approvals cannot both spend the same balance.
import type { LoanStatus } from "@tradewind/api/loans";
import type { UserId } from "@tradewind/domain/ids";
import { sql, type Insertable, type Kysely, type Updateable } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { LoansTables } from "./tables.ts";

function tables(db: Db): Kysely<LoansTables> {
  return withTables<LoansTables>(db);
}

// --- products ---

export async function products(db: Db, onlyEnabled: boolean) {
  let query = tables(db).selectFrom("loan_products").selectAll().orderBy("id");
  if (onlyEnabled) query = query.where("enabled", "=", true);
  return query.execute();
}

export type ProductRow = Awaited<ReturnType<typeof products>>[number];

export async function findProduct(db: Db, id: string) {
  return tables(db).selectFrom("loan_products").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function lockProduct(tx: Db, id: string) {
  return tables(tx).selectFrom("loan_products").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function insertProduct(tx: Db, values: Insertable<LoansTables["loan_products"]>): Promise<ProductRow> {
  return tables(tx).insertInto("loan_products").values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateProduct(tx: Db, id: string, changes: Updateable<LoansTables["loan_products"]>): Promise<ProductRow> {
  return tables(tx).updateTable("loan_products").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

/** Loans ever applied for, per product id. */
export async function loanCountsByProduct(db: Db): Promise<Map<string, number>> {
  const rows = await tables(db)
    .selectFrom("loans")
    .select(["product_id", (eb) => eb.fn.countAll<string>().as("count")])
    .groupBy("product_id")
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.count)]));
}

// --- loans ---

export async function insertLoan(tx: Db, values: Insertable<LoansTables["loans"]>) {
  return tables(tx).insertInto("loans").values(values).returningAll().executeTakeFirstOrThrow();
}

export type LoanRow = Awaited<ReturnType<typeof insertLoan>>;

export async function findLoan(db: Db, id: string) {
  return tables(db).selectFrom("loans").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function lockLoan(tx: Db, id: string) {
  return tables(tx).selectFrom("loans").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updateLoan(tx: Db, id: string, changes: Updateable<LoansTables["loans"]>): Promise<LoanRow> {
  return tables(tx).updateTable("loans").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

export async function openLoanCount(db: Db, userId: UserId, open: readonly LoanStatus[]): Promise<number> {
  const row = await tables(db)
    .selectFrom("loans")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("status", "in", open)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Loans in one status, every borrower (the dashboard's pending count). */
export async function loanCountInStatus(db: Db, status: LoanStatus): Promise<number> {
  const row = await tables(db)
    .selectFrom("loans")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("status", "=", status)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface LoanFilter {
  userId?: UserId | undefined;
  status?: LoanStatus | undefined;
  /** A prefix of the borrower's name (back office search). */
  search?: string | undefined;
}

export interface Window {
  limit: number;
  offset: number;
  oldestFirst: boolean;
}

export async function loansPage(db: Db, filter: LoanFilter, window: Window) {
  const where = tables(db)
    .selectFrom("loans")
    .where((eb) => {
      const conditions = [];
      if (filter.userId !== undefined) conditions.push(eb("user_id", "=", filter.userId));
      if (filter.status !== undefined) conditions.push(eb("status", "=", filter.status));
      if (filter.search !== undefined) {
        // LIKE's wildcards in user text are escaped, so they match themselves.
        const pattern = `${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        conditions.push(eb("borrower_name", "like", pattern));
      }
      return eb.and(conditions);
    });
  const [rows, count] = await Promise.all([
    where.selectAll().orderBy("id", window.oldestFirst ? "asc" : "desc").limit(window.limit).offset(window.offset).execute(),
    where.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Repaying loans whose due date has passed, oldest due first, at most `limit`. */
export async function overdueLoanIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await tables(db).selectFrom("loans").select("id").where("status", "=", "repaying").where("due_at", "<=", now).orderBy("due_at").limit(limit).execute();
  return rows.map((row) => row.id);
}

/** Principal per status group: disbursed and unpaid (repaying, expired), and waiting for review (pending). */
export async function principalByStatus(db: Db): Promise<{ outstanding: string; pending: string }> {
  const row = await tables(db)
    .selectFrom("loans")
    .select([
      sql<string>`coalesce(sum(amount) filter (where status in ('repaying', 'expired')), 0)`.as("outstanding"),
      sql<string>`coalesce(sum(amount) filter (where status = 'pending'), 0)`.as("pending"),
    ])
    .executeTakeFirstOrThrow();
  return { outstanding: row.outstanding, pending: row.pending };
}

/** Locks the loan fund's guard row until `tx` ends. */
export async function lockLoanFund(tx: Db): Promise<void> {
  await tables(tx).selectFrom("loan_fund_guard").select("id").where("id", "=", 1).forUpdate().executeTakeFirstOrThrow();
}
