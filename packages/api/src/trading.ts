// Contract (U) orders, DESIGN §5: leveraged long/short positions on any listed instrument,
// filled at the recorded feed price plus half the spread. Every fill names its price, source
// and time so the outcome can be recomputed from the price log.
import { z } from "zod";
import { decimal } from "@tradewind/domain/money";
import { trailKinds } from "@tradewind/domain/trailing-stop";
import { boundedDecimal, decimalText, decimalTextOrNull, endpoint, failWith, page, pageQuery, price, priceIntegerDigitsMax, quantity, recordId } from "./endpoint.ts";
import { instrumentCode } from "./market.ts";

export const contractDirections = ["long", "short"] as const;
export const orderTypes = ["market", "limit"] as const;
/** waiting: a limit order not yet filled; open: a position; closed; cancelled: a limit withdrawn before filling. */
export const contractStatuses = ["waiting", "open", "closed", "cancelled"] as const;
export const closeReasons = ["manual", "stopLoss", "takeProfit", "trailingStop", "liquidation", "cancelled"] as const;
/** The exits the engine closes a position by, each recorded with the tick that fired it. */
export const triggeredExits = ["stopLoss", "takeProfit", "trailingStop", "liquidation"] as const;

/**
 * A trailing stop as asked for: `price` follows the best mid price by `value` price units (on the
 * instrument's price scale), `percent` by `value` percent of it (below 100, two decimals); 10285 otherwise.
 */
export const trailingStopInput = z.strictObject(
  {
    kind: z.enum(trailKinds, failWith("trailingStopUnreasonable")),
    value: boundedDecimal({ integerDigitsMax: priceIntegerDigitsMax, scaleMax: 18, malformed: "trailingStopUnreasonable", tooLarge: "trailingStopUnreasonable" }).transform((text) => decimal(text)),
  },
  failWith("trailingStopUnreasonable"),
);

export const buyU = endpoint({
  method: "POST",
  path: "/order/buyU",
  summary:
    "Opens a contract position on the selected book: market fills now at the recorded price plus half the spread; limit holds the margin and fees and fills when the price reaches the limit. Margin = notional / leverage, fee = notional × fee rate, both in USDT. Long needs stop loss < entry < take profit, short the reverse (10128, 10129).",
  auth: "user",
  idempotent: true,
  body: z.strictObject({
    code: instrumentCode,
    direction: z.enum(contractDirections, failWith("invalidRequest")),
    orderType: z.enum(orderTypes, failWith("invalidRequest")),
    /** Lots; at most the instrument's quantity scale in decimals (10016 otherwise). */
    lots: quantity,
    leverage: z.number(failWith("leverageNotAllowed")).int(failWith("leverageNotAllowed")).min(1, failWith("leverageNotAllowed")).max(1000, failWith("leverageNotAllowed")),
    limitPrice: price.optional(),
    stopLoss: price.optional(),
    takeProfit: price.optional(),
    /** Starts following when the position opens (at once for a market order, at the fill for a limit). */
    trailingStop: trailingStopInput.optional(),
  }),
  result: z.object({ id: z.string() }),
});

export const stopU = endpoint({
  method: "POST",
  path: "/order/stopU",
  summary: "Closes an open position at the recorded market price, or cancels a waiting limit order and releases its hold. A closed or cancelled order answers 10131.",
  auth: "user",
  idempotent: true,
  body: z.strictObject({ id: recordId() }),
  result: z.object({ id: z.string(), status: z.enum(contractStatuses) }),
});

/** A trailing stop on the wire: its current best price and level (on the instrument's price scale, rounded towards the best price) are null until the position opens. */
const trailingStopSchema = z.object({ kind: z.enum(trailKinds), value: decimalText, watermark: decimalTextOrNull, level: decimalTextOrNull });

