// Ledger adjustments (DESIGN §3, §8): an operator's correction of a user's available balance is
// one balanced ledger entry of kind `adjustment` against a named platform account, with a
// reason and an outside reference. Worth more than `adjustment_dual_control_usdt` it waits
// for a second finance operator, and so does every real-book adjustment once what its requester
// posted alone, or its user received that way, over the last 24 hours would pass
// `adjustment_rolling_limit_usdt`: splitting one large credit into many small ones gains nothing.
// The requester's operator row and the user's row are locked while that is decided, so
// adjustments racing for the same budget are counted one after the other. A decision locks the adjustment's row and moves it out of
// pending exactly once (pending → posted | rejected), so two approvals racing post one entry;
// the entry's idempotency key `adjustment:<id>` would refuse a second one anyway. A debit never
// overdraws: the ledger refuses it (10092) and so does the request while it waits.
import type { Adjustment } from "@tradewind/api/admin/adjustments";
import { invariant } from "@tradewind/domain/assert";
import type { UserId } from "@tradewind/domain/ids";
import { fitsScale, toPlain, type Amount, type Decimal } from "@tradewind/domain/money";
import { findUser, usernamesOf } from "../../accounts/back-office-service.ts";
import { lockUser } from "../../accounts/users-service.ts";
import * as ledger from "../../ledger/service.ts";
import { listedInstrumentByCode } from "../../market/instruments-service.ts";
import type { Db } from "../../platform/database.ts";
import { fail } from "../../platform/errors.ts";
import { decimalParam } from "../../platform/params.ts";
import type { Book, TradingFeed } from "../../trading/engine/types.ts";
import { audited, type AuditDeps } from "../audit/service.ts";
import { decidePending, type Decision } from "../dual-control.ts";
import { lockOperator } from "../operators/repository.ts";
import * as repository from "./repository.ts";
import type { AdjustmentRecord, AdjustmentView } from "./repository.ts";
import type { AdjustmentDirection, AdjustmentPlatformAccount, AdjustmentStatus } from "./tables.ts";

/** The statement's kind for an adjustment's entry; the web app labels it in every language. */
export const adjustmentEntryKind = "adjustment";
export const dualControlParam = "adjustment_dual_control_usdt";
export const rollingLimitParam = "adjustment_rolling_limit_usdt";
/** The rolling window of `adjustment_rolling_limit_usdt`. */
export const rollingWindowMs = 24 * 3_600_000;
/** The dashboard names who has used at least this share of the rolling limit. */
export const nearLimitShare = "0.5";
/** At most this many operators and users are named there. */
export const nearLimitListMax = 20;
const usdt = "USDT";
const cryptoType = 2;

export interface AdjustmentDeps extends AuditDeps {
  /** Values coin adjustments in USDT at the last recorded price of their USDT pair. */
  feed: TradingFeed;
}

/** Who makes a change, and the request's trail where its audit row is counted. */
type Writer = Parameters<typeof audited>[1];

export interface AdjustmentRequest {
  userId: UserId;
  book: Book;
  currency: string;
  direction: AdjustmentDirection;
  amount: Amount;
  platformAccount: AdjustmentPlatformAccount;
  reference: string;
  reason: string;
}

function adjustmentTarget(id: string): string {
  return `adjustment:${id}`;
}

function adjustmentOf(view: AdjustmentView, username: string): Adjustment {
  return {
    id: view.id,
    userId: view.userId,
    username,
    book: view.book,
    currency: view.currency,
    direction: view.direction,
    amount: toPlain(view.amount),
    platformAccount: view.platformAccount,
    reference: view.reference,
    reason: view.reason,
    status: view.status,
    requestedBy: { id: view.requestedBy, username: view.requestedByUsername },
    decidedBy: view.decidedBy === null ? null : { id: view.decidedBy, username: view.decidedByUsername ?? "" },
    decisionReason: view.decisionReason,
    entryId: view.entryId,
    createdAt: view.createdAt.toISOString(),
    decidedAt: view.decidedAt?.toISOString() ?? null,
  };
}

