// The back-office side of loans, for the admin domain, which runs each write inside its audited
// transaction (`tx`): compliance's queue (approve: disburse from the loan fund; reject with a
// reason), finance's products and the loan fund. A decision locks the loan row and moves it out
// of pending exactly once; a second decision, racing or late, answers 10158 and moves nothing.
// Every movement of the loan fund (approval, funding) first locks its guard row, so two
// approvals at once cannot lend the same balance twice (10177 when it does not cover one).
import type { AdminLoan, AdminLoanProduct, loanFundSchema } from "@tradewind/api/admin/loans";
import type { z } from "zod";
import { loanCurrency, type LoanStatus } from "@tradewind/api/loans";
import { invariant } from "@tradewind/domain/assert";
import type { UserId } from "@tradewind/domain/ids";
import { loanDueAt } from "@tradewind/domain/loans";
import { fitsScale, toPlain, type Amount, type Decimal } from "@tradewind/domain/money";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { usernamesOf } from "../accounts/back-office-service.ts";
import * as ledger from "../ledger/service.ts";
import { notify } from "../notifications/service.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import * as repository from "./repository.ts";
import type { Loan, LoanChange, Product } from "./repository.ts";
import { loanEntryKinds, loanFundAccount, loanInterestAccount, loanTarget, productTermsOf, toLoanRecord } from "./service.ts";

/** The operator deciding, as the audited path knows them, and when. */
export interface Decider {
  id: string;
  username: string;
  at: Date;
}

/** A change's effect, for the audit row. */
export interface Changed<Item> {
  before: Item | null;
  after: Item;
}

function adminLoanOf(loan: Loan, username: string, now: Date): AdminLoan {
  return {
    // Operators read (and the audit records) the product's English name.
    ...toLoanRecord(loan, now, "en"),
    userId: loan.userId,
    username,
    borrowerName: loan.borrowerName,
    signatureImageId: loan.signatureUploadId,
    decidedBy: loan.decidedBy === null ? null : { id: loan.decidedBy, username: loan.decidedByName ?? "" },
    disbursementEntryId: loan.disbursementEntry,
    repaymentEntryId: loan.repaymentEntry,
  };
}

async function usernameOf(db: Db, userId: UserId): Promise<string> {
  return (await usernamesOf(db, [userId])).get(userId) ?? "";
}

/** Applications waiting for compliance's decision: the dashboard's loans queue. */
export function pendingLoanCount(db: Db): Promise<number> {
  return repository.loanCountInStatus(db, "pending");
}

export interface LoanQueueQuery {
  page: number;
  size: number;
  status: LoanStatus;
  userId?: UserId | undefined;
  q?: string | undefined;
}

/** The pending queue oldest first (who waited longest); the other statuses newest first. */
export async function loanQueue(deps: { db: Db; clock: Clock }, query: LoanQueueQuery) {
  const window = { limit: query.size, offset: (query.page - 1) * query.size, oldestFirst: query.status === "pending" };
  const { loans, total } = await repository.loansPage(deps.db, { status: query.status, userId: query.userId, search: query.q }, window);
  const names = await usernamesOf(deps.db, loans.map((loan) => loan.userId));
  const now = deps.clock.now();
  return { items: loans.map((loan) => adminLoanOf(loan, names.get(loan.userId) ?? "", now)), total, page: query.page, size: query.size };
}

/** One loan; 10118 when there is none. */
export async function loanForOffice(deps: { db: Db; clock: Clock }, id: string): Promise<AdminLoan> {
  const loan = (await repository.findLoan(deps.db, id)) ?? fail("notFound");
  return adminLoanOf(loan, await usernameOf(deps.db, loan.userId), deps.clock.now());
}

/** The row locked for a decision: 10118 when missing, 10158 when already decided. */
async function lockPending(tx: Db, id: string): Promise<Loan> {
  const loan = (await repository.lockLoan(tx, id)) ?? fail("notFound");
  if (loan.status !== "pending") fail("alreadyReviewed");
  return loan;
}

function decisionFields(decider: Decider): LoanChange {
  return { decidedBy: decider.id, decidedByName: decider.username, decidedAt: decider.at };
}

/**
 * Approves and disburses: under the loan fund's lock, 10177 unless its balance covers the
 * principal; then one entry moves the principal from loan_fund to the user's real available
 * balance, the term starts now and the user is told.
 */
export async function approveLoan(tx: Db, decider: Decider, id: string): Promise<Changed<AdminLoan> & { userId: UserId }> {
  const loan = await lockPending(tx, id);
  await repository.lockLoanFund(tx);
  const fund = await ledger.balanceOf(tx, { ...loanFundAccount, book: "real" });
  if (fund.lessThan(loan.amount)) fail("loanFundInsufficient");
  const { amount } = loan;
  const entry = await ledger.post(tx, {
    kind: loanEntryKinds.disbursement,
    book: "real",
    reference: loanTarget(id),
    idempotencyKey: `${loanEntryKinds.disbursement}:${id}`,
    actor: `operator:${decider.id}`,
    postings: [
      { account: loanFundAccount, amount: amount.negated() },
      { account: { ownerId: loan.userId, currency: loanCurrency, kind: "available" }, amount },
    ],
  });
  invariant(!entry.replayed, `loan ${id} was already disbursed as entry ${entry.id} while pending`);
  const dueAt = loanDueAt(decider.at, loan.termDays);
  const updated = await repository.updateLoan(tx, id, { status: "repaying", disbursedAt: decider.at, dueAt, disbursementEntry: entry.id, ...decisionFields(decider) });
  await notify(tx, { userId: loan.userId, kind: "loan_approved", book: "real", params: { coin: loanCurrency, amount: toPlain(amount), dueAt: dueAt.toISOString() }, reference: loanTarget(id) });
  const username = await usernameOf(tx, loan.userId);
  return { before: adminLoanOf(loan, username, decider.at), after: adminLoanOf(updated, username, decider.at), userId: loan.userId };
}

