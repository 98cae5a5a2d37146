// Use cases of contract (U) orders: place, fill a waiting limit, close (by the user, a stop,
// a target or liquidation) and read. Every state change locks the order row and moves money
// with one ledger entry in the same transaction, so two racing closes (or a cancel racing a
// fill) leave exactly one winner and the loser sees the new state.
import { closingFee, fillPrice, liquidationPrice, openingCosts, profitAndLoss, stopProblem, unrestablePurposes, type Direction, type OpeningCosts } from "@tradewind/domain/contracts";
import { usdtPerUnit } from "@tradewind/domain/conversion";
import type { OrderId, UserId } from "@tradewind/domain/ids";
import { Decimal, decimal, orderAmountMax, toPlain } from "@tradewind/domain/money";
import type { ContractOrder } from "@tradewind/api/trading";
import * as ledger from "../../ledger/service.ts";
import { notify } from "../../notifications/service.ts";
import { payRebates } from "../../referral/service.ts";
import { forexPairs, instrumentById, instrumentsById, listedInstrumentByCode, type TradableInstrument } from "../../market/instruments-service.ts";
import type { Db } from "../../platform/database.ts";
import { fail } from "../../platform/errors.ts";
import { afterCommit } from "../after-commit.ts";
import { assertMayTrade } from "../eligibility.ts";
import type { Book, ContractOrderRow, FeedTick, TradingDeps, TradingFeed, TriggerRegistry } from "../engine/types.ts";
import { livePrice } from "../feed.ts";
import { orderHeading, ownedOrder, pageOfOrders, type PageQuery } from "../paging.ts";
import * as repository from "./repository.ts";

const currency = "USDT";

export interface ContractDeps extends TradingDeps {
  triggers: TriggerRegistry;
}

export interface PlaceRequest {
  code: string;
  direction: Direction;
  orderType: "market" | "limit";
  lots: string;
  leverage: number;
  limitPrice?: string | undefined;
  stopLoss?: string | undefined;
  takeProfit?: string | undefined;
}

/** A placement that passed every check: nothing below can fail for the user's input. */
interface Placement {
  instrument: TradableInstrument;
  tick: FeedTick;
  quoteRate: string;
  /** The limit price, or the fill price of a market order. */
  entry: string;
  costs: OpeningCosts;
  liquidation: string | undefined;
}

export async function placeContract(deps: ContractDeps, userId: UserId, book: Book, request: PlaceRequest): Promise<{ id: OrderId }> {
  await assertMayTrade(deps.db, userId, book);
  const placement = await checkPlacement(deps, request);
  const { instrument, tick, entry, costs, liquidation } = placement;
  const market = request.orderType === "market";
  const order = await deps.db.transaction().execute(async (tx) => {
    const inserted = await repository.insertOrder(tx, {
      user_id: userId,
      book,
      instrument_id: instrument.id,
      direction: request.direction,
      order_type: request.orderType,
      status: market ? "open" : "waiting",
      lots: toPlain(decimal(request.lots)),
      leverage: request.leverage,
      limit_price: market ? null : entry,
      stop_loss: request.stopLoss ?? null,
      take_profit: request.takeProfit ?? null,
      quote_rate: placement.quoteRate,
      margin: toPlain(costs.margin),
      open_fee: toPlain(costs.fee),
      liquidation_price: liquidation ?? null,
      open_price: market ? entry : null,
      open_mid: market ? tick.price : null,
      open_source: market ? tick.source : null,
      opened_at: market ? new Date(tick.ts) : null,
      close_price: null,
      close_mid: null,
      close_source: null,
      close_reason: null,
      close_fee: null,
      realized_pnl: null,
    });
    await ledger.post(tx, { kind: market ? "contract_open" : "contract_hold", book, reference: `contract:${inserted.id}`, actor: `user:${userId}`, postings: openingPostings(userId, market, costs) });
    if (market) await payRebates(tx, { payerId: userId, book, currency, fee: costs.fee, kind: "contract_open", reference: `contract:${inserted.id}`, at: new Date(tick.ts) });
    return inserted;
  });
  afterCommit(deps.log, { kind: "contract", id: order.id }, () => {
    deps.triggers.watch(order, instrument);
    announce(deps, order);
  });
  return { id: order.id };
}

