// Account statements (issue 26; docs/STATEMENTS.md): a user's postings of one book over a closed
// period, per currency, from the opening balance to the closing one. A currency's balance here is
// the sum of the user's accounts in it (available, held, margin, earn), so a hold moving money
// between two of them shows as two lines that cancel, and opening + postings = closing exactly.
import { csvDocument } from "./csv.ts";
import { invariant } from "./assert.ts";
import { Decimal, toPlain } from "./money.ts";

/** What a statement groups its entries by; every entry kind belongs to exactly one. */
export const statementProducts = ["contracts", "spot", "options", "plans", "loans", "nfts", "referral", "transfers", "adjustments", "demo"] as const;
export type StatementProduct = (typeof statementProducts)[number];

const productPrefixes: readonly [string, StatementProduct][] = [
  ["contract_", "contracts"],
  ["spot_", "spot"],
  ["option_", "options"],
  ["smart_", "plans"],
  ["loan_", "loans"],
  ["nft_", "nfts"],
  ["referral_", "referral"],
  ["deposit", "transfers"],
  ["withdrawal_", "transfers"],
  ["demo_", "demo"],
];

/** The product of an entry kind; a kind no product claims (adjustments, or one retired since) is an adjustment. */
export function productOf(entryKind: string): StatementProduct {
  return productPrefixes.find(([prefix]) => entryKind.startsWith(prefix))?.[1] ?? "adjustments";
}

/** Longest period one statement covers: a year, counted in calendar months from its first day. */
export const statementMonthsMax = 12;

/** A period of whole UTC days, `from` and `to` inclusive (YYYY-MM-DD). */
export interface StatementPeriod {
  from: string;
  to: string;
}

export type PeriodRefusal = "inverted" | "tooLong" | "notEnded";

/** The instants a period covers: [from 00:00 UTC, the day after `to` 00:00 UTC). */
export function periodInstants(period: StatementPeriod): { start: Date; end: Date } {
  const start = new Date(`${period.from}T00:00:00.000Z`);
  const end = new Date(`${period.to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start, end };
}

/**
 * Why a period cannot be a statement, or null: `to` before `from`; longer than a year (the day a
 * year after `from` is one too many); not yet over at `now` (an ended period's postings no longer
 * change, so generating it again gives the same statement).
 */
export function periodRefusal(period: StatementPeriod, now: Date): PeriodRefusal | null {
  const { start, end } = periodInstants(period);
  if (end <= start) return "inverted";
  const yearLater = new Date(start);
  yearLater.setUTCMonth(yearLater.getUTCMonth() + statementMonthsMax);
  if (end > yearLater) return "tooLong";
  if (end > now) return "notEnded";
  return null;
}

/** One of the user's postings in the period, oldest first as the ledger committed them. */
export interface PostingIn {
  entryId: string;
  kind: string;
  reference: string | null;
  createdAt: string;
  currency: string;
  /** Which of the user's accounts it moved: available, held, margin or earn. */
  account: string;
  amount: Decimal;
  /** For a fill or a settlement: the price feed the recorded price came from. */
  priceSource: string | null;
}

export interface StatementLine extends PostingIn {
  product: StatementProduct;
  /** The currency's balance (all the user's accounts in it) after this line. */
  balance: Decimal;
}

export interface CurrencyStatement {
  currency: string;
  opening: Decimal;
  lines: StatementLine[];
  /** What the period's entries of the user paid into the platform's fees account in this currency. */
  fees: Decimal;
  /**
   * Per product, the net change its entries made to the user's balance in this currency, fees
   * included: for products settled in the currency they are priced in (contracts, options,
   * plans) the realised profit; for spot the exchange flow of this currency's side.
   */
  byProduct: { product: StatementProduct; net: Decimal }[];
  closing: Decimal;
}

/**
 * The statement's currencies in code order: each with an opening balance or a posting. `fees`
 * holds each entry's fee postings by currency; the lines' running balances start at the opening.
 */
export function buildStatement(opening: ReadonlyMap<string, Decimal>, postings: readonly PostingIn[], fees: readonly { currency: string; amount: Decimal }[]): CurrencyStatement[] {
  const currencies = [...new Set([...opening.keys(), ...postings.map((posting) => posting.currency)])].sort();
  return currencies.map((currency) => {
    const start = opening.get(currency) ?? new Decimal(0);
    let balance = start;
    const byProduct = new Map<StatementProduct, Decimal>();
    const lines = postings
      .filter((posting) => posting.currency === currency)
      .map((posting) => {
        balance = balance.plus(posting.amount);
        const product = productOf(posting.kind);
        byProduct.set(product, (byProduct.get(product) ?? new Decimal(0)).plus(posting.amount));
        return { ...posting, product, balance };
      });
    const moved = [...byProduct.values()].reduce((sum, net) => sum.plus(net), new Decimal(0));
    invariant(start.plus(moved).equals(balance), `statement ${currency}: opening + postings ≠ closing`);
    const feeTotal = fees.filter((fee) => fee.currency === currency).reduce((sum, fee) => sum.plus(fee.amount), new Decimal(0));
    return {
      currency,
      opening: start,
      lines,
      fees: feeTotal,
      byProduct: statementProducts.filter((product) => byProduct.has(product)).map((product) => ({ product, net: byProduct.get(product) ?? new Decimal(0) })),
      closing: balance,
    };
  });
}

/** The CSV's columns: a `row` says what the line is (opening, posting, fees, product, closing). */
export const statementCsvColumns = ["row", "currency", "createdAt", "kind", "product", "account", "reference", "priceSource", "amount", "balance", "entryId"] as const;

type CsvRow = Record<(typeof statementCsvColumns)[number], unknown>;
const emptyRow: CsvRow = { row: null, currency: null, createdAt: null, kind: null, product: null, account: null, reference: null, priceSource: null, amount: null, balance: null, entryId: null };

/** The statement as CSV: per currency its opening, every posting, the fees, the products' nets and the closing. */
export function statementCsv(statement: readonly CurrencyStatement[]): string {
  const rows = statement.flatMap((part): CsvRow[] => [
    { ...emptyRow, row: "opening", currency: part.currency, balance: toPlain(part.opening) },
    ...part.lines.map((line) => ({ ...emptyRow, row: "posting", ...line, amount: toPlain(line.amount), balance: toPlain(line.balance) })),
    { ...emptyRow, row: "fees", currency: part.currency, amount: toPlain(part.fees) },
    ...part.byProduct.map((entry) => ({ ...emptyRow, row: "product", currency: part.currency, product: entry.product, amount: toPlain(entry.net) })),
    { ...emptyRow, row: "closing", currency: part.currency, balance: toPlain(part.closing) },
  ]);
  return csvDocument(statementCsvColumns, rows);
}
