// SQL of the ledger: accounts, journal entries, postings. Nothing else touches these tables.
import type { Book } from "@tradewind/api/accounts";
import { invariant } from "@tradewind/domain/assert";
import { userId, type AccountId, type UserId } from "@tradewind/domain/ids";
import { isAccountKind, userAccountKinds, type AccountKind, type EntryKind } from "@tradewind/domain/ledger-kinds";
import { decimal, toPlain, type Decimal } from "@tradewind/domain/money";
import { sql, type Kysely, type Selectable } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { LedgerTables } from "./tables.ts";

export interface AccountKey {
  ownerId: UserId | null;
  book: Book;
  currency: string;
  kind: AccountKind;
  /** Which row of a sharded platform account (0 for user accounts). */
  shard?: number;
}

export interface LockedAccount {
  id: AccountId;
  ownerId: UserId | null;
  currency: string;
  balance: Decimal;
}

/** A journal entry's id and when it was written. */
export interface EntryStamp {
  id: string;
  createdAt: Date;
}

export async function findOrCreateAccount(handle: Db, key: AccountKey): Promise<AccountId> {
  // A kind outside the union (a cast, a value read from elsewhere) must not open a new account.
  invariant(isAccountKind(key.kind), `unknown ledger account kind ${key.kind}`);
  const db = withTables<LedgerTables>(handle);
  // Accounts exist after their first posting, so look before inserting: one query, not two.
  const existing = await findAccountId(db, key);
  if (existing) return existing;
  await db
    .insertInto("ledger_accounts")
    .values({ owner_id: key.ownerId, book: key.book, currency: key.currency, kind: key.kind, shard: key.shard ?? 0 })
    .onConflict((conflict) => conflict.columns(["owner_id", "book", "currency", "kind", "shard"]).doNothing())
    .execute();
  const created = await findAccountId(db, key);
  invariant(created, `ledger account ${JSON.stringify(key)} missing right after its insert`);
  return created;
}

