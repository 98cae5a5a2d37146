// Use cases of loans on the user's side (issue 14; DESIGN §3, §6): the products, the quote, the
// signed application, the list, repayment and the agreement PDF; and the expiry of overdue loans.
//
// An application is one transaction that first locks the user's row, so a user's applications
// run one at a time and `loan_max_open` cannot be passed by racing requests. The signature is
// claimed in it (an unclaimed `loan_signature` upload of the caller, else 10155), the agreement
// PDF is written under DATA_DIR/loans with a random name, and the row keeps its SHA-256.
// A repayment locks the loan row, so of two racing repayments one pays and the other answers
// 10178; its ledger entry also carries the key `loan_repayment:<id>`.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Book } from "@tradewind/api/accounts";
import { loanCurrency, openLoanStatuses, type LoanProduct, type LoanQuote, type LoanRecord, type LoanStatus } from "@tradewind/api/loans";
import { invariant } from "@tradewind/domain/assert";
import type { UserId } from "@tradewind/domain/ids";
import { textIn } from "@tradewind/i18n/language-texts";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { loanCharges, loanDueAt, repaymentCharges, type LoanTerms } from "@tradewind/domain/loans";
import { decimal, fitsScale, toPlain } from "@tradewind/domain/money";
import { usernamesOf } from "../accounts/back-office-service.ts";
import { kycState } from "../accounts/kyc-service.ts";
import { lockUser } from "../accounts/users-service.ts";
import * as ledger from "../ledger/service.ts";
import { announceNotifications, notify } from "../notifications/service.ts";
import type { Bus } from "../platform/bus.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import { getParam } from "../platform/params.ts";
import type { FileReply } from "../platform/request-context.ts";
import { claimUploads, ownUpload } from "../uploads/service.ts";
import { agreementPdf } from "./agreement.ts";
import * as repository from "./repository.ts";
import type { LoanRow, ProductRow } from "./repository.ts";

export interface LoanDeps {
  db: Db;
  clock: Clock;
  /** DATA_DIR/loans: where agreements go. */
  dir: string;
  /** DATA_DIR/uploads: where the signature image is read from. */
  uploadsDir: string;
}

/** The platform as the agreement names it. */
export const platformName = "Tradewind";
/** The statement's kinds of the entries loans post (packages/api statementKinds), and the platform-only funding. */
export const loanEntryKinds = { disbursement: "loan_disbursement", repayment: "loan_repayment", funding: "loan_funding" } as const;
/** Platform ledger accounts: what can be lent, and the interest received. */
export const loanFundAccount = { ownerId: null, currency: loanCurrency, kind: "loan_fund" } as const;
export const loanInterestAccount = { ownerId: null, currency: loanCurrency, kind: "loan_interest" } as const;

export function loanTarget(id: string): string {
  return `loan:${id}`;
}

const plain = (value: string) => toPlain(decimal(value));
const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** System param `loan_interest_free_days` (whole days, 0–365 by its bounds). */
export async function interestFreeDays(db: Db): Promise<number> {
  const days = Number(await getParam(db, "loan_interest_free_days"));
  invariant(Number.isInteger(days) && days >= 0, `loan_interest_free_days is not a whole number: ${days}`);
  return days;
}

async function maxOpenLoans(db: Db): Promise<number> {
  const count = Number(await getParam(db, "loan_max_open"));
  invariant(Number.isInteger(count) && count >= 1, `loan_max_open is not a whole number: ${count}`);
  return count;
}

/** A product's own terms as the wire shows them (amounts plain, terms ascending), named in English. */
export function productTermsOf(row: ProductRow) {
  return {
    id: row.id,
    name: textIn(row.names, "en").text,
    minAmount: plain(row.min_amount),
    maxAmount: plain(row.max_amount),
    termDays: [...row.term_days].sort((a, b) => a - b),
    dailyRate: plain(row.daily_rate),
  };
}

export function productOf(row: ProductRow, freeDays: number, language: LanguageCode): LoanProduct {
  const name = textIn(row.names, language);
  return { ...productTermsOf(row), name: name.text, nameFallback: name.fallback, interestFreeDays: freeDays, currency: loanCurrency };
}

function termsOf(row: LoanRow): LoanTerms {
  return { amount: decimal(row.amount), dailyRate: row.daily_rate, termDays: row.term_days, interestFreeDays: row.interest_free_days };
}

