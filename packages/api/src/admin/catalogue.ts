// The trading catalogue (DESIGN §4, §5): instruments' trading terms and option cycles. A change
// takes effect on the next quote and order, and the user's order panel preview shows it
// (getMarketInfo's terms read the same rows).
import { z } from "zod";
import { decimal } from "@tradewind/domain/money";
import { amount, boundedDecimal, decimalScaleMax, failWith, page, quantity, recordId } from "../endpoint.ts";
import { instrumentCode, instrumentTypeSchema } from "../market.ts";
import { adminEndpoint, adminPageQuery, auditedSchema, reasonSchema, searchText } from "./common.ts";

const admin = { operator: ["admin"] } as const;

/** A rate as a fraction (spread, fee, maintenance margin, payout): a plain decimal below 10; the database keeps spread and fee below 1. */
const rateString = boundedDecimal({ integerDigitsMax: 1, scaleMax: decimalScaleMax, malformed: "invalidRequest", tooLarge: "invalidRequest" });
/** `rateString`, parsed. */
export const rate = rateString.transform((text) => decimal(text));
/** Most leverages one instrument offers, and the highest leverage. */
export const leveragesCountMax = 20;
export const leverageMax = 1000;
/** Longest option cycle: one day. */
export const cycleSecondsMax = 86_400;

export const leveragesSchema = z
  .array(z.number(failWith("invalidRequest")).int(failWith("invalidRequest")).min(1, failWith("invalidRequest")).max(leverageMax, failWith("invalidRequest")), failWith("invalidRequest"))
  .min(1, failWith("invalidRequest"))
  .max(leveragesCountMax, failWith("invalidRequest"))
  .refine((items) => items.every((item, index) => index === 0 || (items[index - 1] ?? item) < item), failWith("invalidRequest"));

export const adminInstrumentSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.number().int(),
  baseCurrency: z.string(),
  quoteCurrency: z.string(),
  /** false: not quoted to users and not tradable. */
  enabled: z.boolean(),
  spreadRate: z.string(),
  feeRate: z.string(),
  maintenanceMarginRate: z.string(),
  leverages: z.array(z.number().int()),
  contractSize: z.string(),
  priceScale: z.number().int(),
  quantityScale: z.number().int(),
});
export type AdminInstrument = z.output<typeof adminInstrumentSchema>;

export const listInstruments = adminEndpoint({
  method: "GET",
  path: "/catalogue/instruments",
  summary: "Instruments with their trading terms, by type then code, filtered by type, code or name and enabled; paged.",
  auth: admin,
  query: z.strictObject({
    ...adminPageQuery,
    type: instrumentTypeSchema.optional(),
    q: searchText(100).optional(),
    enabled: z.enum(["true", "false"], failWith("invalidRequest")).optional(),
  }),
  result: page(adminInstrumentSchema),
});

const codeParams = z.strictObject({ code: instrumentCode });

export const updateInstrument = adminEndpoint({
  method: "POST",
  path: "/catalogue/instruments/:code",
  summary: "Change an instrument's terms (any of enabled, spread, fee rate, maintenance margin, leverages, contract size); the next quote and order use them.",
  auth: admin,
  params: codeParams,
  body: z.strictObject({
    enabled: z.boolean(failWith("invalidRequest")).optional(),
    spreadRate: rate.optional(),
    feeRate: rate.optional(),
    maintenanceMarginRate: rate.optional(),
    leverages: leveragesSchema.optional(),
    contractSize: quantity.optional(),
    reason: reasonSchema,
  }),
  result: auditedSchema.extend({ instrument: adminInstrumentSchema }),
});

export const adminCycleSchema = z.object({
  id: z.string(),
  instrumentCode: z.string(),
  seconds: z.number().int(),
  payoutRatio: z.string(),
  minStake: z.string(),
  maxStake: z.string(),
  /** false: not offered for new orders; running orders settle as bought. */
  enabled: z.boolean(),
});
export type AdminCycle = z.output<typeof adminCycleSchema>;

export const listCycles = adminEndpoint({
  method: "GET",
  path: "/catalogue/instruments/:code/cycles",
  summary: "An instrument's option cycles, shortest first, enabled or not; paged.",
  auth: admin,
  params: codeParams,
  query: z.strictObject(adminPageQuery),
  result: page(adminCycleSchema),
});

const cycleSeconds = z.number(failWith("noCorrespondingPeriod")).int(failWith("noCorrespondingPeriod")).min(1, failWith("noCorrespondingPeriod")).max(cycleSecondsMax, failWith("noCorrespondingPeriod"));

export const createCycle = adminEndpoint({
  method: "POST",
  path: "/catalogue/instruments/:code/cycles",
  summary: "Offer a new option cycle on an instrument (seconds unique per instrument, min stake at most max stake).",
  auth: admin,
  params: codeParams,
  body: z.strictObject({ seconds: cycleSeconds, payoutRatio: rate, minStake: amount, maxStake: amount, reason: reasonSchema }),
  result: auditedSchema.extend({ cycle: adminCycleSchema }),
});

export const updateCycle = adminEndpoint({
  method: "POST",
  path: "/catalogue/cycles/:id",
  summary: "Change an option cycle's payout, stake range or enabled flag; the next order uses them.",
  auth: admin,
  params: z.strictObject({ id: recordId() }),
  body: z.strictObject({
    payoutRatio: rate.optional(),
    minStake: amount.optional(),
    maxStake: amount.optional(),
    enabled: z.boolean(failWith("invalidRequest")).optional(),
    reason: reasonSchema,
  }),
  result: auditedSchema.extend({ cycle: adminCycleSchema }),
});
