// Double-entry rules, free of I/O. An entry is a set of postings whose amounts sum to zero per
// currency; applying it to balances must keep every user account at or above zero. The server
// locks the accounts, calls these, and writes the result in the same transaction.
import { Decimal, decimal, fitsScale, maxAmount } from "./money.ts";
import { invariant } from "./assert.ts";

export interface PostingInput {
  accountId: string;
  amount: string;
}

export interface AccountState {
  id: string;
  currency: string;
  /** User accounts may never go negative; platform accounts may. */
  isUserAccount: boolean;
  balance: string;
}

export type EntryProblem =
  | { kind: "empty" }
  | { kind: "zeroAmount"; accountId: string }
  | { kind: "tooPrecise"; accountId: string }
  | { kind: "tooLarge"; accountId: string }
  | { kind: "unknownAccount"; accountId: string }
  | { kind: "unbalanced"; currency: string; sum: string };

/** Everything wrong with an entry's shape, or an empty list when it may be posted. */
export function entryProblems(postings: readonly PostingInput[], accounts: ReadonlyMap<string, AccountState>): EntryProblem[] {
  if (postings.length < 2) return [{ kind: "empty" }];
  const problems: EntryProblem[] = [];
  const sums = new Map<string, Decimal>();
  for (const posting of postings) {
    const account = accounts.get(posting.accountId);
    if (!account) {
      problems.push({ kind: "unknownAccount", accountId: posting.accountId });
      continue;
    }
    const amount = decimal(posting.amount);
    if (amount.isZero()) problems.push({ kind: "zeroAmount", accountId: posting.accountId });
    if (!fitsScale(amount, account.currency)) problems.push({ kind: "tooPrecise", accountId: posting.accountId });
    if (amount.abs().greaterThan(maxAmount)) problems.push({ kind: "tooLarge", accountId: posting.accountId });
    sums.set(account.currency, (sums.get(account.currency) ?? new Decimal(0)).plus(amount));
  }
  for (const [currency, sum] of sums) {
    if (!sum.isZero()) problems.push({ kind: "unbalanced", currency, sum: sum.toFixed() });
  }
  return problems;
}

export interface AppliedPosting {
  accountId: string;
  amount: string;
  balanceAfter: string;
}

export type ApplyResult =
  | { ok: true; postings: AppliedPosting[]; balances: Map<string, string> }
  | { ok: false; overdrawn: string[] };

/**
 * Applies a well-formed entry to the current balances, in posting order. Fails, changing
 * nothing, when any user account would end below zero.
 */
export function applyEntry(postings: readonly PostingInput[], accounts: ReadonlyMap<string, AccountState>): ApplyResult {
  const balances = new Map<string, Decimal>();
  const applied: AppliedPosting[] = [];
  for (const posting of postings) {
    const account = accounts.get(posting.accountId);
    invariant(account, `posting to unknown account ${posting.accountId}`);
    const after = (balances.get(account.id) ?? decimal(account.balance)).plus(posting.amount);
    balances.set(account.id, after);
    applied.push({ accountId: account.id, amount: decimal(posting.amount).toFixed(), balanceAfter: after.toFixed() });
  }
  const overdrawn = [...balances].filter(([id, balance]) => accounts.get(id)?.isUserAccount && balance.lessThan(0)).map(([id]) => id);
  if (overdrawn.length > 0) return { ok: false, overdrawn };
  return { ok: true, postings: applied, balances: new Map([...balances].map(([id, balance]) => [id, balance.toFixed()])) };
}
