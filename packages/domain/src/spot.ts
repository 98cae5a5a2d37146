// Arithmetic of coin (spot) orders, DESIGN §5: a coin bought or sold for USDT at the recorded
// mid price plus half the spread. USDT amounts round against the user at USDT's scale (a buyer's
// turnover rounds up, a seller's down) and the fee rounds up, never exceeding the turnover.
import { entryCondition, fillPrice, midTrigger, type ContractSpec, type Direction, type MidTrigger } from "./contracts.ts";
import { Decimal, roundDownForUser, roundUpFee, scaleOf } from "./money.ts";

export type SpotSide = "buy" | "sell";

const quoteCurrency = "USDT";

/** A buy pays the ask like opening a long; a sell gets the bid like opening a short. */
function directionOf(side: SpotSide): Direction {
  return side === "buy" ? "long" : "short";
}

/** The market fill price from the feed's mid: half the spread against the trader. */
export function spotFillPrice(mid: Decimal, side: SpotSide, spec: ContractSpec): Decimal {
  return fillPrice(mid, directionOf(side), "open", spec);
}

export interface SpotCosts {
  /** USDT paid (buy) or received (sell) before the fee. */
  readonly turnover: Decimal;
  readonly fee: Decimal;
}

/** Turnover = price × quantity at USDT's scale against the user; fee = exact turnover × fee rate, rounded up. */
export function spotCosts(side: SpotSide, price: Decimal, quantity: Decimal, feeRate: Decimal): SpotCosts {
  const exact = price.times(quantity);
  const turnover = side === "buy" ? exact.toDecimalPlaces(scaleOf(quoteCurrency), Decimal.ROUND_UP) : roundDownForUser(exact, quoteCurrency);
  // Only a sell of a dust amount could see the rounded-up fee pass its rounded-down turnover.
  const fee = Decimal.min(roundUpFee(exact.times(feeRate), quoteCurrency), turnover);
  return { turnover, fee };
}

/**
 * The mid-price trigger a resting limit waits for: a buy an ask ≤ limit, a sell a bid ≥ limit
 * (as contract entries); undefined when no mid price can meet it.
 */
export function spotLimitTrigger(side: SpotSide, limit: Decimal, spec: ContractSpec): MidTrigger | undefined {
  return midTrigger(entryCondition(directionOf(side), limit), spec);
}

export interface SpotFill {
  readonly side: SpotSide;
  readonly quantity: Decimal;
  readonly price: Decimal;
  readonly turnover: Decimal;
}

export interface CoinPosition {
  readonly bought: Decimal;
  readonly sold: Decimal;
  readonly turnover: Decimal;
  /** Coins the fills leave, never below zero (coins may also arrive by deposit). */
  readonly holding: Decimal;
  /** Weighted average cost of `holding`, exact; undefined when nothing is held. */
  readonly averageBuyPrice: Decimal | undefined;
}

/**
 * Folds fills (oldest first) into totals and the weighted average cost: a buy blends its price
 * into the average, a sell lowers the holding at the same average, and the average starts over
 * once the holding reaches zero.
 */
export function coinPosition(fills: readonly SpotFill[]): CoinPosition {
  let bought = new Decimal(0);
  let sold = new Decimal(0);
  let turnover = new Decimal(0);
  let holding = new Decimal(0);
  let average = new Decimal(0);
  for (const fill of fills) {
    const quantity = fill.quantity;
    turnover = turnover.plus(fill.turnover);
    if (fill.side === "buy") {
      bought = bought.plus(quantity);
      average = average.times(holding).plus(fill.price.times(quantity)).dividedBy(holding.plus(quantity));
      holding = holding.plus(quantity);
    } else {
      sold = sold.plus(quantity);
      holding = Decimal.max(holding.minus(quantity), 0);
    }
  }
  return { bought, sold, turnover, holding, averageBuyPrice: holding.isZero() ? undefined : average };
}
