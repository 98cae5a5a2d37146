// Smart trading plans (SPEC §1–§4, DESIGN §6, issue 14): a user locks USDT principal in a product
// for a number of days and is paid a daily yield. Nothing is paid from nothing: yield comes out of
// the platform's earn reserve, which operators fund by audited ledger entries (admin/earn.ts).
// Buying a plan moves the principal from the user's real available balance to their `earn`
// account AND moves the most the plan could ever pay (principal × max daily rate × days, rounded
// up) from the reserve to a committed account, in one transaction; a plan the reserve's free
// balance cannot cover is refused (10168). Each day's yield is paid from the commitment to the
// user's available balance once (a unique row per plan and day); at maturity the principal and
// the unused commitment return. Early exit is previewed, then applied: the user gets
// principal − penalty − income paid so far (never below 0); the penalty goes to platform fees,
// the clawed-back income and the unused commitment back to the reserve. Every move is a ledger
// entry the statement lists (kinds smart_buy, smart_yield, smart_mature, smart_exit).
//
// Days: day d of a plan (1 ≤ d ≤ days) ends d × 24 h after the purchase; its yield is paid at that
// instant (`nextEarningsAt`), the last day's together with the principal. Real book, USDT only.
import { z } from "zod";
import { asAmount } from "@tradewind/domain/money";
import { boundedDecimal, decimalText, decimalTextOrNull, endpoint, failWith, page, pageQuery, recordId } from "./endpoint.ts";

/** The currency plans are bought and paid in. */
export const smartCurrency = "USDT";
/** USDT's storage scale: principals have at most 6 decimals, yields round down to it. */
export const smartAmountScale = 6;
/** Daily rates have at most 6 decimals (0.001234 = 0.1234 % a day). */
export const smartRateScale = 6;
/** Length of one plan day in milliseconds. */
export const smartDayMs = 86_400_000;

/**
 * A product's daily rate: `fixed` pays minDailyRate (= maxDailyRate) every day; `range` draws
 * each plan-day's rate by `smartRangeRateRule`, so the user knows the rule and the bounds (but
 * not a promise of the maximum) before buying.
 */
export const smartRateKinds = ["fixed", "range"] as const;
export type SmartRateKind = (typeof smartRateKinds)[number];

/**
 * The published rule for a range product (shown to the user before buying, and recorded on each
 * accrual): rate(plan, day) = min + (max − min) × f, where f is the first 8 bytes of
 * SHA-256("<planId>:<day>") (UTF-8, day counted from 1) read as a big-endian unsigned integer and
 * divided by 2^64 (so 0 ≤ f < 1), the result rounded DOWN to 6 decimals. Anyone can recompute a
 * day's rate from the plan id; the platform cannot pick a rate after the fact.
 */
export const smartRangeRateRule =
  'rate(plan, day) = min + (max − min) × f, with f = first 8 bytes of SHA-256("<planId>:<day>") as an unsigned big-endian integer ÷ 2^64, rounded down to 6 decimals';

/** running until maturity or early exit; matured paid every day and returned the principal; exited left early. */
export const smartPlanStatuses = ["running", "matured", "exited"] as const;
export type SmartPlanStatus = (typeof smartPlanStatuses)[number];

/** A principal: at most 6 decimals and below 10^15; anything else is 10013 (investment amount wrong). */
export const smartAmountString = boundedDecimal({ integerDigitsMax: 15, scaleMax: smartAmountScale, malformed: "investmentAmountWrong", tooLarge: "investmentAmountWrong" });
/** `smartAmountString` parsed: a request's principal reaches the server as an `Amount`. */
export const smartAmount = smartAmountString.transform(asAmount);

/** One timeframe a product offers, with how much the reserve can take on for it now. */
export const smartTimeframeSchema = z.object({
  days: z.number().int(),
  /**
   * The largest principal the reserve's free balance can cover for this timeframe right now:
   * min(maxAmount, free ÷ (maxDailyRate × days)) rounded down to 6 decimals. "0" when the reserve
   * is empty; a purchase above it is refused with 10168.
   */
  coveredAmountMax: decimalText,
  /** Whether a purchase of at least minAmount fits (coveredAmountMax ≥ minAmount and the product is enabled). */
  purchasable: z.boolean(),
});
export type SmartTimeframe = z.output<typeof smartTimeframeSchema>;

export const smartProductSchema = z.object({
  id: z.string(),
  /** In the request's language (the `lang` header / Accept-Language), English when that one is empty (`nameFallback`). */
  name: z.string(),
  nameFallback: z.boolean(),
  /** In the request's language, English when that one is empty. */
  description: z.string(),
  currency: z.literal(smartCurrency),
  rateKind: z.enum(smartRateKinds),
  /** Daily rate as a share, e.g. "0.003" = 0.3 % a day; equal to maxDailyRate for a fixed rate. */
  minDailyRate: decimalText,
  maxDailyRate: decimalText,
  /** `smartRangeRateRule` for a range product, null for a fixed one. */
  rateRule: z.string().nullable(),
  /** Investment range (inclusive), USDT. */
  minAmount: decimalText,
  maxAmount: decimalText,
  enabled: z.boolean(),
  /** Offered timeframes, shortest first, each with its reserve coverage. */
  timeframes: z.array(smartTimeframeSchema),
});
export type SmartProduct = z.output<typeof smartProductSchema>;
/** A product as the server hands it: figures may be Decimals, written as text on the wire. */
export type SmartProductReply = z.input<typeof smartProductSchema>;

/** The reserve behind every plan, the same for every product (see admin/earn.ts for the operator view). */
export const smartReserveSchema = z.object({
  currency: z.literal(smartCurrency),
  /** Reserve money not yet promised to any plan: what new plans can be covered by. */
  free: decimalText,
  /** Set aside for running plans' maximum remaining yield; already-owed money, paid out day by day. */
  committed: decimalText,
});

