// Use cases of contract (U) orders: place, fill a waiting limit, close (by the user, a stop,
// a target or liquidation) and read. Every state change locks the order row and moves money
// with one ledger entry in the same transaction, so two racing closes (or a cancel racing a
// fill) leave exactly one winner and the loser sees the new state.
import { invariant, assertNever } from "@tradewind/domain/assert";
import { closeOut, fillPrice, liquidationPrice, openingCosts, profitAndLoss, stopProblem, unrestablePurposes, type Direction, type OpeningCosts } from "@tradewind/domain/contracts";
import { usdtPerUnit } from "@tradewind/domain/conversion";
import type { OrderId, UserId } from "@tradewind/domain/ids";
import { asAmount, asPrice, Decimal, orderAmountMax, toPlain, type Price, type Quantity } from "@tradewind/domain/money";
import { followed, shownTrailLevel, trailProblem, type Trail, type TrailKind } from "@tradewind/domain/trailing-stop";
import type { ContractOrderReply } from "@tradewind/api/trading";
import * as ledger from "../../ledger/service.ts";
import { notifyEach } from "../../notifications/service.ts";
import { postWithRebates, type FeeSource } from "../../referral/service.ts";
import { forexPairs, instrumentById, instrumentsById, listedInstrumentByCode, type TradableInstrument } from "../../market/instruments-service.ts";
import type { Db } from "../../platform/database.ts";
import { fail } from "../../platform/errors.ts";
import { recordReply } from "../../platform/idempotency.ts";
import { afterCommit } from "../after-commit.ts";
import { assertMayTrade } from "../eligibility.ts";
import type { Book, CloseReason, ContractOrderRecord, ExitTriggerRecord, FeedTick, OrderType, TradingDeps, TradingFeed, TrailingStopRecord, TriggerRegistry } from "../engine/types.ts";
import { assertTickFresh, livePrice } from "../feed.ts";
import { orderHeading, ownedOrder, pageOfOrders, withInstruments, type PageQuery } from "../paging.ts";
import * as repository from "./repository.ts";
import type { NewContractOrder } from "./repository.ts";

const currency = "USDT";

export interface ContractDeps extends TradingDeps {
  triggers: TriggerRegistry;
}

export interface PlaceRequest {
  code: string;
  direction: Direction;
  orderType: OrderType;
  lots: Quantity;
  leverage: number;
  limitPrice?: Price | undefined;
  stopLoss?: Price | undefined;
  takeProfit?: Price | undefined;
  trailingStop?: TrailingStopRequest | undefined;
}

export interface TrailingStopRequest {
  kind: TrailKind;
  value: Decimal;
}

/** A placement that passed every check: nothing below can fail for the user's input. */
interface Placement {
  instrument: TradableInstrument;
  tick: FeedTick;
  quoteRate: Decimal;
  /** The limit price, or the fill price of a market order. */
  entry: Decimal;
  costs: OpeningCosts;
  liquidation: Decimal | undefined;
}

/**
 * Places one order in a transaction of its own. The HTTP route goes through the order-entry stage
 * (order-entry.ts), which commits many at once and falls back to this path.
 */
export async function placeContract(deps: ContractDeps, userId: UserId, book: Book, request: PlaceRequest): Promise<{ id: OrderId }> {
  const entry = await checkedEntry(deps, userId, book, request);
  return placed(deps, entry, await openAlone(deps, entry));
}

/** An order that passed every check, ready to commit: the row it starts as and what it pays. */
export interface OrderEntry {
  order: NewContractOrder;
  instrument: TradableInstrument;
  tick: FeedTick;
  costs: OpeningCosts;
}

