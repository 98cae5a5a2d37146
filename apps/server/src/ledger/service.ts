// Use cases of the ledger. `post` is the only way a balance changes: it locks the accounts,
// checks the entry with packages/domain, and writes entry, postings and balances in the
// caller's transaction. A broken shape is a programmer error (throws); an overdraft of a user
// account is an operating error (10092) and the caller's transaction rolls back.
import type { Book } from "@tradewind/api/accounts";
import { invariant } from "@tradewind/domain/assert";
import type { AccountId } from "@tradewind/domain/ids";
import type { UserId } from "@tradewind/domain/ids";
import { applyEntry, entryProblems, type AccountState } from "@tradewind/domain/ledger";
import { isEntryKind, type AccountKind, type EntryKind } from "@tradewind/domain/ledger-kinds";
import { toPlain, decimal, type Decimal } from "@tradewind/domain/money";
import type { StatementAccount, StatementKind } from "@tradewind/api/ledger";
import { csvDocument, fileStamp } from "@tradewind/domain/csv";
import type { Db } from "../platform/database.ts";
import { AppError, fail } from "../platform/errors.ts";
import { replied } from "../platform/idempotency.ts";
import { decimalParam, getFlag } from "../platform/params.ts";
import * as repository from "./repository.ts";
import type { AccountKey } from "./repository.ts";

export type { AccountKey };

export interface EntryRequest {
  kind: EntryKind;
  book: Book;
  reference?: string;
  /** Makes the entry itself idempotent: a second `post` with the same key returns the first (a second `postMany` fails). */
  idempotencyKey?: string;
  /**
   * The platform accounts' shard; by default the first user's (`platformShardOf`). A referral
   * rebate names the fee payer's shard, already locked by the fill, so it takes no new platform lock.
   */
  platformShard?: number;
  actor: string;
  postings: readonly { account: Omit<AccountKey, "book">; amount: Decimal }[];
}

export interface PostedEntry {
  id: string;
  createdAt: Date;
  postings: { accountId: AccountId; amount: Decimal; balanceAfter: Decimal }[];
  replayed: boolean;
}

export async function post(tx: Db, request: EntryRequest): Promise<PostedEntry> {
  invariant(isEntryKind(request.kind), `unknown ledger entry kind ${request.kind}`);
  if (request.idempotencyKey) {
    const existing = await repository.findEntryByIdempotencyKey(tx, request.idempotencyKey);
    if (existing) return { id: existing.id, createdAt: existing.createdAt, postings: [], replayed: true };
  }
  const keys = accountsOf(request);
  const lockedByName = await lockAccountsNamed(tx, keys);
  const states = accountStates(lockedByName);
  const applied = checkedEntry(request, keys, lockedByName, states);
  const entry = await repository.writeEntry(
    tx,
    { kind: request.kind, book: request.book, reference: request.reference ?? null, idempotencyKey: request.idempotencyKey ?? null, actor: request.actor },
    applied.postings,
    applied.balances,
  );
  return { id: entry.id, createdAt: entry.createdAt, postings: applied.postings, replayed: false };
}

/**
 * Posts many entries in the caller's transaction with set-based writes: every account of every
 * entry locked at once in id order, each entry checked and applied in the order given exactly as
 * `post` does (a later entry sees the balances the earlier ones left), then one statement writes
 * all entries, their postings and one balance per account. Any entry's overdraft (10092) or broken
 * shape fails the whole call, so the caller's transaction rolls back. An entry's idempotency key is
 * written, not looked up: a key already used fails the call on the unique index, so a batch caller
 * makes its entries idempotent itself (e.g. the engine's conditional close) and a replay costs the batch.
 */
export async function postMany(tx: Db, requests: readonly EntryRequest[]): Promise<PostedEntry[]> {
  return (await postEach(tx, requests)).map((entry) => {
    if (entry instanceof AppError) throw entry;
    return entry;
  });
}

/**
 * `postMany`, except that an entry that would overdraw a user account is refused on its own (its
 * 10092 in its place; it moves nothing and the entries after it see balances without it): for a
 * batch of independent requests, such as the order-entry stage's, each accepted or refused alone.
 */
