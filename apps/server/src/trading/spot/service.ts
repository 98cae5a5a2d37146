// Use cases of coin (Bb) orders: place (market fills now, limit holds), fill a resting limit,
// cancel or remove a waiting one, and read. Every state change locks the order row and moves
// money with one ledger entry referencing `spot:<id>` in the same transaction, so a cancel racing
// a fill leaves exactly one winner, and every entry sums to zero per currency.
import { invariant } from "@tradewind/domain/assert";
import type { OrderId, UserId } from "@tradewind/domain/ids";
import type { EntryKind, UserAccountKind } from "@tradewind/domain/ledger-kinds";
import { coinPosition, spotCosts, spotFillPrice, spotLimitTrigger, type SpotCosts, type SpotFill } from "@tradewind/domain/spot";
import { Decimal, decimal, orderAmountMax, roundDownForUser, toPlain, type Price, type Quantity } from "@tradewind/domain/money";
import { fitsTriggerBook } from "@tradewind/domain/trigger-book";
import type { CoinAccountReply, SpotOrderReply } from "@tradewind/api/spot";
import { kycVerified } from "../../accounts/users-service.ts";
import * as ledger from "../../ledger/service.ts";
import { notifyEach } from "../../notifications/service.ts";
import { postWithRebates } from "../../referral/service.ts";
import { instrumentById, instrumentsById, listedInstrumentByCode, type TradableInstrument } from "../../market/instruments-service.ts";
import type { Db } from "../../platform/database.ts";
import { AppError, fail } from "../../platform/errors.ts";
import { recordReply } from "../../platform/idempotency.ts";
import { afterCommit } from "../after-commit.ts";
import { assertMayTrade } from "../eligibility.ts";
import type { Book, FeedTick, OrderType, SpotOrderRecord, SpotSide, SpotStatus, SpotTriggerRegistry, TradingDeps } from "../engine/types.ts";
import { assertTickFresh, livePrice } from "../feed.ts";
import { orderHeading, pageOfOrders, type PageQuery } from "../paging.ts";
import * as repository from "./repository.ts";

const usdt = "USDT";
const cryptoType = 2;

export interface SpotDeps extends TradingDeps {
  triggers: SpotTriggerRegistry;
}

export interface SpotRequest {
  code: string;
  side: SpotSide;
  orderType: OrderType;
  quantity: Quantity;
  limitPrice?: Price | undefined;
}

type Postings = [Omit<ledger.AccountKey, "book">, Decimal][];

export async function placeSpot(deps: SpotDeps, userId: UserId, book: Book, request: SpotRequest): Promise<{ id: string; status: SpotStatus }> {
  const { db, clock, feed } = deps;
  await assertMayTrade(db, userId, book);
  const instrument = (await listedInstrumentByCode(db, request.code)) ?? fail("unknownInstrument");
  checkRequest(instrument, request);
  const tick = livePrice(feed, instrument.code, clock.now());
  if (book === "real" && !(await kycVerified(db, userId))) fail("notRealNameVerified");
  const fields = { userId, book, instrumentId: instrument.id, side: request.side, orderType: request.orderType, quantity: request.quantity };
  const order = await db.transaction().execute(async (tx) => {
    // checkRequest made sure a limit order has a limit price and a market order none.
    if (request.limitPrice === undefined) {
      assertTickFresh(feed, tick);
      const mid = tick.price;
      const price = spotFillPrice(mid, request.side, instrument.spec);
      const costs = positiveCosts(request.side, price, request.quantity, instrument);
      const filled = await repository.insertOrder(tx, { ...fields, fill: fillOf(price, mid, tick, costs) });
      const rebate = { payerId: userId, book, currency: usdt, fee: costs.fee, kind: "spot_fill" as const, reference: `spot:${filled.id}`, at: new Date(tick.ts) };
      await coinShortfallNamed(filled, instrument.baseCurrency, () => postWithRebates(tx, [spotEntry(filled, "spot_fill", `user:${userId}`, fillPostings(filled, instrument.baseCurrency, costs))], [rebate]));
      await recordReply(tx, { id: filled.id, status: filled.status });
      return filled;
    }
    // A buy holds the most it can cost: turnover at the limit plus its fee; a sell holds the coins.
    const atLimit = positiveCosts(request.side, request.limitPrice, request.quantity, instrument);
    const held = request.side === "buy" ? atLimit.turnover.plus(atLimit.fee) : request.quantity;
    const waiting = await repository.insertOrder(tx, { ...fields, limitPrice: request.limitPrice, held });
    const currency = request.side === "buy" ? usdt : instrument.baseCurrency;
    await postEntry(tx, waiting, instrument.baseCurrency, "spot_hold", `user:${userId}`, moveBetween(userId, currency, "available", "held", held));
    await recordReply(tx, { id: waiting.id, status: waiting.status });
    return waiting;
  });
  afterCommit(deps.log, { kind: "spot", id: order.id }, () => {
    if (order.status === "waiting") deps.triggers.watchSpot(order, instrument);
    announce(deps, order);
  });
  return { id: order.id, status: order.status };
}