/** The user's view of a loan at `now` in `language`: what repaying now would cost while it is repaying or expired. */
export function toLoanRecord(row: LoanRow, now: Date, language: LanguageCode): LoanRecord {
  const terms = termsOf(row);
  const productName = textIn(row.product_names, language);
  const quoted = loanCharges(terms);
  const due = (row.status === "repaying" || row.status === "expired") && row.disbursed_at !== null ? repaymentCharges(terms, row.disbursed_at, now) : undefined;
  return {
    id: row.id,
    status: row.status,
    productId: row.product_id,
    productName: productName.text,
    productNameFallback: productName.fallback,
    currency: loanCurrency,
    amount: plain(row.amount),
    termDays: row.term_days,
    dailyRate: plain(row.daily_rate),
    interestFreeDays: row.interest_free_days,
    chargeableDays: quoted.chargeableDays,
    totalInterest: plain(row.total_interest),
    repaymentAmount: toPlain(decimal(row.amount).plus(row.total_interest)),
    amountDue: due ? toPlain(due.total) : null,
    interestDue: due ? toPlain(due.interest) : null,
    signedAt: row.signed_at.toISOString(),
    disbursedAt: iso(row.disbursed_at),
    dueAt: iso(row.due_at),
    overdue: row.status === "expired",
    repaidAt: iso(row.repaid_at),
    repaidAmount: row.repaid_interest === null ? null : toPlain(decimal(row.amount).plus(row.repaid_interest)),
    rejectReason: row.reject_reason,
    decidedAt: iso(row.decided_at),
    agreementSha256: row.agreement_sha256,
  };
}

export async function listProducts(db: Db, language: LanguageCode): Promise<LoanProduct[]> {
  const [rows, freeDays] = await Promise.all([repository.products(db, true), interestFreeDays(db)]);
  return rows.map((row) => productOf(row, freeDays, language));
}

export interface LoanRequest {
  productId: string;
  amount: string;
  termDays: number;
}

type Figures = Omit<LoanQuote, "productName" | "productNameFallback">;

/**
 * The quote's figures with the product, checked in the contract's order: an enabled product
 * (10175), a term it offers (10023), a positive amount at USDT's scale (10165) within its range
 * (10174).
 */
async function checkedQuote(deps: { db: Db; clock: Clock }, request: LoanRequest): Promise<{ product: ProductRow; quote: Figures }> {
  const product = await repository.findProduct(deps.db, request.productId);
  if (!product?.enabled) fail("loanProductUnavailable");
  if (!product.term_days.includes(request.termDays)) fail("loanTermWrong");
  const amount = decimal(request.amount);
  if (!amount.greaterThan(0) || !fitsScale(amount, loanCurrency)) fail("amountWrong");
  if (amount.lessThan(product.min_amount) || amount.greaterThan(product.max_amount)) fail("loanAmountOutOfRange");
  const freeDays = await interestFreeDays(deps.db);
  const charges = loanCharges({ amount, dailyRate: product.daily_rate, termDays: request.termDays, interestFreeDays: freeDays });
  const quote: Figures = {
    productId: product.id,
    currency: loanCurrency,
    amount: toPlain(amount),
    termDays: request.termDays,
    dailyRate: plain(product.daily_rate),
    interestFreeDays: freeDays,
    chargeableDays: charges.chargeableDays,
    totalInterest: toPlain(charges.interest),
    repaymentAmount: toPlain(charges.total),
    repaymentDate: loanDueAt(deps.clock.now(), request.termDays).toISOString(),
  };
  return { product, quote };
}

/** The quote as the user sees it before signing, the product named in `language`. */
export async function quoteLoan(deps: { db: Db; clock: Clock }, request: LoanRequest, language: LanguageCode): Promise<LoanQuote> {
  const { product, quote } = await checkedQuote(deps, request);
  const name = textIn(product.names, language);
  return { ...quote, productName: name.text, productNameFallback: name.fallback };
}

/** The rate as a percentage for the agreement, e.g. "0.0005" → "0.05". */
function percentOf(rate: string): string {
  return toPlain(decimal(rate).times(100));
}

