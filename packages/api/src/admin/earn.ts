// The finance side of smart trading plans (DESIGN §6, §8, issue 14): the product editor and the
// earn reserve. Products are operator data (name, timeframes, a fixed daily rate or a min–max
// range drawn by the published rule in ../earn.ts, investment range, enabled flag and a
// description per interface language); edits never change running plans, which keep the terms
// they were bought with. The reserve is two platform ledger accounts of the real book in USDT:
// `earn_reserve` (free: what new plans can be covered by) and `earn_committed` (promised to
// running plans). Finance funds the reserve from platform `cash` by an audited ledger entry
// (kind smart_reserve_fund).
import { z } from "zod";
import { decimal } from "@tradewind/domain/money";
import { boundedDecimal, decimalText, failWith, recordId } from "../endpoint.ts";
import { smartAmount, smartCurrency, smartRateKinds, smartRateScale } from "../earn.ts";
import { adminEndpoint, auditedSchema, reasonSchema } from "./common.ts";
import { languageTextsSchema, storedLanguageTextsSchema } from "./language-texts.ts";

const finance = { operator: ["finance"] } as const;

/** Longest product name and description. */
export const smartProductNameMax = 60;
export const smartDescriptionMax = 1000;
/** Most timeframes one product offers, and the longest one in days. */
export const smartTimeframesMax = 8;
export const smartDaysMax = 3650;
/** Highest daily rate a product may pay: 5 % a day. */
export const smartDailyRateMax = "0.05";

/** A daily rate as a share: at most 6 decimals; 10169 for anything malformed or out of (0, smartDailyRateMax]. */
const dailyRateSchema = boundedDecimal({ integerDigitsMax: 1, scaleMax: smartRateScale, malformed: "smartProductInvalid", tooLarge: "smartProductInvalid" }).transform((text) => decimal(text));

/** A name and a description per interface language; English is required, the others may be empty (English is shown then, flagged). */
export const smartNamesSchema = languageTextsSchema(smartProductNameMax, "one line");
export const smartDescriptionsSchema = languageTextsSchema(smartDescriptionMax);
export type SmartDescriptions = z.output<typeof smartDescriptionsSchema>;

/**
 * A fixed rate pays `dailyRate` every day; a range draws each plan-day's rate in [minDailyRate,
 * maxDailyRate] by the published rule. Rates are > 0 and ≤ smartDailyRateMax, min < max (10169).
 */
export const smartRateInputSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("fixed"), dailyRate: dailyRateSchema }),
    z.strictObject({ kind: z.literal("range"), minDailyRate: dailyRateSchema, maxDailyRate: dailyRateSchema }),
  ],
  failWith("smartProductInvalid"),
);
export type SmartRateInput = z.output<typeof smartRateInputSchema>;

/**
 * The editable fields of a product. The server also refuses (10169) minAmount > maxAmount, a zero
 * minimum, a rate of 0 or above the maximum, a range whose min is not below its max, and an empty
 * English name or description.
 */
export const smartProductInputSchema = z.strictObject({
  names: smartNamesSchema,
  /** Timeframes in days, distinct, 1…smartDaysMax. */
  days: z
    .array(z.number(failWith("smartProductInvalid")).int(failWith("smartProductInvalid")).min(1, failWith("smartProductInvalid")).max(smartDaysMax, failWith("smartProductInvalid")), failWith("smartProductInvalid"))
    .min(1, failWith("smartProductInvalid"))
    .max(smartTimeframesMax, failWith("smartProductInvalid"))
    .refine((days) => new Set(days).size === days.length, failWith("smartProductInvalid")),
  rate: smartRateInputSchema,
  minAmount: smartAmount,
  maxAmount: smartAmount,
  enabled: z.boolean(failWith("invalidRequest")),
  descriptions: smartDescriptionsSchema,
});
/** What the back office sends. */
export type SmartProductInput = z.input<typeof smartProductInputSchema>;
/** What the server receives: rates and amounts parsed. */
export type SmartProductSettings = z.output<typeof smartProductInputSchema>;

export const adminSmartProductSchema = z.object({
  id: z.string(),
  /** The English name (the list's and the audit's label). */
  name: z.string(),
  names: storedLanguageTextsSchema,
  /** Sorted ascending. */
  days: z.array(z.number().int()),
  rateKind: z.enum(smartRateKinds),
  minDailyRate: decimalText,
  maxDailyRate: decimalText,
  minAmount: decimalText,
  maxAmount: decimalText,
  enabled: z.boolean(),
  descriptions: storedLanguageTextsSchema,
  /** Plans of this product running now, and their principal in total. */
  runningPlans: z.number().int(),
  runningAmount: decimalText,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSmartProduct = z.output<typeof adminSmartProductSchema>;

export const listSmartProductsAdmin = adminEndpoint({
  method: "GET",
  path: "/earn/products",
  summary: "Every smart trading product, enabled or not, with its running plans.",
  auth: finance,
  result: z.object({ items: z.array(adminSmartProductSchema) }),
});

export const createSmartProduct = adminEndpoint({
  method: "POST",
  path: "/earn/products",
  summary: "Create a product; audited with its reason. 10169 for inconsistent settings.",
  auth: finance,
  body: smartProductInputSchema.extend({ reason: reasonSchema }),
  result: auditedSchema.extend({ product: adminSmartProductSchema }),
});

export const updateSmartProduct = adminEndpoint({
  method: "POST",
  path: "/earn/products/:id",
  summary: "Replace a product's settings (running plans keep their terms); audited with before and after. 10010 unknown product; 10169 inconsistent settings.",
  auth: finance,
  params: z.strictObject({ id: recordId("smartProductWrong") }),
  body: smartProductInputSchema.extend({ reason: reasonSchema }),
  result: auditedSchema.extend({ product: adminSmartProductSchema }),
});

export const earnReserveSchema = z.object({
  currency: z.literal(smartCurrency),
  /** free + committed: all the money in the reserve. */
  balance: decimalText,
  /** Promised to running plans (their maximum remaining yield). */
  committed: decimalText,
  /** Not promised: what new plans can be covered by. */
  free: decimalText,
  /**
   * balance ÷ committed, 4 decimals rounded down: how many times the reserve covers what running
   * plans could still be owed (≥ 1 by construction); null while nothing is committed.
   */
  coverage: z.string().nullable(),
  runningPlans: z.number().int(),
});
export type EarnReserve = z.output<typeof earnReserveSchema>;

export const getEarnReserve = adminEndpoint({
  method: "GET",
  path: "/earn/reserve",
  summary: "The earn reserve: balance, committed, free and coverage.",
  auth: finance,
  result: earnReserveSchema,
});

export const fundEarnReserve = adminEndpoint({
  method: "POST",
  path: "/earn/reserve/fund",
  summary: "Move USDT from platform cash into the earn reserve (ledger entry smart_reserve_fund), audited with its reason. 10013 for a zero or malformed amount.",
  auth: finance,
  idempotent: true,
  body: z.strictObject({ amount: smartAmount, reason: reasonSchema }),
  result: auditedSchema.extend({ reserve: earnReserveSchema, entryId: z.string() }),
});