/**
 * Crypto against USDT only; quantity and limit price within the instrument's scales; a limit's
 * trigger level must fit the trigger book, checked here so it cannot fail after the commit.
 */
function checkRequest(instrument: TradableInstrument, request: SpotRequest) {
  if (instrument.type !== cryptoType || instrument.quoteCurrency !== usdt) fail("spotInstrumentOnly");
  const { quantity, limitPrice: limit } = request;
  if (quantity.lte(0) || quantity.decimalPlaces() > instrument.quantityScale) fail("purchaseAmountWrong");
  const limitProblem = limit === undefined || limit.lte(0) || limit.decimalPlaces() > instrument.spec.priceScale;
  if (request.orderType === "limit" ? limitProblem : limit !== undefined) fail("invalidRequest");
  const trigger = limit === undefined ? undefined : spotLimitTrigger(request.side, limit, instrument.spec);
  if (trigger && !fitsTriggerBook(trigger.level)) fail("purchaseAmountWrong");
}

/** A quantity too small to be worth a millionth of a USDT cannot trade, nor one worth more than `orderAmountMax`. */
function positiveCosts(side: SpotSide, price: Decimal, quantity: Decimal, instrument: TradableInstrument): SpotCosts {
  const costs = spotCosts(side, price, quantity, instrument.spec.feeRate);
  if (costs.turnover.isZero() || costs.turnover.gt(orderAmountMax)) fail("purchaseAmountWrong");
  return costs;
}

function fillOf(price: Decimal, mid: Decimal, tick: FeedTick, costs: SpotCosts): repository.SpotFillValues {
  return { fillPrice: price, fillMid: mid, fillSource: tick.source, filledAt: new Date(tick.ts), turnover: costs.turnover, fee: costs.fee };
}

/**
 * Fills waiting limits at their limit prices (the tick reached them), in one transaction: those
 * still waiting are locked in id order (one cancelled meanwhile is skipped), each gets its own
 * ledger entry (with its rebates, one `postMany`), notification and statement line, and the orders
 * are marked filled set-based. Answers the ids it filled. One order or a tick's batch takes the
 * same path; a batch that fails throws with nothing written, and the engine then fills each alone.
 */
export async function fillSpotLimits(deps: SpotDeps, orderIds: readonly OrderId[], tick: FeedTick): Promise<OrderId[]> {
  const filled = await deps.db.transaction().execute(async (tx) => {
    const orders = await repository.lockWaitingOrders(tx, orderIds);
    if (orders.length === 0) return [];
    const instruments = await instrumentsById(tx, orders.map((order) => order.instrumentId));
    const fills = orders.map((order) => limitFill(order, instruments.get(order.instrumentId) ?? fail("unknownInstrument")));
    await postWithRebates(
      tx,
      fills.map(({ order, instrument, charged }) => spotEntry(order, "spot_fill", "engine", fillPostings(order, instrument.baseCurrency, charged))),
      fills.map(({ order, charged }) => ({ payerId: order.userId, book: order.book, currency: usdt, fee: charged.fee, kind: "spot_fill", reference: `spot:${order.id}`, at: new Date(tick.ts) })),
    );
    await notifyEach(
      tx,
      fills.map(({ order, instrument, price }) => ({
        userId: order.userId,
        kind: "order_filled" as const,
        book: order.book,
        reference: `spot:${order.id}`,
        params: { product: "spot", code: instrument.code, side: order.side, quantity: toPlain(order.quantity), coin: instrument.baseCurrency, price: toPlain(price) },
      })),
    );
    const done = await repository.markFilled(tx, fills.map(({ order, price, charged }) => ({ id: order.id, ...fillOf(price, tick.price, tick, charged) })));
    invariant(done.length === fills.length, `${fills.length - done.length} of ${fills.length} locked waiting coin orders did not fill`);
    return done;
  });
  for (const order of filled) afterCommit(deps.log, { kind: "spot", id: order.id }, () => announce(deps, order, { notified: true }));
  return filled.map((order) => order.id);
}

