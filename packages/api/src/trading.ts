// Contract (U) orders, DESIGN §5: leveraged long/short positions on any listed instrument,
// filled at the recorded feed price plus half the spread. Every fill names its price, source
// and time so the outcome can be recomputed from the price log.
import { z } from "zod";
import { decimalText, decimalTextOrNull, endpoint, failWith, page, pageQuery, price, quantity, recordId } from "./endpoint.ts";
import { instrumentCode } from "./market.ts";

export const contractDirections = ["long", "short"] as const;
export const orderTypes = ["market", "limit"] as const;
/** waiting: a limit order not yet filled; open: a position; closed; cancelled: a limit withdrawn before filling. */
export const contractStatuses = ["waiting", "open", "closed", "cancelled"] as const;
export const closeReasons = ["manual", "stopLoss", "takeProfit", "liquidation", "cancelled"] as const;

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
  /** Realised profit (closed) or profit at the last recorded price (open), USDT, before fees; null when waiting. */
  profit: decimalTextOrNull,
  /** The recorded price `profit` uses for an open position. */
  markPrice: decimalTextOrNull,
  createdAt: z.number().int(),
});
export type ContractOrder = z.output<typeof contractOrderSchema>;
/** What the server hands for one: its decimals may still be Decimals. */
export type ContractOrderReply = z.input<typeof contractOrderSchema>;

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