export async function postEach(tx: Db, requests: readonly EntryRequest[]): Promise<(PostedEntry | AppError)[]> {
  if (requests.length === 0) return [];
  for (const request of requests) invariant(isEntryKind(request.kind), `unknown ledger entry kind ${request.kind}`);
  const keysOf = requests.map((request) => accountsOf(request));
  const lockedByName = await lockAccountsNamed(tx, keysOf.flat());
  const states = accountStates(lockedByName);
  const balances = new Map<AccountId, Decimal>();
  const outcomes = requests.map((request, index) => {
    let applied: ReturnType<typeof checkedEntry>;
    try {
      applied = checkedEntry(request, keysOf[index] ?? [], lockedByName, states);
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
    for (const [id, balance] of applied.balances) {
      const state = states.get(id);
      invariant(state !== undefined, `ledger account ${id} was not locked`);
      states.set(id, { ...state, balance });
      balances.set(id, balance);
    }
    return { entry: { kind: request.kind, book: request.book, reference: request.reference ?? null, idempotencyKey: request.idempotencyKey ?? null, actor: request.actor }, postings: applied.postings };
  });
  const written = outcomes.filter((outcome): outcome is Exclude<typeof outcome, AppError> => !(outcome instanceof AppError));
  const stamps = written.length === 0 ? [] : await repository.writeEntries(tx, written, balances);
  let stamped = 0;
  return outcomes.map((outcome) => {
    if (outcome instanceof AppError) return outcome;
    const stamp = stamps[stamped++];
    invariant(stamp !== undefined, `ledger.postMany: entry ${stamped - 1} was not written`);
    return { id: stamp.id, createdAt: stamp.createdAt, postings: outcome.postings, replayed: false };
  });
}

/** Locks every account `requests` name, once, in id order, before a caller posts them in steps. */
export async function lockAccountsOf(tx: Db, requests: readonly EntryRequest[]): Promise<void> {
  await lockAccountsNamed(tx, requests.flatMap((request) => accountsOf(request)));
}

/** Which of `keys` name entries already posted: a batch caller leaves those out instead of failing `postMany` on them. */
export function usedIdempotencyKeys(tx: Db, keys: readonly string[]): Promise<Set<string>> {
  return repository.usedIdempotencyKeys(tx, keys);
}

function accountStates(lockedByName: ReadonlyMap<string, repository.LockedAccount>): Map<string, AccountState<AccountId>> {
  return new Map([...lockedByName.values()].map((account) => [account.id, { id: account.id, currency: account.currency, isUserAccount: account.ownerId !== null, balance: account.balance }]));
}

/** One entry against the locked accounts' current states: a broken shape throws, an overdraft fails with 10092. */
function checkedEntry(request: EntryRequest, keys: readonly AccountKey[], lockedByName: ReadonlyMap<string, repository.LockedAccount>, states: ReadonlyMap<string, AccountState<AccountId>>) {
  const postings = request.postings.map((posting, index) => {
    const key = keys[index] as AccountKey;
    const account = lockedByName.get(accountName(key));
    invariant(account !== undefined, `ledger account ${accountName(key)} was not created`);
    return { accountId: account.id, amount: posting.amount };
  });
  const problems = entryProblems(postings, states);
  invariant(problems.length === 0, `ledger entry ${request.kind} rejected: ${JSON.stringify(problems)}`);
  const applied = applyEntry(postings, states);
  if (!applied.ok) return fail("insufficientBalance");
  return applied;
}

/** The accounts an entry's postings name, in posting order, with the platform accounts on their shard. */
function accountsOf(request: Pick<EntryRequest, "book" | "platformShard" | "postings">): AccountKey[] {
  const shard = request.platformShard ?? platformShardOf(request.postings);
  return request.postings.map((posting) => ({ ...posting.account, book: request.book, shard: posting.account.ownerId === null ? shard : 0 }));
}

/**
 * Locks the accounts of `keys` in id order, by name: one statement when they all exist (the
 * usual case). The missing accounts are created in one canonical order, so two entries creating
 * the same accounts listed the other way round cannot wait on each other; then all are locked.
 */
async function lockAccountsNamed(tx: Db, keys: readonly AccountKey[]): Promise<Map<string, repository.LockedAccount>> {
  const wanted = new Map(keys.map((key) => [accountName(key), key]));
  const found = await repository.lockAccountsByKey(tx, [...wanted.values()]);
  if (found.length === wanted.size) return new Map(found.map((account) => [accountName(account.key), account]));
  const existing = new Map(found.map((account) => [accountName(account.key), account.id]));
  const ids = new Map<string, AccountId>();
  for (const name of [...wanted.keys()].sort()) ids.set(name, existing.get(name) ?? (await repository.findOrCreateAccount(tx, wanted.get(name) as AccountKey)));
  const locked = new Map((await repository.lockAccounts(tx, [...ids.values()])).map((account) => [account.id, account]));
  return new Map([...ids].map(([name, id]) => [name, locked.get(id) as repository.LockedAccount]));
}

const balanceKinds = ["available", "held", "margin"] as const;

function accountName(key: AccountKey): string {
  return [key.ownerId ?? "platform", key.book, key.currency, key.kind, key.shard ?? 0].join("/");
}

/** Rows per platform account: enough that concurrent orders of different users rarely share one. */
export const platformShards = 16;

/**
 * The shard of the platform accounts an entry touches: the first user's, so one user's entries
 * stay on one row and different users' spread over all of them (0 when no user is involved).
 */
export function platformShardOf(postings: EntryRequest["postings"]): number {
  const user = postings.find((posting) => posting.account.ownerId !== null)?.account.ownerId;
  return user === undefined || user === null ? 0 : Number(BigInt(user) % BigInt(platformShards));
}

/** Available, held and margin amounts per currency of one user's book; the UI's balance view. */
export async function balancesOf(db: Db, userId: UserId, book: Book) {
  const accounts = await repository.userAccounts(db, userId, book);
  const byCurrency = new Map<string, { currency: string; available: Decimal; held: Decimal; margin: Decimal }>();
  for (const account of accounts) {
    const line = byCurrency.get(account.currency) ?? { currency: account.currency, available: decimal("0"), held: decimal("0"), margin: decimal("0") };
    const kind = balanceKinds.find((known) => known === account.kind);
    if (kind) line[kind] = account.balance;
    byCurrency.set(account.currency, line);
  }
  return [...byCurrency.values()];
}

/** The subset of `userIds` holding a positive balance (any currency, any account) on the book. */
export async function holdersOf(db: Db, userIds: readonly string[], book: Book): Promise<Set<string>> {
  return new Set(await repository.holders(db, userIds, book));
}

/**
 * What entries of `entryKinds` moved into the platform accounts of `accountKinds` (book, currency),
 * per account kind and entry reference: e.g. the donations per charity account and per item.
 */
export async function platformPostingSums(db: Db, filter: Parameters<typeof repository.platformPostingSums>[1]): Promise<{ accountKind: AccountKind; reference: string | null; amount: Decimal }[]> {
  return repository.platformPostingSums(db, filter);
}

export async function balanceOf(db: Db, key: AccountKey): Promise<Decimal> {
  return repository.accountBalance(db, key);
}

/** A statement's filter as the wire gives it; `from` (inclusive) and `to` (exclusive) are instants. */
export interface StatementQuery {
  userId: UserId;
  book: Book;
  account: StatementAccount;
  currency?: string | undefined;
  kind?: StatementKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function statementFilterOf(query: StatementQuery): repository.StatementFilter {
  const from = query.from === undefined ? undefined : new Date(query.from);
  const to = query.to === undefined ? undefined : new Date(query.to);
  if (from !== undefined && to !== undefined && from > to) fail("invalidTimeRange");
  return { ownerId: query.userId, book: query.book, account: query.account, currency: query.currency, kind: query.kind, from, to };
}

export async function statement(db: Db, query: StatementQuery, paging: { page: number; size: number }) {
  const filter = statementFilterOf(query);
  const [rows, total] = await Promise.all([
    repository.statementPostings(db, filter, { limit: paging.size, offset: (paging.page - 1) * paging.size }),
    repository.countStatementPostings(db, filter),
  ]);
  return { items: await statementLines(db, query, rows), total, page: paging.page, size: paging.size };
}

/** The CSV columns: every field of a statement line, in the order the page reads them. */
const statementCsvColumns = ["createdAt", "kind", "part", "currency", "account", "amount", "balanceAfter", "reference", "entryId"] as const;

/**
 * Every line the filter selects, in the page's order and split, as CSV. Fetching one posting
 * past the limit tells a filter that is too wide without a separate count that could disagree.
 */
export async function exportStatement(db: Db, query: StatementQuery, export_: { now: Date; linesMax: number }) {
  const rows = await repository.statementPostings(db, statementFilterOf(query), { limit: export_.linesMax + 1, offset: 0 });
  if (rows.length > export_.linesMax) fail("exportTooLarge", { max: export_.linesMax });
  const lines = await statementLines(db, query, rows);
  if (lines.length > export_.linesMax) fail("exportTooLarge", { max: export_.linesMax });
  const cells = lines.map((line) => ({ ...line, amount: toPlain(line.amount), balanceAfter: toPlain(line.balanceAfter) }));
  return { filename: statementFileName(query, export_.now), rowCount: lines.length, csv: csvDocument(statementCsvColumns, cells) };
}

/** e.g. statement-real-available-USDT-deposit-2026-11-23T10-15-00.csv: what the file holds, then when it was made. */
export function statementFileName(query: Pick<StatementQuery, "book" | "account" | "currency" | "kind">, now: Date): string {
  const parts = ["statement", query.book, query.account, query.currency, query.kind, fileStamp(now)].filter((part) => part !== undefined);
  return `${parts.join("-")}.csv`;
}

/** Postings as statement lines: a posting that paid a fee becomes two (see `splitFee`). */
async function statementLines(db: Db, query: StatementQuery, postings: readonly repository.StatementPosting[]) {
  const parts = await repository.entryFeeParts(db, query.userId, [...new Set(postings.map((posting) => posting.entryId))]);
  return postings.flatMap((posting) => {
    const { entryId, kind, currency, amount, balanceAfter, reference, createdAt } = posting;
    const line = { entryId, kind, currency, account: query.account, amount, balanceAfter, reference, createdAt: createdAt.toISOString() };
    return splitFee(line, feePaidBy(parts, posting.entryId, posting.currency, query.account));
  });
}

/**
 * The fee an entry charged, if the statement's account paid it: the available account when the
 * entry touched it (opening, closing, spot fills), else the held account (a resting order filled
 * from its hold). Margin never pays a fee: it is the position's collateral.
 */
function feePaidBy(parts: readonly repository.FeePart[], entryId: string, currency: string, account: StatementAccount): Decimal {
  const ofEntry = parts.filter((part) => part.entryId === entryId && part.currency === currency);
  const touched = (kind: StatementAccount) => ofEntry.some((part) => part.ownedByUser && part.accountKind === kind);
  const payer = touched("available") ? "available" : touched("held") ? "held" : null;
  if (payer !== account) return decimal("0");
  const fee = ofEntry.filter((part) => !part.ownedByUser).reduce((sum, part) => sum.plus(part.amount), decimal("0"));
  // Money out of the fees account (a referral rebate) is no fee the user paid.
  return fee.isNegative() ? decimal("0") : fee;
}

interface SplittableLine {
  amount: Decimal;
  balanceAfter: Decimal;
}

/**
 * One posting as statement lines, newest first: the fee as its own line (balance after the
 * posting), then the principal with the balance between the two. Each line's balance after is
 * the older line's plus its amount, so the column reads as one running balance.
 */
function splitFee<Line extends SplittableLine>(line: Line, fee: Decimal): (Line & { part: "principal" | "fee" })[] {
  invariant(!fee.isNegative(), `a statement line carries a negative fee ${fee.toFixed()}`);
  if (fee.isZero()) return [{ ...line, part: "principal" }];
  const feeLine = { ...line, part: "fee" as const, amount: fee.negated() };
  const principal = line.amount.plus(fee);
  if (principal.isZero()) return [feeLine];
  return [feeLine, { ...line, part: "principal" as const, amount: principal, balanceAfter: line.balanceAfter.plus(fee) }];
}

export interface InvariantReport {
  ok: boolean;
  /** Each broken invariant by its query's name, with the records that break it (JSON prints amounts as text). */
  problems: { invariant: string; rows: readonly repository.InvariantRecord[] }[];
}

/** Proves DESIGN §3's invariants over the whole ledger. */
export async function checkInvariants(db: Db): Promise<InvariantReport> {
  const problems: InvariantReport["problems"] = [];
  for (const [invariant, query] of Object.entries(repository.invariantQueries)) {
    const rows = await query(db);
    if (rows.length > 0) problems.push({ invariant, rows });
  }
  return { ok: problems.length === 0, problems };
}

export async function openAccount(tx: Db, key: AccountKey): Promise<AccountId> {
  return repository.findOrCreateAccount(tx, key);
}

const demoCurrency = "USDT";

/** Moves USDT between the demo faucet and a user's demo book; a positive amount funds the user. */
async function demoTransfer(tx: Db, userId: UserId, amount: Decimal, kind: "demo_funding" | "demo_reset") {
  return post(tx, {
    kind,
    book: "demo",
    actor: `user:${userId}`,
    postings: [
      { account: { ownerId: null, currency: demoCurrency, kind: "demo_faucet" }, amount: amount.negated() },
      { account: { ownerId: userId, currency: demoCurrency, kind: "available" }, amount },
    ],
  });
}

/** Opens a new user's demo book holding `amount` USDT from the faucet. */
export async function fundDemoBook(tx: Db, userId: UserId, amount: Decimal) {
  await openAccount(tx, { ownerId: userId, book: "demo", currency: demoCurrency, kind: "available" });
  if (amount.greaterThan(0)) await demoTransfer(tx, userId, amount, "demo_funding");
}

/**
 * The user's demo reset: refused while the operator has disabled the demo (10115), else the
 * demo book's available USDT goes back to the demo_initial_balance parameter.
 */
export async function resetDemoBalance(db: Db, userId: UserId) {
  if (!(await getFlag(db, "demo_enabled"))) fail("demoAccountDisabled");
  const target = await decimalParam(db, "demo_initial_balance");
  return db.transaction().execute(async (tx) => replied(tx, await resetDemoBook(tx, userId, target)));
}

/**
 * Brings the demo book's available USDT back to `target`, in one entry against the faucet.
 * Returns null when the balance already equals it.
 */
async function resetDemoBook(tx: Db, userId: UserId, target: Decimal) {
  const key: AccountKey = { ownerId: userId, book: "demo", currency: demoCurrency, kind: "available" };
  // Lock first: two resets racing must not both compute a difference from the same balance.
  await repository.lockAccounts(tx, [await openAccount(tx, key)]);
  const difference = target.minus(await repository.accountBalance(tx, key));
  const entry = difference.isZero() ? null : await demoTransfer(tx, userId, difference, "demo_reset");
  return { available: target, entryId: entry?.id ?? null };
}

/** Each user's claims on the real book per currency (proof of liabilities; docs/SOLVENCY.md says which kinds count). */
export async function realBookClaims(db: Db) {
  return repository.realBookClaims(db);
}

/** A user's book over [start, end): the balances before it per currency, its postings and the fees its entries charged. */
export async function periodActivity(db: Db, userId: UserId, book: Book, period: { start: Date; end: Date }) {
  const [opening, postings, fees] = await Promise.all([
    repository.balancesBefore(db, userId, book, period.start),
    repository.periodPostings(db, userId, book, period),
    repository.periodFees(db, userId, book, period),
  ]);
  return { opening, postings, fees };
}
