// SQL of the payments domain: receiving addresses, deposits and withdrawals. A decision locks its
// row (`for update`) so the second of two racing decisions waits, then sees the first's status.
// A deposit's hash is inserted with `on conflict do nothing`: the unique index decides which of
// two reports of one transaction wins, and the loser learns it without an aborted transaction.
import type { UserId } from "@tradewind/domain/ids";
import type { PaymentCoin, PaymentNetwork } from "@tradewind/api/payments";
import { sql, type Insertable, type Kysely, type SelectQueryBuilder, type Updateable } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { DepositStatus, PaymentsTables, WithdrawalStatus } from "./tables.ts";

function tables(db: Db): Kysely<PaymentsTables> {
  return withTables<PaymentsTables>(db);
}

export async function receivingAddresses(db: Db) {
  return tables(db).selectFrom("receiving_addresses").selectAll().orderBy("coin").orderBy("network").execute();
}

export async function receivingAddress(db: Db, method: { coin: PaymentCoin; network: PaymentNetwork }) {
  return tables(db).selectFrom("receiving_addresses").selectAll().where("coin", "=", method.coin).where("network", "=", method.network).executeTakeFirst();
}

/** The method's address row, locked until `tx` ends (two edits of one address queue). */
export async function lockReceivingAddress(tx: Db, method: { coin: PaymentCoin; network: PaymentNetwork }) {
  return tables(tx).selectFrom("receiving_addresses").selectAll().where("coin", "=", method.coin).where("network", "=", method.network).forUpdate().executeTakeFirst();
}

export async function updateReceivingAddress(tx: Db, method: { coin: PaymentCoin; network: PaymentNetwork }, changes: Updateable<PaymentsTables["receiving_addresses"]>) {
  return tables(tx)
    .updateTable("receiving_addresses")
    .set(changes)
    .where("coin", "=", method.coin)
    .where("network", "=", method.network)
    .returningAll()
    .executeTakeFirstOrThrow();
}

// --- deposits ---

/**
 * The new deposit, or undefined when a deposit with this hash exists already, on any network:
 * no conflict target, so both unique indexes count (per network, and the hash's digits across
 * networks, migration 0028).
 */
export async function insertDeposit(tx: Db, values: Insertable<PaymentsTables["deposits"]>) {
  return tables(tx)
    .insertInto("deposits")
    .values(values)
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export type DepositRow = NonNullable<Awaited<ReturnType<typeof insertDeposit>>>;

export async function findDeposit(db: Db, id: string) {
  return tables(db).selectFrom("deposits").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function lockDeposit(tx: Db, id: string) {
  return tables(tx).selectFrom("deposits").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updateDeposit(tx: Db, id: string, changes: Updateable<PaymentsTables["deposits"]>): Promise<DepositRow> {
  return tables(tx).updateTable("deposits").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

// --- withdrawals ---

export async function insertWithdrawal(tx: Db, values: Insertable<PaymentsTables["withdrawals"]>) {
  return tables(tx).insertInto("withdrawals").values(values).returningAll().executeTakeFirstOrThrow();
}

export type WithdrawalRow = Awaited<ReturnType<typeof insertWithdrawal>>;

export async function findWithdrawal(db: Db, id: string) {
  return tables(db).selectFrom("withdrawals").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function lockWithdrawal(tx: Db, id: string) {
  return tables(tx).selectFrom("withdrawals").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updateWithdrawal(tx: Db, id: string, changes: Updateable<PaymentsTables["withdrawals"]>): Promise<WithdrawalRow> {
  return tables(tx).updateTable("withdrawals").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

/** Withdrawals the user requested in [from, to), whatever became of them. */
export async function withdrawalsRequested(db: Db, userId: UserId, window: { from: Date; to: Date }): Promise<number> {
  const row = await tables(db)
    .selectFrom("withdrawals")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("created_at", ">=", window.from)
    .where("created_at", "<", window.to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// --- lists ---

export interface RecordFilter<Status> {
  userId?: UserId | undefined;
  coin?: PaymentCoin | undefined;
  status?: Status | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** A prefix of the transaction hash, address or payout reference (back office search). */
  search?: string | undefined;
}

export interface Window {
  limit: number;
  offset: number;
  /** The pending queue reads oldest first (who waited longest); every other list newest first. */
  oldestFirst: boolean;
}

type Table = "deposits" | "withdrawals";
type Searched = "tx_hash" | "address" | "payout_tx_ref";

/** The filter's conditions over the columns both tables share, and the search over `searched`. */
function filtered<O>(query: SelectQueryBuilder<PaymentsTables, Table, O>, filter: RecordFilter<DepositStatus | WithdrawalStatus>, searched: readonly Searched[]) {
  return query.where((eb) => {
    const conditions = [];
    if (filter.userId !== undefined) conditions.push(eb("user_id", "=", filter.userId));
    if (filter.coin !== undefined) conditions.push(eb("coin", "=", filter.coin));
    if (filter.status !== undefined) conditions.push(eb("status", "=", filter.status));
    if (filter.from !== undefined) conditions.push(eb("created_at", ">=", filter.from));
    if (filter.to !== undefined) conditions.push(eb("created_at", "<", filter.to));
    if (filter.search !== undefined) {
      // A prefix match on user text: LIKE's wildcards in it are escaped, so they match themselves.
      const pattern = `${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      conditions.push(eb.or(searched.map((column) => eb(sql.ref<string>(column), "like", pattern))));
    }
    return eb.and(conditions);
  });
}

async function page(db: Db, table: Table, filter: RecordFilter<DepositStatus | WithdrawalStatus>, window: Window, searched: readonly Searched[]) {
  const source = tables(db).selectFrom(table);
  const rows = filtered(source.selectAll(), filter, searched)
    .orderBy("id", window.oldestFirst ? "asc" : "desc")
    .limit(window.limit)
    .offset(window.offset);
  const count = filtered(source.select((eb) => eb.fn.countAll<string>().as("count")), filter, searched);
  const [items, total] = await Promise.all([rows.execute(), count.executeTakeFirstOrThrow()]);
  return { rows: items, total: Number(total.count) };
}

export async function depositsPage(db: Db, filter: RecordFilter<DepositStatus>, window: Window): Promise<{ rows: DepositRow[]; total: number }> {
  const { rows, total } = await page(db, "deposits", filter, window, ["tx_hash", "address"]);
  return { rows: rows as DepositRow[], total };
}

export async function withdrawalsPage(db: Db, filter: RecordFilter<WithdrawalStatus>, window: Window): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const { rows, total } = await page(db, "withdrawals", filter, window, ["address", "payout_tx_ref"]);
  return { rows: rows as WithdrawalRow[], total };
}

export async function pendingCounts(db: Db): Promise<{ deposits: number; withdrawals: number }> {
  const count = (table: Table) =>
    tables(db)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
  const [deposits, withdrawals] = await Promise.all([count("deposits"), count("withdrawals")]);
  return { deposits: Number(deposits.count), withdrawals: Number(withdrawals.count) };
}