/** Every check of the user and the request, then the order as it will be stored. */
export async function checkedEntry(deps: ContractDeps, userId: UserId, book: Book, request: PlaceRequest): Promise<OrderEntry> {
  const placement = await checkedTogether(assertMayTrade(deps.db, userId, book), checkPlacement(deps, request));
  const { instrument, tick, entry, costs, liquidation } = placement;
  const market = request.orderType === "market";
  const order: NewContractOrder = {
    userId,
    book,
    instrumentId: instrument.id,
    direction: request.direction,
    orderType: request.orderType,
    status: market ? "open" : "waiting",
    lots: request.lots,
    leverage: request.leverage,
    limitPrice: market ? null : asPrice(entry),
    stopLoss: request.stopLoss ?? null,
    takeProfit: request.takeProfit ?? null,
    quoteRate: placement.quoteRate,
    margin: asAmount(costs.margin),
    openFee: asAmount(costs.fee),
    liquidationPrice: liquidation === undefined ? null : asPrice(liquidation),
    openPrice: market ? asPrice(entry) : null,
    openMid: market ? tick.price : null,
    openSource: market ? tick.source : null,
    openedAt: market ? new Date(tick.ts) : null,
    // A market order's trail follows from its opening tick; a limit's from its fill.
    trailing: request.trailingStop ? { ...request.trailingStop, watermark: market ? tick.price : null, watermarkAt: market ? new Date(tick.ts) : null } : null,
  };
  return { order, instrument, tick, costs };
}

/** A market order fills at a fresh price only: checked again just before its transaction. */
export function assertEntryPriceFresh(deps: Pick<ContractDeps, "feed">, entry: OrderEntry): void {
  if (entry.order.status === "open") assertTickFresh(deps.feed, entry.tick);
}

/** The ledger entry of a committed order: a market order pays margin and fee now, a limit holds both. */
export function openingEntry(entry: OrderEntry, orderId: OrderId): ledger.EntryRequest {
  const market = entry.order.status === "open";
  const { userId, book } = entry.order;
  return { kind: market ? "contract_open" : "contract_hold", book, reference: `contract:${orderId}`, actor: `user:${userId}`, postings: openingPostings(userId, market, entry.costs) };
}

/** The fee a market order collects, whose inviters' share is paid with it; a limit collects none until it fills. */
export function openingFee(entry: OrderEntry, orderId: OrderId): FeeSource | undefined {
  if (entry.order.status !== "open") return undefined;
  const { userId, book } = entry.order;
  return { payerId: userId, book, currency, fee: entry.costs.fee, kind: "contract_open", reference: `contract:${orderId}`, at: new Date(entry.tick.ts) };
}

export async function openAlone(deps: ContractDeps, entry: OrderEntry): Promise<ContractOrderRecord> {
  return deps.db.transaction().execute(async (tx) => {
    assertEntryPriceFresh(deps, entry);
    const inserted = await repository.insertOrder(tx, entry.order);
    const fee = openingFee(entry, inserted.id);
    // One postMany locks the order's accounts and its inviters' together, in id order.
    await postWithRebates(tx, [openingEntry(entry, inserted.id)], fee ? [fee] : []);
    await recordReply(tx, placementReply(inserted));
    return inserted;
  });
}

/** What placing answers, and what its Idempotency-Key replays. */
export function placementReply(order: ContractOrderRecord): { id: OrderId } {
  return { id: order.id };
}

