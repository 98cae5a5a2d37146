// Pure rules of the loan form and the loan list: the amount typed against the product (the
// contract's own schema, then the product's range, in Decimal), which catalogue code a problem
// is, what to ask the quote for, and how a loan's state is shown. Nothing here touches a number
// for an amount.
import { errorCodes } from "@tradewind/api/errors";
import { loanAmountSchema, type LoanProduct, type LoanRecord, type LoanStatus } from "@tradewind/api/loans";
import { decimal } from "@tradewind/domain/money";

/** Nothing typed, not an exact USDT amount or zero (10165), outside the product's range (10174), or fine. */
export type AmountCheck = { state: "empty" } | { state: "invalid"; code: AmountProblemCode } | { state: "ok"; amount: string };
type AmountProblemCode = typeof errorCodes.amountWrong | typeof errorCodes.loanAmountOutOfRange;

export function checkLoanAmount(text: string, product: Pick<LoanProduct, "minAmount" | "maxAmount">): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { state: "empty" };
  const parsed = loanAmountSchema.safeParse(trimmed);
  if (!parsed.success) {
    // The first failed check names the problem: a malformed text also fails the magnitude check after it.
    const tooLarge = parsed.error.issues[0]?.message === String(errorCodes.loanAmountOutOfRange);
    return { state: "invalid", code: tooLarge ? errorCodes.loanAmountOutOfRange : errorCodes.amountWrong };
  }
  const amount = decimal(parsed.data);
  if (amount.isZero()) return { state: "invalid", code: errorCodes.amountWrong };
  if (amount.lessThan(product.minAmount) || amount.greaterThan(product.maxAmount)) return { state: "invalid", code: errorCodes.loanAmountOutOfRange };
  return { state: "ok", amount: parsed.data };
}

export interface QuoteRequest {
  productId: string;
  amount: string;
  termDays: number;
}

/** The quote to ask for, or null until the product, a valid amount and an offered term are chosen. */
export function quoteRequestOf(product: LoanProduct | undefined, amountText: string, termDays: number | null): QuoteRequest | null {
  if (product === undefined || termDays === null || !product.termDays.includes(termDays)) return null;
  const amount = checkLoanAmount(amountText, product);
  return amount.state === "ok" ? { productId: product.id, amount: amount.amount, termDays } : null;
}

/** The term kept when the product changes: the same number of days if offered, else the shortest. */
export function termFor(product: LoanProduct | undefined, current: number | null): number | null {
  if (product === undefined) return null;
  if (current !== null && product.termDays.includes(current)) return current;
  return product.termDays[0] ?? null;
}

export type LoanTone = "waiting" | "active" | "done" | "overdue" | "refused";

const toneOfStatus: Record<LoanStatus, LoanTone> = { pending: "waiting", repaying: "active", repaid: "done", expired: "overdue", rejected: "refused" };

/** The badge's tone: overdue (expired) is red, whatever else the status says. */
export function loanTone(loan: Pick<LoanRecord, "status" | "overdue">): LoanTone {
  return loan.overdue ? "overdue" : toneOfStatus[loan.status];
}

/** Only a disbursed, unpaid loan (on time or overdue) with a figure due can be repaid. */
export function repayable(loan: Pick<LoanRecord, "status" | "amountDue">): loan is Pick<LoanRecord, "status"> & { amountDue: string } {
  return (loan.status === "repaying" || loan.status === "expired") && loan.amountDue !== null;
}