/** Refuses the application with the reason the user sees; nothing moves and the signature stays claimed. */
export async function rejectLoan(tx: Db, decider: Decider, id: string, reason: string): Promise<Changed<AdminLoan> & { userId: UserId }> {
  const loan = await lockPending(tx, id);
  const updated = await repository.updateLoan(tx, id, { status: "rejected", rejectReason: reason, ...decisionFields(decider) });
  await notify(tx, { userId: loan.userId, kind: "loan_rejected", book: "real", params: { coin: loanCurrency, amount: toPlain(loan.amount), reason }, reference: loanTarget(id) });
  const username = await usernameOf(tx, loan.userId);
  return { before: adminLoanOf(loan, username, decider.at), after: adminLoanOf(updated, username, decider.at), userId: loan.userId };
}

// --- products ---

function adminProductOf(product: Product, loans: number): AdminLoanProduct {
  return { ...productTermsOf(product), names: product.names, enabled: product.enabled, loans, updatedAt: product.updatedAt.toISOString() };
}

export async function productsForOffice(db: Db): Promise<AdminLoanProduct[]> {
  const [products, counts] = await Promise.all([repository.products(db, false), repository.loanCountsByProduct(db)]);
  return products.map((product) => adminProductOf(product, counts.get(product.id) ?? 0));
}

export interface ProductFields {
  /** Per interface language; English required (10179). */
  names: Record<LanguageCode, string>;
  minAmount: Amount;
  maxAmount: Amount;
  termDays: number[];
  dailyRate: Decimal;
  enabled: boolean;
}

/** The product's values: 10165 for a zero minimum, 10179 without an English name, when min > max or the terms repeat. */
function productValues(fields: ProductFields, at: Date): repository.ProductValues {
  if (fields.names.en === "") fail("loanProductInvalid");
  const { minAmount: min, maxAmount: max } = fields;
  if (!min.greaterThan(0) || !fitsScale(min, loanCurrency) || !fitsScale(max, loanCurrency)) fail("amountWrong");
  if (min.greaterThan(max)) fail("loanProductInvalid");
  if (new Set(fields.termDays).size !== fields.termDays.length) fail("loanProductInvalid");
  return { names: fields.names, minAmount: min, maxAmount: max, termDays: [...fields.termDays].sort((a, b) => a - b), dailyRate: fields.dailyRate, enabled: fields.enabled, updatedAt: at };
}

export function productTarget(id: string): string {
  return `loan_product:${id}`;
}

export async function createProduct(tx: Db, fields: ProductFields, at: Date): Promise<Changed<AdminLoanProduct>> {
  const product = await repository.insertProduct(tx, productValues(fields, at));
  return { before: null, after: adminProductOf(product, 0) };
}

/** Changes a product; loans already signed keep their own copy of the figures. 10118 for an unknown id. */
export async function updateProduct(tx: Db, id: string, fields: ProductFields, at: Date): Promise<Changed<AdminLoanProduct>> {
  const product = (await repository.lockProduct(tx, id)) ?? fail("notFound");
  const loans = (await repository.loanCountsByProduct(tx)).get(id) ?? 0;
  const updated = await repository.updateProduct(tx, id, productValues(fields, at));
  return { before: adminProductOf(product, loans), after: adminProductOf(updated, loans) };
}

// --- the loan fund ---

export async function loanFund(db: Db): Promise<z.input<typeof loanFundSchema>> {
  const [balance, interest, principal] = await Promise.all([
    ledger.balanceOf(db, { ...loanFundAccount, book: "real" }),
    ledger.balanceOf(db, { ...loanInterestAccount, book: "real" }),
    repository.principalByStatus(db),
  ]);
  return { currency: loanCurrency, balance, outstanding: principal.outstanding, pending: principal.pending, interestEarned: interest };
}

/** Moves `amount` USDT from platform cash to the loan fund (10165 unless positive and at USDT's scale). */
export async function fundLoanFund(tx: Db, operatorId: string, amount: Amount): Promise<Changed<z.input<typeof loanFundSchema>> & { entryId: string }> {
  if (!amount.greaterThan(0) || !fitsScale(amount, loanCurrency)) fail("amountWrong");
  await repository.lockLoanFund(tx);
  const before = await loanFund(tx);
  const entry = await ledger.post(tx, {
    kind: loanEntryKinds.funding,
    book: "real",
    reference: "loan_fund",
    actor: `operator:${operatorId}`,
    postings: [
      { account: { ownerId: null, currency: loanCurrency, kind: "cash" }, amount: amount.negated() },
      { account: loanFundAccount, amount },
    ],
  });
  return { before, after: await loanFund(tx), entryId: entry.id };
}
