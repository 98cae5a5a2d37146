// The back-office side of loans (DESIGN §6, §8; issue 14).
// - Compliance reviews the queue: each application with the user's KYC name, the figures the user
//   signed, the signature image (GET /swx/admin/uploads/:id serves purpose `loan_signature` to
//   compliance) and the agreement PDF; approving disburses the principal from the platform's
//   `loan_fund` account to the user's real available balance (one ledger entry, the user is
//   notified); rejecting records a reason the user sees (the signature stays claimed). A decision
//   is taken once: a second one, or one on a loan that is no longer pending, answers 10158.
//   Approval answers 10177 while the loan fund does not cover the principal.
// - Finance edits the loan products (amount range, terms in days, daily rate, enabled) and funds
//   the loan fund from platform cash (an audited ledger entry with its reason). Nothing is lent
//   from money that is not in the fund.
import { z } from "zod";
import { decimal } from "@tradewind/domain/money";
import { decimalString, decimalText, failWith, page, pdfFile, recordId } from "../endpoint.ts";
import { loanAmount, loanProductSchema, loanRecordSchema, loanStatuses, loanTermSchema, loanTermsPerProductMax } from "../loans.ts";
import { adminEndpoint, adminPageQuery, auditedSchema, reasonSchema, searchText } from "./common.ts";
import { languageTextsSchema, storedLanguageTextsSchema } from "./language-texts.ts";

const compliance = { operator: ["compliance"] } as const;
const finance = { operator: ["finance"] } as const;

const operatorRefSchema = z.object({ id: z.string(), username: z.string() });

export const adminLoanSchema = loanRecordSchema.extend({
  userId: z.string(),
  username: z.string(),
  /** The borrower's name as verified by KYC (what the agreement names). */
  borrowerName: z.string(),
  /** The drawn signature (an upload of purpose `loan_signature`). */
  signatureImageId: z.string(),
  /** Who approved or rejected it, once decided. */
  decidedBy: operatorRefSchema.nullable(),
  /** The disbursement's journal entry, once approved. */
  disbursementEntryId: z.string().nullable(),
  /** The repayment's journal entry, once repaid. */
  repaymentEntryId: z.string().nullable(),
});
export type AdminLoan = z.output<typeof adminLoanSchema>;

export const listLoans = adminEndpoint({
  method: "GET",
  path: "/loans",
  summary: "Loan applications; status pending is the review queue, oldest first; the other statuses newest first; paged.",
  auth: compliance,
  query: z.strictObject({
    ...adminPageQuery,
    status: z.enum(loanStatuses, failWith("invalidRequest")).default("pending"),
    userId: recordId("invalidRequest").optional(),
    /** Matches the borrower's KYC name as the agreement names it (prefix). */
    q: searchText(120).optional(),
  }),
  result: page(adminLoanSchema),
});

const loanIdParams = z.strictObject({ id: recordId() });

export const getLoan = adminEndpoint({
  method: "GET",
  path: "/loans/:id",
  summary: "One loan with the borrower's KYC name and the signature's upload id.",
  auth: compliance,
  params: loanIdParams,
  result: adminLoanSchema,
});

export const approveLoan = adminEndpoint({
  method: "POST",
  path: "/loans/:id/approve",
  summary:
    "Approve and disburse: the principal moves from the loan fund to the user's real available balance, the term starts now; notifies the user. 10158 when no longer pending (another operator decided first); 10177 when the loan fund does not cover the principal.",
  auth: compliance,
  idempotent: true,
  params: loanIdParams,
  body: z.strictObject({ note: reasonSchema.optional() }),
  result: auditedSchema.extend({ loan: adminLoanSchema }),
});

export const rejectLoan = adminEndpoint({
  method: "POST",
  path: "/loans/:id/reject",
  summary: "Refuse the application with a reason the user sees; nothing moves. 10158 when no longer pending.",
  auth: compliance,
  params: loanIdParams,
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ loan: adminLoanSchema }),
});

/** GET under /swx/admin: the agreement PDF (application/pdf, not an envelope) for compliance; 10118 for an unknown id. */
export const getLoanAgreementForReview = adminEndpoint({
  method: "GET",
  path: "/loans/:id/agreement",
  summary: "The signed agreement PDF of a loan (Content-Type application/pdf); 10118 for an unknown id.",
  auth: compliance,
  fileReply: pdfFile,
  params: loanIdParams,
  result: z.never(),
});

