// Loans without collateral (SPEC §1, §4, §7; issue 14). Loan products are operator data (admin/
// loans.ts): an amount range, the terms offered in days, a daily rate and an enabled flag. A user
// with a real book and verified KYC sees the quote (amount, term, daily rate, interest-free days,
// total interest, repayment date and amount), signs on a canvas (the drawn signature is uploaded
// through the upload service with purpose `loan_signature`) and applies; the server writes the
// agreement PDF (parties, every figure of the quote, the early-repayment rule, the signature and
// the signing time) and keeps its SHA-256. Compliance approves (the principal is disbursed from
// the platform's loan fund to the user's real available balance) or rejects with a reason.
//
// States: pending → repaying (approved, disbursed) → repaid | expired (overdue; still repayable
// for the same amount: there is no penalty the agreement does not state) ; pending → rejected.
//
// Arithmetic (packages/domain/src/loans.ts), all in USDT with its storage scale of 6 decimals:
// - total interest = amount × daily rate × max(0, term − interest-free days), rounded UP to
//   6 decimals (interest is owed by the user, like a fee);
// - the term runs from disbursement: the due date is disbursement + term days;
// - repaying earlier charges interest only for the days elapsed since disbursement beyond the
//   interest-free days: a started day counts as a whole day, and days past the term are not
//   charged (elapsed days are capped at the term), so repaying late costs exactly the total.
import { z } from "zod";
import { asAmount } from "@tradewind/domain/money";
import { boundedDecimal, decimalText, decimalTextOrNull, endpoint, failWith, page, pageQuery, pdfFile, recordId } from "./endpoint.ts";

/** Loans are lent and repaid in USDT only. */
export const loanCurrency = "USDT";
/** USDT's storage scale: amounts have at most 6 decimals; interest rounds up to it. */
export const loanAmountScale = 6;
/** Longest term a product may offer, in days. */
export const loanTermDaysMax = 3650;
/** Most terms one product may offer. */
export const loanTermsPerProductMax = 20;

export const loanStatuses = ["pending", "repaying", "repaid", "expired", "rejected"] as const;
export type LoanStatus = (typeof loanStatuses)[number];
/** Loans that count against `loan_max_open`: not yet decided, or disbursed and not repaid. */
export const openLoanStatuses = ["pending", "repaying", "expired"] as const satisfies readonly LoanStatus[];

/** A term in whole days; one the product does not offer answers 10023. */
export const loanTermSchema = z.coerce
  .number(failWith("loanTermWrong"))
  .int(failWith("loanTermWrong"))
  .min(1, failWith("loanTermWrong"))
  .max(loanTermDaysMax, failWith("loanTermWrong"));

/**
 * A USDT amount: a plain decimal with at most 6 decimals, else 10165 (negative, exponent or
 * over-precise text); 10^15 or more answers 10174. Zero answers 10165 (checked by the server) and
 * an amount outside the product's range 10174.
 */
export const loanAmountSchema = boundedDecimal({ integerDigitsMax: 15, scaleMax: loanAmountScale, malformed: "amountWrong", tooLarge: "loanAmountOutOfRange" });
/** `loanAmountSchema` parsed: a request's amount reaches the server as an `Amount`. */
export const loanAmount = loanAmountSchema.transform(asAmount);

export const loanProductSchema = z.object({
  id: z.string(),
  /** In the request's language (the `lang` header / Accept-Language), English when that one is empty (`nameFallback`). */
  name: z.string(),
  nameFallback: z.boolean(),
  /** Smallest and largest principal, inclusive (USDT). */
  minAmount: decimalText,
  maxAmount: decimalText,
  /** Terms offered, in days, ascending. */
  termDays: z.array(z.number().int()),
  /** Interest per day as a share of the principal, e.g. "0.0005" (0.05 % a day). */
  dailyRate: decimalText,
  /** Days after disbursement that bear no interest (system param `loan_interest_free_days`). */
  interestFreeDays: z.number().int(),
  currency: z.literal(loanCurrency),
});
export type LoanProduct = z.output<typeof loanProductSchema>;

/** The figures of a loan as signed: the quote shows them before signing, the record keeps them, the agreement PDF prints them. */
const loanFiguresSchema = z.object({
  productId: z.string(),
  /** The product's name when signed, in the request's language; English when that one is empty (`productNameFallback`). */
  productName: z.string(),
  productNameFallback: z.boolean(),
  currency: z.literal(loanCurrency),
  /** Principal. */
  amount: decimalText,
  termDays: z.number().int(),
  dailyRate: decimalText,
  interestFreeDays: z.number().int(),
  /** max(0, termDays − interestFreeDays): the days that bear interest if repaid at (or after) the due date. */
  chargeableDays: z.number().int(),
  /** amount × dailyRate × chargeableDays, rounded up to 6 decimals. */
  totalInterest: decimalText,
  /** amount + totalInterest: what is owed at the due date. */
  repaymentAmount: decimalText,
});