async function findAccountId(db: Kysely<LedgerTables>, key: AccountKey): Promise<AccountId | undefined> {
  const row = await db
    .selectFrom("ledger_accounts")
    .select("id")
    .where((eb) => (key.ownerId === null ? eb("owner_id", "is", null) : eb("owner_id", "=", key.ownerId)))
    .where("book", "=", key.book)
    .where("currency", "=", key.currency)
    .where("kind", "=", key.kind)
    .where("shard", "=", key.shard ?? 0)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Finds and locks, in one statement and in id order, the existing accounts among `keys`; returns
 * them with their keys. Accounts exist after their first posting, so this is usually all a
 * posting needs: the missing ones are created and locked by the caller.
 */
export async function lockAccountsByKey(handle: Db, keys: readonly AccountKey[]): Promise<(LockedAccount & { key: AccountKey })[]> {
  if (keys.length === 0) return [];
  // The keys travel as arrays, so the statement's text is the same for one account or three
  // hundred (a batch's): cheap to build, and one plan. Users' and platform accounts are matched
  // apart so each side probes the unique index on (owner_id, book, currency, kind, shard).
  const users = keys.filter((key) => key.ownerId !== null);
  const platform = keys.filter((key) => key.ownerId === null);
  const column = (of: readonly AccountKey[], pick: (key: AccountKey) => string | number | null) => of.map(pick);
  const { rows } = await sql<Pick<Selectable<LedgerTables["ledger_accounts"]>, "id" | "owner_id" | "book" | "currency" | "kind" | "shard" | "balance">>`
    select id, owner_id, book, currency, kind, shard, balance from ledger_accounts where id in (
      select account.id from ledger_accounts as account
      join unnest(${column(users, (key) => key.ownerId)}::bigint[], ${column(users, (key) => key.book)}::text[], ${column(users, (key) => key.currency)}::text[],
        ${column(users, (key) => key.kind)}::text[], ${column(users, (key) => key.shard ?? 0)}::int[]) as wanted (owner_id, book, currency, kind, shard)
      on account.owner_id = wanted.owner_id and account.book = wanted.book and account.currency = wanted.currency and account.kind = wanted.kind and account.shard = wanted.shard
      union all
      select account.id from ledger_accounts as account
      join unnest(${column(platform, (key) => key.book)}::text[], ${column(platform, (key) => key.currency)}::text[], ${column(platform, (key) => key.kind)}::text[],
        ${column(platform, (key) => key.shard ?? 0)}::int[]) as wanted (book, currency, kind, shard)
      on account.owner_id is null and account.book = wanted.book and account.currency = wanted.currency and account.kind = wanted.kind and account.shard = wanted.shard
    )
    order by id
    for update`.execute(handle);
  return rows.map((row) => ({
    id: row.id,
    ownerId: row.owner_id === null ? null : userId(row.owner_id),
    currency: row.currency,
    balance: decimal(row.balance),
    key: { ownerId: row.owner_id === null ? null : userId(row.owner_id), book: row.book, currency: row.currency, kind: accountKindOf(row.kind), shard: row.shard },
  }));
}

/** Writes many balances in one statement (the rows are locked by the caller). */
/** Locks the rows in id order, so two entries touching the same accounts cannot deadlock. */
export async function lockAccounts(handle: Db, ids: readonly AccountId[]): Promise<LockedAccount[]> {
  const db = withTables<LedgerTables>(handle);
  const sorted = [...new Set(ids)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  const rows = await db.selectFrom("ledger_accounts").select(["id", "owner_id", "currency", "balance"]).where("id", "in", sorted).orderBy("id").forUpdate().execute();
  return rows.map((row) => ({ id: row.id, ownerId: row.owner_id === null ? null : userId(row.owner_id), currency: row.currency, balance: decimal(row.balance) }));
}

/**
 * Writes a journal entry, its postings (in the order given, so a later posting of the same
 * account keeps the later id) and the accounts' new balances in one statement: the accounts are
 * already locked by the caller's transaction, so only the round trips go, not a check.
 */
export async function writeEntry(
  handle: Db,
  entry: { kind: EntryKind; book: Book; reference: string | null; idempotencyKey: string | null; actor: string },
  postings: readonly { accountId: AccountId; amount: Decimal; balanceAfter: Decimal }[],
  balances: ReadonlyMap<AccountId, Decimal>,
): Promise<EntryStamp> {
  invariant(postings.length > 0 && balances.size > 0, `ledger entry ${entry.kind} without postings`);
  const legs = postings.map((posting, index) => sql`(${index}::int, ${posting.accountId}::bigint, ${toPlain(posting.amount)}::numeric, ${toPlain(posting.balanceAfter)}::numeric)`);
  const moved = [...balances].map(([id, balance]) => sql`(${id}::bigint, ${toPlain(balance)}::numeric)`);
  const { rows } = await sql<{ id: string; created_at: Date }>`
    with entry as (
      insert into journal_entries (kind, book, reference, idempotency_key, actor)
      values (${entry.kind}, ${entry.book}, ${entry.reference}, ${entry.idempotencyKey}, ${entry.actor})
      returning id, created_at
    ), posted as (
      insert into postings (entry_id, account_id, amount, balance_after)
      select entry.id, leg.account_id, leg.amount, leg.balance_after
      from entry, (values ${sql.join(legs)}) as leg (ordinal, account_id, amount, balance_after)
      order by leg.ordinal
    ), balanced as (
      update ledger_accounts as account set balance = given.balance
      from (values ${sql.join(moved)}) as given (id, balance)
      where account.id = given.id
    )
    select id, created_at from entry`.execute(handle);
  const row = rows[0];
  invariant(row !== undefined, `ledger entry ${entry.kind} was not written`);
  return { id: row.id, createdAt: row.created_at };
}

/**
 * Writes many journal entries (ids drawn in the order given), their postings (by entry, then in
 * each entry's order) and the accounts' final balances in one statement; the accounts are locked
 * by the caller's transaction. Answers each entry's id and time, in the order given.
 */
export async function writeEntries(
  handle: Db,
  entries: readonly { entry: { kind: EntryKind; book: Book; reference: string | null; idempotencyKey: string | null; actor: string }; postings: readonly { accountId: AccountId; amount: Decimal; balanceAfter: Decimal }[] }[],
  balances: ReadonlyMap<AccountId, Decimal>,
): Promise<EntryStamp[]> {
  invariant(entries.length > 0 && balances.size > 0 && entries.every((written) => written.postings.length > 0), "ledger entries without postings");
  const heads = entries.map(({ entry }, index) => sql`(${index}::int, ${entry.kind}::text, ${entry.book}::text, ${entry.reference}::text, ${entry.idempotencyKey}::text, ${entry.actor}::text)`);
  const legs = entries.flatMap(({ postings }, index) =>
    postings.map((posting, ordinal) => sql`(${index}::int, ${ordinal}::int, ${posting.accountId}::bigint, ${toPlain(posting.amount)}::numeric, ${toPlain(posting.balanceAfter)}::numeric)`),
  );
  const moved = [...balances].map(([id, balance]) => sql`(${id}::bigint, ${toPlain(balance)}::numeric)`);
  const { rows } = await sql<{ id: string; created_at: Date }>`
    with head (ordinal, kind, book, reference, idempotency_key, actor) as (values ${sql.join(heads)}),
    numbered as materialized (
      select head.*, nextval(pg_get_serial_sequence('journal_entries', 'id')) as id from head order by head.ordinal
    ), entry as (
      insert into journal_entries (id, kind, book, reference, idempotency_key, actor)
      select id, kind, book, reference, idempotency_key, actor from numbered order by ordinal
      returning id, created_at
    ), posted as (
      insert into postings (entry_id, account_id, amount, balance_after)
      select numbered.id, leg.account_id, leg.amount, leg.balance_after
      from numbered join (values ${sql.join(legs)}) as leg (entry_ordinal, ordinal, account_id, amount, balance_after) on leg.entry_ordinal = numbered.ordinal
      order by leg.entry_ordinal, leg.ordinal
    ), balanced as (
      update ledger_accounts as account set balance = given.balance
      from (values ${sql.join(moved)}) as given (id, balance)
      where account.id = given.id
    )
    select entry.id, entry.created_at from numbered join entry on entry.id = numbered.id order by numbered.ordinal`.execute(handle);
  invariant(rows.length === entries.length, `ledger: ${rows.length} of ${entries.length} entries written`);
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at }));
}