/** Longest product name, in any language. */
export const loanProductNameMax = 80;

/**
 * A product as finance edits it: its terms without the interest-free days (a system parameter),
 * with its state; `name` is the English name (the list's and the audit's label), `names` every
 * language's.
 */
export const adminLoanProductSchema = loanProductSchema.omit({ interestFreeDays: true, currency: true, nameFallback: true }).extend({
  names: storedLanguageTextsSchema,
  enabled: z.boolean(),
  /** Loans ever applied for with it (a product in use is disabled, never deleted). */
  loans: z.number().int(),
  updatedAt: z.string(),
});
export type AdminLoanProduct = z.output<typeof adminLoanProductSchema>;

/** A daily rate as a share: "0" to "1" exclusive of 1, at most 18 decimals (10179 otherwise). */
const dailyRateSchema = decimalString.refine((text) => /^0(\.\d+)?$/.test(text), failWith("loanProductInvalid")).transform((text) => decimal(text));

/**
 * The editable fields of a product: a name per interface language (English required, the others
 * may be empty: English is shown then, flagged). 10179 when the English name is empty, when
 * minAmount is zero or above maxAmount, when a rate is 1 or more, or when terms repeat; terms are
 * whole days 1–3650 (10023 otherwise).
 */
export const loanProductBodySchema = z.strictObject({
  names: languageTextsSchema(loanProductNameMax, "one line"),
  minAmount: loanAmount,
  maxAmount: loanAmount,
  termDays: z.array(loanTermSchema, failWith("loanProductInvalid")).min(1, failWith("loanProductInvalid")).max(loanTermsPerProductMax, failWith("loanProductInvalid")),
  dailyRate: dailyRateSchema,
  enabled: z.boolean(failWith("invalidRequest")),
  reason: reasonSchema,
});

export const listLoanProductsForFinance = adminEndpoint({
  method: "GET",
  path: "/loan-products",
  summary: "Every loan product, enabled or not, with how many loans used it.",
  auth: finance,
  result: z.object({ items: z.array(adminLoanProductSchema) }),
});

export const createLoanProduct = adminEndpoint({
  method: "POST",
  path: "/loan-products",
  summary: "Create a loan product; audited with its reason. 10179 for an inconsistent range, rate or terms.",
  auth: finance,
  body: loanProductBodySchema,
  result: auditedSchema.extend({ product: adminLoanProductSchema }),
});

export const updateLoanProduct = adminEndpoint({
  method: "POST",
  path: "/loan-products/:id",
  summary:
    "Change a loan product (loans already signed keep the figures they were signed with); audited with its reason. 10118 for an unknown id; 10179 for an inconsistent range, rate or terms.",
  auth: finance,
  params: z.strictObject({ id: recordId() }),
  body: loanProductBodySchema,
  result: auditedSchema.extend({ product: adminLoanProductSchema }),
});

export const loanFundSchema = z.object({
  currency: z.literal("USDT"),
  /** The `loan_fund` platform account's balance: what can still be lent. */
  balance: decimalText,
  /** Principal disbursed and not yet repaid (repaying and expired loans). */
  outstanding: decimalText,
  /** Principal of loans waiting for review. */
  pending: decimalText,
  /** The `loan_interest` platform account's balance: interest received so far. */
  interestEarned: decimalText,
});
export type LoanFund = z.output<typeof loanFundSchema>;

export const getLoanFund = adminEndpoint({
  method: "GET",
  path: "/loan-fund",
  summary: "The loan fund: what can be lent, what is out, what waits for review, and the interest received.",
  auth: { operator: ["finance", "compliance"] },
  result: loanFundSchema,
});

export const fundLoanFund = adminEndpoint({
  method: "POST",
  path: "/loan-fund",
  summary: "Move `amount` USDT from platform cash to the loan fund (one ledger entry); audited with its reason. 10165 for a zero or over-precise amount.",
  auth: finance,
  idempotent: true,
  body: z.strictObject({ amount: loanAmount, reason: reasonSchema }),
  result: auditedSchema.extend({ fund: loanFundSchema, entryId: z.string() }),
});
