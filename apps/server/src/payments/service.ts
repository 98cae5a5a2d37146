// Use cases of deposits and withdrawals on the user's side (DESIGN §3, §6). Both live on the
// real book only. A deposit report is one transaction: the row (its hash unique per network for
// ever, by index) and the claim of its proof image. A withdrawal request is one transaction that
// first locks the user's row, so a user's requests run one at a time: the balance and today's
// count are read under that lock, then the row and its hold (amount + fee, available → held)
// are written. Two racing requests can therefore never both pass the count or overdraw, on one
// process or many. The daily count is per UTC calendar day and counts every request made that
// day, whatever became of it (a rejected one still used its turn).
import { paymentMethods, type Deposit, type PaymentCoin, type PaymentNetwork, type Withdrawal, type WithdrawalTermsReply } from "@tradewind/api/payments";
import type { UserId } from "@tradewind/domain/ids";
import { asAmount, toPlain, type Amount, type Decimal } from "@tradewind/domain/money";
import { addressValid, normalTxHash, txHashValid } from "@tradewind/domain/payment-addresses";
import { paymentAmountFits, utcDayOf, withdrawalCharges, withdrawalsRemaining, type WithdrawalCharges } from "@tradewind/domain/payment-amounts";
import { hasSecondFactor, withdrawalProtectionsOf } from "../accounts/security-service.ts";
import { assertSteppedUp } from "../accounts/step-up-guard.ts";
import { kycVerified, lockUser } from "../accounts/users-service.ts";
import * as ledger from "../ledger/service.ts";
import type { Book } from "@tradewind/api/accounts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import type { Messenger } from "../platform/messenger.ts";
import type { AuthUser } from "../platform/request-context.ts";
import { fail } from "../platform/errors.ts";
import { replied } from "../platform/idempotency.ts";
import { decimalParam, integerParam } from "../platform/params.ts";
import { claimUploads } from "../uploads/service.ts";
import * as addressBook from "./address-book-repository.ts";
import * as repository from "./repository.ts";
import type { DepositRecord, RecordFilter, WithdrawalRecord } from "./repository.ts";
import type { DepositStatus, WithdrawalStatus } from "./tables.ts";

export interface PaymentDeps {
  db: Db;
  clock: Clock;
  /** Tells the user of a new withdrawal address (with its cancel link). */
  messenger: Messenger;
  /** Origin put in front of emailed links (PUBLIC_URL); without it, the origin the request addressed. */
  publicUrl: string | undefined;
}

/** The statement's kinds of the entries payments post (packages/api statementKinds). */
export const paymentEntryKinds = { deposit: "deposit", hold: "withdrawal_hold", payout: "withdrawal_payout", release: "withdrawal_release" } as const;

export interface PaymentMethod {
  coin: PaymentCoin;
  network: PaymentNetwork;
}

/** The method if the platform handles this coin/network pair, else undefined. */
export function paymentMethodOf(coin: PaymentCoin, network: PaymentNetwork): PaymentMethod | undefined {
  return paymentMethods.find((method) => method.coin === coin && method.network === network);
}

export function depositTarget(id: string): string {
  return `deposit:${id}`;
}