async function writeAgreement(dir: string, bytes: Uint8Array): Promise<{ name: string; sha256: string }> {
  const name = `${randomBytes(16).toString("hex")}.pdf`;
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.writeFile(path.join(dir, name), bytes, { flag: "wx", mode: 0o600 });
  return { name, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/**
 * Applies for a loan: the real book (10160), verified KYC (10022), the quote's checks, then under
 * the user's row lock at most `loan_max_open` open loans (10176) and the signature claimed
 * (10155). Writes the agreement PDF in the request's language (English annex governing) and the
 * pending loan, which keeps that language.
 */
export async function applyForLoan(deps: LoanDeps, userId: UserId, book: Book, request: LoanRequest & { signatureImageId: string }, language: LanguageCode): Promise<LoanRecord> {
  if (book !== "real") fail("realAccountRequired");
  const identity = await kycState(deps.db, userId);
  if (identity.status !== "verified" || !identity.submission) fail("notRealNameVerified");
  const { product, quote } = await checkedQuote(deps, request);
  const maxOpen = await maxOpenLoans(deps.db);
  const borrowerName = `${identity.submission.firstName} ${identity.submission.lastName}`;
  const username = (await usernamesOf(deps.db, [userId])).get(userId) ?? "";
  const signedAt = deps.clock.now();
  let written: string | undefined;
  try {
    const row = await deps.db.transaction().execute(async (tx) => {
      await lockUser(tx, userId);
      if ((await repository.openLoanCount(tx, userId, openLoanStatuses)) >= maxOpen) fail("openLoanLimit");
      await claimUploads(tx, { userId }, [request.signatureImageId], "loan_signature");
      const signature = await ownUpload({ db: tx, clock: deps.clock, dir: deps.uploadsDir }, { userId }, request.signatureImageId);
      invariant(signature.contentType === "image/png" || signature.contentType === "image/jpeg", `signature ${request.signatureImageId} is ${signature.contentType}`);
      const pdf = await agreementPdf({
        language,
        platformName,
        borrowerName,
        username,
        userId,
        productNames: product.names,
        currency: loanCurrency,
        amount: quote.amount,
        termDays: quote.termDays,
        dailyRate: quote.dailyRate,
        dailyRatePercent: percentOf(quote.dailyRate),
        interestFreeDays: quote.interestFreeDays,
        chargeableDays: quote.chargeableDays,
        totalInterest: quote.totalInterest,
        repaymentAmount: quote.repaymentAmount,
        repaymentDateIfDisbursedNow: quote.repaymentDate,
        signedAt: signedAt.toISOString(),
        signature: { bytes: signature.bytes, contentType: signature.contentType },
      });
      const agreement = await writeAgreement(deps.dir, pdf);
      written = agreement.name;
      return repository.insertLoan(tx, {
        user_id: userId,
        product_id: quote.productId,
        product_names: JSON.stringify(product.names),
        amount: quote.amount,
        term_days: quote.termDays,
        daily_rate: quote.dailyRate,
        interest_free_days: quote.interestFreeDays,
        total_interest: quote.totalInterest,
        borrower_name: borrowerName,
        signature_upload_id: request.signatureImageId,
        signed_at: signedAt,
        agreement_name: agreement.name,
        agreement_sha256: agreement.sha256,
        agreement_language: language,
      });
    });
    return toLoanRecord(row, deps.clock.now(), language);
  } catch (error) {
    // The transaction rolled back after the file was written: no row names it.
    if (written !== undefined) await fs.rm(path.join(deps.dir, written), { force: true });
    throw error;
  }
}

export async function listLoans(deps: { db: Db; clock: Clock }, userId: UserId, query: { page: number; size: number; status?: LoanStatus | undefined }, language: LanguageCode) {
  const { rows, total } = await repository.loansPage(deps.db, { userId, status: query.status }, { limit: query.size, offset: (query.page - 1) * query.size, oldestFirst: false });
  const now = deps.clock.now();
  return { items: rows.map((row) => toLoanRecord(row, now, language)), total, page: query.page, size: query.size };
}

/**
 * Repays a repaying or expired loan in full from the real available balance: principal back to
 * the loan fund, interest (days elapsed beyond the free days, as agreed) to loan_interest.
 * 10118 for anyone else's loan, 10178 when not awaiting repayment, 10092 when available is short.
 */
export async function repayLoan(deps: { db: Db; clock: Clock; bus?: Bus | undefined }, userId: UserId, id: string, language: LanguageCode) {
  const now = deps.clock.now();
  const done = await deps.db.transaction().execute(async (tx) => {
    const row = await repository.lockLoan(tx, id);
    if (row?.user_id !== userId) fail("notFound");
    if ((row.status !== "repaying" && row.status !== "expired") || row.disbursed_at === null) fail("loanNotRepayable");
    const charges = repaymentCharges(termsOf(row), row.disbursed_at, now);
    const [principal, interest, total] = [toPlain(decimal(row.amount)), toPlain(charges.interest), toPlain(charges.total)];
    const legs = [
      { account: { ownerId: userId, currency: loanCurrency, kind: "available" }, amount: charges.total.negated() },
      { account: loanFundAccount, amount: decimal(row.amount) },
      { account: loanInterestAccount, amount: charges.interest },
    ];
    const entry = await ledger.post(tx, {
      kind: loanEntryKinds.repayment,
      book: "real",
      reference: loanTarget(id),
      idempotencyKey: `${loanEntryKinds.repayment}:${id}`,
      actor: `user:${userId}`,
      postings: legs.filter((leg) => !leg.amount.isZero()),
    });
    invariant(!entry.replayed, `loan ${id} was already repaid as entry ${entry.id} while ${row.status}`);
    const updated = await repository.updateLoan(tx, id, { status: "repaid", repaid_at: now, repaid_interest: interest, repayment_entry: entry.id });
    await notify(tx, { userId, kind: "loan_repaid", book: "real", params: { coin: loanCurrency, amount: total, interest }, reference: loanTarget(id) });
    return { loan: toLoanRecord(updated, now, language), repayment: { principal, interest, total, daysCharged: charges.daysCounted, entryId: entry.id } };
  });
  if (deps.bus) announceNotifications(deps.bus, [userId]);
  return done;
}

async function agreementBytes(dir: string, row: LoanRow): Promise<FileReply> {
  invariant(/^[0-9a-f]{32}\.pdf$/.test(row.agreement_name), `not an agreement name: ${row.agreement_name}`);
  const bytes = await fs.readFile(path.join(dir, row.agreement_name));
  return { contentType: "application/pdf", bytes, fileName: `loan-agreement-${row.id}.pdf` };
}

/** The agreement PDF of one of the user's loans; 10118 for anyone else's. */
export async function ownAgreement(deps: LoanDeps, userId: UserId, id: string): Promise<FileReply> {
  const row = await repository.findLoan(deps.db, id);
  if (row?.user_id !== userId) fail("notFound");
  return agreementBytes(deps.dir, row);
}

/** The agreement PDF for compliance; 10118 for an unknown id. */
export async function agreementForReview(deps: { db: Db; dir: string }, id: string): Promise<FileReply> {
  return agreementBytes(deps.dir, (await repository.findLoan(deps.db, id)) ?? fail("notFound"));
}

/** Loans marked expired per round, at most; the next round takes the rest. */
const expiryBatch = 100;

/**
 * Marks repaying loans past their due date expired, each in its own transaction under its row
 * lock (a repayment racing it either comes first, and the loan is repaid, or after, and repays
 * the expired loan for the same amount), and tells the user. Answers the users told.
 */
export async function expireOverdueLoans(deps: { db: Db; clock: Clock; bus?: Bus | undefined }): Promise<string[]> {
  const now = deps.clock.now();
  const told: string[] = [];
  for (const id of await repository.overdueLoanIds(deps.db, now, expiryBatch)) {
    const userId = await deps.db.transaction().execute(async (tx) => {
      const row = await repository.lockLoan(tx, id);
      if (row?.status !== "repaying" || row.due_at === null || row.due_at > now || row.disbursed_at === null) return undefined;
      await repository.updateLoan(tx, id, { status: "expired" });
      const due = repaymentCharges(termsOf(row), row.disbursed_at, now);
      await notify(tx, { userId: row.user_id, kind: "loan_expired", book: "real", params: { coin: loanCurrency, amount: toPlain(due.total), dueAt: row.due_at.toISOString() }, reference: loanTarget(id) });
      return row.user_id;
    });
    if (userId !== undefined) told.push(userId);
  }
  if (deps.bus && told.length > 0) announceNotifications(deps.bus, told);
  return told;
}

/** The due job's name (platform/due-jobs.ts). */
export const loanExpiryJob = "loan_expiry";
