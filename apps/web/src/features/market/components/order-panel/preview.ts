// Pure arithmetic and checks of the order panel: what an order will cost before it is sent,
// priced with the same domain functions the server uses (fill at mid ± half spread, margin =
// notional / leverage, fee = notional × fee rate, SL/TP rule). Inputs and outputs are decimal
// strings or Decimals; no amount ever passes through a JS number.
import { decimalString, priceIntegerDigitsMax, quantityIntegerDigitsMax } from "@tradewind/api/endpoint";
import type { TradingTerms } from "@tradewind/api/market";
import type { OptionCycle } from "@tradewind/api/options";
import { closingFee, fillPrice, liquidationPrice, openingCosts, stopProblem, type ContractSpec, type Direction, type StopProblem } from "@tradewind/domain/contracts";
import { expectedProfit } from "@tradewind/domain/options";
import { Decimal, decimal, roundUpFee, toPlain } from "@tradewind/domain/money";

export type OrderType = "market" | "limit";
export type SpotSide = "buy" | "sell";

const accountCurrency = "USDT";

/** What a typed amount may look like while it is being typed: digits and at most one dot. */
export function acceptsTyping(text: string): boolean {
  return /^\d*(\.\d*)?$/.test(text);
}

/** Keyboards of comma locales (de, fr, es, it) type "," for the decimal separator. */
export function normaliseTyping(text: string): string {
  return text.replace(",", ".").trim();
}

/** A complete, positive decimal string (the wire format), or undefined. */
export function positiveDecimal(text: string): string | undefined {
  if (!decimalString.safeParse(text).success) return undefined;
  return decimal(text).gt(0) ? text : undefined;
}

export type QuantityProblem = "missing" | "tooPrecise" | "tooLarge";
export type AmountKind = "amount" | "price";

/** Digits before the point the API accepts (packages/api bounds), so the panel refuses what the server would. */
export const integerDigitsMaxOf: Record<AmountKind, number> = { amount: quantityIntegerDigitsMax, price: priceIntegerDigitsMax };

/** Lots, coins or a limit price: a positive decimal with at most `scale` decimals, below the API's bound (the server's 10016 rule). */
export function quantityProblem(text: string, scale: number, kind: AmountKind = "amount"): QuantityProblem | undefined {
  const value = positiveDecimal(text);
  if (value === undefined) return "missing";
  if (decimal(value).decimalPlaces() > scale) return "tooPrecise";
  return decimal(value).gte(new Decimal(10).pow(integerDigitsMaxOf[kind])) ? "tooLarge" : undefined;
}

/** The smallest quantity step at `scale` decimals: 10^-scale. */
export function stepOf(scale: number): Decimal {
  return new Decimal(1).dividedBy(new Decimal(10).pow(scale));
}

/** One stepper click: ± one step from the value (cut to the scale first), never below zero. */
export function stepQuantity(text: string, direction: 1 | -1, scale: number): string {
  const current = decimalString.safeParse(text).success ? decimal(text).toDecimalPlaces(scale, Decimal.ROUND_DOWN) : new Decimal(0);
  return toPlain(Decimal.max(0, current.plus(stepOf(scale).times(direction))));
}

/** The spec the domain arithmetic takes, parsed from the terms getMarketInfo reports. */
export function specOf(terms: TradingTerms): ContractSpec {
  return {
    contractSize: decimal(terms.contractSize),
    priceScale: terms.priceScale,
    spreadRate: decimal(terms.spreadRate),
    feeRate: decimal(terms.feeRate),
    maintenanceMarginRate: decimal(terms.maintenanceMarginRate),
  };
}

/** Margin is in USDT; dollar quotes count one for one, others need a forex rate only the server applies. */
export function quotedInDollars(terms: TradingTerms): boolean {
  return terms.quoteCurrency === "USD" || terms.quoteCurrency === "USDT";
}

/** The price an order expects to fill at: its limit, or the live mid plus or minus half the spread. */
export function expectedEntry(input: { orderType: OrderType; limitPrice: string; livePrice: string | null; buying: boolean; spec: ContractSpec }): string | undefined {
  if (input.orderType === "limit") return positiveDecimal(input.limitPrice);
  if (input.livePrice === null) return undefined;
  return toPlain(fillPrice(decimal(input.livePrice), input.buying ? "long" : "short", "open", input.spec));
}

export interface ContractInput {
  terms: TradingTerms;
  direction: Direction;
  orderType: OrderType;
  limitPrice: string;
  livePrice: string | null;
  lots: string;
  leverage: number;
  stopLoss: string;
  takeProfit: string;
  /** Available USDT of the selected book; undefined for a visitor or while loading. */
  available: string | undefined;
}

export interface ContractPreview {
  entry: string | undefined;
  /** Each SL/TP field's problem, as the catalogue error the server would answer. */
  stopLoss: StopProblem | undefined;
  takeProfit: StopProblem | undefined;
  /**
   * USDT figures; undefined until lots and entry are known, or for quotes that need a forex rate.
   * `fee` is charged on opening and `closingFee` on closing, estimated at today's closing price;
   * `fees` is both, the whole fee cost of the trade (there is no financing charge). `total` is
   * what opening takes from the available balance: margin and the opening fee.
   */
  costs: { notional: string; margin: string; fee: string; closingFee: string; fees: string; total: string; liquidation: string | undefined } | undefined;
  /** True when the available balance is known and below margin + fee. */
  short: boolean;
}