export const listSmartProducts = endpoint({
  method: "GET",
  path: "/index/listSmartProducts",
  summary:
    "The enabled smart trading products with their rates (and the range rule), investment range, timeframes and how much of each the earn reserve can cover now; public.",
  auth: "none",
  result: z.object({ items: z.array(smartProductSchema), reserve: smartReserveSchema }),
});

export const smartPlanSchema = z.object({
  id: z.string(),
  /** Shown to the user, e.g. "SP000042". */
  orderNo: z.string(),
  productId: z.string(),
  /** The product's name when bought, in the request's language; English when that one is empty (`productNameFallback`). */
  productName: z.string(),
  productNameFallback: z.boolean(),
  /** Terms copied at purchase; later product edits do not change a running plan. */
  rateKind: z.enum(smartRateKinds),
  minDailyRate: decimalText,
  maxDailyRate: decimalText,
  rateRule: z.string().nullable(),
  /** Principal, USDT. */
  amount: decimalText,
  days: z.number().int(),
  status: z.enum(smartPlanStatuses),
  /** The daily rate of the day in progress (already fixed by the rule); null once the plan ended. */
  dailyRate: decimalTextOrNull,
  /** amount × dailyRate rounded down to 6 decimals: the day in progress's yield; null once ended. */
  dailyYield: decimalTextOrNull,
  /** Yield the whole plan pays if held to maturity: the sum of every day's yield (known in advance by the rule). */
  totalRevenue: decimalText,
  /** Days already paid ("days of profit shared"), 0…days. */
  daysPaid: z.number().int(),
  /** Income paid to the available balance so far (the sum of paid days). */
  cumulativeIncome: decimalText,
  /** What the day in progress will pay at nextEarningsAt; "0" once the plan ended. */
  estimatedIncomeToday: decimalText,
  /** Epoch ms when the day in progress is paid; null once ended. */
  nextEarningsAt: z.number().int().nullable(),
  /** Reserve money set aside for this plan at purchase: amount × maxDailyRate × days, rounded up. */
  reserveCommitted: decimalText,
  /** Epoch ms. */
  startedAt: z.number().int(),
  maturesAt: z.number().int(),
  /** When it matured or was exited (epoch ms); null while running. */
  endedAt: z.number().int().nullable(),
  /** The early exit's figures once exited, else null. */
  exitPenalty: decimalTextOrNull,
  exitRefund: decimalTextOrNull,
});
export type SmartPlan = z.output<typeof smartPlanSchema>;
/** A plan as the server hands it: figures may be Decimals, written as text on the wire. */
export type SmartPlanReply = z.input<typeof smartPlanSchema>;

export const buySmart = endpoint({
  method: "POST",
  path: "/order/buySmart",
  summary:
    "Buy a smart plan on the real book: the principal moves from available to earn and the plan's maximum yield is committed from the reserve; answers notice 20004. 10160 on the demo book; 10010 unknown product; 10167 product not enabled; 10012 a timeframe it does not offer; 10013 amount outside the range or malformed; 10024 a plan of this product already running; 10168 the reserve cannot cover it; 10011 balance.",
  auth: "user",
  idempotent: true,
  body: z.strictObject({
    productId: recordId("smartProductWrong"),
    days: z.number(failWith("noCorrespondingDays")).int(failWith("noCorrespondingDays")).min(1, failWith("noCorrespondingDays")).max(3650, failWith("noCorrespondingDays")),
    amount: smartAmount,
  }),
  result: z.object({ plan: smartPlanSchema, notice: z.literal(20004) }),
});

export const listSmartOrders = endpoint({
  method: "GET",
  path: "/order/listSmartOrder",
  summary: "The caller's smart plans (real book), newest first, optionally by status; paged.",
  auth: "user",
  query: z.strictObject({ ...pageQuery, status: z.enum(smartPlanStatuses, failWith("invalidRequest")).optional() }),
  result: page(smartPlanSchema),
});

/**
 * What an early exit returns, computed the same way by the preview and the exit:
 * penalty = amount × penaltyRate rounded UP to 6 decimals (the platform never under-charges by a
 * rounding), refund = max(0, amount − penalty − incomePaid).
 */
export const smartExitSchema = z.object({
  planId: z.string(),
  amount: decimalText,
  /** Param smart_exit_penalty_rate at the time of the preview / exit. */
  penaltyRate: decimalText,
  penalty: decimalText,
  /** Yield already paid, deducted from the principal (SPEC §4). */
  incomePaid: decimalText,
  /** What returns to the available balance. */
  refund: decimalText,
});
export type SmartExit = z.output<typeof smartExitSchema>;

/** 10017 (no corresponding period): the plan is no longer in its running period (matured or exited). */
export const previewSmartExit = endpoint({
  method: "GET",
  path: "/order/previewSmartExit/:id",
  summary: "The figures an early exit of a running plan would apply now: penalty, income deducted, refund. 10118 not the caller's plan; 10017 no longer running.",
  auth: "user",
  params: z.strictObject({ id: recordId() }),
  result: smartExitSchema,
});

export const exitSmart = endpoint({
  method: "POST",
  path: "/order/exitSmart",
  summary:
    "Leave a running plan early, applying what the preview showed (the penalty rate is read again; the applied figures are returned). 10118 not the caller's plan; 10017 no longer running (matured or exited first — exit racing maturity: one wins).",
  auth: "user",
  idempotent: true,
  body: z.strictObject({ id: recordId() }),
  result: z.object({ plan: smartPlanSchema, exit: smartExitSchema }),
});
