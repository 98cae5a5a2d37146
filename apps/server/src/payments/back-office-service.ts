// The finance side of payments (DESIGN §6, §8), for the admin domain, which runs each write
// inside its audited transaction (`tx`): the receiving addresses, and the deposit and withdrawal
// queues. A decision locks its row and moves it out of pending exactly once; a second decision,
// racing or late, answers 10158 and moves nothing. Each decision's ledger entry carries an
// idempotency key of its own (`deposit:<id>`, `withdrawal_payout:<id>`, ...), so SQL refuses a
// second entry even if the row lock were bypassed. The user is notified in the same transaction;
// the caller announces it after the commit.
import type { AdminDeposit, adminWithdrawalSchema } from "@tradewind/api/admin/payments";
import type { z } from "zod";
import type { PaymentCoin, PaymentNetwork } from "@tradewind/api/payments";
import { invariant } from "@tradewind/domain/assert";
import type { UserId } from "@tradewind/domain/ids";
import { toPlain, type Amount } from "@tradewind/domain/money";
import { addressValid } from "@tradewind/domain/payment-addresses";
import { paymentAmountFits } from "@tradewind/domain/payment-amounts";
import { usernamesOf } from "../accounts/back-office-service.ts";
import * as ledger from "../ledger/service.ts";
import { notify } from "../notifications/service.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import * as repository from "./repository.ts";
import type { Decision, DepositRecord, ReceivingAddress, WithdrawalRecord } from "./repository.ts";
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

async function addressView(db: Db, method: ReceivingAddress) {
  const minimum = toPlain(await depositMinimum(db, method.coin));
  return { coin: method.coin, network: method.network, address: method.address, placeholder: method.placeholder, enabled: method.enabled, minimum, updatedAt: method.updatedAt?.toISOString() ?? null };
}

export async function listReceivingAddresses(db: Db) {
  const addresses = await repository.receivingAddresses(db);
  return Promise.all(addresses.map((method) => addressView(db, method)));
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
  const current = await repository.lockReceivingAddress(tx, change);
  invariant(current, `receiving address ${change.coin}/${change.network} is not seeded`);
  const updated = await repository.updateReceivingAddress(tx, change, { address: change.address, enabled: change.enabled, placeholder: false, updatedAt: change.at });
  return { before: await addressView(tx, current), after: await addressView(tx, updated) };
}

// --- views ---

const decidedBy = (decision: Decision) => (decision.decidedBy === null ? null : { id: decision.decidedBy, username: decision.decidedByName ?? "" });

function adminDepositOf(deposit: DepositRecord, username: string): AdminDeposit {
  return { ...toDeposit(deposit), userId: deposit.userId, username, decidedBy: decidedBy(deposit), entryId: deposit.entryId };
}

async function adminWithdrawalOf(db: Db, withdrawal: WithdrawalRecord, username: string): Promise<z.input<typeof adminWithdrawalSchema>> {
  const availableNow = await ledger.balanceOf(db, { ownerId: withdrawal.userId, book: "real", currency: withdrawal.coin, kind: "available" });
  return { ...toWithdrawal(withdrawal), userId: withdrawal.userId, username, decidedBy: decidedBy(withdrawal), entryId: withdrawal.entryId, availableNow };
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
  const { deposits, total } = await repository.depositsPage(db, queueFilter(query), queueWindow(query));
  const names = await usernamesOf(db, deposits.map((deposit) => deposit.userId));
  return { items: deposits.map((deposit) => adminDepositOf(deposit, names.get(deposit.userId) ?? "")), total, page: query.page, size: query.size };
}

export async function withdrawalQueue(db: Db, query: QueueQuery<WithdrawalStatus>) {
  const { withdrawals, total } = await repository.withdrawalsPage(db, queueFilter(query), queueWindow(query));
  const names = await usernamesOf(db, withdrawals.map((withdrawal) => withdrawal.userId));
  const items = await Promise.all(withdrawals.map((withdrawal) => adminWithdrawalOf(db, withdrawal, names.get(withdrawal.userId) ?? "")));
  return { items, total, page: query.page, size: query.size };
}

/** One deposit; 10118 when there is none. */
export async function depositForOffice(db: Db, id: string): Promise<AdminDeposit> {
  const row = (await repository.findDeposit(db, id)) ?? fail("notFound");
  return adminDepositOf(row, await usernameOf(db, row.userId));
}

/** One withdrawal with the user's balance now; 10118 when there is none. */
export async function withdrawalForOffice(db: Db, id: string): Promise<z.input<typeof adminWithdrawalSchema>> {
  const row = (await repository.findWithdrawal(db, id)) ?? fail("notFound");
  return adminWithdrawalOf(db, row, await usernameOf(db, row.userId));
}

// --- decisions ---

/** The row locked for a decision: 10118 when missing, 10158 when already decided. */
function stillPending<Row extends { status: string }>(row: Row | undefined): Row {
  if (!row) fail("notFound");
  if (row.status !== "pending") fail("alreadyReviewed");
  return row;
}

function decisionFields(decider: Decider): Decision {
  return { decidedBy: decider.id, decidedByName: decider.username, decidedAt: decider.at };
}

/** Posts an entry that must be the first under its key: a replay means the row lock was bypassed, a bug. */
async function postOnce(tx: Db, request: ledger.EntryRequest): Promise<string> {
  const entry = await ledger.post(tx, request);
  invariant(!entry.replayed, `${request.kind} ${request.reference ?? ""} was already posted as entry ${entry.id} while pending`);
  return entry.id;
}