/** Everything the user sees before signing. */
export const loanQuoteSchema = loanFiguresSchema.extend({
  /** The due date if the loan were disbursed now (now + termDays); the actual one runs from approval. */
  repaymentDate: z.string(),
});
export type LoanQuote = z.output<typeof loanQuoteSchema>;
/** A quote as the server hands it: figures may be Decimals, written as text on the wire. */
export type LoanQuoteReply = z.input<typeof loanQuoteSchema>;

export const loanRecordSchema = loanFiguresSchema.extend({
  id: z.string(),
  status: z.enum(loanStatuses),
  /** What repaying now would cost (principal + interest for the days elapsed); null unless repaying or expired. */
  amountDue: decimalTextOrNull,
  /** The interest part of amountDue; null unless repaying or expired. */
  interestDue: decimalTextOrNull,
  /** When it was signed (the agreement's time). */
  signedAt: z.string(),
  /** Disbursement time; null until approved. */
  disbursedAt: z.string().nullable(),
  /** disbursedAt + termDays; null until approved. */
  dueAt: z.string().nullable(),
  /** True when unpaid past its due date (status expired; the UI shows it in red). */
  overdue: z.boolean(),
  repaidAt: z.string().nullable(),
  /** What was actually repaid (principal + interest); null until repaid. */
  repaidAmount: decimalTextOrNull,
  /** Compliance's reason; null unless rejected. */
  rejectReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Hex SHA-256 of the agreement PDF as stored. */
  agreementSha256: z.string(),
});
export type LoanRecord = z.output<typeof loanRecordSchema>;

export const listLoanProducts = endpoint({
  method: "GET",
  path: "/index/listLoanProducts",
  summary: "The enabled loan products with their amount range, terms, daily rate and the interest-free days; public.",
  auth: "none",
  result: z.object({ items: z.array(loanProductSchema) }),
});

const productIdSchema = recordId("loanProductUnavailable");

export const quoteLoan = endpoint({
  method: "GET",
  path: "/user/quoteLoan",
  summary:
    "What a loan of `amount` over `termDays` of a product would cost, before signing: daily rate, interest-free days, chargeable days, total interest (rounded up to 6 decimals), repayment date and amount. 10175 for an unknown or disabled product; 10023 for a term it does not offer; 10165 for a zero or over-precise amount; 10174 outside the product's range.",
  auth: "user",
  query: z.strictObject({ productId: productIdSchema, amount: loanAmount, termDays: loanTermSchema }),
  result: loanQuoteSchema,
});

export const applyLoan = endpoint({
  method: "POST",
  path: "/user/loan",
  summary:
    "Apply for a loan (real book, verified KYC), signed: `signatureImageId` is the caller's unclaimed upload of purpose `loan_signature` (the drawn signature). Writes the agreement PDF and answers the pending loan with notice 20001. 10160 on the demo book; 10022 before KYC; 10175 unknown or disabled product; 10023 term not offered; 10165 zero or over-precise amount; 10174 outside the range; 10176 when `loan_max_open` loans are already open; 10173 without a signature; 10155 for an id that is not the caller's unclaimed signature upload.",
  auth: "user",
  idempotent: true,
  body: z.strictObject({
    productId: productIdSchema,
    amount: loanAmount,
    termDays: loanTermSchema,
    signatureImageId: recordId("notSigned"),
  }),
  result: z.object({ loan: loanRecordSchema, notice: z.literal(20001) }),
});

export const listLoanRecord = endpoint({
  method: "GET",
  path: "/user/listLoanRecord",
  summary: "The caller's loans, newest first, optionally of one status; each with what repaying now would cost; paged.",
  auth: "user",
  query: z.strictObject({ ...pageQuery, status: z.enum(loanStatuses, failWith("invalidRequest")).optional() }),
  result: page(loanRecordSchema),
});

/** What a repayment moved: principal back to the loan fund, interest to the platform. */
export const loanRepaymentSchema = z.object({
  principal: decimalText,
  interest: decimalText,
  total: decimalText,
  /** Whole days counted since disbursement (a started day counts), capped at the term. */
  daysCharged: z.number().int(),
  /** The journal entry; the statement shows it. */
  entryId: z.string(),
});

export const repayLoan = endpoint({
  method: "POST",
  path: "/user/repayLoan",
  summary:
    "Repay a repaying or expired loan in full from the real available balance: principal plus interest for the days elapsed beyond the interest-free days, as the agreement states. 10118 for a loan that is not the caller's; 10178 when it is not awaiting repayment (pending, rejected or already repaid); 10092 when available does not cover it.",
  auth: "user",
  idempotent: true,
  body: z.strictObject({ id: recordId() }),
  result: z.object({ loan: loanRecordSchema, repayment: loanRepaymentSchema }),
});

/** GET: the agreement PDF (application/pdf, not an envelope) for the loan's owner; 10118 for anyone else's. */
export const getLoanAgreement = endpoint({
  method: "GET",
  path: "/user/loanAgreement/:id",
  summary: "The signed agreement PDF of one of the caller's loans (Content-Type application/pdf); 10118 for an unknown id or anyone else's.",
  auth: "user",
  fileReply: pdfFile,
  params: z.strictObject({ id: recordId() }),
  result: z.never(),
});