/**
 * Every check of a placement, before any money moves: the input against the instrument, the
 * session and prices, the costs against `orderAmountMax`, and each trigger level the order will
 * rest against the trigger book, so nothing can fail for the input once the order is committed.
 */
async function checkPlacement(deps: ContractDeps, request: PlaceRequest): Promise<Placement> {
  const { db, clock, feed } = deps;
  const instrument = (await listedInstrumentByCode(db, request.code)) ?? fail("unknownInstrument");
  if (!instrument.leverages.includes(request.leverage)) fail("leverageNotAllowed", { leverage: request.leverage });
  const lots = decimal(request.lots);
  if (lots.lte(0) || lots.decimalPlaces() > instrument.quantityScale) fail("purchaseAmountWrong");
  const priceScale = instrument.spec.priceScale;
  const onScale = (value: string | undefined) => value === undefined || decimal(value).decimalPlaces() <= priceScale;
  if (request.orderType === "limit" ? request.limitPrice === undefined || decimal(request.limitPrice).lte(0) || !onScale(request.limitPrice) : request.limitPrice !== undefined) fail("invalidRequest");
  if (!onScale(request.stopLoss)) fail("stopLossUnreasonable");
  if (!onScale(request.takeProfit)) fail("takeProfitUnreasonable");
  const tick = livePrice(feed, instrument.code, clock.now());
  const quoteRate = await quoteRateOf(deps, instrument.quoteCurrency);

  const entry = request.orderType === "limit" && request.limitPrice !== undefined ? toPlain(decimal(request.limitPrice)) : fillPrice(tick.price, request.direction, "open", instrument.spec);
  const problem = stopProblem(request.direction, entry, request.stopLoss, request.takeProfit);
  if (problem) fail(problem);
  const costs = openingCosts(entry, request.lots, request.leverage, instrument.spec, quoteRate);
  if (costs.notional.gt(orderAmountMax)) fail("purchaseAmountWrong");
  const liquidation = liquidationPrice(request.direction, entry, request.lots, toPlain(costs.margin), instrument.spec, quoteRate);
  if (liquidation !== undefined && (request.direction === "long" ? decimal(liquidation).gte(entry) : decimal(liquidation).lte(entry))) fail("marginTooSmall");
  const levels = { direction: request.direction, limitPrice: request.orderType === "limit" ? entry : null, stopLoss: request.stopLoss ?? null, takeProfit: request.takeProfit ?? null, liquidationPrice: liquidation ?? null };
  if (unrestablePurposes(levels, instrument.spec).length > 0) fail("purchaseAmountWrong");
  return { instrument, tick, quoteRate, entry, costs, liquidation };
}

/** A market order pays margin and fee now; a limit order holds both until it fills. */
function openingPostings(userId: UserId, market: boolean, costs: OpeningCosts) {
  const cost = costs.margin.plus(costs.fee);
  return market
    ? nonZero([
        [{ ownerId: userId, currency, kind: "available" }, cost.negated()],
        [{ ownerId: userId, currency, kind: "margin" }, costs.margin],
        [{ ownerId: null, currency, kind: "fees" }, costs.fee],
      ])
    : nonZero([
        [{ ownerId: userId, currency, kind: "available" }, cost.negated()],
        [{ ownerId: userId, currency, kind: "held" }, cost],
      ]);
}

