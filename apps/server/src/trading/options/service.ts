// Use cases of fixed-period options (DESIGN §5): buy, settle, read. Buying moves the stake from
// available to held in the transaction that writes the order; settlement locks the order row,
// so each option is settled exactly once, and moves the held stake (plus the counterparty's
// payment on a win) in one ledger entry. Events go out after the commit.
import { invariant } from "@tradewind/domain/assert";
import type { OrderId, UserId } from "@tradewind/domain/ids";
import { expectedProfit, settleOption, type OptionOutcome } from "@tradewind/domain/options";
import { decimal, scaleOf, toPlain, type Decimal } from "@tradewind/domain/money";
import type { OptionOrder } from "@tradewind/api/options";
import * as ledger from "../../ledger/service.ts";
import { notify } from "../../notifications/service.ts";
import { instrumentById, listedInstrumentByCode } from "../../market/instruments-service.ts";
import type { Db } from "../../platform/database.ts";
import { fail } from "../../platform/errors.ts";
import { afterCommit } from "../after-commit.ts";
import { assertMayTrade } from "../eligibility.ts";
import type { OrderEvents } from "../events.ts";
import type { Book, FeedTick, OptionOrderRow, OptionWatcher, TradingDeps } from "../engine/types.ts";
import { livePrice } from "../feed.ts";
import { orderHeading, ownedOrder, pageOfOrders, type PageQuery } from "../paging.ts";
import * as options from "./repository.ts";

const currency = "USDT";

export interface OptionDeps extends TradingDeps {
  watcher: OptionWatcher;
}

export interface BuyRequest {
  code: string;
  direction: "up" | "down";
  cycleId: string;
  stake: string;
}


