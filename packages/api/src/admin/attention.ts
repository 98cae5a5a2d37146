// Orders needing attention: orders the trading engine could not rest or fill, and options the
// settler could not settle, after their counted attempts. Finance sees and resolves them; a
// resolution is audited and kept on the row (never deleted). The engine lists an order again
// only when it fails again; that re-opens the row with the new failure.
import { z } from "zod";
import { failWith, page, recordId } from "../endpoint.ts";
import { adminEndpoint, adminPageQuery, auditedSchema, reasonSchema } from "./common.ts";

const finance = { operator: ["finance"] } as const;

/** Which product's order a row names: contract_orders, spot_orders or option_orders. */
export const attentionOrderKinds = ["contract", "spot", "option"] as const;
/** open waits for an operator; resolved was dealt with. */
export const attentionStatuses = ["open", "resolved"] as const;
export type AttentionKind = (typeof attentionOrderKinds)[number];

export const attentionItemSchema = z.object({
  kind: z.enum(attentionOrderKinds),
  orderId: z.string(),
  /** Null when the order row itself cannot be read (the reason says why). */
  userId: z.string().nullable(),
  instrumentCode: z.string().nullable(),
  reason: z.string(),
  /** When the current failure was first listed. */
  listedAt: z.string(),
  /** Attempts made before giving up; null where the failure was not retried (e.g. a level the book cannot hold). */
  attempts: z.number().int().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.object({ id: z.string(), username: z.string() }).nullable(),
  resolution: z.string().nullable(),
});
export type AttentionItem = z.output<typeof attentionItemSchema>;

export const listAttention = adminEndpoint({
  method: "GET",
  path: "/attention",
  summary: "Orders the engine or the option settler gave up on, oldest first; open ones by default; paged.",
  auth: finance,
  query: z.strictObject({ ...adminPageQuery, status: z.enum(attentionStatuses, failWith("invalidRequest")).default("open") }),
  result: page(attentionItemSchema),
});

export const resolveAttention = adminEndpoint({
  method: "POST",
  path: "/attention/:kind/:id/resolve",
  summary:
    "Mark a listed order resolved (the operator dealt with it outside this list), with a reason; the row is kept. 10118 when the order is not listed or already resolved, so resolving twice records one resolution.",
  auth: finance,
  params: z.strictObject({ kind: z.enum(attentionOrderKinds, failWith("notFound")), id: recordId() }),
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ item: attentionItemSchema }),
});