/** Which of `keys` name entries already written. */
export async function usedIdempotencyKeys(handle: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const db = withTables<LedgerTables>(handle);
  const rows = await db.selectFrom("journal_entries").select("idempotency_key").where("idempotency_key", "in", [...keys]).execute();
  return new Set(rows.flatMap((row) => (row.idempotency_key === null ? [] : [row.idempotency_key])));
}

export async function findEntryByIdempotencyKey(handle: Db, key: string): Promise<EntryStamp | undefined> {
  const db = withTables<LedgerTables>(handle);
  const row = await db.selectFrom("journal_entries").select(["id", "created_at"]).where("idempotency_key", "=", key).executeTakeFirst();
  return row && { id: row.id, createdAt: row.created_at };
}

export async function userAccounts(handle: Db, ownerId: UserId, book: Book): Promise<{ id: AccountId; currency: string; kind: AccountKind; balance: Decimal }[]> {
  const db = withTables<LedgerTables>(handle);
  const rows = await db.selectFrom("ledger_accounts").select(["id", "currency", "kind", "balance"]).where("owner_id", "=", ownerId).where("book", "=", book).orderBy("id").execute();
  return rows.map((row) => ({ id: row.id, currency: row.currency, kind: accountKindOf(row.kind), balance: decimal(row.balance) }));
}

/** A kind read back from ledger_accounts, which its CHECK (0033) keeps within the union. */
function accountKindOf(kind: string): AccountKind {
  invariant(isAccountKind(kind), `ledger account of unknown kind ${kind}`);
  return kind;
}

/** The account's balance: a platform account's is the sum of its shards. */
export async function accountBalance(handle: Db, key: Omit<AccountKey, "shard">): Promise<Decimal> {
  const db = withTables<LedgerTables>(handle);
  const row = await db
    .selectFrom("ledger_accounts")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>("balance"), sql<string>`0`).as("balance"))
    .where((eb) => (key.ownerId === null ? eb("owner_id", "is", null) : eb("owner_id", "=", key.ownerId)))
    .where("book", "=", key.book)
    .where("currency", "=", key.currency)
    .where("kind", "=", key.kind)
    .executeTakeFirstOrThrow();
  return decimal(row.balance);
}

export interface StatementFilter {
  ownerId: UserId;
  book: Book;
  currency: string | undefined;
  account: string;
  kind: string | undefined;
  /** Inclusive. */
  from: Date | undefined;
  /** Exclusive. */
  to: Date | undefined;
}

