// Ledger adjustments (DESIGN §3, §8): money moves only by ledger entries, so an operator's
// correction is an entry between a user's available account and a named platform account,
// with a mandatory reason and reference. Above the `adjustment_dual_control_usdt` parameter
// (valued in USDT) it waits for a second finance operator; the requester cannot approve it,
// and approving twice (or two operators at once) posts it once.
import { z } from "zod";
import { bookSchema } from "../accounts.ts";
import { amount, decimalText, failWith, page, recordId } from "../endpoint.ts";
import { adminEndpoint, adminPageQuery, auditedSchema, reasonSchema, searchText } from "./common.ts";

const finance = { operator: ["finance"] } as const;

/** Platform accounts an adjustment may post against (the demo faucet only in the demo book). */
export const adjustmentPlatformAccounts = ["cash", "fees", "trading_counterparty", "demo_faucet"] as const;
/** credit raises the user's balance, debit lowers it. */
export const adjustmentDirections = ["credit", "debit"] as const;
/** pending waits for a second finance operator; posted has its journal entry; rejected never posts. */
export const adjustmentStatuses = ["pending", "posted", "rejected"] as const;

/** An operator named in a record: who requested or decided it. */
export const operatorRefSchema = z.object({ id: z.string(), username: z.string() });

export const adjustmentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  book: bookSchema,
  currency: z.string(),
  direction: z.enum(adjustmentDirections),
  amount: z.string(),
  platformAccount: z.enum(adjustmentPlatformAccounts),
  reference: z.string(),
  reason: z.string(),
  status: z.enum(adjustmentStatuses),
  requestedBy: operatorRefSchema,
  decidedBy: operatorRefSchema.nullable(),
  decisionReason: z.string().nullable(),
  /** The journal entry once posted; the user's statement shows it with kind `adjustment`. */
  entryId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Adjustment = z.output<typeof adjustmentSchema>;

export const createAdjustment = adminEndpoint({
  method: "POST",
  path: "/adjustments",
  summary:
    "Request a ledger adjustment of a user's available balance against a platform account. At or below adjustment_dual_control_usdt it posts at once; above, it is pending until another finance operator approves. On the real book it is pending too once what the requester posted alone, or the user received that way, in the last 24 hours would pass adjustment_rolling_limit_usdt. A debit beyond the balance answers 10092.",
  auth: finance,
  idempotent: true,
  body: z.strictObject({
    userId: recordId("userNotFound"),
    book: bookSchema,
    currency: z.string(failWith("invalidRequest")).regex(/^[A-Z0-9]{2,10}$/, failWith("invalidRequest")),
    direction: z.enum(adjustmentDirections, failWith("invalidRequest")),
    amount,
    platformAccount: z.enum(adjustmentPlatformAccounts, failWith("invalidRequest")),
    /** Outside reference, e.g. a ticket or bank transfer number. */
    reference: searchText(100),
    reason: reasonSchema,
  }),
  result: auditedSchema.extend({ adjustment: adjustmentSchema }),
});

export const listAdjustments = adminEndpoint({
  method: "GET",
  path: "/adjustments",
  summary: "Adjustments, newest first, filtered by status and user; the pending ones are the approval queue; paged.",
  auth: finance,
  query: z.strictObject({
    ...adminPageQuery,
    status: z.enum(adjustmentStatuses, failWith("invalidRequest")).optional(),
    userId: recordId("invalidRequest").optional(),
  }),
  result: page(adjustmentSchema),
});

const adjustmentIdParams = z.strictObject({ id: recordId() });

export const getAdjustment = adminEndpoint({
  method: "GET",
  path: "/adjustments/:id",
  summary: "One adjustment with who requested and who decided it.",
  auth: finance,
  params: adjustmentIdParams,
  result: adjustmentSchema,
});

export const approveAdjustment = adminEndpoint({
  method: "POST",
  path: "/adjustments/:id/approve",
  summary: "Approve and post a pending adjustment; 10148 for its requester, 10149 when it is no longer pending (so a second approval posts nothing).",
  auth: finance,
  params: adjustmentIdParams,
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ adjustment: adjustmentSchema }),
});

export const rejectAdjustment = adminEndpoint({
  method: "POST",
  path: "/adjustments/:id/reject",
  summary: "Reject a pending adjustment; nothing is posted. The requester may withdraw their own this way; 10149 when no longer pending.",
  auth: finance,
  params: adjustmentIdParams,
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ adjustment: adjustmentSchema }),
});

const rollingUseSchema = z.object({
  /** USDT posted alone in the window. */
  total: decimalText,
});

export const getRollingLimitUse = adminEndpoint({
  method: "GET",
  path: "/adjustments/rolling-limit",
  summary:
    "Who is near adjustment_rolling_limit_usdt: finance operators who posted real-book adjustments without a second approval, and users who received them, worth at least half the limit in the last 24 hours (USDT at request time), largest first, at most 20 each. Past the limit every adjustment by that operator or for that user waits for a second approver.",
  auth: finance,
  result: z.object({
    limit: decimalText,
    windowHours: z.number().int(),
    operators: z.array(rollingUseSchema.extend({ id: z.string(), username: z.string() })).max(20),
    users: z.array(rollingUseSchema.extend({ userId: z.string(), username: z.string() })).max(20),
  }),
});