/** After the commit: the trigger book watches the order and its owner's screens hear of it. */
export function placed(deps: ContractDeps, entry: OrderEntry, order: ContractOrderRecord): { id: OrderId } {
  afterCommit(deps.log, { kind: "contract", id: order.id }, () => {
    deps.triggers.watch(order, entry.instrument);
    announce(deps, order);
  });
  return placementReply(order);
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
  const { lots, direction } = request;
  if (lots.lte(0) || lots.decimalPlaces() > instrument.quantityScale) fail("purchaseAmountWrong");
  const priceScale = instrument.spec.priceScale;
  const onScale = (value: Decimal | undefined) => value === undefined || value.decimalPlaces() <= priceScale;
  if (request.orderType === "limit" ? request.limitPrice === undefined || request.limitPrice.lte(0) || !onScale(request.limitPrice) : request.limitPrice !== undefined) fail("invalidRequest");
  if (!onScale(request.stopLoss)) fail("stopLossUnreasonable");
  if (!onScale(request.takeProfit)) fail("takeProfitUnreasonable");
  const tick = livePrice(feed, instrument.code, clock.now());
  const quoteRate = await quoteRateOf(deps, instrument.quoteCurrency);

  const entry = request.orderType === "limit" && request.limitPrice !== undefined ? request.limitPrice : fillPrice(tick.price, direction, "open", instrument.spec);
  const problem = stopProblem(direction, entry, request.stopLoss, request.takeProfit);
  if (problem) fail(problem);
  // A limit's trail starts at its fill, a mid near the limit; a market order's at this tick's mid.
  if (request.trailingStop && trailProblem({ direction, ...request.trailingStop }, request.orderType === "limit" ? entry : tick.price, priceScale)) fail("trailingStopUnreasonable");
  const costs = openingCosts(entry, lots, request.leverage, instrument.spec, quoteRate);
  if (costs.notional.gt(orderAmountMax)) fail("purchaseAmountWrong");
  const liquidation = liquidationPrice(direction, entry, lots, costs.margin, instrument.spec, quoteRate);
  if (liquidation !== undefined && (direction === "long" ? liquidation.gte(entry) : liquidation.lte(entry))) fail("marginTooSmall");
  const levels = { direction, limitPrice: request.orderType === "limit" ? entry : null, stopLoss: request.stopLoss ?? null, takeProfit: request.takeProfit ?? null, liquidationPrice: liquidation ?? null };
  if (unrestablePurposes(levels, instrument.spec).length > 0) fail("purchaseAmountWrong");
  return { instrument, tick, quoteRate, entry, costs, liquidation };
}

/**
 * The user's eligibility and the placement's checks read different rows, so their round trips
 * overlap; the answer stays the sequential one: eligibility's refusal first, then the input's.
 */