function statementQuery(handle: Db, filter: StatementFilter) {
  const db = withTables<LedgerTables>(handle);
  let query = db
    .selectFrom("postings as p")
    .innerJoin("ledger_accounts as a", "a.id", "p.account_id")
    .innerJoin("journal_entries as e", "e.id", "p.entry_id")
    .where("a.owner_id", "=", filter.ownerId)
    .where("a.book", "=", filter.book)
    .where("a.kind", "=", filter.account);
  if (filter.currency !== undefined) query = query.where("a.currency", "=", filter.currency);
  if (filter.kind !== undefined) query = query.where("e.kind", "=", filter.kind);
  if (filter.from !== undefined) query = query.where("e.created_at", ">=", filter.from);
  if (filter.to !== undefined) query = query.where("e.created_at", "<", filter.to);
  return query;
}

export async function countStatementPostings(handle: Db, filter: StatementFilter): Promise<number> {
  const row = await statementQuery(handle, filter).select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The filtered postings, newest first (posting id order, which is commit order per account). */
export async function statementPostings(handle: Db, filter: StatementFilter, window: { limit: number; offset: number }): Promise<StatementPosting[]> {
  const rows = await statementQuery(handle, filter)
    .select(["p.id", "p.entry_id", "p.amount", "p.balance_after", "a.currency", "e.kind", "e.reference", "e.created_at"])
    .orderBy("p.id", "desc")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map((row) => ({
    entryId: row.entry_id,
    amount: decimal(row.amount),
    balanceAfter: decimal(row.balance_after),
    currency: row.currency,
    // Entries keep the kind they were posted with; the statement lists one it no longer knows as it is.
    kind: row.kind,
    reference: row.reference,
    createdAt: row.created_at,
  }));
}

export interface StatementPosting {
  entryId: string;
  amount: Decimal;
  balanceAfter: Decimal;
  currency: string;
  kind: string;
  reference: string | null;
  createdAt: Date;
}

/**
 * Per entry: the fees it charged (postings to the platform's fees accounts) and which of the
 * owner's accounts it touched, so a statement can tell which line paid the fee.
 */
export async function entryFeeParts(handle: Db, ownerId: UserId, entryIds: readonly string[]): Promise<FeePart[]> {
  const db = withTables<LedgerTables>(handle);
  if (entryIds.length === 0) return [];
  const rows = await db
    .selectFrom("postings as p")
    .innerJoin("ledger_accounts as a", "a.id", "p.account_id")
    .select(["p.entry_id", "p.amount", "a.kind", "a.owner_id", "a.currency"])
    .where("p.entry_id", "in", [...entryIds])
    .where((eb) => eb.or([eb("a.owner_id", "=", ownerId), eb.and([eb("a.owner_id", "is", null), eb("a.kind", "=", "fees")])]))
    .execute();
  return rows.map((row) => ({ entryId: row.entry_id, amount: decimal(row.amount), accountKind: accountKindOf(row.kind), ownedByUser: row.owner_id !== null, currency: row.currency }));
}

/** One posting of an entry on a statement page: the owner's own, or the platform's fees. */
export interface FeePart {
  entryId: string;
  amount: Decimal;
  accountKind: AccountKind;
  ownedByUser: boolean;
  currency: string;
}

export async function holders(handle: Db, userIds: readonly string[], book: Book): Promise<string[]> {
  const db = withTables<LedgerTables>(handle);
  if (userIds.length === 0) return [];
  // The ids travel as one array parameter, however many there are.
  const { rows } = await sql<{ owner_id: string }>`
    select distinct owner_id::text as owner_id from ledger_accounts
    where owner_id = any(${`{${userIds.join(",")}}`}::bigint[]) and book = ${book} and balance > 0`.execute(db);
  return rows.map((row) => row.owner_id);
}

/**
 * Sums of the postings of entries of `entryKinds` into the platform accounts of `accountKinds`,
 * per account kind and entry reference (optionally only the given references).
 */
export async function platformPostingSums(
  handle: Db,
  filter: { book: Book; currency: string; accountKinds: readonly AccountKind[]; entryKinds: readonly EntryKind[]; references?: readonly string[] | undefined },
): Promise<{ accountKind: AccountKind; reference: string | null; amount: Decimal }[]> {
  const db = withTables<LedgerTables>(handle);
  if (filter.accountKinds.length === 0 || filter.entryKinds.length === 0 || filter.references?.length === 0) return [];
  let query = db
    .selectFrom("postings as p")
    .innerJoin("ledger_accounts as a", "a.id", "p.account_id")
    .innerJoin("journal_entries as e", "e.id", "p.entry_id")
    .where("a.owner_id", "is", null)
    .where("a.book", "=", filter.book)
    .where("a.currency", "=", filter.currency)
    .where("a.kind", "in", [...filter.accountKinds])
    .where("e.kind", "in", [...filter.entryKinds]);
  if (filter.references !== undefined) query = query.where("e.reference", "in", [...filter.references]);
  const rows = await query
    .select(["a.kind", "e.reference", (eb) => eb.fn.sum<string>("p.amount").as("amount")])
    .groupBy(["a.kind", "e.reference"])
    .execute();
  return rows.map((row) => ({ accountKind: accountKindOf(row.kind), reference: row.reference, amount: decimal(row.amount) }));
}

/**
 * What the platform owes each user on the real book, per currency: the sum of their claim accounts
 * (`userAccountKinds`), positive totals only. One statement, so one consistent read of every balance.
 */
export async function realBookClaims(handle: Db): Promise<{ ownerId: string; currency: string; total: Decimal }[]> {
  const db = withTables<LedgerTables>(handle);
  const rows = await db
    .selectFrom("ledger_accounts")
    .select(["owner_id", "currency", (eb) => eb.fn.sum<string>("balance").as("total")])
    .where("owner_id", "is not", null)
    .where("book", "=", "real")
    .where("kind", "in", [...userAccountKinds])
    .groupBy(["owner_id", "currency"])
    .having((eb) => eb.fn.sum("balance"), ">", 0)
    .orderBy("currency")
    .orderBy("owner_id")
    .execute();
  return rows.map((row) => ({ ownerId: row.owner_id ?? "", currency: row.currency, total: decimal(row.total) }));
}

/** A book's currency whose accounts do not sum to zero. */
export interface UnbalancedCurrency {
  book: Book;
  currency: string;
  total: Decimal;
}
/** An entry whose postings in one currency do not sum to zero. */
export interface UnbalancedEntry {
  entryId: string;
  currency: string;
  total: Decimal;
}
/** An account whose balance is not the sum of its postings. */
export interface BalanceOffPostings {
  accountId: AccountId;
  balance: Decimal;
  posted: Decimal;
}
/** A user's account below zero. */
export interface NegativeUserBalance {
  accountId: AccountId;
  balance: Decimal;
}
/** An account whose balance is not its last posting's balance_after. */
export interface LastBalanceMismatch {
  accountId: AccountId;
  balance: Decimal;
  balanceAfter: Decimal;
}

/** Invariant queries for the checker: each returns the offending records, empty when sound. */
export const invariantQueries = {
  unbalancedCurrencies: async (db: Db): Promise<UnbalancedCurrency[]> => {
    const { rows } = await sql<{ book: Book; currency: string; total: string }>`
      select a.book, a.currency, sum(a.balance)::text as total from ledger_accounts a
      group by a.book, a.currency having sum(a.balance) <> 0`.execute(db);
    return rows.map((row) => ({ book: row.book, currency: row.currency, total: decimal(row.total) }));
  },
  unbalancedEntries: async (db: Db): Promise<UnbalancedEntry[]> => {
    const { rows } = await sql<{ entry_id: string; currency: string; total: string }>`
      select p.entry_id, a.currency, sum(p.amount)::text as total from postings p
      join ledger_accounts a on a.id = p.account_id
      group by p.entry_id, a.currency having sum(p.amount) <> 0`.execute(db);
    return rows.map((row) => ({ entryId: row.entry_id, currency: row.currency, total: decimal(row.total) }));
  },
  balancesOffPostings: async (db: Db): Promise<BalanceOffPostings[]> => {
    const { rows } = await sql<{ account_id: AccountId; balance: string; posted: string }>`
      select a.id as account_id, a.balance::text as balance, coalesce(sum(p.amount), 0)::text as posted
      from ledger_accounts a left join postings p on p.account_id = a.id
      group by a.id, a.balance having a.balance <> coalesce(sum(p.amount), 0)`.execute(db);
    return rows.map((row) => ({ accountId: row.account_id, balance: decimal(row.balance), posted: decimal(row.posted) }));
  },
  negativeUserBalances: async (db: Db): Promise<NegativeUserBalance[]> => {
    const { rows } = await sql<{ account_id: AccountId; balance: string }>`
      select id as account_id, balance::text as balance from ledger_accounts where owner_id is not null and balance < 0`.execute(db);
    return rows.map((row) => ({ accountId: row.account_id, balance: decimal(row.balance) }));
  },
  lastBalanceMismatches: async (db: Db): Promise<LastBalanceMismatch[]> => {
    const { rows } = await sql<{ account_id: AccountId; balance: string; balance_after: string }>`
      select a.id as account_id, a.balance::text as balance, p.balance_after::text as balance_after
      from ledger_accounts a
      join lateral (select balance_after from postings where account_id = a.id order by id desc limit 1) p on true
      where p.balance_after <> a.balance`.execute(db);
    return rows.map((row) => ({ accountId: row.account_id, balance: decimal(row.balance), balanceAfter: decimal(row.balance_after) }));
  },
};

/** A record one of the invariant queries returns. */
export type InvariantRecord = Awaited<ReturnType<(typeof invariantQueries)[keyof typeof invariantQueries]>>[number];

/** A user's posting in a period, oldest first, with the account it moved. */
export interface PeriodPosting {
  entryId: string;
  kind: string;
  reference: string | null;
  createdAt: Date;
  currency: string;
  account: string;
  amount: Decimal;
}

/** Per currency, the sum of the user's accounts of `book` as they stood before `at` (each account's last balance_after before it). */
export async function balancesBefore(handle: Db, ownerId: UserId, book: Book, at: Date): Promise<Map<string, Decimal>> {
  const { rows } = await sql<{ currency: string; balance: string }>`
    select a.currency, sum(last.balance_after)::text as balance
    from ledger_accounts a
    join lateral (
      select p.balance_after from postings p join journal_entries e on e.id = p.entry_id
      where p.account_id = a.id and e.created_at < ${at}
      order by p.id desc limit 1
    ) last on true
    where a.owner_id = ${ownerId} and a.book = ${book}
    group by a.currency`.execute(withTables<LedgerTables>(handle));
  return new Map(rows.map((row) => [row.currency, decimal(row.balance)]));
}

function periodQuery(handle: Db, ownerId: UserId, book: Book, period: { start: Date; end: Date }) {
  return withTables<LedgerTables>(handle)
    .selectFrom("postings as p")
    .innerJoin("ledger_accounts as a", "a.id", "p.account_id")
    .innerJoin("journal_entries as e", "e.id", "p.entry_id")
    .where("a.owner_id", "=", ownerId)
    .where("a.book", "=", book)
    .where("e.created_at", ">=", period.start)
    .where("e.created_at", "<", period.end);
}

/** The user's postings of `book` whose entries were written in [start, end), in posting order. */
export async function periodPostings(handle: Db, ownerId: UserId, book: Book, period: { start: Date; end: Date }): Promise<PeriodPosting[]> {
  const rows = await periodQuery(handle, ownerId, book, period)
    .select(["p.entry_id", "p.amount", "a.currency", "a.kind as account", "e.kind", "e.reference", "e.created_at"])
    .orderBy("p.id")
    .execute();
  return rows.map((row) => ({ entryId: row.entry_id, kind: row.kind, reference: row.reference, createdAt: row.created_at, currency: row.currency, account: row.account, amount: decimal(row.amount) }));
}

/** What the same entries posted to the platform's fees accounts, per posting. */
export async function periodFees(handle: Db, ownerId: UserId, book: Book, period: { start: Date; end: Date }): Promise<{ currency: string; amount: Decimal }[]> {
  const rows = await withTables<LedgerTables>(handle)
    .selectFrom("postings as p")
    .innerJoin("ledger_accounts as a", "a.id", "p.account_id")
    .select(["a.currency", "p.amount"])
    .where("a.owner_id", "is", null)
    .where("a.kind", "=", "fees")
    .where("p.entry_id", "in", periodQuery(handle, ownerId, book, period).select("p.entry_id"))
    .orderBy("p.id")
    .execute();
  return rows.map((row) => ({ currency: row.currency, amount: decimal(row.amount) }));
}
