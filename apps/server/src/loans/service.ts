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
import { loanCurrency, openLoanStatuses, type LoanProduct, type LoanQuoteReply, type LoanRecord, type LoanStatus } from "@tradewind/api/loans";
import { invariant } from "@tradewind/domain/assert";
import type { UserId } from "@tradewind/domain/ids";
import { textIn } from "@tradewind/i18n/language-texts";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { loanCharges, loanDueAt, repaymentCharges, type LoanTerms } from "@tradewind/domain/loans";
import { asAmount, fitsScale, toPlain, type Amount, type Decimal } from "@tradewind/domain/money";
import { usernamesOf } from "../accounts/back-office-service.ts";
import { kycState } from "../accounts/kyc-service.ts";
import { lockUser } from "../accounts/users-service.ts";
import * as ledger from "../ledger/service.ts";
import { announceNotifications, notify } from "../notifications/service.ts";
import type { Bus } from "../platform/bus.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import { replied } from "../platform/idempotency.ts";
import { integerParam } from "../platform/params.ts";
import type { FileReply } from "../platform/request-context.ts";
import { claimUploads, ownUpload } from "../uploads/service.ts";
import { agreementPdf } from "./agreement.ts";
import * as repository from "./repository.ts";
import type { Loan, Product } from "./repository.ts";

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

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** System param `loan_interest_free_days` (whole days, 0–365 by its bounds). */
export async function interestFreeDays(db: Db): Promise<number> {
  return integerParam(db, "loan_interest_free_days", 0);
}

async function maxOpenLoans(db: Db): Promise<number> {
  return integerParam(db, "loan_max_open", 1);
}

/** A product's own terms as the wire shows them (amounts plain, terms ascending), named in English. */
export function productTermsOf(product: Product) {
  return {
    id: product.id,
    name: textIn(product.names, "en").text,
    minAmount: toPlain(product.minAmount),
    maxAmount: toPlain(product.maxAmount),
    termDays: [...product.termDays].sort((a, b) => a - b),
    dailyRate: toPlain(product.dailyRate),
  };
}

export function productOf(product: Product, freeDays: number, language: LanguageCode): LoanProduct {
  const name = textIn(product.names, language);
  return { ...productTermsOf(product), name: name.text, nameFallback: name.fallback, interestFreeDays: freeDays, currency: loanCurrency };
}

function termsOf(loan: Loan): LoanTerms {
  return { amount: loan.amount, dailyRate: loan.dailyRate, termDays: loan.termDays, interestFreeDays: loan.interestFreeDays };
}

/** The user's view of a loan at `now` in `language`: what repaying now would cost while it is repaying or expired. */
export function toLoanRecord(loan: Loan, now: Date, language: LanguageCode): LoanRecord {
  const terms = termsOf(loan);
  const productName = textIn(loan.productNames, language);
  const quoted = loanCharges(terms);
  const due = (loan.status === "repaying" || loan.status === "expired") && loan.disbursedAt !== null ? repaymentCharges(terms, loan.disbursedAt, now) : undefined;
  return {
    id: loan.id,
    status: loan.status,
    productId: loan.productId,
    productName: productName.text,
    productNameFallback: productName.fallback,
    currency: loanCurrency,
    amount: toPlain(loan.amount),
    termDays: loan.termDays,
    dailyRate: toPlain(loan.dailyRate),
    interestFreeDays: loan.interestFreeDays,
    chargeableDays: quoted.chargeableDays,
    totalInterest: toPlain(loan.totalInterest),
    repaymentAmount: toPlain(loan.amount.plus(loan.totalInterest)),
    amountDue: due ? toPlain(due.total) : null,
    interestDue: due ? toPlain(due.interest) : null,
    signedAt: loan.signedAt.toISOString(),
    disbursedAt: iso(loan.disbursedAt),
    dueAt: iso(loan.dueAt),
    overdue: loan.status === "expired",
    repaidAt: iso(loan.repaidAt),
    repaidAmount: loan.repaidInterest === null ? null : toPlain(loan.amount.plus(loan.repaidInterest)),
    rejectReason: loan.rejectReason,
    decidedAt: iso(loan.decidedAt),
    agreementSha256: loan.agreementSha256,
  };
}

export async function listProducts(db: Db, language: LanguageCode): Promise<LoanProduct[]> {
  const [rows, freeDays] = await Promise.all([repository.products(db, true), interestFreeDays(db)]);
  return rows.map((row) => productOf(row, freeDays, language));
}

