// Fixed-period options, DESIGN §5: bet that an instrument's price is up or down after a cycle.
// Cycles (seconds, payout ratio, stake range) are operator data per instrument. Entry is the
// recorded price at placement, settlement the recorded price at expiry: a win pays
// stake × (1 + payout ratio), a loss forfeits the stake, an equal price returns it.
import { z } from "zod";
import { amount, decimalText, decimalTextOrNull, endpoint, failWith, page, pageQuery, recordId } from "./endpoint.ts";
import { instrumentCode } from "./market.ts";

export const optionDirections = ["up", "down"] as const;
/** pending until expiry, then won, lost or draw (stake returned). */
export const optionStatuses = ["pending", "won", "lost", "draw"] as const;

export const optionCycleSchema = z.object({
  id: z.string(),
  seconds: z.number().int(),
  /** Profit on a win as a fraction of the stake, e.g. "0.8". */
  payoutRatio: decimalText,
  minStake: decimalText,
  maxStake: decimalText,
});
export type OptionCycle = z.output<typeof optionCycleSchema>;
/** What the server hands for one: its decimals may still be Decimals. */
export type OptionCycleReply = z.input<typeof optionCycleSchema>;

export const listOptionCycles = endpoint({
  method: "GET",
  path: "/order/listOptionsCycle",
  summary: "The option cycles offered on an instrument, shortest first (empty when it offers none).",
  auth: "none",
  query: z.strictObject({ code: instrumentCode }),
  result: z.object({ items: z.array(optionCycleSchema) }),
});

export const buyOption = endpoint({
  method: "POST",
  path: "/order/buyOptions",
  summary:
    "Buys an up/down option on the selected book: the stake (USDT) leaves the available balance at once; the entry is the recorded price now. Unknown cycle 10014, stake outside the cycle's range 10136, session closed 10015.",
  auth: "user",
  idempotent: true,
  body: z.strictObject({
    code: instrumentCode,
    direction: z.enum(optionDirections, failWith("invalidRequest")),
    /** An unknown cycle, however it is spelled, is 10014. */
    cycleId: recordId("optionsProductWrong"),
    stake: amount,
  }),
  result: z.object({ id: z.string(), expiresAt: z.number().int() }),
});

export const optionOrderSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  code: z.string(),
  name: z.string(),
  book: z.enum(["demo", "real"]),
  direction: z.enum(optionDirections),
  status: z.enum(optionStatuses),
  /** Cycle length in seconds and its payout ratio at purchase. */
  cycleSeconds: z.number().int(),
  payoutRatio: decimalText,
  stake: decimalText,
  /** stake × payout ratio: the profit a win would bring. */
  expectedProfit: decimalText,
  entryPrice: decimalText,
  entrySource: z.string(),
  /** Epoch ms. */
  openTime: z.number().int(),
  expiresAt: z.number().int(),
  settlementPrice: decimalTextOrNull,
  /** The feed's label, "<feed> (1m close)" when settled from a candle, or why the stake was returned without a price. */
  settlementSource: z.string().nullable(),
  /**
   * Time of the recorded price used to settle (at or before expiry): its tick's time, or for a
   * settlement from a 1-minute candle (source "… (1m close)") the minute the candle opened.
   */
  settlementPriceTime: z.number().int().nullable(),
  settledAt: z.number().int().nullable(),
  /** Paid back to the balance at settlement (stake × (1 + ratio), the stake, or 0); null while pending. */
  payout: decimalTextOrNull,
  /** payout − stake; null while pending. */
  profit: decimalTextOrNull,
});
export type OptionOrder = z.output<typeof optionOrderSchema>;
/** What the server hands for one: its decimals may still be Decimals. */
export type OptionOrderReply = z.input<typeof optionOrderSchema>;

export const listOptionOrders = endpoint({
  method: "GET",
  path: "/order/listOptionsOrder",
  summary: "Option orders of the selected book: `current` (pending) or `history` (settled), newest first.",
  auth: "user",
  query: z.strictObject({ ...pageQuery, scope: z.enum(["current", "history"], failWith("invalidRequest")).default("current") }),
  result: page(optionOrderSchema),
});

export const getOptionOrder = endpoint({
  method: "GET",
  path: "/order/getOptionsOrderById/:id",
  summary: "One option order of the signed-in user with expected profit, expiry, cycle and status.",
  auth: "user",
  params: z.strictObject({ id: recordId() }),
  result: optionOrderSchema,
});