/** Fills a waiting limit order at its limit price (the tick reached it); false when it no longer waits. */
export async function fillLimit(deps: ContractDeps, orderId: OrderId, tick: FeedTick): Promise<boolean> {
  const filled = await deps.db.transaction().execute(async (tx) => {
    const order = await repository.lockOrder(tx, orderId);
    if (order?.status !== "waiting" || order.limit_price === null) return undefined;
    // Read before the commit, so resting the position's triggers afterwards cannot fail on SQL.
    const instrument = (await instrumentById(tx, order.instrument_id)) ?? fail("unknownInstrument");
    const margin = decimal(order.margin);
    const fee = decimal(order.open_fee);
    await ledger.post(tx, {
      kind: "contract_open",
      book: order.book,
      reference: `contract:${order.id}`,
      actor: "engine",
      postings: nonZero([
        [{ ownerId: order.user_id, currency, kind: "held" }, margin.plus(fee).negated()],
        [{ ownerId: order.user_id, currency, kind: "margin" }, margin],
        [{ ownerId: null, currency, kind: "fees" }, fee],
      ]),
    });
    await payRebates(tx, { payerId: order.user_id, book: order.book, currency, fee, kind: "contract_open", reference: `contract:${order.id}`, at: new Date(tick.ts) });
    const opened = await repository.updateOrder(tx, order.id, { status: "open", open_price: order.limit_price, open_mid: tick.price, open_source: tick.source, opened_at: new Date(tick.ts) });
    await notify(tx, {
      userId: order.user_id,
      kind: "order_filled",
      book: order.book,
      reference: `contract:${order.id}`,
      params: { product: "contract", code: instrument.code, direction: order.direction, lots: toPlain(decimal(order.lots)), price: toPlain(decimal(order.limit_price)) },
    });
    return { order: opened, instrument };
  });
  if (!filled) return false;
  afterCommit(deps.log, { kind: "contract", id: filled.order.id }, () => {
    deps.triggers.watch(filled.order, filled.instrument);
    announce(deps, filled.order, { notified: true });
  });
  return true;
}

export type CloseReason = "manual" | "stopLoss" | "takeProfit" | "liquidation";

/**
 * Closes an open position, or cancels a waiting order when the user asks. The user's close
 * (`by: {owner}`) fills at the last recorded price and only for the owner; the engine's
 * (`by: {tick}`) at the tick that triggered it. Returns the updated order, or undefined when
 * the engine finds the order already closed by someone else.
 */
export async function closeContract(deps: ContractDeps, orderId: OrderId, reason: CloseReason, by: { owner: UserId } | { tick: FeedTick }): Promise<ContractOrderRow | undefined> {
  const { db, clock, feed } = deps;
  const result = await db.transaction().execute(async (tx) => {
    const order = await repository.lockOrder(tx, orderId);
    const manual = "owner" in by;
    if (!order || (manual && order.user_id !== by.owner)) return fail("notFound");
    if (order.status === "waiting" && manual) return cancelWaiting(tx, order, clock.now());
    if (order.status !== "open" || order.open_price === null) return manual ? fail("orderNotActive") : undefined;
    const instrument = (await instrumentById(tx, order.instrument_id)) ?? fail("unknownInstrument");
    const tick = manual ? livePrice(feed, instrument.code, clock.now()) : by.tick;
    return settlePosition(tx, order, instrument, tick, reason);
  });
  if (result) {
    afterCommit(deps.log, { kind: "contract", id: result.id }, () => {
      deps.triggers.forget(orderId);
      // A closed position told its owner (settlePosition); a cancelled limit is the owner's own act, told by the reply alone.
      announce(deps, result, { notified: result.status === "closed" });
    });
  }
  return result;
}

async function cancelWaiting(tx: Db, order: ContractOrderRow, now: Date): Promise<ContractOrderRow> {
  const held = decimal(order.margin).plus(order.open_fee);
  await ledger.post(tx, {
    kind: "contract_cancel",
    book: order.book,
    reference: `contract:${order.id}`,
    actor: `user:${order.user_id}`,
    postings: nonZero([
      [{ ownerId: order.user_id, currency, kind: "held" }, held.negated()],
      [{ ownerId: order.user_id, currency, kind: "available" }, held],
    ]),
  });
  return repository.updateOrder(tx, order.id, { status: "cancelled", close_reason: "cancelled", closed_at: now });
}