export interface LoanRequest {
  productId: string;
  amount: Amount;
  termDays: number;
}

/** The quote's figures as Decimals; the wire writes them as text (`decimalText`). */
interface Figures {
  productId: string;
  currency: typeof loanCurrency;
  amount: Amount;
  termDays: number;
  dailyRate: Decimal;
  interestFreeDays: number;
  chargeableDays: number;
  totalInterest: Decimal;
  repaymentAmount: Decimal;
  repaymentDate: string;
}

/**
 * The quote's figures with the product, checked in the contract's order: an enabled product
 * (10175), a term it offers (10023), a positive amount at USDT's scale (10165) within its range
 * (10174).
 */
async function checkedQuote(deps: { db: Db; clock: Clock }, request: LoanRequest): Promise<{ product: Product; quote: Figures }> {
  const product = await repository.findProduct(deps.db, request.productId);
  if (!product?.enabled) fail("loanProductUnavailable");
  if (!product.termDays.includes(request.termDays)) fail("loanTermWrong");
  const { amount } = request;
  if (!amount.greaterThan(0) || !fitsScale(amount, loanCurrency)) fail("amountWrong");
  if (amount.lessThan(product.minAmount) || amount.greaterThan(product.maxAmount)) fail("loanAmountOutOfRange");
  const freeDays = await interestFreeDays(deps.db);
  const charges = loanCharges({ amount, dailyRate: product.dailyRate, termDays: request.termDays, interestFreeDays: freeDays });
  const quote: Figures = {
    productId: product.id,
    currency: loanCurrency,
    amount,
    termDays: request.termDays,
    dailyRate: product.dailyRate,
    interestFreeDays: freeDays,
    chargeableDays: charges.chargeableDays,
    totalInterest: charges.interest,
    repaymentAmount: charges.total,
    repaymentDate: loanDueAt(deps.clock.now(), request.termDays).toISOString(),
  };
  return { product, quote };
}

/** The quote as the user sees it before signing, the product named in `language`. */
export async function quoteLoan(deps: { db: Db; clock: Clock }, request: LoanRequest, language: LanguageCode): Promise<LoanQuoteReply> {
  const { product, quote } = await checkedQuote(deps, request);
  const name = textIn(product.names, language);
  return { ...quote, productName: name.text, productNameFallback: name.fallback };
}

/** The rate as a percentage for the agreement, e.g. 0.0005 → "0.05". */
function percentOf(rate: Decimal): string {
  return toPlain(rate.times(100));
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
export async function applyForLoan(deps: LoanDeps, userId: UserId, book: Book, request: LoanRequest & { signatureImageId: string }, language: LanguageCode): Promise<{ loan: LoanRecord; notice: 20001 }> {
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
    return await deps.db.transaction().execute(async (tx) => {
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
        amount: toPlain(quote.amount),
        termDays: quote.termDays,
        dailyRate: toPlain(quote.dailyRate),
        dailyRatePercent: percentOf(quote.dailyRate),
        interestFreeDays: quote.interestFreeDays,
        chargeableDays: quote.chargeableDays,
        totalInterest: toPlain(quote.totalInterest),
        repaymentAmount: toPlain(quote.repaymentAmount),
        repaymentDateIfDisbursedNow: quote.repaymentDate,
        signedAt: signedAt.toISOString(),
        signature: { bytes: signature.bytes, contentType: signature.contentType },
      });
      const agreement = await writeAgreement(deps.dir, pdf);
      written = agreement.name;
      const loan = await repository.insertLoan(tx, {
        userId,
        productId: quote.productId,
        productNames: product.names,
        amount: quote.amount,
        termDays: quote.termDays,
        dailyRate: quote.dailyRate,
        interestFreeDays: quote.interestFreeDays,
        totalInterest: asAmount(quote.totalInterest),
        borrowerName,
        signatureUploadId: request.signatureImageId,
        signedAt,
        agreementName: agreement.name,
        agreementSha256: agreement.sha256,
        agreementLanguage: language,
      });
      // Stored against the request's Idempotency-Key with the application.
      return await replied(tx, { loan: toLoanRecord(loan, deps.clock.now(), language), notice: 20001 as const });
    });
  } catch (error) {
    // The transaction rolled back after the file was written: no row names it.
    if (written !== undefined) await fs.rm(path.join(deps.dir, written), { force: true });
    throw error;
  }
}