/** A waiting limit's fill at its limit price; the hold is the most a limit buy costs, even if the fee rate rose while it waited. */
function limitFill(order: SpotOrderRecord, instrument: TradableInstrument) {
  invariant(order.limitPrice !== null, `coin order ${order.id}: waiting without a limit price`);
  const price = order.limitPrice;
  const costs = spotCosts(order.side, price, order.quantity, instrument.spec.feeRate);
  const fee = order.side === "buy" ? Decimal.min(costs.fee, order.held.minus(costs.turnover)) : costs.fee;
  return { order, instrument, price, charged: { turnover: costs.turnover, fee } };
}

/**
 * Ends a waiting order and releases its hold: the owner's cancel (`chedan`; 10118 for anyone
 * else, 10131 once it no longer waits) or the engine's removal of a delisted coin's order
 * (undefined when it no longer waits).
 */
export async function cancelSpot(deps: SpotDeps, orderId: OrderId, by: { owner: UserId } | "delisted"): Promise<SpotOrderRecord | undefined> {
  const manual = by !== "delisted";
  const ended = await deps.db.transaction().execute(async (tx) => {
    const order = await repository.lockOrder(tx, orderId);
    if (!order || (manual && order.userId !== by.owner)) return fail("notFound");
    if (order.status !== "waiting") return manual ? fail("orderNotActive") : undefined;
    const instrument = (await instrumentById(tx, order.instrumentId)) ?? fail("unknownInstrument");
    const currency = order.side === "buy" ? usdt : instrument.baseCurrency;
    const actor = manual ? `user:${order.userId}` : "engine";
    await postEntry(tx, order, instrument.baseCurrency, manual ? "spot_cancel" : "spot_remove", actor, moveBetween(order.userId, currency, "held", "available", order.held));
    const ended = await repository.markEnded(tx, order.id, manual ? "cancelled" : "removed", deps.clock.now());
    if (manual) await recordReply(tx, { id: ended.id, status: ended.status });
    return ended;
  });
  if (ended) {
    afterCommit(deps.log, { kind: "spot", id: ended.id }, () => {
      deps.triggers.forgetSpot(orderId);
      announce(deps, ended);
    });
  }
  return ended;
}

function moveBetween(userId: UserId, currency: string, from: UserAccountKind, to: UserAccountKind, amount: Decimal): Postings {
  return [
    [{ ownerId: userId, currency, kind: from }, amount.negated()],
    [{ ownerId: userId, currency, kind: to }, amount],
  ];
}

/**
 * A fill's money: the coin moves between the counterparty and the user, the turnover the other
 * way in USDT, the fee to the platform. A limit pays from its hold and gets back what the hold
 * exceeds; a market order pays from the available balance.
 */
function fillPostings(order: SpotOrderRecord, base: string, costs: SpotCosts): Postings {
  const user = order.userId;
  const source = order.orderType === "limit" ? "held" : "available";
  const { quantity } = order;
  const { turnover, fee } = costs;
  if (order.side === "buy") {
    const paid = source === "held" ? order.held : turnover.plus(fee);
    return [
      [{ ownerId: user, currency: usdt, kind: source }, paid.negated()],
      [{ ownerId: user, currency: usdt, kind: "available" }, paid.minus(turnover).minus(fee)],
      [{ ownerId: null, currency: usdt, kind: "trading_counterparty" }, turnover],
      [{ ownerId: null, currency: usdt, kind: "fees" }, fee],
      [{ ownerId: null, currency: base, kind: "trading_counterparty" }, quantity.negated()],
      [{ ownerId: user, currency: base, kind: "available" }, quantity],
    ];
  }
  return [
    [{ ownerId: user, currency: base, kind: source }, quantity.negated()],
    [{ ownerId: null, currency: base, kind: "trading_counterparty" }, quantity],
    [{ ownerId: null, currency: usdt, kind: "trading_counterparty" }, turnover.negated()],
    [{ ownerId: user, currency: usdt, kind: "available" }, turnover.minus(fee)],
    [{ ownerId: null, currency: usdt, kind: "fees" }, fee],
  ];
}