/**
 * Closing money: the margin comes back with the profit, less the closing fee. A loss never
 * takes more than the margin (negative balance protection): the counterparty absorbs the rest,
 * and the fee is cut before the user's balance would be.
 */
async function settlePosition(tx: Db, order: ContractOrderRow, instrument: TradableInstrument, tick: FeedTick, reason: CloseReason): Promise<ContractOrderRow> {
  const direction = order.direction;
  const exit = fillPrice(tick.price, direction, "close", instrument.spec);
  const margin = decimal(order.margin);
  const rawPnl = profitAndLoss(direction, toPlain(decimal(order.open_price ?? "0")), exit, order.lots, instrument.spec, order.quote_rate);
  const pnl = Decimal.max(rawPnl, margin.negated());
  const fee = Decimal.min(closingFee(exit, order.lots, instrument.spec, order.quote_rate), margin.plus(pnl));
  const payout = margin.plus(pnl).minus(fee);
  await ledger.post(tx, {
    kind: "contract_close",
    book: order.book,
    reference: `contract:${order.id}`,
    actor: reason === "manual" ? `user:${order.user_id}` : "engine",
    postings: nonZero([
      [{ ownerId: order.user_id, currency, kind: "margin" }, margin.negated()],
      [{ ownerId: order.user_id, currency, kind: "available" }, payout],
      [{ ownerId: null, currency, kind: "fees" }, fee],
      [{ ownerId: null, currency, kind: "trading_counterparty" }, pnl.negated()],
    ]),
  });
  await payRebates(tx, { payerId: order.user_id, book: order.book, currency, fee, kind: "contract_close", reference: `contract:${order.id}`, at: new Date(tick.ts) });
  // The owner is told the result after every fee the position paid (opening and closing), as the statement shows it.
  const net = pnl.minus(order.open_fee).minus(fee);
  const params = { code: instrument.code, direction, lots: toPlain(decimal(order.lots)), price: exit, net: toPlain(net), coin: currency };
  await notify(tx, {
    userId: order.user_id,
    kind: reason === "liquidation" ? "contract_liquidated" : "contract_closed",
    book: order.book,
    reference: `contract:${order.id}`,
    params: reason === "liquidation" ? params : { ...params, reason },
  });
  return repository.updateOrder(tx, order.id, {
    status: "closed",
    close_price: exit,
    close_mid: tick.price,
    close_source: tick.source,
    closed_at: new Date(tick.ts),
    close_reason: reason,
    close_fee: toPlain(fee),
    realized_pnl: toPlain(pnl),
  });
}

/** USDT per unit of the quote currency, from the recorded forex prices; 10132 without one. */
async function quoteRateOf(deps: ContractDeps, quoteCurrency: string): Promise<string> {
  const pairs = quoteCurrency === "USD" || quoteCurrency === "USDT" ? [] : await forexPairs(deps.db);
  const priced = pairs.map((pair) => ({ base: pair.base, quote: pair.quote, price: deps.feed.lastTick(pair.code)?.price }));
  return usdtPerUnit(quoteCurrency, priced) ?? fail("instrumentNotTradable");
}

function announce(deps: ContractDeps, order: ContractOrderRow, change: { notified: boolean } = { notified: false }) {
  deps.events.changed({ userId: order.user_id, kind: "contract", id: order.id, status: order.status, book: order.book });
  if (change.notified) deps.events.notified(order.user_id);
}

function nonZero(postings: [Omit<ledger.AccountKey, "book">, Decimal][]) {
  return postings.filter(([, amount]) => !amount.isZero()).map(([account, amount]) => ({ account, amount }));
}