export async function listLoans(deps: { db: Db; clock: Clock }, userId: UserId, query: { page: number; size: number; status?: LoanStatus | undefined }, language: LanguageCode) {
  const { loans, total } = await repository.loansPage(deps.db, { userId, status: query.status }, { limit: query.size, offset: (query.page - 1) * query.size, oldestFirst: false });
  const now = deps.clock.now();
  return { items: loans.map((loan) => toLoanRecord(loan, now, language)), total, page: query.page, size: query.size };
}

/**
 * Repays a repaying or expired loan in full from the real available balance: principal back to
 * the loan fund, interest (days elapsed beyond the free days, as agreed) to loan_interest.
 * 10118 for anyone else's loan, 10178 when not awaiting repayment, 10092 when available is short.
 */
export async function repayLoan(deps: { db: Db; clock: Clock; bus?: Bus | undefined }, userId: UserId, id: string, language: LanguageCode) {
  const now = deps.clock.now();
  const done = await deps.db.transaction().execute(async (tx) => {
    const loan = await repository.lockLoan(tx, id);
    if (loan?.userId !== userId) fail("notFound");
    if ((loan.status !== "repaying" && loan.status !== "expired") || loan.disbursedAt === null) fail("loanNotRepayable");
    const charges = repaymentCharges(termsOf(loan), loan.disbursedAt, now);
    const { interest, total } = charges;
    const legs: ledger.EntryRequest["postings"] = [
      { account: { ownerId: userId, currency: loanCurrency, kind: "available" }, amount: total.negated() },
      { account: loanFundAccount, amount: loan.amount },
      { account: loanInterestAccount, amount: interest },
    ];
    const entry = await ledger.post(tx, {
      kind: loanEntryKinds.repayment,
      book: "real",
      reference: loanTarget(id),
      idempotencyKey: `${loanEntryKinds.repayment}:${id}`,
      actor: `user:${userId}`,
      postings: legs.filter((leg) => !leg.amount.isZero()),
    });
    invariant(!entry.replayed, `loan ${id} was already repaid as entry ${entry.id} while ${loan.status}`);
    const updated = await repository.updateLoan(tx, id, { status: "repaid", repaidAt: now, repaidInterest: asAmount(interest), repaymentEntry: entry.id });
    await notify(tx, { userId, kind: "loan_repaid", book: "real", params: { coin: loanCurrency, amount: toPlain(total), interest: toPlain(interest) }, reference: loanTarget(id) });
    return replied(tx, { loan: toLoanRecord(updated, now, language), repayment: { principal: loan.amount, interest, total, daysCharged: charges.daysCounted, entryId: entry.id } });
  });
  if (deps.bus) announceNotifications(deps.bus, [userId]);
  return done;
}

async function agreementBytes(dir: string, loan: Loan): Promise<FileReply> {
  invariant(/^[0-9a-f]{32}\.pdf$/.test(loan.agreementName), `not an agreement name: ${loan.agreementName}`);
  const bytes = await fs.readFile(path.join(dir, loan.agreementName));
  return { contentType: "application/pdf", bytes, fileName: `loan-agreement-${loan.id}.pdf` };
}

/** The agreement PDF of one of the user's loans; 10118 for anyone else's. */
export async function ownAgreement(deps: LoanDeps, userId: UserId, id: string): Promise<FileReply> {
  const loan = await repository.findLoan(deps.db, id);
  if (loan?.userId !== userId) fail("notFound");
  return agreementBytes(deps.dir, loan);
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
      const loan = await repository.lockLoan(tx, id);
      if (loan?.status !== "repaying" || loan.dueAt === null || loan.dueAt > now || loan.disbursedAt === null) return undefined;
      await repository.updateLoan(tx, id, { status: "expired" });
      const due = repaymentCharges(termsOf(loan), loan.disbursedAt, now);
      await notify(tx, { userId: loan.userId, kind: "loan_expired", book: "real", params: { coin: loanCurrency, amount: toPlain(due.total), dueAt: loan.dueAt.toISOString() }, reference: loanTarget(id) });
      return loan.userId;
    });
    if (userId !== undefined) told.push(userId);
  }
  if (deps.bus && told.length > 0) announceNotifications(deps.bus, told);
  return told;
}

/** The due job's name (platform/due-jobs.ts). */
export const loanExpiryJob = "loan_expiry";