/** An order's ledger entry, its zero postings left out. */
function spotEntry(order: SpotOrderRecord, kind: EntryKind, actor: string, postings: Postings): ledger.EntryRequest {
  return { kind, book: order.book, reference: `spot:${order.id}`, actor, postings: postings.filter(([, amount]) => !amount.isZero()).map(([account, amount]) => ({ account, amount })) };
}

/** Runs a user's own posting for `order`; a sell that finds too few coins answers 10134 with the coin. */
async function coinShortfallNamed<T>(order: SpotOrderRecord, base: string, posting: () => Promise<T>): Promise<T> {
  try {
    return await posting();
  } catch (error) {
    // A sell's only user debit is in the coin, so its overdraft is the coin's.
    if (order.side === "sell" && error instanceof AppError && error.errorName === "insufficientBalance") fail("coinBalanceInsufficient", { currency: base });
    throw error;
  }
}

/** Posts one entry for an order (a hold, a cancel, a removal). */
function postEntry(tx: Db, order: SpotOrderRecord, base: string, kind: EntryKind, actor: string, postings: Postings) {
  return coinShortfallNamed(order, base, () => ledger.post(tx, spotEntry(order, kind, actor, postings)));
}

function announce(deps: SpotDeps, order: SpotOrderRecord, change: { notified: boolean } = { notified: false }) {
  deps.events.changed({ userId: order.userId, kind: "spot", id: order.id, status: order.status, book: order.book });
  if (change.notified) deps.events.notified(order.userId);
}

/** A page of the user's waiting or ended coin orders, newest first. */
export async function listSpotOrders(db: Db, userId: UserId, book: Book, query: PageQuery & { live: boolean }) {
  return pageOfOrders(db, query, (window) => repository.ordersPage(db, { userId, book, live: query.live, ...window }), toSpotOrder);
}

/** The wire form of an order. */
export function toSpotOrder(order: SpotOrderRecord, instrument: TradableInstrument): SpotOrderReply {
  return {
    ...orderHeading("B", order, instrument),
    base: instrument.baseCurrency,
    quote: instrument.quoteCurrency,
    side: order.side,
    orderType: order.orderType,
    status: order.status,
    quantity: order.quantity,
    limitPrice: order.limitPrice,
    price: order.fillPrice,
    fillMid: order.fillMid,
    fillSource: order.fillSource,
    turnover: order.turnover,
    fee: order.fee ?? "0",
    filledAt: order.filledAt?.getTime() ?? null,
    cancelledAt: order.cancelledAt?.getTime() ?? null,
    createdAt: order.createdAt.getTime(),
  };
}

/** Digits of an average price: the finest instrument price scale. */
const averagePriceScale = 12;

/** The coin account: per coin held or traded on the book (USDT aside), balances, fills and value at the last price. */
export async function coinAccounts(deps: Pick<SpotDeps, "db" | "feed">, userId: UserId, book: Book): Promise<CoinAccountReply[]> {
  const balances = new Map((await ledger.balancesOf(deps.db, userId, book)).map((line) => [line.currency, line]));
  const fillsByCoin = new Map<string, SpotFill[]>();
  const fillsOfUser = await repository.fillsOf(deps.db, userId, book);
  const instruments = await instrumentsById(deps.db, fillsOfUser.map((fill) => fill.instrumentId));
  for (const fill of fillsOfUser) {
    const coin = (instruments.get(fill.instrumentId) ?? fail("unknownInstrument")).baseCurrency;
    const fills = fillsByCoin.get(coin) ?? [];
    fills.push(fill);
    fillsByCoin.set(coin, fills);
  }
  const coins = [...new Set([...balances.keys(), ...fillsByCoin.keys()])].filter((currency) => currency !== usdt).sort();
  return coins.map((currency) => {
    const available = balances.get(currency)?.available ?? decimal("0");
    const held = balances.get(currency)?.held ?? decimal("0");
    const holding = available.plus(held);
    const position = coinPosition(fillsByCoin.get(currency) ?? []);
    const tick = deps.feed.lastTick(`${currency}${usdt}`);
    const markPrice = tick ? tick.price : null;
    return {
      currency,
      available,
      held,
      holding,
      averageBuyPrice: position.averageBuyPrice && !holding.isZero() ? position.averageBuyPrice.toDecimalPlaces(averagePriceScale) : null,
      bought: position.bought,
      sold: position.sold,
      turnover: position.turnover,
      markPrice,
      value: markPrice && roundDownForUser(holding.times(markPrice), usdt),
    };
  });
}
