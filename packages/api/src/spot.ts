// Coin (Bb) orders, DESIGN §5: spot buys and sells of a crypto coin against USDT. Market fills
// now at the recorded price plus half the spread; limit holds the USDT (buy) or the coin (sell)
// and fills when the price reaches the limit. The real book needs verified KYC (10022).
import { z } from "zod";
import { decimalText, decimalTextOrNull, endpoint, failWith, page, pageQuery, price, quantity, recordId } from "./endpoint.ts";
import { instrumentCode } from "./market.ts";
import { orderTypes } from "./trading.ts";

export const spotSides = ["buy", "sell"] as const;
/** waiting: a limit order not yet filled (waiting for the deal); done: filled; cancelled: withdrawn by the user; removed: withdrawn because its coin was delisted. */
export const spotStatuses = ["waiting", "done", "cancelled", "removed"] as const;

export const submitSpotOrder = endpoint({
  method: "POST",
  path: "/order/submit",
  summary:
    "Buys or sells a crypto coin against USDT on the selected book (crypto/USDT instruments only, 10135). Market fills now; limit holds USDT (buy: quantity × limit + fee) or the coin (sell) until the price reaches the limit. Fee = turnover × the instrument's fee rate, in USDT. The real book needs verified KYC (10022).",
  auth: "user",
  idempotent: true,
  body: z.strictObject({
    code: instrumentCode,
    side: z.enum(spotSides, failWith("invalidRequest")),
    orderType: z.enum(orderTypes, failWith("invalidRequest")),
    /** Coins to buy or sell; at most the instrument's quantity scale in decimals (10016 otherwise). */
    quantity,
    limitPrice: price.optional(),
  }),
  result: z.object({ id: z.string(), status: z.enum(spotStatuses) }),
});

export const cancelSpotOrder = endpoint({
  method: "POST",
  path: "/order/chedan",
  summary: "Cancels (withdraws) a waiting coin order and releases its hold. A filled or cancelled order answers 10131.",
  auth: "user",
  idempotent: true,
  body: z.strictObject({ id: recordId() }),
  result: z.object({ id: z.string(), status: z.enum(spotStatuses) }),
});

export const spotOrderSchema = z.object({
  id: z.string(),
  /** Order number shown to the user. */
  orderNo: z.string(),
  code: z.string(),
  name: z.string(),
  /** The coin bought or sold, e.g. BTC. */
  base: z.string(),
  /** Always USDT. */
  quote: z.string(),
  book: z.enum(["demo", "real"]),
  side: z.enum(spotSides),
  orderType: z.enum(orderTypes),
  status: z.enum(spotStatuses),
  quantity: decimalText,
  limitPrice: decimalTextOrNull,
  /** Fill price (limit price for a limit fill, recorded price ± half spread for market); null until filled. */
  price: decimalTextOrNull,
  /** Feed price the fill used, its source and time. */
  fillMid: decimalTextOrNull,
  fillSource: z.string().nullable(),
  /** USDT turnover of the fill (price × quantity); null until filled. */
  turnover: decimalTextOrNull,
  /** Fee paid (USDT); "0" until filled. */
  fee: decimalText,
  /** Epoch ms. */
  filledAt: z.number().int().nullable(),
  cancelledAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type SpotOrder = z.output<typeof spotOrderSchema>;
/** What the server hands for one: its decimals may still be Decimals. */
export type SpotOrderReply = z.input<typeof spotOrderSchema>;

export const listSpotOrders = endpoint({
  method: "GET",
  path: "/order/listBbOrder",
  summary: "Coin orders of the selected book: `current` (waiting) or `history` (done, cancelled, removed), newest first.",
  auth: "user",
  query: z.strictObject({ ...pageQuery, scope: z.enum(["current", "history"], failWith("invalidRequest")).default("current") }),
  result: page(spotOrderSchema),
});

export const coinAccountSchema = z.object({
  /** The coin, e.g. BTC. */
  currency: z.string(),
  /** Free coins. */
  available: decimalText,
  /** Coins held by waiting sell orders. */
  held: decimalText,
  /** available + held. */
  holding: decimalText,
  /** Average USDT price of the coins held, from the fills (buys raise it, sells keep it); null with none held. */
  averageBuyPrice: decimalTextOrNull,
  bought: decimalText,
  sold: decimalText,
  /** USDT turnover of every fill in this coin. */
  turnover: decimalText,
  /** Last recorded price of the coin's USDT instrument and the holding's USDT value at it; null without a price. */
  markPrice: decimalTextOrNull,
  value: decimalTextOrNull,
});
export type CoinAccount = z.output<typeof coinAccountSchema>;
/** What the server hands for one: its decimals may still be Decimals. */
export type CoinAccountReply = z.input<typeof coinAccountSchema>;

export const listCoinAccounts = endpoint({
  method: "GET",
  path: "/order/listCoinAccount",
  summary: "The coin account of the selected book: per coin held or traded, balance, holding quantity, average buy price, bought and sold quantities and turnover.",
  auth: "user",
  result: z.object({ items: z.array(coinAccountSchema) }),
});
