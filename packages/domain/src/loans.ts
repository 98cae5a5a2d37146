// Loan arithmetic (issue 14), free of I/O. Loans are in USDT (scale 6). The principal a user asks
// for must fit that scale exactly (10165 otherwise: never rounded). Interest is owed BY the user,
// so like a fee it is rounded UP to the scale: the platform never under-charges by a fraction of
// a unit and the user never pays more than one unit (0.000001 USDT) above the exact product.
//
// - total interest = amount × dailyRate × max(0, termDays − interestFreeDays), rounded up;
// - the term runs from disbursement; the due date is disbursement + termDays × 24 h;
// - repaying at any time charges interest for the days elapsed since disbursement beyond the
//   interest-free days. A started day counts as a whole day (1 second after disbursement is
//   day 1), and the days counted never exceed the term, so repaying on or after the due date
//   costs exactly the total interest and there is no penalty for lateness.
import { invariant } from "./assert.ts";
import { roundUpFee, type Decimal } from "./money.ts";

export const loanCurrency = "USDT";
const dayMs = 86_400_000;

/** The sentence the agreement prints about early repayment; the arithmetic below does exactly this. */
export const earlyRepaymentRule =
  "The loan may be repaid in full at any time. Interest is charged only for the days elapsed since disbursement beyond the interest-free days; a day that has started counts as a whole day, and no more days than the term are ever charged, so repaying on or after the due date costs exactly the total interest above and no penalty is added.";

export interface LoanTerms {
  amount: Decimal;
  /** Interest per day as a share of the principal. */
  dailyRate: Decimal;
  termDays: number;
  interestFreeDays: number;
}

export interface LoanCharges {
  /** Days that bear interest. */
  chargeableDays: number;
  /** Rounded up to USDT's scale. */
  interest: Decimal;
  /** amount + interest. */
  total: Decimal;
}

function checkTerms(terms: LoanTerms): void {
  invariant(terms.amount.greaterThan(0), `loan amount ${terms.amount.toFixed()} is not positive`);
  invariant(Number.isInteger(terms.termDays) && terms.termDays >= 1, `loan term ${terms.termDays} is not a whole number of days`);
  invariant(Number.isInteger(terms.interestFreeDays) && terms.interestFreeDays >= 0, `interest-free days ${terms.interestFreeDays} invalid`);
  const rate = terms.dailyRate;
  invariant(rate.greaterThanOrEqualTo(0) && rate.lessThan(1), `daily rate ${rate.toFixed()} is outside [0, 1)`);
}

/** Interest on `amount` for `days` chargeable days, rounded up to USDT's scale. */
function chargesFor(terms: LoanTerms, chargeableDays: number): LoanCharges {
  const interest = roundUpFee(terms.amount.times(terms.dailyRate).times(chargeableDays), loanCurrency);
  return { chargeableDays, interest, total: terms.amount.plus(interest) };
}

/** What the user owes at the due date, as quoted before signing. */
export function loanCharges(terms: LoanTerms): LoanCharges {
  checkTerms(terms);
  return chargesFor(terms, Math.max(0, terms.termDays - terms.interestFreeDays));
}

/** Whole days counted between disbursement and `now`: a started day counts, capped at the term; 0 before any time has passed. */
export function daysCounted(disbursedAt: Date, now: Date, termDays: number): number {
  const elapsedMs = now.getTime() - disbursedAt.getTime();
  if (elapsedMs <= 0) return 0;
  return Math.min(termDays, Math.ceil(elapsedMs / dayMs));
}

/** What repaying in full at `now` costs, for a loan disbursed at `disbursedAt`. */
export function repaymentCharges(terms: LoanTerms, disbursedAt: Date, now: Date): LoanCharges & { daysCounted: number } {
  checkTerms(terms);
  const counted = daysCounted(disbursedAt, now, terms.termDays);
  return { ...chargesFor(terms, Math.max(0, counted - terms.interestFreeDays)), daysCounted: counted };
}

/** The due date: disbursement + termDays whole days. */
export function loanDueAt(disbursedAt: Date, termDays: number): Date {
  return new Date(disbursedAt.getTime() + termDays * dayMs);
}
