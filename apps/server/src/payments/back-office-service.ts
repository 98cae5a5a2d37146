// The finance side of payments (DESIGN §6, §8), for the admin domain, which runs each write
// inside its audited transaction (`tx`): the receiving addresses, and the deposit and withdrawal
// queues. A decision locks its row and moves it out of pending exactly once; a second decision,
// racing or late, answers 10158 and moves nothing. Each decision's ledger entry carries an
// idempotency key of its own (`deposit:<id>`, `withdrawal_payout:<id>`, ...), so SQL refuses a
// second entry even if the row lock were bypassed. The user is notified in the same transaction;
// the caller announces it after the commit.
import type { AdminDeposit, AdminWithdrawal } from "@tradewind/api/admin/payments";
import type { PaymentCoin, PaymentNetwork } from "@tradewind/api/payments";
import { invariant } from "@tradewind/domain/assert";
import type { UserId } from "@tradewind/domain/ids";
import { decimal, toPlain } from "@tradewind/domain/money";
import { addressValid } from "@tradewind/domain/payment-addresses";
import { paymentAmountFits } from "@tradewind/domain/payment-amounts";
import { usernamesOf } from "../accounts/back-office-service.ts";
import * as ledger from "../ledger/service.ts";
import { notify } from "../notifications/service.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import * as repository from "./repository.ts";
import type { DepositRow, WithdrawalRow } from "./repository.ts";
import { depositMinimum, depositTarget, paymentEntryKinds, paymentMethodOf, toDeposit, toWithdrawal, withdrawalTarget } from "./service.ts";
import type { DepositStatus, WithdrawalStatus } from "./tables.ts";

/** The operator deciding, as the audited path knows them, and when. */
export interface Decider {
  id: string;
  username: string;
  at: Date;
}

/** A decision's effect, for the audit row: the item before and after, and whom to tell. */
export interface Decided<Item> {
  before: Item;
  after: Item;
  userId: UserId;
}

// --- receiving addresses ---

type AddressRow = Awaited<ReturnType<typeof repository.receivingAddresses>>[number];

async function addressView(db: Db, row: AddressRow) {
  return { coin: row.coin, network: row.network, address: row.address, placeholder: row.placeholder, enabled: row.enabled, minimum: await depositMinimum(db, row.coin), updatedAt: row.updated_at?.toISOString() ?? null };
}

export async function listReceivingAddresses(db: Db) {
  const rows = await repository.receivingAddresses(db);
  return Promise.all(rows.map((row) => addressView(db, row)));
}

export function receivingAddressTarget(method: { coin: PaymentCoin; network: PaymentNetwork }): string {
  return `receiving_address:${method.coin}/${method.network}`;
}

/**
 * Sets a method's receiving address and whether it takes deposits: a pair the platform does not
 * handle is 10100, an address not valid on the network 10164. A set address is no placeholder.
 */
export async function setReceivingAddress(tx: Db, change: { coin: PaymentCoin; network: PaymentNetwork; address: string; enabled: boolean; at: Date }) {
  if (!paymentMethodOf(change.coin, change.network)) fail("invalidRequest");
  if (!addressValid(change.network, change.address)) fail("withdrawalAddressInvalid", { network: change.network });
  const row = await repository.lockReceivingAddress(tx, change);
  invariant(row, `receiving address ${change.coin}/${change.network} is not seeded`);
  const updated = await repository.updateReceivingAddress(tx, change, { address: change.address, enabled: change.enabled, placeholder: false, updated_at: change.at });
  return { before: await addressView(tx, row), after: await addressView(tx, updated) };
}

// --- views ---

const decidedBy = (row: { decided_by: string | null; decided_by_name: string | null }) => (row.decided_by === null ? null : { id: row.decided_by, username: row.decided_by_name ?? "" });

function adminDepositOf(row: DepositRow, username: string): AdminDeposit {
  return { ...toDeposit(row), userId: row.user_id, username, decidedBy: decidedBy(row), entryId: row.entry_id };
}

async function adminWithdrawalOf(db: Db, row: WithdrawalRow, username: string): Promise<AdminWithdrawal> {
  const availableNow = await ledger.balanceOf(db, { ownerId: row.user_id, book: "real", currency: row.coin, kind: "available" });
  return { ...toWithdrawal(row), userId: row.user_id, username, decidedBy: decidedBy(row), entryId: row.entry_id, availableNow };
}