export async function buyOption(deps: OptionDeps, userId: UserId, book: Book, request: BuyRequest): Promise<{ id: string; expiresAt: number }> {
  const { db, clock, feed } = deps;
  await assertMayTrade(db, userId, book);
  const instrument = (await listedInstrumentByCode(db, request.code)) ?? fail("unknownInstrument");
  const cycle = await options.activeCycle(db, request.cycleId);
  if (!cycle || cycle.instrument_id !== instrument.id) fail("optionsProductWrong");
  const stake = decimal(request.stake);
  if (stake.decimalPlaces() > scaleOf(currency)) fail("invalidRequest");
  const [minStake, maxStake] = [toPlain(decimal(cycle.min_stake)), toPlain(decimal(cycle.max_stake))];
  if (stake.lt(minStake) || stake.gt(maxStake)) fail("stakeOutOfRange", { min: minStake, max: maxStake });
  const now = clock.now();
  // The contract is on the feed's mid price: no spread, no fee.
  const entry = livePrice(feed, instrument.code, now);
  const expiresAt = new Date(now.getTime() + cycle.seconds * 1000);

  const order = await db.transaction().execute(async (tx) => {
    const inserted = await options.insertOption(tx, {
      user_id: userId,
      book,
      instrument_id: instrument.id,
      cycle_id: cycle.id,
      cycle_seconds: cycle.seconds,
      payout_ratio: cycle.payout_ratio,
      direction: request.direction,
      stake: toPlain(stake),
      entry_price: entry.price,
      entry_source: entry.source,
      entry_price_time: new Date(entry.ts),
      placed_at: now,
      expires_at: expiresAt,
      status: "pending",
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
    return inserted;
  });
  afterCommit(deps.log, { kind: "option", id: order.id }, () => {
    deps.watcher.watch(instrument.code, expiresAt.getTime());
    announce(deps.events, order);
  });
  return { id: order.id, expiresAt: expiresAt.getTime() };
}

/** The recorded price in force at an option's expiry, or why there is none (the settlement source says it). */
export type PriceAtExpiryResult = FeedTick | { noPrice: string };
export type PriceAtExpiry = (tx: Db, code: string, order: OptionOrderRow) => Promise<PriceAtExpiryResult>;

const statusOf: Record<OptionOutcome, "won" | "lost" | "draw"> = { win: "won", loss: "lost", draw: "draw" };

/**
 * Settles one pending option whose expiry has passed, at the price `priceAt` finds; undefined
 * when it is not due or another settler got there first. Without a price at the expiry (none
 * recorded, or the feed stale) the stake is returned (a draw) and the source says why.
 */
export async function settleExpiredOption(deps: Pick<OptionDeps, "db" | "clock" | "events" | "log">, orderId: OrderId, priceAt: PriceAtExpiry): Promise<OptionOrderRow | undefined> {
  const { db, clock } = deps;
  const settled = await db.transaction().execute(async (tx) => {
    const order = await options.lockOption(tx, orderId);
    if (order?.status !== "pending" || new Date(order.expires_at) > clock.now()) return undefined;
    const instrument = (await instrumentById(tx, order.instrument_id));
    invariant(instrument, `option ${order.id}: instrument ${order.instrument_id} is missing`);
    const found = await priceAt(tx, instrument.code, order);
    const point = "noPrice" in found ? undefined : found;
    const stake = toPlain(decimal(order.stake));
    const result = point
      ? settleOption(order.direction, toPlain(decimal(order.entry_price)), point.price, stake, toPlain(decimal(order.payout_ratio)), currency)
      : { outcome: "draw" as const, payout: decimal(stake) };
    await postSettlement(tx, order, result.payout);
    const outcome = statusOf[result.outcome];
    await notify(tx, {
      userId: order.user_id,
      kind: "option_settled",
      book: order.book,
      reference: `option:${order.id}`,
      params: { code: instrument.code, direction: order.direction, outcome, stake, payout: toPlain(result.payout), coin: currency },
    });
    return options.updateOption(tx, order.id, {
      status: outcome,
      settlement_price: point?.price ?? null,
      settlement_source: "noPrice" in found ? found.noPrice : found.source,
      settlement_price_time: point ? new Date(point.ts) : null,
      settled_at: clock.now(),
      payout: toPlain(result.payout),
    });
  });
  if (settled) {
    afterCommit(deps.log, { kind: "option", id: settled.id }, () => {
      announce(deps.events, settled);
      deps.events.notified(settled.user_id);
    });
  }
  return settled;
}

/** The held stake leaves; the user gets the payout; the counterparty takes or pays the difference. */
async function postSettlement(tx: Db, order: OptionOrderRow, payout: Decimal) {
  const stake = decimal(order.stake);
  const postings: [Omit<ledger.AccountKey, "book">, Decimal][] = [
    [{ ownerId: order.user_id, currency, kind: "held" }, stake.negated()],
    [{ ownerId: order.user_id, currency, kind: "available" }, payout],
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

function announce(events: OrderEvents, order: OptionOrderRow) {
  events.changed({ userId: order.user_id, kind: "option", id: order.id, status: order.status, book: order.book });
}

/** The active cycles (length, payout ratio, stake range) of a listed instrument. */
export async function optionCycles(db: Db, code: string) {
  const instrument = (await listedInstrumentByCode(db, code)) ?? fail("unknownInstrument");
  const cycles = await options.activeCycles(db, instrument.id);
  const plain = (value: string) => toPlain(decimal(value));
  return cycles.map((cycle) => ({ id: cycle.id, seconds: cycle.seconds, payoutRatio: plain(cycle.payout_ratio), minStake: plain(cycle.min_stake), maxStake: plain(cycle.max_stake) }));
}

/** A page of the user's pending or settled options, newest first. */
export async function listOptionOrders(db: Db, userId: UserId, book: Book, query: PageQuery & { pending: boolean }) {
  return pageOfOrders(db, query, (window) => options.optionsPage(db, { userId, book, pending: query.pending, ...window }), toOptionOrder);
}

/** One of the user's options (10118 for anyone else's). */
export async function optionOrderOf(db: Db, userId: UserId, orderId: OrderId): Promise<OptionOrder> {
  const { row, instrument } = await ownedOrder(db, userId, await options.findOption(db, orderId));
  return toOptionOrder(row, instrument);
}

/** The wire form of an option order. */
export function toOptionOrder(row: OptionOrderRow, instrument: { code: string; name: string }): OptionOrder {
  const plain = (value: string) => toPlain(decimal(value));
  const time = (value: Date | null) => (value === null ? null : new Date(value).getTime());
  const stake = plain(row.stake);
  const payoutRatio = plain(row.payout_ratio);
  return {
    ...orderHeading("O", row, instrument),
    direction: row.direction,
    status: row.status,
    cycleSeconds: row.cycle_seconds,
    payoutRatio,
    stake,
    expectedProfit: toPlain(expectedProfit(stake, payoutRatio, currency)),
    entryPrice: plain(row.entry_price),
    entrySource: row.entry_source,
    openTime: new Date(row.placed_at).getTime(),
    expiresAt: new Date(row.expires_at).getTime(),
    settlementPrice: row.settlement_price === null ? null : plain(row.settlement_price),
    settlementSource: row.settlement_source,
    settlementPriceTime: time(row.settlement_price_time),
    settledAt: time(row.settled_at),
    payout: row.payout === null ? null : plain(row.payout),
    profit: row.payout === null ? null : toPlain(decimal(row.payout).minus(stake)),
  };
}
