// Use cases of fixed-period options (DESIGN §5): buy, settle, read. Buying moves the stake from
// available to held in the transaction that writes the order; settlement locks the order row,
// so each option is settled exactly once, and moves the held stake (plus the counterparty's
// payment on a win) in one ledger entry. Events go out after the commit.
import { invariant } from "@tradewind/domain/assert";
import type { OrderId, UserId } from "@tradewind/domain/ids";
import { expectedProfit, settleOption, type OptionOutcome } from "@tradewind/domain/options";
import { scaleOf, toPlain, type Amount, type Decimal } from "@tradewind/domain/money";
import type { OptionCycleReply, OptionOrderReply } from "@tradewind/api/options";
import * as ledger from "../../ledger/service.ts";
import { notify } from "../../notifications/service.ts";
import { instrumentById, listedInstrumentByCode, type TradableInstrument } from "../../market/instruments-service.ts";
import type { Db } from "../../platform/database.ts";
import { fail } from "../../platform/errors.ts";
import { recordReply } from "../../platform/idempotency.ts";
import { afterCommit } from "../after-commit.ts";
import { assertMayTrade } from "../eligibility.ts";
import type { OrderEvents } from "../events.ts";
import type { Book, FeedTick, OptionDirection, OptionOrderRecord, OptionWatcher, TradingDeps } from "../engine/types.ts";
import { livePrice } from "../feed.ts";
import { orderHeading, ownedOrder, pageOfOrders, withInstruments, type PageQuery } from "../paging.ts";
import * as options from "./repository.ts";

const currency = "USDT";

export interface OptionDeps extends TradingDeps {
  watcher: OptionWatcher;
}

export interface BuyRequest {
  code: string;
  direction: OptionDirection;
  cycleId: string;
  stake: Amount;
}

export async function buyOption(deps: OptionDeps, userId: UserId, book: Book, request: BuyRequest): Promise<{ id: string; expiresAt: number }> {
  const { db, clock, feed } = deps;
  await assertMayTrade(db, userId, book);
  const instrument = (await listedInstrumentByCode(db, request.code)) ?? fail("unknownInstrument");
  const cycle = await options.activeCycle(db, request.cycleId);
  if (!cycle || cycle.instrumentId !== instrument.id) fail("optionsProductWrong");
  const { stake } = request;
  if (stake.decimalPlaces() > scaleOf(currency)) fail("invalidRequest");
  const { minStake, maxStake } = cycle;
  if (stake.lt(minStake) || stake.gt(maxStake)) fail("stakeOutOfRange", { min: toPlain(minStake), max: toPlain(maxStake) });
  const now = clock.now();
  // The contract is on the feed's mid price: no spread, no fee.
  const entry = livePrice(feed, instrument.code, now);
  const expiresAt = new Date(now.getTime() + cycle.seconds * 1000);

  const order = await db.transaction().execute(async (tx) => {
    const inserted = await options.insertOption(tx, {
      userId,
      book,
      instrumentId: instrument.id,
      cycleId: cycle.id,
      cycleSeconds: cycle.seconds,
      payoutRatio: cycle.payoutRatio,
      direction: request.direction,
      stake,
      entryPrice: entry.price,
      entrySource: entry.source,
      entryPriceTime: new Date(entry.ts),
      placedAt: now,
      expiresAt,
    });
    await ledger.post(tx, {
      kind: "option_open",
      book,
      reference: `option:${inserted.id}`,
      actor: `user:${userId}`,
      postings: [
        { account: { ownerId: userId, currency, kind: "available" }, amount: stake.negated() },
        { account: { ownerId: userId, currency, kind: "held" }, amount: stake },
      ],
    });
    await recordReply(tx, { id: inserted.id, expiresAt: expiresAt.getTime() });
    return inserted;
  });
  afterCommit(deps.log, { kind: "option", id: order.id }, () => {
    deps.watcher.watch(instrument.code, expiresAt.getTime());
    announce(deps.events, order);
  });
  return { id: order.id, expiresAt: expiresAt.getTime() };
}

/**
 * The recorded price in force at an option's expiry, or why there is none (the settlement source
 * says it), or "waiting" while the record of the expiry is not complete yet (the option stays pending).
 */
export type PriceAtExpiryResult = FeedTick | { noPrice: string } | "waiting";
export type PriceAtExpiry = (tx: Db, code: string, order: OptionOrderRecord) => Promise<PriceAtExpiryResult>;

const statusOf: Record<OptionOutcome, "won" | "lost" | "draw"> = { win: "won", loss: "lost", draw: "draw" };

/**
 * Settles one pending option whose expiry has passed, at the price `priceAt` finds; undefined
 * when it is not due or another settler got there first, "waiting" when `priceAt` waits for the
 * record. Without a price at the expiry (the feed stale) the stake is returned (a draw) and the
 * source says why.
 */