export function contractPreview(input: ContractInput): ContractPreview {
  const spec = specOf(input.terms);
  const entry = expectedEntry({ ...input, buying: input.direction === "long", spec });
  const stopLoss = stopFieldProblem(input, entry, "stopLoss");
  const takeProfit = stopFieldProblem(input, entry, "takeProfit");
  const lots = quantityProblem(input.lots, input.terms.quantityScale) === undefined ? input.lots : undefined;
  if (entry === undefined || lots === undefined || !quotedInDollars(input.terms)) return { entry, stopLoss, takeProfit, costs: undefined, short: false };
  const [entryPrice, lotCount, quoteRate] = [decimal(entry), decimal(lots), decimal("1")];
  const costs = openingCosts(entryPrice, lotCount, input.leverage, spec, quoteRate);
  const total = costs.margin.plus(costs.fee);
  const closing = closingFee(decimal(closeEstimatePrice(input, entry, spec)), lotCount, spec, quoteRate);
  const liquidation = liquidationPrice(input.direction, entryPrice, lotCount, costs.margin, spec, quoteRate);
  return {
    entry,
    stopLoss,
    takeProfit,
    costs: {
      notional: toPlain(costs.notional),
      margin: toPlain(costs.margin),
      fee: toPlain(costs.fee),
      closingFee: toPlain(closing),
      fees: toPlain(costs.fee.plus(closing)),
      total: toPlain(total),
      liquidation: liquidation && toPlain(liquidation),
    },
    short: input.available !== undefined && total.gt(input.available),
  };
}

/** Closing now would fill at the live price less the spread; a limit order's at its limit. */
function closeEstimatePrice(input: ContractInput, entry: string, spec: ContractSpec): string {
  if (input.orderType === "limit" || input.livePrice === null) return entry;
  return toPlain(fillPrice(decimal(input.livePrice), input.direction, "close", spec));
}

/**
 * The server checks SL and TP against the expected entry (DESIGN §5) and answers 10128/10129 for
 * a level off the price scale too; an empty field means none.
 */
function stopFieldProblem(input: ContractInput, entry: string | undefined, field: "stopLoss" | "takeProfit"): StopProblem | undefined {
  const text = input[field];
  if (text === "") return undefined;
  const unreasonable: StopProblem = field === "stopLoss" ? "stopLossUnreasonable" : "takeProfitUnreasonable";
  const level = positiveDecimal(text);
  if (level === undefined || decimal(level).decimalPlaces() > input.terms.priceScale) return unreasonable;
  if (entry === undefined) return undefined;
  const [expected, parsed] = [decimal(entry), decimal(level)];
  return field === "stopLoss" ? stopProblem(input.direction, expected, parsed, undefined) : stopProblem(input.direction, expected, undefined, parsed);
}

export interface SpotInput {
  terms: TradingTerms;
  side: SpotSide;
  orderType: OrderType;
  limitPrice: string;
  livePrice: string | null;
  quantity: string;
  availableUsdt: string | undefined;
  availableCoin: string | undefined;
}

export interface SpotPreview {
  price: string | undefined;
  /** USDT: price × quantity and its fee (rounded up, as every fee). */
  turnover: string | undefined;
  fee: string | undefined;
  /** True when the balance the order spends (USDT to buy, the coin to sell) is known and too small. */
  short: boolean;
}

export function spotPreview(input: SpotInput): SpotPreview {
  const price = expectedEntry({ ...input, buying: input.side === "buy", spec: specOf(input.terms) });
  const quantity = quantityProblem(input.quantity, input.terms.quantityScale) === undefined ? input.quantity : undefined;
  if (price === undefined || quantity === undefined) return { price, turnover: undefined, fee: undefined, short: false };
  const turnover = decimal(price).times(quantity);
  const fee = roundUpFee(turnover.times(input.terms.feeRate), accountCurrency);
  const short = input.side === "buy" ? input.availableUsdt !== undefined && turnover.plus(fee).gt(input.availableUsdt) : input.availableCoin !== undefined && decimal(quantity).gt(input.availableCoin);
  return { price, turnover: toPlain(turnover), fee: toPlain(fee), short };
}

export type StakeProblem = "missing" | "outOfRange" | "short";

/** A stake must sit in the cycle's range (10136) and within the available balance. */
export function stakeProblem(stake: string, cycle: OptionCycle, available: string | undefined): StakeProblem | undefined {
  const value = positiveDecimal(stake);
  if (value === undefined) return "missing";
  if (decimal(value).lt(cycle.minStake) || decimal(value).gt(cycle.maxStake)) return "outOfRange";
  return available !== undefined && decimal(value).gt(available) ? "short" : undefined;
}

/** Profit if the option wins, as the server reports it (rounded down). */
export function optionProfit(stake: string, cycle: OptionCycle): string | undefined {
  const value = positiveDecimal(stake);
  return value === undefined ? undefined : toPlain(expectedProfit(decimal(value), decimal(cycle.payoutRatio), accountCurrency));
}
