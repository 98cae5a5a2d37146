// Use cases of coin (Bb) orders: place (market fills now, limit holds), fill a resting limit,
// cancel or remove a waiting one, and read. Every state change locks the order row and moves
// money with one ledger entry referencing `spot:<id>` in the same transaction, so a cancel racing
// a fill leaves exactly one winner, and every entry sums to zero per currency.
import type { OrderId, UserId } from "@tradewind/domain/ids";
import { coinPosition, spotCosts, spotFillPrice, spotLimitTrigger, type SpotCosts, type SpotFill } from "@tradewind/domain/spot";
import { Decimal, decimal, orderAmountMax, roundDownForUser, toPlain } from "@tradewind/domain/money";
import { fitsTriggerBook } from "@tradewind/domain/trigger-book";
import type { CoinAccount, SpotOrder } from "@tradewind/api/spot";
import { kycVerified } from "../../accounts/users-service.ts";
import * as ledger from "../../ledger/service.ts";
import { notify } from "../../notifications/service.ts";
import { payRebates } from "../../referral/service.ts";
import { instrumentById, instrumentsById, listedInstrumentByCode, type TradableInstrument } from "../../market/instruments-service.ts";
import type { Db } from "../../platform/database.ts";
import { AppError, fail } from "../../platform/errors.ts";
import { afterCommit } from "../after-commit.ts";
import { assertMayTrade } from "../eligibility.ts";
import type { Book, FeedTick, SpotOrderRow, SpotTriggerRegistry, TradingDeps } from "../engine/types.ts";
import { livePrice } from "../feed.ts";
import { orderHeading, pageOfOrders, type PageQuery } from "../paging.ts";
import * as repository from "./repository.ts";

const usdt = "USDT";
const cryptoType = 2;

export interface SpotDeps extends TradingDeps {
  triggers: SpotTriggerRegistry;
}

export interface SpotRequest {
  code: string;
  side: "buy" | "sell";
  orderType: "market" | "limit";
  quantity: string;
  limitPrice?: string | undefined;
}

type Postings = [Omit<ledger.AccountKey, "book">, Decimal][];