async function adjustmentsOf(db: Db, views: readonly AdjustmentView[]): Promise<Adjustment[]> {
  const names = await usernamesOf(db, views.map((view) => view.userId));
  return views.map((view) => adjustmentOf(view, names.get(view.userId) ?? ""));
}

/** One adjustment as the back office shows it; 10118 when there is none. */
export async function getAdjustment(db: Db, id: string): Promise<Adjustment> {
  const view = (await repository.findAdjustment(db, id)) ?? fail("notFound");
  const [adjustment] = await adjustmentsOf(db, [view]);
  return adjustment ?? fail("notFound");
}

export async function listAdjustments(db: Db, query: { page: number; size: number; status?: AdjustmentStatus | undefined; userId?: UserId | undefined }) {
  const { adjustments, total } = await repository.adjustmentsPage(db, { status: query.status, userId: query.userId }, { limit: query.size, offset: (query.page - 1) * query.size });
  return { items: await adjustmentsOf(db, adjustments), total, page: query.page, size: query.size };
}

export async function pendingAdjustmentCount(db: Db): Promise<number> {
  return repository.countPending(db);
}

/**
 * Everything that can be wrong with a request before it is written: an unknown user (10009), the
 * demo faucet outside the demo book, or a currency the platform does not hold or an amount finer
 * than its scale (10100).
 */
async function checkRequest(db: Db, request: AdjustmentRequest): Promise<void> {
  if (!(await findUser(db, request.userId))) fail("userNotFound");
  if (request.platformAccount === "demo_faucet" && request.book !== "demo") fail("invalidRequest");
  if (request.currency !== usdt) {
    const pair = await listedInstrumentByCode(db, `${request.currency}${usdt}`);
    if (pair?.type !== cryptoType) fail("invalidRequest");
  }
  if (!fitsScale(request.amount, request.currency)) fail("invalidRequest");
}

/** The amount's worth in USDT at the last recorded price of its USDT pair; undefined without one. */
function usdtValueOf(deps: AdjustmentDeps, currency: string, amount: Decimal): Decimal | undefined {
  const price = currency === usdt ? "1" : deps.feed.lastTick(`${currency}${usdt}`)?.price;
  return price === undefined ? undefined : amount.times(price);
}

/**
 * Whether a second finance operator must approve: above the threshold in USDT; whenever the
 * amount cannot be valued (a coin without a recorded price), since then nobody knows its worth;
 * and on the real book when the requester's or the user's adjustments posted alone in the last
 * 24 hours, with this one, would pass the rolling limit. Call with both rows locked.
 */
async function needsApproval(deps: AdjustmentDeps, tx: Db, request: AdjustmentRequest, operatorId: string, value: Decimal | undefined): Promise<boolean> {
  if (value === undefined || value.greaterThan(await decimalParam(tx, dualControlParam))) return true;
  if (request.book !== "real") return false;
  const limit = await decimalParam(tx, rollingLimitParam);
  const since = new Date(deps.clock.now().getTime() - rollingWindowMs);
  const [byOperator, toUser] = await Promise.all([repository.postedAloneTotal(tx, { requestedBy: operatorId }, since), repository.postedAloneTotal(tx, { userId: request.userId }, since)]);
  return value.plus(byOperator).greaterThan(limit) || value.plus(toUser).greaterThan(limit);
}

type Postable = Pick<AdjustmentRecord, "id" | "userId" | "book" | "currency" | "direction" | "amount" | "platformAccount">;

/** The adjustment's one ledger entry: the user's available account against the platform account. */
async function postAdjustment(tx: Db, adjustment: Postable, operatorId: string): Promise<string> {
  const toUser = adjustment.direction === "credit" ? adjustment.amount : adjustment.amount.negated();
  const entry = await ledger.post(tx, {
    kind: adjustmentEntryKind,
    book: adjustment.book,
    reference: adjustmentTarget(adjustment.id),
    idempotencyKey: adjustmentTarget(adjustment.id),
    actor: `operator:${operatorId}`,
    postings: [
      { account: { ownerId: adjustment.userId, currency: adjustment.currency, kind: "available" }, amount: toUser },
      { account: { ownerId: null, currency: adjustment.currency, kind: adjustment.platformAccount }, amount: toUser.negated() },
    ],
  });
  invariant(!entry.replayed, `adjustment ${adjustment.id} was already posted as entry ${entry.id} while still pending`);
  return entry.id;
}