export function withdrawalTarget(id: string): string {
  return `withdrawal:${id}`;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toDeposit(deposit: DepositRecord): Deposit {
  return {
    id: deposit.id,
    coin: deposit.coin,
    network: deposit.network,
    amount: toPlain(deposit.amount),
    creditedAmount: deposit.creditedAmount === null ? null : toPlain(deposit.creditedAmount),
    txHash: deposit.txHash,
    senderTail: deposit.senderTail,
    address: deposit.address,
    proofImageId: deposit.proofUploadId,
    status: deposit.status,
    rejectReason: deposit.rejectReason,
    createdAt: deposit.createdAt.toISOString(),
    decidedAt: iso(deposit.decidedAt),
  };
}

export function toWithdrawal(withdrawal: WithdrawalRecord): Withdrawal {
  return {
    id: withdrawal.id,
    coin: withdrawal.coin,
    network: withdrawal.network,
    address: withdrawal.address,
    amount: toPlain(withdrawal.amount),
    fee: toPlain(withdrawal.fee),
    total: toPlain(withdrawal.amount.plus(withdrawal.fee)),
    status: withdrawal.status,
    payoutTxRef: withdrawal.payoutTxRef,
    rejectReason: withdrawal.rejectReason,
    createdAt: withdrawal.createdAt.toISOString(),
    decidedAt: iso(withdrawal.decidedAt),
  };
}

/** The smallest deposit of the coin (params deposit_min_usdt, deposit_min_btc, deposit_min_eth). */
export async function depositMinimum(db: Db, coin: PaymentCoin): Promise<Decimal> {
  return decimalParam(db, `deposit_min_${coin.toLowerCase()}`);
}

/** The receiving address of every method open to deposits (placeholders included, marked), with its minimum. */
export async function depositAddresses(db: Db) {
  const addresses = (await repository.receivingAddresses(db)).filter((method) => method.enabled);
  return Promise.all(addresses.map(async (method) => ({ coin: method.coin, network: method.network, address: method.address, placeholder: method.placeholder, minimum: await depositMinimum(db, method.coin) })));
}

export interface DepositReport {
  coin: PaymentCoin;
  network: PaymentNetwork;
  amount: Amount;
  txHash: string;
  senderTail?: string | undefined;
  proofImageId: string;
}

/**
 * Checks a report in the contract's order, before any write: the real book (10160), a method with
 * a real, enabled address (10166), an exact positive amount (10165) of at least the coin's
 * minimum (10161), a hash in the network's format (10163). Answers the address it was sent to.
 */
async function checkReport(db: Db, book: Book, report: DepositReport): Promise<string> {
  if (book !== "real") fail("realAccountRequired");
  const method = paymentMethodOf(report.coin, report.network) ? await repository.receivingAddress(db, report) : undefined;
  if (!method || method.placeholder || !method.enabled) fail("depositMethodUnavailable");
  if (!paymentAmountFits(report.amount, report.coin)) fail("amountWrong");
  const minimum = await depositMinimum(db, report.coin);
  if (report.amount.lessThan(minimum)) fail("depositBelowMinimum", { coin: report.coin, limit: toPlain(minimum) });
  if (!txHashValid(report.network, report.txHash)) fail("txHashInvalid");
  return method.address;
}

/**
 * Records a deposit report for finance to review: 10162 when any network saw the hash before
 * (the same 64 hex digits, with or without 0x), from anyone; 10155 unless the proof is the user's own unclaimed deposit proof, claimed here.
 */
/** The reported deposit and notice 20002, stored with it against the request's Idempotency-Key. */
export async function reportDeposit(deps: PaymentDeps, userId: UserId, book: Book, report: DepositReport): Promise<{ deposit: Deposit; notice: 20002 }> {
  const address = await checkReport(deps.db, book, report);
  return deps.db.transaction().execute(async (tx) => {
    const inserted = await repository.insertDeposit(tx, {
      userId,
      coin: report.coin,
      network: report.network,
      amount: report.amount,
      txHash: normalTxHash(report.txHash),
      senderTail: report.senderTail ?? null,
      address,
      proofUploadId: report.proofImageId,
      createdAt: deps.clock.now(),
    });
    if (!inserted) fail("txHashUsed");
    await claimUploads(tx, { userId }, [report.proofImageId], "deposit_proof", depositTarget(inserted.id));
    return replied(tx, { deposit: toDeposit(inserted), notice: 20002 as const });
  });
}

export interface RecordsQuery<Status> {
  page: number;
  size: number;
  status?: Status | undefined;
  coin?: PaymentCoin | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The repository's filter for a user's list: from inclusive, to exclusive (10124 when from is after to). */
function userFilter<Status>(userId: UserId, query: RecordsQuery<Status>): RecordFilter<Status> {
  const from = query.from === undefined ? undefined : new Date(query.from);
  const to = query.to === undefined ? undefined : new Date(query.to);
  if (from !== undefined && to !== undefined && from > to) fail("invalidTimeRange");
  return { userId, coin: query.coin, status: query.status, from, to };
}

function windowOf(query: { page: number; size: number }, oldestFirst = false): repository.Window {
  return { limit: query.size, offset: (query.page - 1) * query.size, oldestFirst };
}

export async function listDeposits(db: Db, userId: UserId, query: RecordsQuery<DepositStatus>) {
  const { deposits, total } = await repository.depositsPage(db, userFilter(userId, query), windowOf(query));
  return { items: deposits.map(toDeposit), total, page: query.page, size: query.size };
}

export async function listWithdrawals(db: Db, userId: UserId, query: RecordsQuery<WithdrawalStatus>) {
  const { withdrawals, total } = await repository.withdrawalsPage(db, userFilter(userId, query), windowOf(query));
  return { items: withdrawals.map(toWithdrawal), total, page: query.page, size: query.size };
}

async function dailyCount(db: Db): Promise<number> {
  return integerParam(db, "withdraw_daily_count", 0);
}

/** What the withdrawal form shows before submit: fee rate, today's count (UTC day) and what remains, the methods, KYC, the hold and the address book. */
export async function withdrawalTerms(deps: PaymentDeps, userId: UserId): Promise<WithdrawalTermsReply> {
  const now = deps.clock.now();
  const day = utcDayOf(now);
  const [feeRate, count, used, verified, guards] = await Promise.all([
    withdrawalFeeRate(deps.db),
    dailyCount(deps.db),
    repository.withdrawalsRequested(deps.db, userId, { from: day.start, to: day.end }),
    kycVerified(deps.db, userId),
    withdrawalGuards(deps.db, userId, now),
  ]);
  return {
    feeRate,
    dailyCount: count,
    usedToday: used,
    remainingToday: withdrawalsRemaining(count, used),
    resetsAt: day.end.toISOString(),
    methods: paymentMethods.map((method) => ({ coin: method.coin, network: method.network })),
    kycVerified: verified,
    ...guards,
  };
}

/** Param `withdraw_fee_rate`: a share of the amount, 0 to 1. */
async function withdrawalFeeRate(db: Db): Promise<Decimal> {
  return decimalParam(db, "withdraw_fee_rate");
}

export interface WithdrawalRequest {
  coin: PaymentCoin;
  network: PaymentNetwork;
  address: string;
  amount: Amount;
}

/**
 * Checks a request in the contract's order, before the transaction: the real book (10160),
 * verified KYC (10022), a method the platform pays on (10025), an address valid on its network
 * (10164), an exact positive amount (10165). Answers the charges at today's fee rate.
 */
async function checkRequest(db: Db, userId: UserId, book: Book, request: WithdrawalRequest): Promise<WithdrawalCharges> {
  if (book !== "real") fail("realAccountRequired");
  if (!(await kycVerified(db, userId))) fail("notRealNameVerified");
  if (!paymentMethodOf(request.coin, request.network)) fail("selectWithdrawalMethod");
  if (!addressValid(request.network, request.address)) fail("withdrawalAddressInvalid", { network: request.network });
  if (!paymentAmountFits(request.amount, request.coin)) fail("amountWrong");
  return withdrawalCharges(request.amount, await withdrawalFeeRate(db), request.coin);
}

/**
 * Requests a withdrawal: amount + fee move from available to held. It needs a step-up on this
 * session (10307). Under the user's row lock, the hold and the address book (10310–10312), then
 * 10092 when the total exceeds the available balance, then 10099 when today's count is used up.
 */
/** The requested withdrawal and notice 20003, stored with its hold against the request's Idempotency-Key. */
export async function requestWithdrawal(deps: PaymentDeps, user: AuthUser, book: Book, request: WithdrawalRequest): Promise<{ withdrawal: Withdrawal; notice: 20003 }> {
  const userId = user.id;
  const charges = await checkRequest(deps.db, userId, book, request);
  const count = await dailyCount(deps.db);
  const now = deps.clock.now();
  await assertSteppedUp(deps.db, user, now);
  const day = utcDayOf(now);
  return deps.db.transaction().execute(async (tx) => {
    await lockUser(tx, userId);
    await assertWithdrawalDestination(tx, userId, request, now);
    const available = await ledger.balanceOf(tx, { ownerId: userId, book: "real", currency: request.coin, kind: "available" });
    if (available.lessThan(charges.total)) fail("insufficientBalance");
    const used = await repository.withdrawalsRequested(tx, userId, { from: day.start, to: day.end });
    if (withdrawalsRemaining(count, used) === 0) fail("dailyWithdrawalsUsed");
    const inserted = await repository.insertWithdrawal(tx, {
      userId,
      coin: request.coin,
      network: request.network,
      address: request.address,
      amount: asAmount(charges.amount),
      fee: asAmount(charges.fee),
      createdAt: now,
    });
    const total = charges.total;
    await ledger.post(tx, {
      kind: paymentEntryKinds.hold,
      book: "real",
      reference: withdrawalTarget(inserted.id),
      idempotencyKey: `${paymentEntryKinds.hold}:${inserted.id}`,
      actor: `user:${userId}`,
      postings: [
        { account: { ownerId: userId, currency: request.coin, kind: "available" }, amount: total.negated() },
        { account: { ownerId: userId, currency: request.coin, kind: "held" }, amount: total },
      ],
    });
    return replied(tx, { withdrawal: toWithdrawal(inserted), notice: 20003 as const });
  });
}


/**
 * The address book's and the hold's word on a withdrawal, in the request's transaction under the
 * user's row lock: 10310 while withdrawals are held after a security change; with the book on
 * (always with a second factor), 10311 for an address not saved and 10312 for one still waiting.
 */
export async function assertWithdrawalDestination(tx: Db, userId: UserId, target: { coin: PaymentCoin; network: PaymentNetwork; address: string }, now: Date) {
  const protections = await withdrawalProtectionsOf(tx, userId);
  if (protections.heldUntil && protections.heldUntil > now) fail("withdrawalsHeld", { until: protections.heldUntil.toISOString() });
  if (!protections.addressBookOn && !(await hasSecondFactor(tx, userId))) return;
  const saved = await addressBook.findLiveAddress(tx, userId, target);
  if (!saved) fail("withdrawalAddressNotSaved");
  if (saved.usableAt > now) fail("withdrawalAddressWaiting", { until: saved.usableAt.toISOString() });
}

/** What the withdrawal form shows of the protections: the hold's end and whether the book is on. */
export async function withdrawalGuards(db: Db, userId: UserId, now: Date) {
  const protections = await withdrawalProtectionsOf(db, userId);
  return {
    heldUntil: protections.heldUntil && protections.heldUntil > now ? protections.heldUntil.toISOString() : null,
    addressBookOn: protections.addressBookOn || (await hasSecondFactor(db, userId)),
  };
}

/** Deposits and withdrawals waiting for finance (the dashboard's queues). */
export async function pendingPaymentCounts(db: Db): Promise<{ deposits: number; withdrawals: number }> {
  return repository.pendingCounts(db);
}