async function usernameOf(db: Db, userId: UserId): Promise<string> {
  return (await usernamesOf(db, [userId])).get(userId) ?? "";
}

export interface QueueQuery<Status> {
  page: number;
  size: number;
  status: Status;
  userId?: UserId | undefined;
  coin?: PaymentCoin | undefined;
  q?: string | undefined;
}

function queueWindow(query: QueueQuery<string>): repository.Window {
  return { limit: query.size, offset: (query.page - 1) * query.size, oldestFirst: query.status === "pending" };
}

function queueFilter<Status>(query: QueueQuery<Status>): repository.RecordFilter<Status> {
  return { status: query.status, userId: query.userId, coin: query.coin, search: query.q };
}

export async function depositQueue(db: Db, query: QueueQuery<DepositStatus>) {
  const { rows, total } = await repository.depositsPage(db, queueFilter(query), queueWindow(query));
  const names = await usernamesOf(db, rows.map((row) => row.user_id));
  return { items: rows.map((row) => adminDepositOf(row, names.get(row.user_id) ?? "")), total, page: query.page, size: query.size };
}

export async function withdrawalQueue(db: Db, query: QueueQuery<WithdrawalStatus>) {
  const { rows, total } = await repository.withdrawalsPage(db, queueFilter(query), queueWindow(query));
  const names = await usernamesOf(db, rows.map((row) => row.user_id));
  const items = await Promise.all(rows.map((row) => adminWithdrawalOf(db, row, names.get(row.user_id) ?? "")));
  return { items, total, page: query.page, size: query.size };
}

/** One deposit; 10118 when there is none. */
export async function depositForOffice(db: Db, id: string): Promise<AdminDeposit> {
  const row = (await repository.findDeposit(db, id)) ?? fail("notFound");
  return adminDepositOf(row, await usernameOf(db, row.user_id));
}

/** One withdrawal with the user's balance now; 10118 when there is none. */
export async function withdrawalForOffice(db: Db, id: string): Promise<AdminWithdrawal> {
  const row = (await repository.findWithdrawal(db, id)) ?? fail("notFound");
  return adminWithdrawalOf(db, row, await usernameOf(db, row.user_id));
}

// --- decisions ---

/** The row locked for a decision: 10118 when missing, 10158 when already decided. */
function stillPending<Row extends { status: string }>(row: Row | undefined): Row {
  if (!row) fail("notFound");
  if (row.status !== "pending") fail("alreadyReviewed");
  return row;
}

function decisionFields(decider: Decider) {
  return { decided_by: decider.id, decided_by_name: decider.username, decided_at: decider.at };
}

/** Posts an entry that must be the first under its key: a replay means the row lock was bypassed, a bug. */
async function postOnce(tx: Db, request: ledger.EntryRequest): Promise<string> {
  const entry = await ledger.post(tx, request);
  invariant(!entry.replayed, `${request.kind} ${request.reference ?? ""} was already posted as entry ${entry.id} while pending`);
  return entry.id;
}

/** Credits the amount finance confirmed from platform cash to the user's real available balance (10165 unless exact and positive). */
export async function creditDeposit(tx: Db, decider: Decider, id: string, creditedAmount: string): Promise<Decided<AdminDeposit>> {
  const row = stillPending(await repository.lockDeposit(tx, id));
  const amount = decimal(creditedAmount);
  if (!paymentAmountFits(amount, row.coin)) fail("amountWrong");
  const username = await usernameOf(tx, row.user_id);
  const credited = toPlain(amount);
  const entryId = await postOnce(tx, {
    kind: paymentEntryKinds.deposit,
    book: "real",
    reference: depositTarget(id),
    idempotencyKey: depositTarget(id),
    actor: `operator:${decider.id}`,
    postings: [
      { account: { ownerId: null, currency: row.coin, kind: "cash" }, amount: amount.negated() },
      { account: { ownerId: row.user_id, currency: row.coin, kind: "available" }, amount },
    ],
  });
  const updated = await repository.updateDeposit(tx, id, { status: "credited", credited_amount: credited, entry_id: entryId, ...decisionFields(decider) });
  await notify(tx, { userId: row.user_id, kind: "deposit_credited", book: "real", params: { coin: row.coin, amount: credited }, reference: depositTarget(id) });
  return { before: adminDepositOf(row, username), after: adminDepositOf(updated, username), userId: row.user_id };
}