export async function settleExpiredOption(deps: Pick<OptionDeps, "db" | "clock" | "events" | "log">, orderId: OrderId, priceAt: PriceAtExpiry): Promise<OptionOrderRecord | "waiting" | undefined> {
  const { db, clock } = deps;
  const settled = await db.transaction().execute(async (tx) => {
    const order = await options.lockOption(tx, orderId);
    if (order?.status !== "pending" || order.expiresAt > clock.now()) return undefined;
    const instrument = await instrumentById(tx, order.instrumentId);
    invariant(instrument, `option ${order.id}: instrument ${order.instrumentId} is missing`);
    const found = await priceAt(tx, instrument.code, order);
    if (found === "waiting") return found;
    const point = "noPrice" in found ? undefined : found;
    const settlementPrice = point ? point.price : null;
    const { stake } = order;
    const result = settlementPrice ? settleOption(order.direction, order.entryPrice, settlementPrice, stake, order.payoutRatio, currency) : { outcome: "draw" as const, payout: stake };
    await postSettlement(tx, order, result.payout);
    const outcome = statusOf[result.outcome];
    await notify(tx, {
      userId: order.userId,
      kind: "option_settled",
      book: order.book,
      reference: `option:${order.id}`,
      params: { code: instrument.code, direction: order.direction, outcome, stake: toPlain(stake), payout: toPlain(result.payout), coin: currency },
    });
    return options.markSettled(tx, order.id, {
      status: outcome,
      settlementPrice,
      settlementSource: "noPrice" in found ? found.noPrice : found.source,
      settlementPriceTime: point ? new Date(point.ts) : null,
      settledAt: clock.now(),
      payout: result.payout,
    });
  });
  if (settled && settled !== "waiting") {
    afterCommit(deps.log, { kind: "option", id: settled.id }, () => {
      announce(deps.events, settled);
      deps.events.notified(settled.userId);
    });
  }
  return settled;
}

/** The held stake leaves; the user gets the payout; the counterparty takes or pays the difference. */
async function postSettlement(tx: Db, order: OptionOrderRecord, payout: Decimal) {
  const { stake } = order;
  const postings: [Omit<ledger.AccountKey, "book">, Decimal][] = [
    [{ ownerId: order.userId, currency, kind: "held" }, stake.negated()],
    [{ ownerId: order.userId, currency, kind: "available" }, payout],
    [{ ownerId: null, currency, kind: "trading_counterparty" }, stake.minus(payout)],
  ];
  await ledger.post(tx, {
    kind: "option_settle",
    book: order.book,
    reference: `option:${order.id}`,
    // A second settlement of the same order is impossible in SQL too, not only behind the row lock.
    idempotencyKey: `option_settle:${order.id}`,
    actor: "engine",
    postings: postings.filter(([, amount]) => !amount.isZero()).map(([account, amount]) => ({ account, amount })),
  });
}

function announce(events: OrderEvents, order: OptionOrderRecord) {
  events.changed({ userId: order.userId, kind: "option", id: order.id, status: order.status, book: order.book });
}

/** The active cycles (length, payout ratio, stake range) of a listed instrument. */
export async function optionCycles(db: Db, code: string): Promise<OptionCycleReply[]> {
  const instrument = (await listedInstrumentByCode(db, code)) ?? fail("unknownInstrument");
  const cycles = await options.activeCycles(db, instrument.id);
  return cycles.map((cycle) => ({ id: cycle.id, seconds: cycle.seconds, payoutRatio: cycle.payoutRatio, minStake: cycle.minStake, maxStake: cycle.maxStake }));
}

/** A page of the user's pending or settled options, newest first. */
export async function listOptionOrders(db: Db, userId: UserId, book: Book, query: PageQuery & { pending: boolean }) {
  return pageOfOrders(db, query, (window) => options.optionsPage(db, { userId, book, pending: query.pending, ...window }), toOptionOrder);
}

/** One of the user's options (10118 for anyone else's). */
export async function optionOrderOf(db: Db, userId: UserId, orderId: OrderId): Promise<OptionOrderReply> {
  const { order, instrument } = await ownedOrder(db, userId, await options.findOption(db, orderId));
  return toOptionOrder(order, instrument);
}

/** The user's pending options on the book with their instruments (portfolio analytics values them). */
export async function pendingOptionsOf(db: Db, userId: UserId, book: Book): Promise<{ order: OptionOrderRecord; instrument: TradableInstrument }[]> {
  return withInstruments(db, await options.pendingOptionsOf(db, { userId, book }));
}

/** The wire form of an option order. */
export function toOptionOrder(order: OptionOrderRecord, instrument: { code: string; name: string }): OptionOrderReply {
  const { stake, payoutRatio, payout } = order;
  return {
    ...orderHeading("O", order, instrument),
    direction: order.direction,
    status: order.status,
    cycleSeconds: order.cycleSeconds,
    payoutRatio,
    stake,
    expectedProfit: expectedProfit(stake, payoutRatio, currency),
    entryPrice: order.entryPrice,
    entrySource: order.entrySource,
    openTime: order.placedAt.getTime(),
    expiresAt: order.expiresAt.getTime(),
    settlementPrice: order.settlementPrice,
    settlementSource: order.settlementSource,
    settlementPriceTime: order.settlementPriceTime?.getTime() ?? null,
    settledAt: order.settledAt?.getTime() ?? null,
    payout,
    profit: payout === null ? null : payout.minus(stake),
  };
}
