// SQL of the payments domain: receiving addresses, deposits and withdrawals. A decision locks its
// row (`for update`) so the second of two racing decisions waits, then sees the first's status.
// A deposit's hash is inserted with `on conflict do nothing`: the unique index decides which of
// two reports of one transaction wins, and the loser learns it without an aborted transaction.
import type { UserId } from "@tradewind/domain/ids";
import { asAmount, toPlain, type Amount } from "@tradewind/domain/money";
import type { PaymentCoin, PaymentNetwork } from "@tradewind/api/payments";
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { DepositStatus, PaymentsTables, WithdrawalStatus } from "./tables.ts";

function tables(db: Db): Kysely<PaymentsTables> {
  return withTables<PaymentsTables>(db);
}

export interface PaymentMethodKey {
  coin: PaymentCoin;
  network: PaymentNetwork;
}

/** Where users send a coin on a network; a placeholder until finance sets a real one. */
export interface ReceivingAddress extends PaymentMethodKey {
  address: string;
  placeholder: boolean;
  enabled: boolean;
  updatedAt: Date | null;
}

/** Who decided a deposit or withdrawal, and when; all null while pending. */
export interface Decision {
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: Date | null;
}

/** A deposit the user reported, and finance's decision on it. */
export interface DepositRecord extends PaymentMethodKey, Decision {
  id: string;
  userId: UserId;
  /** What the user reported. */
  amount: Amount;
  /** What finance confirmed and credited; null until credited. */
  creditedAmount: Amount | null;
  txHash: string;
  senderTail: string | null;
  address: string;
  proofUploadId: string;
  status: DepositStatus;
  rejectReason: string | null;
  entryId: string | null;
  createdAt: Date;
}

/** A withdrawal the user requested (amount + fee held), and finance's decision on it. */
export interface WithdrawalRecord extends PaymentMethodKey, Decision {
  id: string;
  userId: UserId;
  address: string;
  amount: Amount;
  fee: Amount;
  status: WithdrawalStatus;
  payoutTxRef: string | null;
  rejectReason: string | null;
  entryId: string | null;
  createdAt: Date;
}

function receivingAddressOf(row: Selectable<PaymentsTables["receiving_addresses"]>): ReceivingAddress {
  return { coin: row.coin, network: row.network, address: row.address, placeholder: row.placeholder, enabled: row.enabled, updatedAt: row.updated_at };
}

type DecisionColumns = { decided_by: string | null; decided_by_name: string | null; decided_at: Date | null };

function decisionOf(row: DecisionColumns): Decision {
  return { decidedBy: row.decided_by, decidedByName: row.decided_by_name, decidedAt: row.decided_at };
}

function decisionRow(decision: Partial<Decision>): Partial<DecisionColumns> {
  return { decided_by: decision.decidedBy, decided_by_name: decision.decidedByName, decided_at: decision.decidedAt };
}

function depositOf(row: Selectable<PaymentsTables["deposits"]>): DepositRecord {
  return {
    id: row.id,
    userId: row.user_id,
    coin: row.coin,
    network: row.network,
    amount: asAmount(row.amount),
    creditedAmount: row.credited_amount === null ? null : asAmount(row.credited_amount),
    txHash: row.tx_hash,
    senderTail: row.sender_tail,
    address: row.address,
    proofUploadId: row.proof_upload_id,
    status: row.status,
    rejectReason: row.reject_reason,
    entryId: row.entry_id,
    createdAt: row.created_at,
    ...decisionOf(row),
  };
}

function withdrawalOf(row: Selectable<PaymentsTables["withdrawals"]>): WithdrawalRecord {
  return {
    id: row.id,
    userId: row.user_id,
    coin: row.coin,
    network: row.network,
    address: row.address,
    amount: asAmount(row.amount),
    fee: asAmount(row.fee),
    status: row.status,
    payoutTxRef: row.payout_tx_ref,
    rejectReason: row.reject_reason,
    entryId: row.entry_id,
    createdAt: row.created_at,
    ...decisionOf(row),
  };
}

export async function receivingAddresses(db: Db): Promise<ReceivingAddress[]> {
  const rows = await tables(db).selectFrom("receiving_addresses").selectAll().orderBy("coin").orderBy("network").execute();
  return rows.map(receivingAddressOf);
}

export async function receivingAddress(db: Db, method: PaymentMethodKey): Promise<ReceivingAddress | undefined> {
  const row = await tables(db).selectFrom("receiving_addresses").selectAll().where("coin", "=", method.coin).where("network", "=", method.network).executeTakeFirst();
  return row && receivingAddressOf(row);
}

/** The method's address, locked until `tx` ends (two edits of one address queue). */
export async function lockReceivingAddress(tx: Db, method: PaymentMethodKey): Promise<ReceivingAddress | undefined> {
  const row = await tables(tx).selectFrom("receiving_addresses").selectAll().where("coin", "=", method.coin).where("network", "=", method.network).forUpdate().executeTakeFirst();
  return row && receivingAddressOf(row);
}