/** A page of the user's live (waiting, open) or ended contract orders, newest first. */
export async function listContractOrders(deps: Pick<TradingDeps, "db" | "feed">, userId: UserId, book: Book, query: PageQuery & { live: boolean }) {
  return pageOfOrders(deps.db, query, (window) => repository.ordersPage(deps.db, { userId, book, live: query.live, ...window }), (row, instrument) => toContractOrder(row, instrument, deps.feed));
}

/** One of the user's contract orders (10118 for anyone else's). */
export async function contractOrderOf(deps: Pick<TradingDeps, "db" | "feed">, userId: UserId, orderId: OrderId): Promise<ContractOrder> {
  const { row, instrument } = await ownedOrder(deps.db, userId, await repository.findOrder(deps.db, orderId));
  return toContractOrder(row, instrument, deps.feed);
}

const dayMs = 86_400_000;
const periodMs = { day: dayMs, week: 7 * dayMs, month: 30 * dayMs, all: undefined } as const;

/** Realised profit and fees of the user's closed contract orders over the period. */
export async function profitTotal(deps: Pick<TradingDeps, "db" | "clock">, userId: UserId, book: Book, period: keyof typeof periodMs) {
  const span = periodMs[period];
  const since = span === undefined ? undefined : new Date(deps.clock.now().getTime() - span);
  const totals = await repository.realizedTotals(deps.db, { userId, book, since });
  const profit = decimal(totals.profit ?? "0");
  const fees = decimal(totals.fees ?? "0");
  return { period, profit: toPlain(profit), fees: toPlain(fees), net: toPlain(profit.minus(fees)), closedOrders: Number(totals.count) };
}

/** USDT notional of real-book contract fills (openings and closings) since `since`: the home page's volume. */
export async function realVolumeSince(db: Db, since: Date): Promise<Decimal> {
  const fills = await repository.realFillsSince(db, since);
  const instruments = await instrumentsById(db, fills.map((fill) => fill.instrumentId));
  let volume = new Decimal(0);
  for (const fill of fills) {
    const instrument = instruments.get(fill.instrumentId) ?? fail("unknownInstrument");
    volume = volume.plus(decimal(fill.lotValue).times(instrument.spec.contractSize));
  }
  return volume;
}

/** The wire form of an order; an open position is marked at the last recorded price. */
export function toContractOrder(row: ContractOrderRow, instrument: TradableInstrument, feed: TradingFeed): ContractOrder {
  const plain = (value: string | null) => (value === null ? null : toPlain(decimal(value)));
  const tick = row.status === "open" ? feed.lastTick(instrument.code) : undefined;
  const markPrice = tick ? fillPrice(tick.price, row.direction, "close", instrument.spec) : null;
  const openProfit = markPrice && row.open_price ? toPlain(profitAndLoss(row.direction, toPlain(decimal(row.open_price)), markPrice, row.lots, instrument.spec, row.quote_rate)) : null;
  return {
    ...orderHeading("U", row, instrument),
    direction: row.direction,
    orderType: row.order_type,
    status: row.status,
    lots: toPlain(decimal(row.lots)),
    leverage: row.leverage,
    limitPrice: plain(row.limit_price),
    stopLoss: plain(row.stop_loss),
    takeProfit: plain(row.take_profit),
    margin: toPlain(decimal(row.margin)),
    // A waiting order's fee is only held; a cancelled one paid none.
    fee: row.status === "open" || row.status === "closed" ? toPlain(decimal(row.open_fee).plus(row.close_fee ?? "0")) : "0",
    openPrice: plain(row.open_price),
    openTime: row.opened_at ? new Date(row.opened_at).getTime() : null,
    openSource: row.open_source,
    closePrice: plain(row.close_price),
    closeTime: row.closed_at ? new Date(row.closed_at).getTime() : null,
    closeSource: row.close_source,
    closeReason: row.close_reason,
    liquidationPrice: plain(row.liquidation_price),
    profit: row.status === "closed" ? plain(row.realized_pnl) : openProfit,
    markPrice,
    createdAt: new Date(row.created_at).getTime(),
  };
}