/** The exit that closed a position in the engine and the recorded tick that fired it. */
const closeTriggerSchema = z.object({
  purpose: z.enum(triggeredExits),
  /** Stop loss, take profit, liquidation: the execution price level; trailing stop: its mid level at that tick, on the price scale. */
  level: decimalText,
  /** A trailing stop's best price when it fired. */
  watermark: decimalTextOrNull,
  tickPrice: decimalText,
  /** Epoch ms of the tick. */
  tickTime: z.number().int(),
  tickSource: z.string(),
});

export const contractOrderSchema = z.object({
  id: z.string(),
  /** Order number shown to the user. */
  orderNo: z.string(),
  code: z.string(),
  name: z.string(),
  book: z.enum(["demo", "real"]),
  direction: z.enum(contractDirections),
  orderType: z.enum(orderTypes),
  status: z.enum(contractStatuses),
  lots: decimalText,
  leverage: z.number().int(),
  limitPrice: decimalTextOrNull,
  stopLoss: decimalTextOrNull,
  takeProfit: decimalTextOrNull,
  /** USDT held for the position. */
  margin: decimalText,
  /** Fees charged so far (open, plus close once closed), USDT. */
  fee: decimalText,
  openPrice: decimalTextOrNull,
  /** Epoch ms. */
  openTime: z.number().int().nullable(),
  openSource: z.string().nullable(),
  closePrice: decimalTextOrNull,
  closeTime: z.number().int().nullable(),
  closeSource: z.string().nullable(),
  closeReason: z.enum(closeReasons).nullable(),
  liquidationPrice: decimalTextOrNull,
  trailingStop: trailingStopSchema.nullable(),
  closeTrigger: closeTriggerSchema.nullable(),
  /** Realised profit (closed) or profit at the last recorded price (open), USDT, before fees; null when waiting. */
  profit: decimalTextOrNull,
  /** The recorded price `profit` uses for an open position. */
  markPrice: decimalTextOrNull,
  createdAt: z.number().int(),
});
export type ContractOrder = z.output<typeof contractOrderSchema>;
/** What the server hands for one: its decimals may still be Decimals. */
export type ContractOrderReply = z.input<typeof contractOrderSchema>;

export const setExitsU = endpoint({
  method: "POST",
  path: "/order/setExitsU",
  summary:
    "Sets the exits of an open position or a waiting limit order, replacing all of them: stop loss and take profit (one cancels the other: whichever the engine fires first closes the position and the other is gone with it) and a trailing stop; a field left out removes that exit. A waiting order's exits become active when its entry fills. An open long needs stop loss < current bid < take profit, a short the reverse (10128, 10129); a trailing stop's value is checked as 10285 says. A closed or cancelled order answers 10131.",
  auth: "user",
  body: z.strictObject({ id: recordId(), stopLoss: price.optional(), takeProfit: price.optional(), trailingStop: trailingStopInput.optional() }),
  result: contractOrderSchema,
});

export const listUOrder = endpoint({
  method: "GET",
  path: "/order/listUOrder",
  summary: "Contract orders of the selected book: `current` (waiting and open, with live profit) or `history` (closed and cancelled), newest first.",
  auth: "user",
  query: z.strictObject({ ...pageQuery, scope: z.enum(["current", "history"], failWith("invalidRequest")).default("current") }),
  result: page(contractOrderSchema),
});

export const getAssestInfo = endpoint({
  method: "GET",
  path: "/order/getAssestInfo/:id",
  summary: "One contract order of the signed-in user with every labelled field (SPEC §3).",
  auth: "user",
  params: z.strictObject({ id: recordId() }),
  result: contractOrderSchema,
});

export const getProfitTotal = endpoint({
  method: "GET",
  path: "/order/getProfitTotal",
  summary: "Realised contract profit of the selected book over a period (`day`, `week`, `month`, `all`), before and after fees, in USDT.",
  auth: "user",
  query: z.strictObject({ period: z.enum(["day", "week", "month", "all"], failWith("invalidRequest")).default("all") }),
  result: z.object({ period: z.string(), profit: decimalText, fees: decimalText, net: decimalText, closedOrders: z.number().int() }),
});
