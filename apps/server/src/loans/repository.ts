// SQL of the loans domain: products, loans and the loan fund's guard row. Every decision and
// repayment locks its loan row (`for update`), so the second of two racing requests waits, then
// sees the first's status. Every movement of the loan fund first locks the guard row, so two
// approvals cannot both spend the same balance. Rows leave as camelCase records with Decimal
// amounts; changes arrive the same way (STYLE "Seams").
import type { LoanStatus } from "@tradewind/api/loans";
import type { UserId } from "@tradewind/domain/ids";
import { asAmount, decimal, toPlain, type Amount, type Decimal } from "@tradewind/domain/money";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { sql, type Kysely, type Selectable, type Updateable } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { LoansTables } from "./tables.ts";

function tables(db: Db): Kysely<LoansTables> {
  return withTables<LoansTables>(db);
}

/** A loan product as operators set it. */
export interface Product {
  id: string;
  /** {"en": …, "ja": …}: English required. */
  names: Record<string, string>;
  minAmount: Amount;
  maxAmount: Amount;
  termDays: number[];
  /** Interest per day as a share of the principal. */
  dailyRate: Decimal;
  enabled: boolean;
  updatedAt: Date;
}

/** What creating or changing a product writes. */
export type ProductValues = Omit<Product, "id">;

function productOf(row: Selectable<LoansTables["loan_products"]>): Product {
  return {
    id: row.id,
    names: row.names,
    minAmount: asAmount(row.min_amount),
    maxAmount: asAmount(row.max_amount),
    termDays: row.term_days,
    dailyRate: decimal(row.daily_rate),
    enabled: row.enabled,
    updatedAt: row.updated_at,
  };
}

function productRow(values: ProductValues) {
  return {
    names: JSON.stringify(values.names),
    min_amount: toPlain(values.minAmount),
    max_amount: toPlain(values.maxAmount),
    term_days: values.termDays,
    daily_rate: toPlain(values.dailyRate),
    enabled: values.enabled,
    updated_at: values.updatedAt,
  };
}

/** A loan with the figures it was signed with and what happened to it since. */
export interface Loan {
  id: string;
  userId: UserId;
  productId: string;
  status: LoanStatus;
  /** The product's names when signed. */
  productNames: Record<string, string>;
  amount: Amount;
  termDays: number;
  dailyRate: Decimal;
  interestFreeDays: number;
  totalInterest: Amount;
  borrowerName: string;
  signatureUploadId: string;
  signedAt: Date;
  agreementName: string;
  agreementSha256: string;
  agreementLanguage: LanguageCode;
  /** The deciding operator's id and username, once decided. */
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: Date | null;
  rejectReason: string | null;
  disbursedAt: Date | null;
  dueAt: Date | null;
  disbursementEntry: string | null;
  repaidAt: Date | null;
  repaidInterest: Amount | null;
  repaymentEntry: string | null;
}

/** What an application writes: the signed loan, pending. */
export type NewLoan = Pick<
  Loan,
  "userId" | "productId" | "productNames" | "amount" | "termDays" | "dailyRate" | "interestFreeDays" | "totalInterest" | "borrowerName" | "signatureUploadId" | "signedAt" | "agreementName" | "agreementSha256" | "agreementLanguage"
>;

/** What a decision, a repayment or the expiry changes. */
export type LoanChange = Partial<Pick<Loan, "status" | "decidedBy" | "decidedByName" | "decidedAt" | "rejectReason" | "disbursedAt" | "dueAt" | "disbursementEntry" | "repaidAt" | "repaidInterest" | "repaymentEntry">>;

function loanOf(row: Selectable<LoansTables["loans"]>): Loan {
  return {
    id: row.id,
    userId: row.user_id,
    productId: row.product_id,
    status: row.status,
    productNames: row.product_names,
    amount: asAmount(row.amount),
    termDays: row.term_days,
    dailyRate: decimal(row.daily_rate),
    interestFreeDays: row.interest_free_days,
    totalInterest: asAmount(row.total_interest),
    borrowerName: row.borrower_name,
    signatureUploadId: row.signature_upload_id,
    signedAt: row.signed_at,
    agreementName: row.agreement_name,
    agreementSha256: row.agreement_sha256,
    agreementLanguage: row.agreement_language,
    decidedBy: row.decided_by,
    decidedByName: row.decided_by_name,
    decidedAt: row.decided_at,
    rejectReason: row.reject_reason,
    disbursedAt: row.disbursed_at,
    dueAt: row.due_at,
    disbursementEntry: row.disbursement_entry,
    repaidAt: row.repaid_at,
    repaidInterest: row.repaid_interest === null ? null : asAmount(row.repaid_interest),
    repaymentEntry: row.repayment_entry,
  };
}