/** Credits the amount finance confirmed from platform cash to the user's real available balance (10165 unless exact and positive). */
export async function creditDeposit(tx: Db, decider: Decider, id: string, amount: Amount): Promise<Decided<AdminDeposit>> {
  const deposit = stillPending(await repository.lockDeposit(tx, id));
  if (!paymentAmountFits(amount, deposit.coin)) fail("amountWrong");
  const username = await usernameOf(tx, deposit.userId);
  const entryId = await postOnce(tx, {
    kind: paymentEntryKinds.deposit,
    book: "real",
    reference: depositTarget(id),
    idempotencyKey: depositTarget(id),
    actor: `operator:${decider.id}`,
    postings: [
      { account: { ownerId: null, currency: deposit.coin, kind: "cash" }, amount: amount.negated() },
      { account: { ownerId: deposit.userId, currency: deposit.coin, kind: "available" }, amount },
    ],
  });
  const updated = await repository.updateDeposit(tx, id, { status: "credited", creditedAmount: amount, entryId, ...decisionFields(decider) });
  await notify(tx, { userId: deposit.userId, kind: "deposit_credited", book: "real", params: { coin: deposit.coin, amount: toPlain(amount) }, reference: depositTarget(id) });
  return { before: adminDepositOf(deposit, username), after: adminDepositOf(updated, username), userId: deposit.userId };
}

/** Refuses a deposit with the reason the user sees; nothing moves. */
export async function rejectDeposit(tx: Db, decider: Decider, id: string, reason: string): Promise<Decided<AdminDeposit>> {
  const deposit = stillPending(await repository.lockDeposit(tx, id));
  const username = await usernameOf(tx, deposit.userId);
  const updated = await repository.updateDeposit(tx, id, { status: "rejected", rejectReason: reason, ...decisionFields(decider) });
  await notify(tx, { userId: deposit.userId, kind: "deposit_rejected", book: "real", params: { coin: deposit.coin, amount: toPlain(deposit.amount), reason }, reference: depositTarget(id) });
  return { before: adminDepositOf(deposit, username), after: adminDepositOf(updated, username), userId: deposit.userId };
}

/** Records the payout: the held total leaves; platform cash takes the amount (sent out), fees the fee. */
export async function payWithdrawal(tx: Db, decider: Decider, id: string, payoutTxRef: string): Promise<Decided<z.input<typeof adminWithdrawalSchema>>> {
  const withdrawal = stillPending(await repository.lockWithdrawal(tx, id));
  const username = await usernameOf(tx, withdrawal.userId);
  const before = await adminWithdrawalOf(tx, withdrawal, username);
  const { amount, fee } = withdrawal;
  const legs: ledger.EntryRequest["postings"] = [
    { account: { ownerId: withdrawal.userId, currency: withdrawal.coin, kind: "held" }, amount: amount.plus(fee).negated() },
    { account: { ownerId: null, currency: withdrawal.coin, kind: "cash" }, amount },
    { account: { ownerId: null, currency: withdrawal.coin, kind: "fees" }, amount: fee },
  ];
  const entryId = await postOnce(tx, {
    kind: paymentEntryKinds.payout,
    book: "real",
    reference: withdrawalTarget(id),
    idempotencyKey: `${paymentEntryKinds.payout}:${id}`,
    actor: `operator:${decider.id}`,
    postings: legs.filter((leg) => !leg.amount.isZero()),
  });
  const updated = await repository.updateWithdrawal(tx, id, { status: "paid", payoutTxRef, entryId, ...decisionFields(decider) });
  await notify(tx, { userId: withdrawal.userId, kind: "withdrawal_paid", book: "real", params: { coin: withdrawal.coin, amount: toPlain(amount), txRef: payoutTxRef }, reference: withdrawalTarget(id) });
  return { before, after: await adminWithdrawalOf(tx, updated, username), userId: withdrawal.userId };
}

/** Refuses a withdrawal with the reason the user sees: amount and fee return from held to available. */
export async function rejectWithdrawal(tx: Db, decider: Decider, id: string, reason: string): Promise<Decided<z.input<typeof adminWithdrawalSchema>>> {
  const withdrawal = stillPending(await repository.lockWithdrawal(tx, id));
  const username = await usernameOf(tx, withdrawal.userId);
  const before = await adminWithdrawalOf(tx, withdrawal, username);
  const total = withdrawal.amount.plus(withdrawal.fee);
  const entryId = await postOnce(tx, {
    kind: paymentEntryKinds.release,
    book: "real",
    reference: withdrawalTarget(id),
    idempotencyKey: `${paymentEntryKinds.release}:${id}`,
    actor: `operator:${decider.id}`,
    postings: [
      { account: { ownerId: withdrawal.userId, currency: withdrawal.coin, kind: "held" }, amount: total.negated() },
      { account: { ownerId: withdrawal.userId, currency: withdrawal.coin, kind: "available" }, amount: total },
    ],
  });
  const updated = await repository.updateWithdrawal(tx, id, { status: "rejected", rejectReason: reason, entryId, ...decisionFields(decider) });
  await notify(tx, { userId: withdrawal.userId, kind: "withdrawal_rejected", book: "real", params: { coin: withdrawal.coin, amount: toPlain(withdrawal.amount), reason }, reference: withdrawalTarget(id) });
  return { before, after: await adminWithdrawalOf(tx, updated, username), userId: withdrawal.userId };
}
