// Arithmetic of contract (leveraged) positions, DESIGN §5. Prices are in the instrument's quote
// currency; money is in the account currency (USDT), reached through `quoteRate` (units of
// USDT per unit of quote currency: 1 for USD and USDT quotes, the forex rate otherwise).
// Rounding is explicit and never in the user's favour by accident: fills take half the spread
// and round against the trader, margin and fees round up, profit and loss round down (floor).
import { asPrice, Decimal, roundUpFee, scaleOf, type Price } from "./money.ts";
import { fitsTriggerBook } from "./trigger-book.ts";
import { assertNever, invariant } from "./assert.ts";

export type Direction = "long" | "short";

export interface ContractSpec {
  /** Units of the underlying per lot. */
  readonly contractSize: Decimal;
  readonly priceScale: number;
  /** Full bid-ask spread as a fraction of the mid price. */
  readonly spreadRate: Decimal;
  /** Fee as a fraction of notional, charged on open and on close. */
  readonly feeRate: Decimal;
  readonly maintenanceMarginRate: Decimal;
}

const accountCurrency = "USDT";

/**
 * The price a fill gets from the feed's mid price: buying (opening a long, closing a short)
 * pays the ask, selling gets the bid, half the spread away from mid, rounded against the trader.
 */
export function fillPrice(mid: Decimal, direction: Direction, action: "open" | "close", spec: ContractSpec): Decimal {
  const buying = (direction === "long") === (action === "open");
  const halfSpread = spec.spreadRate.dividedBy(2);
  const raw = mid.times(buying ? new Decimal(1).plus(halfSpread) : new Decimal(1).minus(halfSpread));
  return raw.toDecimalPlaces(spec.priceScale, buying ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
}

/** Lots × contract size × price, converted to the account currency; exact (no rounding). */
export function notional(price: Decimal, lots: Decimal, spec: ContractSpec, quoteRate: Decimal): Decimal {
  return price.times(lots).times(spec.contractSize).times(quoteRate);
}

export interface OpeningCosts {
  readonly notional: Decimal;
  /** Held while the position is open: notional / leverage, rounded up. */
  readonly margin: Decimal;
  /** Charged on open: notional × fee rate, rounded up. */
  readonly fee: Decimal;
}

export function openingCosts(price: Decimal, lots: Decimal, leverage: number, spec: ContractSpec, quoteRate: Decimal): OpeningCosts {
  invariant(Number.isInteger(leverage), `leverage must be a whole number ≥ 1: ${leverage}`);
  invariant(leverage >= 1, `leverage must be a whole number ≥ 1: ${leverage}`);
  const value = notional(price, lots, spec, quoteRate);
  return { notional: value, margin: roundUpFee(value.dividedBy(leverage), accountCurrency), fee: closingFee(price, lots, spec, quoteRate) };
}

/** The fee of a fill at `price`: notional × fee rate, rounded up (same rule on open and close). */
export function closingFee(price: Decimal, lots: Decimal, spec: ContractSpec, quoteRate: Decimal): Decimal {
  return roundUpFee(notional(price, lots, spec, quoteRate).times(spec.feeRate), accountCurrency);
}

/** Profit (positive) or loss of moving from `entry` to `exit`, floored to the account scale. */
export function profitAndLoss(direction: Direction, entry: Decimal, exit: Decimal, lots: Decimal, spec: ContractSpec, quoteRate: Decimal): Decimal {
  const move = direction === "long" ? exit.minus(entry) : entry.minus(exit);
  return move.times(lots).times(spec.contractSize).times(quoteRate).toDecimalPlaces(scaleOf(accountCurrency), Decimal.ROUND_FLOOR);
}

/** An open position's terms as closing it needs them (the quote rate is the one fixed at opening). */
export interface PositionTerms {
  readonly direction: Direction;
  readonly openPrice: Decimal;
  readonly lots: Decimal;
  readonly margin: Decimal;
  readonly quoteRate: Decimal;
}

export interface CloseOut {
  /** The close's fill price: the bid for a long, the ask for a short. */
  readonly exit: Decimal;
  /** The result, never a loss beyond the margin (negative balance protection). */
  readonly pnl: Decimal;
  /** The closing fee, cut before it would take the user below zero. */
  readonly fee: Decimal;
  /** What comes back to the user's available balance: margin + pnl − fee. */
  readonly payout: Decimal;
}

/** What closing the position at the mid price `mid` credits: the one rule of a close, and of an open position's floating result. */
export function closeOut(position: PositionTerms, mid: Decimal, spec: ContractSpec): CloseOut {
  const { direction, openPrice, lots, margin, quoteRate } = position;
  const exit = fillPrice(mid, direction, "close", spec);
  const pnl = Decimal.max(profitAndLoss(direction, openPrice, exit, lots, spec, quoteRate), margin.negated());
  const fee = Decimal.min(closingFee(exit, lots, spec, quoteRate), margin.plus(pnl));
  return { exit, pnl, fee, payout: margin.plus(pnl).minus(fee) };
}

/** The margin the position must keep: entry notional × maintenance rate, rounded up. */
export function maintenanceMargin(entry: Decimal, lots: Decimal, spec: ContractSpec, quoteRate: Decimal): Decimal {
  return roundUpFee(notional(entry, lots, spec, quoteRate).times(spec.maintenanceMarginRate), accountCurrency);
}

/**
 * The price at which equity (margin + PnL) falls to the maintenance margin, rounded towards the
 * entry so liquidation never comes later than that point; undefined when no positive price
 * reaches it (a long whose margin covers a fall to zero). A level equal to the entry means the
 * cushion is below one price step: such a position would be liquidated at once, so placing it
 * should be refused.
 */
export function liquidationPrice(direction: Direction, entry: Decimal, lots: Decimal, margin: Decimal, spec: ContractSpec, quoteRate: Decimal): Decimal | undefined {
  const cushion = margin.minus(maintenanceMargin(entry, lots, spec, quoteRate));
  const perPriceUnit = lots.times(spec.contractSize).times(quoteRate);
  const distance = cushion.dividedBy(perPriceUnit);
  if (direction === "long") {
    const level = entry.minus(distance).toDecimalPlaces(spec.priceScale, Decimal.ROUND_UP);
    return level.gt(0) ? level : undefined;
  }
  return entry.plus(distance).toDecimalPlaces(spec.priceScale, Decimal.ROUND_DOWN);
}

export type StopProblem = "stopLossUnreasonable" | "takeProfitUnreasonable";

/**
 * SPEC §5 / DESIGN §5: long needs SL < entry < TP, short needs TP < entry < SL. `reference` is
 * the expected entry (the limit price, or the current fill price for a market order).
 */
export function stopProblem(direction: Direction, entry: Decimal, stopLoss: Decimal | undefined, takeProfit: Decimal | undefined): StopProblem | undefined {
  const below = (level: Decimal) => level.gt(0) && level.lt(entry);
  const above = (level: Decimal) => level.gt(entry);
  if (stopLoss !== undefined && !(direction === "long" ? below(stopLoss) : above(stopLoss))) return "stopLossUnreasonable";
  if (takeProfit !== undefined && !(direction === "long" ? above(takeProfit) : below(takeProfit))) return "takeProfitUnreasonable";
  return undefined;
}

/** A resting order's condition on its execution price: the ask for a buy, the bid for a sell. */
export interface PriceCondition {
  readonly side: "buy" | "sell";
  readonly comparison: "atMost" | "atLeast";
  readonly level: Decimal;
}

export interface MidTrigger {
  /** rise: fires when the mid price is ≥ level; fall: when ≤ level. */
  readonly side: "rise" | "fall";
  readonly level: Price;
}

/** Digits of a trigger level: finer than any feed price, so the equivalence below is exact. */
const triggerScale = 18;

/**
 * The mid-price trigger that fires exactly when `condition` holds for the execution price
 * `fillPrice` would give (feed prices have at most 18 decimals). With h = spread / 2 and t one
 * price step: ask ≤ L ⇔ mid ≤ L/(1+h); ask ≥ L ⇔ mid > (L−t)/(1+h); bid ≤ L ⇔ mid < (L+t)/(1−h);
 * bid ≥ L ⇔ mid ≥ L/(1−h). Undefined when no positive mid price can meet it.
 */
export function midTrigger(condition: PriceCondition, spec: ContractSpec): MidTrigger | undefined {
  const half = spec.spreadRate.dividedBy(2);
  const factor = condition.side === "buy" ? new Decimal(1).plus(half) : new Decimal(1).minus(half);
  const step = new Decimal(1).dividedBy(new Decimal(10).pow(spec.priceScale));
  const unit = new Decimal(1).dividedBy(new Decimal(10).pow(triggerScale));
  const mid = midLevel(condition, factor, step, unit);
  const side = condition.comparison === "atMost" ? "fall" : "rise";
  if (mid.lte(0)) return side === "rise" ? { side, level: asPrice(unit) } : undefined;
  return { side, level: asPrice(mid) };
}

/** The mid level of `midTrigger`, by the side's price (ask for a buy, bid for a sell) and the comparison. */
function midLevel(condition: PriceCondition, factor: Decimal, step: Decimal, unit: Decimal): Decimal {
  const level = condition.level;
  const atMost = condition.comparison === "atMost";
  switch (condition.side) {
    case "buy":
      return atMost
        ? level.dividedBy(factor).toDecimalPlaces(triggerScale, Decimal.ROUND_DOWN)
        : level.minus(step).dividedBy(factor).toDecimalPlaces(triggerScale, Decimal.ROUND_DOWN).plus(unit);
    case "sell":
      return atMost
        ? level.plus(step).dividedBy(factor).toDecimalPlaces(triggerScale, Decimal.ROUND_UP).minus(unit)
        : level.dividedBy(factor).toDecimalPlaces(triggerScale, Decimal.ROUND_UP);
    default:
      return assertNever(condition.side, "order side");
  }
}

/** The conditions a position's exits wait for: a long sells at the bid, a short buys at the ask. */
export function exitCondition(direction: Direction, exit: "stopLoss" | "takeProfit" | "liquidation", level: Decimal): PriceCondition {
  const side = direction === "long" ? "sell" : "buy";
  const adverse = exit !== "takeProfit";
  // Adverse exits fire on a fall for a long and a rise for a short; take profit the opposite.
  const comparison = (direction === "long") === adverse ? "atMost" : "atLeast";
  return { side, comparison, level };
}

/** The condition a limit entry waits for: a long buys at an ask ≤ limit, a short sells at a bid ≥ limit. */
export function entryCondition(direction: Direction, limit: Decimal): PriceCondition {
  return direction === "long" ? { side: "buy", comparison: "atMost", level: limit } : { side: "sell", comparison: "atLeast", level: limit };
}

export type TriggerPurpose = "entry" | "stopLoss" | "takeProfit" | "liquidation";

/** The levels of a contract order that can rest in the trigger book. */
export interface RestingLevels {
  readonly status: "waiting" | "open" | "closed" | "cancelled";
  readonly direction: Direction;
  readonly limitPrice: Decimal | null;
  readonly stopLoss: Decimal | null;
  readonly takeProfit: Decimal | null;
  readonly liquidationPrice: Decimal | null;
}

export interface PlannedTrigger {
  readonly purpose: TriggerPurpose;
  readonly trigger: MidTrigger;
}

/**
 * The mid-price triggers an order rests while in its status: a waiting order its limit entry, an
 * open position its stop loss, take profit and liquidation. Levels no mid price can meet are left out.
 */
export function contractTriggers(order: RestingLevels, spec: ContractSpec): PlannedTrigger[] {
  const conditions: [TriggerPurpose, PriceCondition][] = [];
  if (order.status === "waiting" && order.limitPrice !== null) conditions.push(["entry", entryCondition(order.direction, order.limitPrice)]);
  if (order.status === "open") {
    if (order.stopLoss !== null) conditions.push(["stopLoss", exitCondition(order.direction, "stopLoss", order.stopLoss)]);
    if (order.takeProfit !== null) conditions.push(["takeProfit", exitCondition(order.direction, "takeProfit", order.takeProfit)]);
    if (order.liquidationPrice !== null) conditions.push(["liquidation", exitCondition(order.direction, "liquidation", order.liquidationPrice)]);
  }
  return conditions.flatMap(([purpose, condition]) => {
    const trigger = midTrigger(condition, spec);
    return trigger ? [{ purpose, trigger }] : [];
  });
}

/**
 * The purposes whose trigger the book could not hold, over the order's whole life (waiting, then
 * open): a placement checks this before it commits, so an order never rests only in part.
 */
export function unrestablePurposes(order: Omit<RestingLevels, "status">, spec: ContractSpec): TriggerPurpose[] {
  const lifetime = [...contractTriggers({ ...order, status: "waiting" }, spec), ...contractTriggers({ ...order, status: "open" }, spec)];
  return lifetime.filter((planned) => !fitsTriggerBook(planned.trigger.level)).map((planned) => planned.purpose);
}
