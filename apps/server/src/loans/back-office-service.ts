// The back-office side of loans, for the admin domain, which runs each write inside its audited
// transaction (`tx`): compliance's queue (approve: disburse from the loan fund; reject with a
// reason), finance's products and the loan fund. A decision locks the loan row and moves it out
// of pending exactly once; a second decision, racing or late, answers 10158 and moves nothing.
// Every movement of the loan fund (approval, funding) first locks its guard row, so two
// approvals at once cannot lend the same balance twice (10177 when it does not cover one).
import type { AdminLoan, AdminLoanProduct, LoanFund } from "@tradewind/api/admin/loans";
import { loanCurrency, type LoanStatus } from "@tradewind/api/loans";
import { invariant } from "@tradewind/domain/assert";
import type { UserId } from "@tradewind/domain/ids";
import { loanDueAt } from "@tradewind/domain/loans";
import { decimal, fitsScale, toPlain } from "@tradewind/domain/money";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { usernamesOf } from "../accounts/back-office-service.ts";
import * as ledger from "../ledger/service.ts";
import { notify } from "../notifications/service.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import * as repository from "./repository.ts";
import type { LoanRow, ProductRow } from "./repository.ts";
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

const plain = (value: string) => toPlain(decimal(value));

function adminLoanOf(row: LoanRow, username: string, now: Date): AdminLoan {
  return {
    // Operators read (and the audit records) the product's English name.
    ...toLoanRecord(row, now, "en"),
    userId: row.user_id,
    username,
    borrowerName: row.borrower_name,
    signatureImageId: row.signature_upload_id,
    decidedBy: row.decided_by === null ? null : { id: row.decided_by, username: row.decided_by_name ?? "" },
    disbursementEntryId: row.disbursement_entry,
    repaymentEntryId: row.repayment_entry,
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
  const { rows, total } = await repository.loansPage(deps.db, { status: query.status, userId: query.userId, search: query.q }, window);
  const names = await usernamesOf(deps.db, rows.map((row) => row.user_id));
  const now = deps.clock.now();
  return { items: rows.map((row) => adminLoanOf(row, names.get(row.user_id) ?? "", now)), total, page: query.page, size: query.size };
}

/** One loan; 10118 when there is none. */
export async function loanForOffice(deps: { db: Db; clock: Clock }, id: string): Promise<AdminLoan> {
  const row = (await repository.findLoan(deps.db, id)) ?? fail("notFound");
  return adminLoanOf(row, await usernameOf(deps.db, row.user_id), deps.clock.now());
}

/** The row locked for a decision: 10118 when missing, 10158 when already decided. */
async function lockPending(tx: Db, id: string): Promise<LoanRow> {
  const row = (await repository.lockLoan(tx, id)) ?? fail("notFound");
  if (row.status !== "pending") fail("alreadyReviewed");
  return row;
}

function decisionFields(decider: Decider) {
  return { decided_by: decider.id, decided_by_name: decider.username, decided_at: decider.at };
}

/**
 * Approves and disburses: under the loan fund's lock, 10177 unless its balance covers the
 * principal; then one entry moves the principal from loan_fund to the user's real available
 * balance, the term starts now and the user is told.
 */
export async function approveLoan(tx: Db, decider: Decider, id: string): Promise<Changed<AdminLoan> & { userId: UserId }> {
  const row = await lockPending(tx, id);
  await repository.lockLoanFund(tx);
  const fund = await ledger.balanceOf(tx, { ...loanFundAccount, book: "real" });
  if (decimal(fund).lessThan(row.amount)) fail("loanFundInsufficient");
  const amount = decimal(row.amount);
  const entry = await ledger.post(tx, {
    kind: loanEntryKinds.disbursement,
    book: "real",
    reference: loanTarget(id),
    idempotencyKey: `${loanEntryKinds.disbursement}:${id}`,
    actor: `operator:${decider.id}`,
    postings: [
      { account: loanFundAccount, amount: amount.negated() },
      { account: { ownerId: row.user_id, currency: loanCurrency, kind: "available" }, amount },
    ],
  });
  invariant(!entry.replayed, `loan ${id} was already disbursed as entry ${entry.id} while pending`);
  const dueAt = loanDueAt(decider.at, row.term_days);
  const updated = await repository.updateLoan(tx, id, { status: "repaying", disbursed_at: decider.at, due_at: dueAt, disbursement_entry: entry.id, ...decisionFields(decider) });
  await notify(tx, { userId: row.user_id, kind: "loan_approved", book: "real", params: { coin: loanCurrency, amount: toPlain(amount), dueAt: dueAt.toISOString() }, reference: loanTarget(id) });
  const username = await usernameOf(tx, row.user_id);
  return { before: adminLoanOf(row, username, decider.at), after: adminLoanOf(updated, username, decider.at), userId: row.user_id };
}

/** Refuses the application with the reason the user sees; nothing moves and the signature stays claimed. */
export async function rejectLoan(tx: Db, decider: Decider, id: string, reason: string): Promise<Changed<AdminLoan> & { userId: UserId }> {
  const row = await lockPending(tx, id);
  const updated = await repository.updateLoan(tx, id, { status: "rejected", reject_reason: reason, ...decisionFields(decider) });
  await notify(tx, { userId: row.user_id, kind: "loan_rejected", book: "real", params: { coin: loanCurrency, amount: plain(row.amount), reason }, reference: loanTarget(id) });
  const username = await usernameOf(tx, row.user_id);
  return { before: adminLoanOf(row, username, decider.at), after: adminLoanOf(updated, username, decider.at), userId: row.user_id };
}

// --- products ---

function adminProductOf(row: ProductRow, loans: number): AdminLoanProduct {
  return { ...productTermsOf(row), names: row.names, enabled: row.enabled, loans, updatedAt: row.updated_at.toISOString() };
}

export async function productsForOffice(db: Db): Promise<AdminLoanProduct[]> {
  const [rows, counts] = await Promise.all([repository.products(db, false), repository.loanCountsByProduct(db)]);
  return rows.map((row) => adminProductOf(row, counts.get(row.id) ?? 0));
}

export interface ProductFields {
  /** Per interface language; English required (10179). */
  names: Record<LanguageCode, string>;
  minAmount: string;
  maxAmount: string;
  termDays: number[];
  dailyRate: string;
  enabled: boolean;
}

/** The row's values: 10165 for a zero minimum, 10179 without an English name, when min > max or the terms repeat. */
function productValues(fields: ProductFields, at: Date) {
  if (fields.names.en === "") fail("loanProductInvalid");
  const [min, max] = [decimal(fields.minAmount), decimal(fields.maxAmount)];
  if (!min.greaterThan(0) || !fitsScale(min, loanCurrency) || !fitsScale(max, loanCurrency)) fail("amountWrong");
  if (min.greaterThan(max)) fail("loanProductInvalid");
  if (new Set(fields.termDays).size !== fields.termDays.length) fail("loanProductInvalid");
  return {
    names: JSON.stringify(fields.names),
    min_amount: toPlain(min),
    max_amount: toPlain(max),
    term_days: [...fields.termDays].sort((a, b) => a - b),
    daily_rate: plain(fields.dailyRate),
    enabled: fields.enabled,
    updated_at: at,
  };
}

export function productTarget(id: string): string {
  return `loan_product:${id}`;
}

export async function createProduct(tx: Db, fields: ProductFields, at: Date): Promise<Changed<AdminLoanProduct>> {
  const row = await repository.insertProduct(tx, productValues(fields, at));
  return { before: null, after: adminProductOf(row, 0) };
}

/** Changes a product; loans already signed keep their own copy of the figures. 10118 for an unknown id. */
export async function updateProduct(tx: Db, id: string, fields: ProductFields, at: Date): Promise<Changed<AdminLoanProduct>> {
  const row = (await repository.lockProduct(tx, id)) ?? fail("notFound");
  const loans = (await repository.loanCountsByProduct(tx)).get(id) ?? 0;
  const updated = await repository.updateProduct(tx, id, productValues(fields, at));
  return { before: adminProductOf(row, loans), after: adminProductOf(updated, loans) };
}

// --- the loan fund ---

export async function loanFund(db: Db): Promise<LoanFund> {
  const [balance, interest, principal] = await Promise.all([
    ledger.balanceOf(db, { ...loanFundAccount, book: "real" }),
    ledger.balanceOf(db, { ...loanInterestAccount, book: "real" }),
    repository.principalByStatus(db),
  ]);
  return { currency: loanCurrency, balance, outstanding: plain(principal.outstanding), pending: plain(principal.pending), interestEarned: interest };
}

/** Moves `amount` USDT from platform cash to the loan fund (10165 unless positive and at USDT's scale). */
export async function fundLoanFund(tx: Db, operatorId: string, amount: string): Promise<Changed<LoanFund> & { entryId: string }> {
  const value = decimal(amount);
  if (!value.greaterThan(0) || !fitsScale(value, loanCurrency)) fail("amountWrong");
  await repository.lockLoanFund(tx);
  const before = await loanFund(tx);
  const entry = await ledger.post(tx, {
    kind: loanEntryKinds.funding,
    book: "real",
    reference: "loan_fund",
    actor: `operator:${operatorId}`,
    postings: [
      { account: { ownerId: null, currency: loanCurrency, kind: "cash" }, amount: value.negated() },
      { account: loanFundAccount, amount: value },
    ],
  });
  return { before, after: await loanFund(tx), entryId: entry.id };
}