export async function placeSpot(deps: SpotDeps, userId: UserId, book: Book, request: SpotRequest): Promise<{ id: string; status: SpotOrderRow["status"] }> {
  const { db, clock, feed } = deps;
  await assertMayTrade(db, userId, book);
  const instrument = (await listedInstrumentByCode(db, request.code)) ?? fail("unknownInstrument");
  checkRequest(instrument, request);
  const tick = livePrice(feed, instrument.code, clock.now());
  if (book === "real" && !(await kycVerified(db, userId))) fail("notRealNameVerified");
  const fields = { user_id: userId, book, instrument_id: instrument.id, side: request.side, order_type: request.orderType, quantity: request.quantity };
  const order = await db.transaction().execute(async (tx) => {
    // checkRequest made sure a limit order has a limit price and a market order none.
    if (request.limitPrice === undefined) {
      const price = spotFillPrice(tick.price, request.side, instrument.spec);
      const costs = positiveCosts(request.side, price, request.quantity, instrument);
      const filled = await repository.insertOrder(tx, { ...fields, status: "done", ...fillColumns(price, tick, costs) });
      await postEntry(tx, filled, instrument.baseCurrency, "spot_fill", `user:${userId}`, fillPostings(filled, instrument.baseCurrency, costs));
      await payRebates(tx, { payerId: userId, book, currency: usdt, fee: costs.fee, kind: "spot_fill", reference: `spot:${filled.id}`, at: new Date(tick.ts) });
      return filled;
    }
    // A buy holds the most it can cost: turnover at the limit plus its fee; a sell holds the coins.
    const atLimit = positiveCosts(request.side, request.limitPrice, request.quantity, instrument);
    const held = request.side === "buy" ? atLimit.turnover.plus(atLimit.fee) : decimal(request.quantity);
    const waiting = await repository.insertOrder(tx, { ...fields, status: "waiting", limit_price: request.limitPrice, held: toPlain(held) });
    const currency = request.side === "buy" ? usdt : instrument.baseCurrency;
    await postEntry(tx, waiting, instrument.baseCurrency, "spot_hold", `user:${userId}`, moveBetween(userId, currency, "available", "held", held));
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
  const quantity = decimal(request.quantity);
  if (quantity.lte(0) || quantity.decimalPlaces() > instrument.quantityScale) fail("purchaseAmountWrong");
  const limit = request.limitPrice === undefined ? undefined : decimal(request.limitPrice);
  const limitProblem = limit === undefined || limit.lte(0) || limit.decimalPlaces() > instrument.spec.priceScale;
  if (request.orderType === "limit" ? limitProblem : limit !== undefined) fail("invalidRequest");
  const trigger = request.limitPrice === undefined ? undefined : spotLimitTrigger(request.side, request.limitPrice, instrument.spec);
  if (trigger && !fitsTriggerBook(trigger.level)) fail("purchaseAmountWrong");
}

/** A quantity too small to be worth a millionth of a USDT cannot trade, nor one worth more than `orderAmountMax`. */
function positiveCosts(side: SpotRequest["side"], price: string, quantity: string, instrument: TradableInstrument): SpotCosts {
  const costs = spotCosts(side, price, quantity, instrument.spec.feeRate);
  if (costs.turnover.isZero() || costs.turnover.gt(orderAmountMax)) fail("purchaseAmountWrong");
  return costs;
}

function fillColumns(price: string, tick: FeedTick, costs: SpotCosts) {
  return { fill_price: price, fill_mid: tick.price, fill_source: tick.source, filled_at: new Date(tick.ts), turnover: toPlain(costs.turnover), fee: toPlain(costs.fee) };
}

/** Fills a waiting limit at its limit price (the tick reached it); false when it no longer waits. */
export async function fillSpotLimit(deps: SpotDeps, orderId: OrderId, tick: FeedTick): Promise<boolean> {
  const filled = await deps.db.transaction().execute(async (tx) => {
    const order = await repository.lockOrder(tx, orderId);
    if (order?.status !== "waiting" || order.limit_price === null) return undefined;
    const instrument = (await instrumentById(tx, order.instrument_id)) ?? fail("unknownInstrument");
    const costs = spotCosts(order.side, order.limit_price, order.quantity, instrument.spec.feeRate);
    // The hold is the most a limit buy costs, even if the fee rate rose while it waited.
    const fee = order.side === "buy" ? Decimal.min(costs.fee, decimal(order.held).minus(costs.turnover)) : costs.fee;
    const charged = { turnover: costs.turnover, fee };
    const price = toPlain(decimal(order.limit_price));
    await postEntry(tx, order, instrument.baseCurrency, "spot_fill", "engine", fillPostings(order, instrument.baseCurrency, charged));
    await payRebates(tx, { payerId: order.user_id, book: order.book, currency: usdt, fee, kind: "spot_fill", reference: `spot:${order.id}`, at: new Date(tick.ts) });
    await notify(tx, {
      userId: order.user_id,
      kind: "order_filled",
      book: order.book,
      reference: `spot:${order.id}`,
      params: { product: "spot", code: instrument.code, side: order.side, quantity: toPlain(decimal(order.quantity)), coin: instrument.baseCurrency, price },
    });
    return repository.updateOrder(tx, order.id, { status: "done", ...fillColumns(price, tick, charged) });
  });
  if (!filled) return false;
  afterCommit(deps.log, { kind: "spot", id: filled.id }, () => announce(deps, filled, { notified: true }));
  return true;
}

/**
 * Ends a waiting order and releases its hold: the owner's cancel (`chedan`; 10118 for anyone
 * else, 10131 once it no longer waits) or the engine's removal of a delisted coin's order
 * (undefined when it no longer waits).
 */
export async function cancelSpot(deps: SpotDeps, orderId: OrderId, by: { owner: UserId } | "delisted"): Promise<SpotOrderRow | undefined> {
  const manual = by !== "delisted";
  const ended = await deps.db.transaction().execute(async (tx) => {
    const order = await repository.lockOrder(tx, orderId);
    if (!order || (manual && order.user_id !== by.owner)) return fail("notFound");
    if (order.status !== "waiting") return manual ? fail("orderNotActive") : undefined;
    const instrument = (await instrumentById(tx, order.instrument_id)) ?? fail("unknownInstrument");
    const currency = order.side === "buy" ? usdt : instrument.baseCurrency;
    const actor = manual ? `user:${order.user_id}` : "engine";
    await postEntry(tx, order, instrument.baseCurrency, manual ? "spot_cancel" : "spot_remove", actor, moveBetween(order.user_id, currency, "held", "available", decimal(order.held)));
    return repository.updateOrder(tx, order.id, { status: manual ? "cancelled" : "removed", cancelled_at: deps.clock.now() });
  });
  if (ended) {
    afterCommit(deps.log, { kind: "spot", id: ended.id }, () => {
      deps.triggers.forgetSpot(orderId);
      announce(deps, ended);
    });
  }
  return ended;
}

function moveBetween(userId: UserId, currency: string, from: string, to: string, amount: Decimal): Postings {
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
function fillPostings(order: SpotOrderRow, base: string, costs: SpotCosts): Postings {
  const user = order.user_id;
  const source = order.order_type === "limit" ? "held" : "available";
  const quantity = decimal(order.quantity);
  const { turnover, fee } = costs;
  if (order.side === "buy") {
    const paid = source === "held" ? decimal(order.held) : turnover.plus(fee);
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

/** Posts one entry for an order; a sell that finds too few coins answers 10134 with the coin. */
async function postEntry(tx: Db, order: SpotOrderRow, base: string, kind: string, actor: string, postings: Postings) {
  try {
    return await ledger.post(tx, {
      kind,
      book: order.book,
      reference: `spot:${order.id}`,
      actor,
      postings: postings.filter(([, amount]) => !amount.isZero()).map(([account, amount]) => ({ account, amount })),
    });
  } catch (error) {
    // A sell's only user debit is in the coin, so its overdraft is the coin's.
    if (order.side === "sell" && error instanceof AppError && error.errorName === "insufficientBalance") fail("coinBalanceInsufficient", { currency: base });
    throw error;
  }
}

function announce(deps: SpotDeps, order: SpotOrderRow, change: { notified: boolean } = { notified: false }) {
  deps.events.changed({ userId: order.user_id, kind: "spot", id: order.id, status: order.status, book: order.book });
  if (change.notified) deps.events.notified(order.user_id);
}

/** A page of the user's waiting or ended coin orders, newest first. */
export async function listSpotOrders(db: Db, userId: UserId, book: Book, query: PageQuery & { live: boolean }) {
  return pageOfOrders(db, query, (window) => repository.ordersPage(db, { userId, book, live: query.live, ...window }), toSpotOrder);
}

/** The wire form of an order. */
export function toSpotOrder(row: SpotOrderRow, instrument: TradableInstrument): SpotOrder {
  const plain = (value: string | null) => (value === null ? null : toPlain(decimal(value)));
  const time = (value: Date | null) => (value ? new Date(value).getTime() : null);
  return {
    ...orderHeading("B", row, instrument),
    base: instrument.baseCurrency,
    quote: instrument.quoteCurrency,
    side: row.side,
    orderType: row.order_type,
    status: row.status,
    quantity: toPlain(decimal(row.quantity)),
    limitPrice: plain(row.limit_price),
    price: plain(row.fill_price),
    fillMid: plain(row.fill_mid),
    fillSource: row.fill_source,
    turnover: plain(row.turnover),
    fee: plain(row.fee) ?? "0",
    filledAt: time(row.filled_at),
    cancelledAt: time(row.cancelled_at),
    createdAt: new Date(row.created_at).getTime(),
  };
}

/** Digits of an average price: the finest instrument price scale. */
const averagePriceScale = 12;

/** The coin account: per coin held or traded on the book (USDT aside), balances, fills and value at the last price. */
export async function coinAccounts(deps: Pick<SpotDeps, "db" | "feed">, userId: UserId, book: Book): Promise<CoinAccount[]> {
  const balances = new Map((await ledger.balancesOf(deps.db, userId, book)).map((line) => [line.currency, line]));
  const fillsByCoin = new Map<string, SpotFill[]>();
  const fillRows = await repository.fillsOf(deps.db, userId, book);
  const instruments = await instrumentsById(deps.db, fillRows.map((fill) => fill.instrument_id));
  for (const fill of fillRows) {
    const coin = (instruments.get(fill.instrument_id) ?? fail("unknownInstrument")).baseCurrency;
    const fills = fillsByCoin.get(coin) ?? [];
    fills.push({ side: fill.side, quantity: fill.quantity, price: fill.fill_price ?? "0", turnover: fill.turnover ?? "0" });
    fillsByCoin.set(coin, fills);
  }
  const coins = [...new Set([...balances.keys(), ...fillsByCoin.keys()])].filter((currency) => currency !== usdt).sort();
  return coins.map((currency) => {
    const available = decimal(balances.get(currency)?.available ?? "0");
    const held = decimal(balances.get(currency)?.held ?? "0");
    const holding = available.plus(held);
    const position = coinPosition(fillsByCoin.get(currency) ?? []);
    const markPrice = deps.feed.lastTick(`${currency}${usdt}`)?.price;
    return {
      currency,
      available: toPlain(available),
      held: toPlain(held),
      holding: toPlain(holding),
      averageBuyPrice: position.averageBuyPrice && !holding.isZero() ? toPlain(position.averageBuyPrice.toDecimalPlaces(averagePriceScale)) : null,
      bought: toPlain(position.bought),
      sold: toPlain(position.sold),
      turnover: toPlain(position.turnover),
      markPrice: markPrice === undefined ? null : toPlain(decimal(markPrice)),
      value: markPrice === undefined ? null : toPlain(roundDownForUser(holding.times(markPrice), usdt)),
    };
  });
}