export async function updateReceivingAddress(tx: Db, method: PaymentMethodKey, change: Pick<ReceivingAddress, "address" | "enabled" | "placeholder" | "updatedAt">): Promise<ReceivingAddress> {
  const row = await tables(tx)
    .updateTable("receiving_addresses")
    .set({ address: change.address, enabled: change.enabled, placeholder: change.placeholder, updated_at: change.updatedAt })
    .where("coin", "=", method.coin)
    .where("network", "=", method.network)
    .returningAll()
    .executeTakeFirstOrThrow();
  return receivingAddressOf(row);
}

// --- deposits ---

/** What a report writes: a pending deposit. */
export type NewDeposit = Pick<DepositRecord, "userId" | "coin" | "network" | "amount" | "txHash" | "senderTail" | "address" | "proofUploadId" | "createdAt">;

/** What finance's decision changes. */
export type DepositChange = Partial<Pick<DepositRecord, "status" | "creditedAmount" | "rejectReason" | "entryId"> & Decision>;

/**
 * The new deposit, or undefined when a deposit with this hash exists already, on any network:
 * no conflict target, so both unique indexes count (per network, and the hash's digits across
 * networks, migration 0028).
 */
export async function insertDeposit(tx: Db, deposit: NewDeposit): Promise<DepositRecord | undefined> {
  const row = await tables(tx)
    .insertInto("deposits")
    .values({
      user_id: deposit.userId,
      coin: deposit.coin,
      network: deposit.network,
      amount: toPlain(deposit.amount),
      tx_hash: deposit.txHash,
      sender_tail: deposit.senderTail,
      address: deposit.address,
      proof_upload_id: deposit.proofUploadId,
      created_at: deposit.createdAt,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && depositOf(row);
}

export async function findDeposit(db: Db, id: string): Promise<DepositRecord | undefined> {
  const row = await tables(db).selectFrom("deposits").selectAll().where("id", "=", id).executeTakeFirst();
  return row && depositOf(row);
}

export async function lockDeposit(tx: Db, id: string): Promise<DepositRecord | undefined> {
  const row = await tables(tx).selectFrom("deposits").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && depositOf(row);
}

export async function updateDeposit(tx: Db, id: string, change: DepositChange): Promise<DepositRecord> {
  const row = await tables(tx)
    .updateTable("deposits")
    .set({
      status: change.status,
      credited_amount: change.creditedAmount && toPlain(change.creditedAmount),
      reject_reason: change.rejectReason,
      entry_id: change.entryId,
      ...decisionRow(change),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return depositOf(row);
}

// --- withdrawals ---

/** What a request writes: a pending withdrawal. */
export type NewWithdrawal = Pick<WithdrawalRecord, "userId" | "coin" | "network" | "address" | "amount" | "fee" | "createdAt">;

/** What finance's decision changes. */
export type WithdrawalChange = Partial<Pick<WithdrawalRecord, "status" | "payoutTxRef" | "rejectReason" | "entryId"> & Decision>;

export async function insertWithdrawal(tx: Db, withdrawal: NewWithdrawal): Promise<WithdrawalRecord> {
  const row = await tables(tx)
    .insertInto("withdrawals")
    .values({
      user_id: withdrawal.userId,
      coin: withdrawal.coin,
      network: withdrawal.network,
      address: withdrawal.address,
      amount: toPlain(withdrawal.amount),
      fee: toPlain(withdrawal.fee),
      created_at: withdrawal.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return withdrawalOf(row);
}

export async function findWithdrawal(db: Db, id: string): Promise<WithdrawalRecord | undefined> {
  const row = await tables(db).selectFrom("withdrawals").selectAll().where("id", "=", id).executeTakeFirst();
  return row && withdrawalOf(row);
}

export async function lockWithdrawal(tx: Db, id: string): Promise<WithdrawalRecord | undefined> {
  const row = await tables(tx).selectFrom("withdrawals").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return row && withdrawalOf(row);
}

export async function updateWithdrawal(tx: Db, id: string, change: WithdrawalChange): Promise<WithdrawalRecord> {
  const row = await tables(tx)
    .updateTable("withdrawals")
    .set({ status: change.status, payout_tx_ref: change.payoutTxRef, reject_reason: change.rejectReason, entry_id: change.entryId, ...decisionRow(change) })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return withdrawalOf(row);
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

export async function depositsPage(db: Db, filter: RecordFilter<DepositStatus>, window: Window): Promise<{ deposits: DepositRecord[]; total: number }> {
  const { rows, total } = await page(db, "deposits", filter, window, ["tx_hash", "address"]);
  return { deposits: (rows as Selectable<PaymentsTables["deposits"]>[]).map(depositOf), total };
}

export async function withdrawalsPage(db: Db, filter: RecordFilter<WithdrawalStatus>, window: Window): Promise<{ withdrawals: WithdrawalRecord[]; total: number }> {
  const { rows, total } = await page(db, "withdrawals", filter, window, ["address", "payout_tx_ref"]);
  return { withdrawals: (rows as Selectable<PaymentsTables["withdrawals"]>[]).map(withdrawalOf), total };
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