/** Refuses a deposit with the reason the user sees; nothing moves. */
export async function rejectDeposit(tx: Db, decider: Decider, id: string, reason: string): Promise<Decided<AdminDeposit>> {
  const row = stillPending(await repository.lockDeposit(tx, id));
  const username = await usernameOf(tx, row.user_id);
  const updated = await repository.updateDeposit(tx, id, { status: "rejected", reject_reason: reason, ...decisionFields(decider) });
  await notify(tx, { userId: row.user_id, kind: "deposit_rejected", book: "real", params: { coin: row.coin, amount: toPlain(decimal(row.amount)), reason }, reference: depositTarget(id) });
  return { before: adminDepositOf(row, username), after: adminDepositOf(updated, username), userId: row.user_id };
}

/** Records the payout: the held total leaves; platform cash takes the amount (sent out), fees the fee. */
export async function payWithdrawal(tx: Db, decider: Decider, id: string, payoutTxRef: string): Promise<Decided<AdminWithdrawal>> {
  const row = stillPending(await repository.lockWithdrawal(tx, id));
  const username = await usernameOf(tx, row.user_id);
  const before = await adminWithdrawalOf(tx, row, username);
  const [amount, fee] = [decimal(row.amount), decimal(row.fee)];
  const legs = [
    { account: { ownerId: row.user_id, currency: row.coin, kind: "held" }, amount: amount.plus(fee).negated() },
    { account: { ownerId: null, currency: row.coin, kind: "cash" }, amount },
    { account: { ownerId: null, currency: row.coin, kind: "fees" }, amount: fee },
  ];
  const entryId = await postOnce(tx, {
    kind: paymentEntryKinds.payout,
    book: "real",
    reference: withdrawalTarget(id),
    idempotencyKey: `${paymentEntryKinds.payout}:${id}`,
    actor: `operator:${decider.id}`,
    postings: legs.filter((leg) => !leg.amount.isZero()),
  });
  const updated = await repository.updateWithdrawal(tx, id, { status: "paid", payout_tx_ref: payoutTxRef, entry_id: entryId, ...decisionFields(decider) });
  await notify(tx, { userId: row.user_id, kind: "withdrawal_paid", book: "real", params: { coin: row.coin, amount: toPlain(amount), txRef: payoutTxRef }, reference: withdrawalTarget(id) });
  return { before, after: await adminWithdrawalOf(tx, updated, username), userId: row.user_id };
}

/** Refuses a withdrawal with the reason the user sees: amount and fee return from held to available. */
export async function rejectWithdrawal(tx: Db, decider: Decider, id: string, reason: string): Promise<Decided<AdminWithdrawal>> {
  const row = stillPending(await repository.lockWithdrawal(tx, id));
  const username = await usernameOf(tx, row.user_id);
  const before = await adminWithdrawalOf(tx, row, username);
  const total = decimal(row.amount).plus(row.fee);
  const entryId = await postOnce(tx, {
    kind: paymentEntryKinds.release,
    book: "real",
    reference: withdrawalTarget(id),
    idempotencyKey: `${paymentEntryKinds.release}:${id}`,
    actor: `operator:${decider.id}`,
    postings: [
      { account: { ownerId: row.user_id, currency: row.coin, kind: "held" }, amount: total.negated() },
      { account: { ownerId: row.user_id, currency: row.coin, kind: "available" }, amount: total },
    ],
  });
  const updated = await repository.updateWithdrawal(tx, id, { status: "rejected", reject_reason: reason, entry_id: entryId, ...decisionFields(decider) });
  await notify(tx, { userId: row.user_id, kind: "withdrawal_rejected", book: "real", params: { coin: row.coin, amount: toPlain(decimal(row.amount)), reason }, reference: withdrawalTarget(id) });
  return { before, after: await adminWithdrawalOf(tx, updated, username), userId: row.user_id };
}
