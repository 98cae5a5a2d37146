// Double-entry rules, free of I/O. An entry is a set of postings whose amounts sum to zero per
// currency; applying it to balances must keep every user account at or above zero. The server
// locks the accounts, calls these, and writes the result in the same transaction.
import { Decimal, fitsScale, maxAmount } from "./money.ts";
import { invariant } from "./assert.ts";

/** `Id` is the account id type: the server's branded AccountId (ids.ts), plain strings in the property tests. */
export interface PostingInput<Id extends string = string> {
  accountId: Id;
  amount: Decimal;
}

export interface AccountState<Id extends string = string> {
  id: Id;
  currency: string;
  /** User accounts may never go negative; platform accounts may. */
  isUserAccount: boolean;
  balance: Decimal;
}

export type EntryProblem<Id extends string = string> =
  | { kind: "empty" }
  | { kind: "zeroAmount"; accountId: Id }
  | { kind: "tooPrecise"; accountId: Id }
  | { kind: "tooLarge"; accountId: Id }
  | { kind: "unknownAccount"; accountId: Id }
  | { kind: "unbalanced"; currency: string; sum: Decimal };

/** Everything wrong with an entry's shape, or an empty list when it may be posted. */
export function entryProblems<Id extends string>(postings: readonly PostingInput<Id>[], accounts: ReadonlyMap<string, AccountState<Id>>): EntryProblem<Id>[] {
  if (postings.length < 2) return [{ kind: "empty" }];
  const problems: EntryProblem<Id>[] = [];
  const sums = new Map<string, Decimal>();
  for (const posting of postings) {
    const account = accounts.get(posting.accountId);
    if (!account) {
      problems.push({ kind: "unknownAccount", accountId: posting.accountId });
      continue;
    }
    const amount = posting.amount;
    if (amount.isZero()) problems.push({ kind: "zeroAmount", accountId: posting.accountId });
    if (!fitsScale(amount, account.currency)) problems.push({ kind: "tooPrecise", accountId: posting.accountId });
    if (amount.abs().greaterThan(maxAmount)) problems.push({ kind: "tooLarge", accountId: posting.accountId });
    sums.set(account.currency, (sums.get(account.currency) ?? new Decimal(0)).plus(amount));
  }
  for (const [currency, sum] of sums) {
    if (!sum.isZero()) problems.push({ kind: "unbalanced", currency, sum });
  }
  return problems;
}

export interface AppliedPosting<Id extends string = string> {
  accountId: Id;
  amount: Decimal;
  balanceAfter: Decimal;
}

export type ApplyResult<Id extends string = string> =
  | { ok: true; postings: AppliedPosting<Id>[]; balances: Map<Id, Decimal> }
  | { ok: false; overdrawn: Id[] };

/**
 * Applies a well-formed entry to the current balances, in posting order. Fails, changing
 * nothing, when any user account would end below zero.
 */
export function applyEntry<Id extends string>(postings: readonly PostingInput<Id>[], accounts: ReadonlyMap<string, AccountState<Id>>): ApplyResult<Id> {
  const balances = new Map<Id, Decimal>();
  const applied: AppliedPosting<Id>[] = [];
  for (const posting of postings) {
    const account = accounts.get(posting.accountId);
    invariant(account, `posting to unknown account ${posting.accountId}`);
    const after = (balances.get(account.id) ?? account.balance).plus(posting.amount);
    balances.set(account.id, after);
    applied.push({ accountId: account.id, amount: posting.amount, balanceAfter: after });
  }
  const overdrawn = [...balances].filter(([id, balance]) => accounts.get(id)?.isUserAccount && balance.lessThan(0)).map(([id]) => id);
  if (overdrawn.length > 0) return { ok: false, overdrawn };
  return { ok: true, postings: applied, balances };
}