function loanChangeRow(change: LoanChange): Updateable<LoansTables["loans"]> {
  return {
    status: change.status,
    decided_by: change.decidedBy,
    decided_by_name: change.decidedByName,
    decided_at: change.decidedAt,
    reject_reason: change.rejectReason,
    disbursed_at: change.disbursedAt,
    due_at: change.dueAt,
    disbursement_entry: change.disbursementEntry,
    repaid_at: change.repaidAt,
    repaid_interest: change.repaidInterest === undefined || change.repaidInterest === null ? change.repaidInterest : toPlain(change.repaidInterest),
    repayment_entry: change.repaymentEntry,
  };
}

// --- products ---

export async function products(db: Db, onlyEnabled: boolean): Promise<Product[]> {
  let query = tables(db).selectFrom("loan_products").selectAll().orderBy("id");
  if (onlyEnabled) query = query.where("enabled", "=", true);
  return (await query.execute()).map(productOf);
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  const row = await tables(db).selectFrom("loan_products").selectAll().where("id", "=", id).executeTakeFirst();
  return row && productOf(row);
}

export async function lockProduct(tx: Db, id: string): Promise<Product | undefined> {
  const row = await tables(tx).selectFrom("loan_products").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && productOf(row);
}

export async function insertProduct(tx: Db, values: ProductValues): Promise<Product> {
  return productOf(await tables(tx).insertInto("loan_products").values(productRow(values)).returningAll().executeTakeFirstOrThrow());
}

export async function updateProduct(tx: Db, id: string, values: ProductValues): Promise<Product> {
  return productOf(await tables(tx).updateTable("loan_products").set(productRow(values)).where("id", "=", id).returningAll().executeTakeFirstOrThrow());
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

export async function insertLoan(tx: Db, loan: NewLoan): Promise<Loan> {
  const row = await tables(tx)
    .insertInto("loans")
    .values({
      user_id: loan.userId,
      product_id: loan.productId,
      product_names: JSON.stringify(loan.productNames),
      amount: toPlain(loan.amount),
      term_days: loan.termDays,
      daily_rate: toPlain(loan.dailyRate),
      interest_free_days: loan.interestFreeDays,
      total_interest: toPlain(loan.totalInterest),
      borrower_name: loan.borrowerName,
      signature_upload_id: loan.signatureUploadId,
      signed_at: loan.signedAt,
      agreement_name: loan.agreementName,
      agreement_sha256: loan.agreementSha256,
      agreement_language: loan.agreementLanguage,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return loanOf(row);
}

export async function findLoan(db: Db, id: string): Promise<Loan | undefined> {
  const row = await tables(db).selectFrom("loans").selectAll().where("id", "=", id).executeTakeFirst();
  return row && loanOf(row);
}

export async function lockLoan(tx: Db, id: string): Promise<Loan | undefined> {
  const row = await tables(tx).selectFrom("loans").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && loanOf(row);
}

export async function updateLoan(tx: Db, id: string, change: LoanChange): Promise<Loan> {
  return loanOf(await tables(tx).updateTable("loans").set(loanChangeRow(change)).where("id", "=", id).returningAll().executeTakeFirstOrThrow());
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
  return { loans: rows.map(loanOf), total: Number(count.count) };
}

/** Repaying loans whose due date has passed, oldest due first, at most `limit`. */
export async function overdueLoanIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await tables(db).selectFrom("loans").select("id").where("status", "=", "repaying").where("due_at", "<=", now).orderBy("due_at").limit(limit).execute();
  return rows.map((row) => row.id);
}

/** Principal per status group: disbursed and unpaid (repaying, expired), and waiting for review (pending). */
export async function principalByStatus(db: Db): Promise<{ outstanding: Amount; pending: Amount }> {
  const row = await tables(db)
    .selectFrom("loans")
    .select([
      sql<string>`coalesce(sum(amount) filter (where status in ('repaying', 'expired')), 0)`.as("outstanding"),
      sql<string>`coalesce(sum(amount) filter (where status = 'pending'), 0)`.as("pending"),
    ])
    .executeTakeFirstOrThrow();
  return { outstanding: asAmount(row.outstanding), pending: asAmount(row.pending) };
}

/** Locks the loan fund's guard row until `tx` ends. */
export async function lockLoanFund(tx: Db): Promise<void> {
  await tables(tx).selectFrom("loan_fund_guard").select("id").where("id", "=", 1).forUpdate().executeTakeFirstOrThrow();
}