/** A waiting debit must be covered now too, so the approver is not asked to post an overdraft. */
async function assertCovered(tx: Db, request: AdjustmentRequest): Promise<void> {
  if (request.direction !== "debit") return;
  const balance = await ledger.balanceOf(tx, { ownerId: request.userId, book: request.book, currency: request.currency, kind: "available" });
  if (balance.lessThan(request.amount)) fail("insufficientBalance");
}

/** Requests an adjustment: posted at once at or below the threshold, else pending approval. */
export async function createAdjustment(deps: AdjustmentDeps, writer: Writer, request: AdjustmentRequest) {
  await checkRequest(deps.db, request);
  const value = usdtValueOf(deps, request.currency, request.amount);
  const reply = (auditId: string, adjustment: Adjustment) => ({ auditId, adjustment });
  const done = await audited(deps, writer, { action: "adjustment.request", reason: request.reason }, async (tx) => {
    // Operator before user, always: two requests racing for one budget queue here instead of both reading it unspent.
    await lockOperator(tx, writer.operator.id);
    await lockUser(tx, request.userId);
    const waits = await needsApproval(deps, tx, request, writer.operator.id, value);
    const id = await repository.insertAdjustment(tx, {
      ...request,
      usdtValue: value,
      requestedBy: writer.operator.id,
      // The rolling window is measured on the server's clock, so the row's time must be that clock's.
      createdAt: deps.clock.now(),
    });
    if (waits) {
      await assertCovered(tx, request);
    } else {
      const entryId = await postAdjustment(tx, { id, ...request }, writer.operator.id);
      await repository.decideAdjustment(tx, id, { status: "posted", entryId, decidedAt: deps.clock.now() });
    }
    const adjustment = await getAdjustment(tx, id);
    return { result: adjustment, target: adjustmentTarget(id), before: null, after: adjustment };
  }, reply);
  return reply(done.auditId, done.result);
}

/**
 * Approves (posting the entry) or rejects a pending adjustment, under dual control
 * (admin/dual-control.ts): 10149 when it left pending already, so a second or concurrent
 * approval posts nothing; 10148 when its requester approves. The requester may reject their
 * own, which withdraws it.
 */
export async function decideAdjustment(deps: AdjustmentDeps, writer: Writer, id: string, decision: Decision, reason: string) {
  const done = await decidePending(
    deps,
    writer,
    {
      action: "adjustment",
      target: adjustmentTarget(id),
      lock: (tx) => repository.lockAdjustment(tx, id),
      view: (tx) => getAdjustment(tx, id),
      approve: async (tx, adjustment, decided) => {
        const entryId = await postAdjustment(tx, adjustment, writer.operator.id);
        await repository.decideAdjustment(tx, id, { ...decided, status: "posted", entryId });
      },
      reject: (tx, _adjustment, decided) => repository.decideAdjustment(tx, id, { ...decided, status: "rejected" }),
      refusals: { notPending: "adjustmentNotPending", selfApproval: "adjustmentSelfApproval" },
    },
    decision,
    reason,
  );
  return { auditId: done.auditId, adjustment: done.result };
}

/**
 * Who is near the rolling limit: operators who posted alone, and users who received alone, at
 * least `nearLimitShare` of `adjustment_rolling_limit_usdt` in the last 24 hours (real book).
 */
export async function rollingLimitUse(deps: AdjustmentDeps) {
  const limit = await decimalParam(deps.db, rollingLimitParam);
  const since = new Date(deps.clock.now().getTime() - rollingWindowMs);
  const atLeast = limit.times(nearLimitShare);
  const [operators, users] = await Promise.all([
    repository.operatorsPostingAlone(deps.db, since, atLeast, nearLimitListMax),
    repository.usersReceivingAlone(deps.db, since, atLeast, nearLimitListMax),
  ]);
  const names = await usernamesOf(deps.db, users.map((row) => row.userId));
  return {
    limit,
    windowHours: rollingWindowMs / 3_600_000,
    operators,
    users: users.map((user) => ({ ...user, username: names.get(user.userId) ?? "" })),
  };
}