async function checkedTogether(eligible: Promise<void>, placement: Promise<Placement>): Promise<Placement> {
  const [eligibility, checked] = await Promise.allSettled([eligible, placement]);
  if (eligibility.status === "rejected") throw eligibility.reason;
  if (checked.status === "rejected") throw checked.reason;
  return checked.value;
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

/**
 * Fills waiting limit orders at their limit prices (the tick reached them), in one transaction:
 * those still waiting are locked in id order (one cancelled meanwhile is skipped), each gets its
 * own ledger entry (with its rebates, one `postMany`), notification and statement line, and the
 * orders open set-based. Answers the ids it filled. One order or a tick's batch takes the same
 * path; a batch that fails throws with nothing written, and the engine then fills each alone.
 */
export async function fillLimits(deps: ContractDeps, orderIds: readonly OrderId[], tick: FeedTick): Promise<OrderId[]> {
  const filled = await deps.db.transaction().execute(async (tx) => {
    const orders = await repository.lockOrdersIn(tx, orderIds, "waiting");
    if (orders.length === 0) return [];
    // Read before the commit, so resting the positions' triggers afterwards cannot fail on SQL.
    const instruments = await instrumentsById(tx, orders.map((order) => order.instrumentId));
    const fills = orders.map((order) => {
      invariant(order.limitPrice !== null, `contract order ${order.id}: waiting without a limit price`);
      return { order, limitPrice: order.limitPrice, instrument: instruments.get(order.instrumentId) ?? fail("unknownInstrument") };
    });
    await postWithRebates(
      tx,
      orders.map((order) => ({
        kind: "contract_open",
        book: order.book,
        reference: `contract:${order.id}`,
        actor: "engine",
        postings: nonZero([
          [{ ownerId: order.userId, currency, kind: "held" }, order.margin.plus(order.openFee).negated()],
          [{ ownerId: order.userId, currency, kind: "margin" }, order.margin],
          [{ ownerId: null, currency, kind: "fees" }, order.openFee],
        ]),
      })),
      orders.map((order) => ({ payerId: order.userId, book: order.book, currency, fee: order.openFee, kind: "contract_open", reference: `contract:${order.id}`, at: new Date(tick.ts) })),
    );
    await notifyEach(
      tx,
      fills.map(({ order, limitPrice, instrument }) => ({
        userId: order.userId,
        kind: "order_filled" as const,
        book: order.book,
        reference: `contract:${order.id}`,
        params: { product: "contract", code: instrument.code, direction: order.direction, lots: toPlain(order.lots), price: toPlain(limitPrice) },
      })),
    );
    const opened = await repository.markOpened(tx, fills.map(({ order, limitPrice }) => ({ id: order.id, openPrice: limitPrice, openMid: tick.price, openSource: tick.source, openedAt: new Date(tick.ts) })));
    invariant(opened.length === fills.length, `${fills.length - opened.length} of ${fills.length} locked waiting limits did not open`);
    return opened.map((order) => ({ order, instrument: instruments.get(order.instrumentId) ?? fail("unknownInstrument") }));
  });
  for (const { order, instrument } of filled) {
    afterCommit(deps.log, { kind: "contract", id: order.id }, () => {
      deps.triggers.watch(order, instrument);
      announce(deps, order, { notified: true });
    });
  }
  return filled.map(({ order }) => order.id);
}

export interface ExitsRequest {
  stopLoss?: Price | undefined;
  takeProfit?: Price | undefined;
  trailingStop?: TrailingStopRequest | undefined;
}

/**
 * Replaces the exits of the owner's open position or waiting order (SL and TP as one-cancels-other,
 * and a trailing stop). An open position's levels are checked against the price it would close at
 * now, a waiting order's against its limit. A trail kept as it was keeps its watermark; a new or
 * changed one starts from the current mid (a waiting order's from its fill).
 */
export async function setExits(deps: ContractDeps, userId: UserId, orderId: OrderId, request: ExitsRequest): Promise<ContractOrderReply> {
  const { db, clock, feed } = deps;
  const changed = await db.transaction().execute(async (tx) => {
    const order = await repository.lockOrder(tx, orderId);
    if (!order || order.userId !== userId) return fail("notFound");
    if (order.status !== "waiting" && order.status !== "open") return fail("orderNotActive");
    const instrument = (await instrumentById(tx, order.instrumentId)) ?? fail("unknownInstrument");
    const { priceScale } = instrument.spec;
    const onScale = (value: Decimal | undefined) => value === undefined || value.decimalPlaces() <= priceScale;
    if (!onScale(request.stopLoss)) fail("stopLossUnreasonable");
    if (!onScale(request.takeProfit)) fail("takeProfitUnreasonable");
    const open = order.status === "open";
    const tick = open ? livePrice(feed, instrument.code, clock.now()) : undefined;
    const reference = tick ? fillPrice(tick.price, order.direction, "close", instrument.spec) : (order.limitPrice ?? fail("orderNotActive"));
    const problem = stopProblem(order.direction, reference, request.stopLoss, request.takeProfit);
    if (problem) fail(problem);
    const trailing = request.trailingStop ? keptOrNewTrail(order, request.trailingStop, tick) : null;
    if (request.trailingStop && trailProblem({ direction: order.direction, ...request.trailingStop }, tick ? tick.price : reference, priceScale)) fail("trailingStopUnreasonable");
    const levels = { direction: order.direction, limitPrice: order.limitPrice, stopLoss: request.stopLoss ?? null, takeProfit: request.takeProfit ?? null, liquidationPrice: order.liquidationPrice };
    if (unrestablePurposes(levels, instrument.spec).length > 0) fail("purchaseAmountWrong");
    return { order: await repository.setExits(tx, order.id, { stopLoss: request.stopLoss ?? null, takeProfit: request.takeProfit ?? null, trailing }), instrument };
  });
  afterCommit(deps.log, { kind: "contract", id: changed.order.id }, () => {
    deps.triggers.watch(changed.order, changed.instrument);
    announce(deps, changed.order);
  });
  return toContractOrder(changed.order, changed.instrument, feed);
}

/** The trail to store: the same kind and value keep the watermark they have; anything else starts at `tick`. */
function keptOrNewTrail(order: ContractOrderRecord, request: TrailingStopRequest, tick: FeedTick | undefined): TrailingStopRecord {
  const current = order.trailing;
  if (current && current.kind === request.kind && current.value.eq(request.value)) return current;
  return { ...request, watermark: tick ? tick.price : null, watermarkAt: tick ? new Date(tick.ts) : null };
}

export type ClosingReason = Exclude<CloseReason, "cancelled">;

/**
 * The owner's close of an open position (at the last recorded price) or cancel of a waiting
 * order; 10118 for anyone else's order, 10131 once it is neither. The engine's closes go through
 * `closeTriggered`.
 */
export async function closeContract(deps: ContractDeps, orderId: OrderId, owner: UserId): Promise<ContractOrderRecord> {
  const { db, clock, feed } = deps;
  const result = await db.transaction().execute(async (tx) => {
    const order = await repository.lockOrder(tx, orderId);
    if (!order || order.userId !== owner) return fail("notFound");
    if (order.status === "waiting") return repliedToOwner(tx, await cancelWaiting(tx, order, clock.now()));
    if (order.status !== "open" || order.openPrice === null) return fail("orderNotActive");
    const instrument = (await instrumentById(tx, order.instrumentId)) ?? fail("unknownInstrument");
    const tick = livePrice(feed, instrument.code, clock.now());
    // This process's price predates the one the position opened at (another process was ahead):
    // a close stamped before its opening would be a price from before the position existed.
    if (order.openedAt && tick.ts < order.openedAt.getTime()) fail("priceStale");
    const [closed] = await writeCloses(tx, [closingOf(order, order.openPrice, instrument, tick, "manual", undefined)]);
    invariant(closed !== undefined, `contract order ${order.id}: locked open but not closed`);
    return repliedToOwner(tx, closed);
  });
  afterCommit(deps.log, { kind: "contract", id: result.id }, () => {
    deps.triggers.forget(orderId);
    // A closed position told its owner (writeCloses); a cancelled limit is the owner's own act, told by the reply alone.
    announce(deps, result, { notified: result.status === "closed" });
  });
  return result;
}

/** A close the engine's tick fired: the position, the exit it crossed, and that tick (with a trailing stop's trail). */
export interface TriggeredExit {
  orderId: OrderId;
  reason: ExitTriggerRecord["purpose"];
  exit: EngineExit;
}

/**
 * The engine's closes of one tick, in one transaction: the positions still open are locked in id
 * order (one a user closed meanwhile is skipped, as `closeContract` would), and each closes as
 * `closeContract` closes it: the price of its own tick, its exit trigger record, its own ledger
 * entry, rebates and notification, written set-based. The first exit named for a position wins
 * (a tick can cross its stop and its liquidation). Answers the positions it closed. Throws when
 * the transaction fails, so nothing of the batch is written; the caller then closes each alone.
 */
export async function closeTriggered(deps: ContractDeps, exits: readonly TriggeredExit[]): Promise<ContractOrderRecord[]> {
  const firstExit = new Map<OrderId, TriggeredExit>();
  for (const exit of exits) if (!firstExit.has(exit.orderId)) firstExit.set(exit.orderId, exit);
  const closed = await deps.db.transaction().execute(async (tx) => {
    const orders = await repository.lockOrdersIn(tx, [...firstExit.keys()], "open");
    const instruments = await instrumentsById(tx, orders.map((order) => order.instrumentId));
    const closings = orders.map((order) => {
      const triggered = firstExit.get(order.id);
      invariant(triggered !== undefined && order.openPrice !== null, `contract order ${order.id}: locked for a close it was not named for`);
      const instrument = instruments.get(order.instrumentId) ?? fail("unknownInstrument");
      return closingOf(order, order.openPrice, instrument, triggered.exit.tick, triggered.reason, exitTrigger(order, triggered.reason, triggered.exit, instrument.spec.priceScale));
    });
    return writeCloses(tx, closings);
  });
  for (const order of closed) {
    afterCommit(deps.log, { kind: "contract", id: order.id }, () => {
      deps.triggers.forget(order.id);
      announce(deps, order, { notified: true });
    });
  }
  return closed;
}

/** The engine's close: the tick that fired it and, for a trailing stop, the trail as it stood. */
export interface EngineExit {
  tick: FeedTick;
  trail?: Trail;
}

/** What the exit trigger record says: the level the tick reached (a trailing stop's on the price scale, with its watermark). */
function exitTrigger(order: ContractOrderRecord, reason: ExitTriggerRecord["purpose"], exit: EngineExit, priceScale: number): ExitTriggerRecord {
  const { tick, trail } = exit;
  switch (reason) {
    case "trailingStop":
      invariant(trail !== undefined, `contract order ${order.id}: a trailing stop close without its trail`);
      return { purpose: reason, level: shownTrailLevel(trail, priceScale), watermark: trail.watermark, tick };
    case "stopLoss":
    case "takeProfit":
    case "liquidation": {
      const level = reason === "stopLoss" ? order.stopLoss : reason === "takeProfit" ? order.takeProfit : order.liquidationPrice;
      invariant(level !== null, `contract order ${order.id}: closed by ${reason} without one`);
      return { purpose: reason, level, watermark: null, tick };
    }
    default:
      return assertNever(reason, "close reason");
  }
}

/** The owner's close or cancel answers the order's id and new status (stopU), stored with the change. */
async function repliedToOwner(tx: Db, order: ContractOrderRecord): Promise<ContractOrderRecord> {
  await recordReply(tx, { id: order.id, status: order.status });
  return order;
}

async function cancelWaiting(tx: Db, order: ContractOrderRecord, now: Date): Promise<ContractOrderRecord> {
  const held = order.margin.plus(order.openFee);
  await ledger.post(tx, {
    kind: "contract_cancel",
    book: order.book,
    reference: `contract:${order.id}`,
    actor: `user:${order.userId}`,
    postings: nonZero([
      [{ ownerId: order.userId, currency, kind: "held" }, held.negated()],
      [{ ownerId: order.userId, currency, kind: "available" }, held],
    ]),
  });
  return repository.markCancelled(tx, order.id, now);
}

/** A position's close, worked out before anything is written. */
interface Closing {
  order: ContractOrderRecord;
  instrument: TradableInstrument;
  tick: FeedTick;
  reason: ClosingReason;
  /** The engine's exit and its tick; none for the owner's close. */
  trigger: ExitTriggerRecord | undefined;
  exit: Decimal;
  pnl: Decimal;
  fee: Decimal;
  payout: Decimal;
}

/**
 * Closing money: the margin comes back with the profit, less the closing fee. A loss never
 * takes more than the margin (negative balance protection): the counterparty absorbs the rest,
 * and the fee is cut before the user's balance would be.
 */
function closingOf(order: ContractOrderRecord, openPrice: Decimal, instrument: TradableInstrument, tick: FeedTick, reason: ClosingReason, trigger: ExitTriggerRecord | undefined): Closing {
  const { direction, margin, lots, quoteRate } = order;
  const { exit, pnl, fee, payout } = closeOut({ direction, openPrice, lots, margin, quoteRate }, tick.price, instrument.spec);
  return { order, instrument, tick, reason, trigger, exit, pnl, fee, payout };
}

/**
 * Writes closes in the caller's transaction, the orders already locked open: the exit triggers,
 * one ledger entry per position and the referral rebates (one `postMany`: every account locked
 * once, in id order), the owners' notifications and the conditional status change. One close or a tick's batch takes the same path.
 */
async function writeCloses(tx: Db, closings: readonly Closing[]): Promise<ContractOrderRecord[]> {
  if (closings.length === 0) return [];
  await repository.insertExitTriggers(tx, closings.flatMap(({ order, trigger }) => (trigger ? [{ orderId: order.id, trigger }] : [])));
  await postWithRebates(
    tx,
    closings.map(({ order, reason, fee, pnl, payout }) => ({
      kind: "contract_close",
      book: order.book,
      reference: `contract:${order.id}`,
      actor: reason === "manual" ? `user:${order.userId}` : "engine",
      postings: nonZero([
        [{ ownerId: order.userId, currency, kind: "margin" }, order.margin.negated()],
        [{ ownerId: order.userId, currency, kind: "available" }, payout],
        [{ ownerId: null, currency, kind: "fees" }, fee],
        [{ ownerId: null, currency, kind: "trading_counterparty" }, pnl.negated()],
      ]),
    })),
    closings.map(({ order, fee, tick }) => ({ payerId: order.userId, book: order.book, currency, fee, kind: "contract_close", reference: `contract:${order.id}`, at: new Date(tick.ts) })),
  );
  await notifyEach(tx, closings.map(closedNotification));
  const closed = await repository.markClosed(
    tx,
    closings.map(({ order, exit, tick, reason, fee, pnl }) => ({ id: order.id, closePrice: exit, closeMid: tick.price, closeSource: tick.source, closedAt: new Date(tick.ts), closeReason: reason, closeFee: fee, realizedPnl: pnl })),
  );
  invariant(closed.length === closings.length, `${closings.length - closed.length} of ${closings.length} locked open positions did not close`);
  return closed;
}

/** The owner is told the result after every fee the position paid (opening and closing), as the statement shows it. */
function closedNotification({ order, instrument, reason, exit, pnl, fee }: Closing) {
  const net = pnl.minus(order.openFee).minus(fee);
  const params = { code: instrument.code, direction: order.direction, lots: toPlain(order.lots), price: toPlain(exit), net: toPlain(net), coin: currency };
  return {
    userId: order.userId,
    kind: reason === "liquidation" ? ("contract_liquidated" as const) : ("contract_closed" as const),
    book: order.book,
    reference: `contract:${order.id}`,
    params: reason === "liquidation" ? params : { ...params, reason },
  };
}

/** USDT per unit of the quote currency, from the recorded forex prices; 10132 without one. */
async function quoteRateOf(deps: ContractDeps, quoteCurrency: string): Promise<Decimal> {
  const pairs = quoteCurrency === "USD" || quoteCurrency === "USDT" ? [] : await forexPairs(deps.db);
  const priced = pairs.map((pair) => {
    const tick = deps.feed.lastTick(pair.code);
    return { base: pair.base, quote: pair.quote, price: tick && tick.price };
  });
  return usdtPerUnit(quoteCurrency, priced) ?? fail("instrumentNotTradable");
}

function trailingStopWire(order: ContractOrderRecord, trailing: TrailingStopRecord, tick: FeedTick | undefined, priceScale: number) {
  const saved = trailing.watermark;
  const trail = saved && order.status === "open" ? followed({ direction: order.direction, kind: trailing.kind, value: trailing.value, watermark: saved }, tick?.price ?? saved) : undefined;
  return { kind: trailing.kind, value: trailing.value, watermark: trail?.watermark ?? saved, level: trail ? shownTrailLevel(trail, priceScale) : null };
}

function announce(deps: ContractDeps, order: ContractOrderRecord, change: { notified: boolean } = { notified: false }) {
  deps.events.changed({ userId: order.userId, kind: "contract", id: order.id, status: order.status, book: order.book });
  if (change.notified) deps.events.notified(order.userId);
}

function nonZero(postings: [Omit<ledger.AccountKey, "book">, Decimal][]) {
  return postings.filter(([, amount]) => !amount.isZero()).map(([account, amount]) => ({ account, amount }));
}

/** A page of the user's live (waiting, open) or ended contract orders, newest first. */
export async function listContractOrders(deps: Pick<TradingDeps, "db" | "feed">, userId: UserId, book: Book, query: PageQuery & { live: boolean }) {
  let triggers = new Map<OrderId, ExitTriggerRecord>();
  const read = async (window: { limit: number; offset: number }) => {
    const page = await repository.ordersPage(deps.db, { userId, book, live: query.live, ...window });
    if (!query.live) triggers = await repository.exitTriggersOf(deps.db, page.rows.map((order) => order.id));
    return page;
  };
  return pageOfOrders(deps.db, query, read, (order, instrument) => toContractOrder(order, instrument, deps.feed, triggers.get(order.id)));
}

/** One of the user's contract orders (10118 for anyone else's). */
export async function contractOrderOf(deps: Pick<TradingDeps, "db" | "feed">, userId: UserId, orderId: OrderId): Promise<ContractOrderReply> {
  const { order, instrument } = await ownedOrder(deps.db, userId, await repository.findOrder(deps.db, orderId));
  const trigger = order.status === "closed" ? (await repository.exitTriggersOf(deps.db, [order.id])).get(order.id) : undefined;
  return toContractOrder(order, instrument, deps.feed, trigger);
}

/** The user's open positions on the book with their instruments' terms (portfolio analytics values them). */
export async function openPositionsOf(db: Db, userId: UserId, book: Book): Promise<{ order: ContractOrderRecord; instrument: TradableInstrument }[]> {
  return withInstruments(db, await repository.openOrdersOf(db, { userId, book }));
}

const dayMs = 86_400_000;
const periodMs = { day: dayMs, week: 7 * dayMs, month: 30 * dayMs, all: undefined } as const;

/** Realised profit and fees of the user's closed contract orders over the period. */
export async function profitTotal(deps: Pick<TradingDeps, "db" | "clock">, userId: UserId, book: Book, period: keyof typeof periodMs) {
  const span = periodMs[period];
  const since = span === undefined ? undefined : new Date(deps.clock.now().getTime() - span);
  const { profit, fees, count } = await repository.realizedTotals(deps.db, { userId, book, since });
  return { period, profit, fees, net: profit.minus(fees), closedOrders: count };
}

/** USDT notional of real-book contract fills (openings and closings) since `since`: the home page's volume. */
export async function realVolumeSince(db: Db, since: Date): Promise<Decimal> {
  const fills = await repository.realFillsSince(db, since);
  const instruments = await instrumentsById(db, fills.map((fill) => fill.instrumentId));
  let volume = new Decimal(0);
  for (const fill of fills) {
    const instrument = instruments.get(fill.instrumentId) ?? fail("unknownInstrument");
    volume = volume.plus(fill.lotValue.times(instrument.spec.contractSize));
  }
  return volume;
}

/**
 * The wire form of an order; an open position is marked at the last recorded price, and its
 * trailing stop shown at the level the engine holds (the saved watermark followed by that price).
 */
export function toContractOrder(order: ContractOrderRecord, instrument: TradableInstrument, feed: TradingFeed, trigger?: ExitTriggerRecord): ContractOrderReply {
  const tick = order.status === "open" ? feed.lastTick(instrument.code) : undefined;
  const markPrice = tick ? fillPrice(tick.price, order.direction, "close", instrument.spec) : null;
  const openProfit = markPrice && order.openPrice ? profitAndLoss(order.direction, order.openPrice, markPrice, order.lots, instrument.spec, order.quoteRate) : null;
  return {
    ...orderHeading("U", order, instrument),
    direction: order.direction,
    orderType: order.orderType,
    status: order.status,
    lots: order.lots,
    leverage: order.leverage,
    limitPrice: order.limitPrice,
    stopLoss: order.stopLoss,
    takeProfit: order.takeProfit,
    margin: order.margin,
    // A waiting order's fee is only held; a cancelled one paid none.
    fee: order.status === "open" || order.status === "closed" ? order.openFee.plus(order.closeFee ?? 0) : "0",
    openPrice: order.openPrice,
    openTime: order.openedAt ? order.openedAt.getTime() : null,
    openSource: order.openSource,
    closePrice: order.closePrice,
    closeTime: order.closedAt ? order.closedAt.getTime() : null,
    closeSource: order.closeSource,
    closeReason: order.closeReason,
    liquidationPrice: order.liquidationPrice,
    trailingStop: order.trailing && trailingStopWire(order, order.trailing, tick, instrument.spec.priceScale),
    closeTrigger: trigger ? { purpose: trigger.purpose, level: trigger.level, watermark: trigger.watermark, tickPrice: trigger.tick.price, tickTime: trigger.tick.ts, tickSource: trigger.tick.source } : null,
    profit: order.status === "closed" ? order.realizedPnl : openProfit,
    markPrice,
    createdAt: order.createdAt.getTime(),
  };
}
