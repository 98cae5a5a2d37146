// Dual-controlled second-factor resets (issue 24, back office). A compliance operator asks, with
// a reason, to remove a user's authenticator app and/or passkeys (a user who lost their device);
// a different operator approves it within 24 hours, or anyone rejects it. On approval the
// factors go, every session of the user ends, withdrawals are held for security_hold_hours and
// the user is emailed in the language chosen at the request. Approving twice, or two operators
// at once, resets once.
import { z } from "zod";
import { failWith, page, recordId } from "../endpoint.ts";
import { operatorRefSchema } from "./adjustments.ts";
import { adminEndpoint, adminPageQuery, auditedSchema, reasonSchema, userLanguageSchema } from "./common.ts";

/** Who asks for and decides resets; support reads them (admin always passes). */
const resetters = { operator: ["compliance"] } as const;
const resetReaders = { operator: ["support", "compliance"] } as const;

/** How long a request waits for its second operator before it can no longer be approved. */
export const factorResetLifetimeHours = 24;

/** pending waits for a second operator (until expiresAt); expired passed it undecided. */
export const factorResetStatuses = ["pending", "approved", "rejected", "expired"] as const;

export const factorResetSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  /** Whether the authenticator app (with its recovery codes) is to go. */
  totp: z.boolean(),
  /** Whether every passkey is to go. */
  passkeys: z.boolean(),
  /** The language the user's email is written in. */
  language: z.string(),
  reason: z.string(),
  status: z.enum(factorResetStatuses),
  requestedBy: operatorRefSchema,
  decidedBy: operatorRefSchema.nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type FactorReset = z.output<typeof factorResetSchema>;

export const requestFactorReset = adminEndpoint({
  method: "POST",
  path: "/users/:id/factorResets",
  summary:
    "Ask to reset a user's second factors (the authenticator app and/or every passkey) with a reason; it waits for a different operator's approval for 24 hours. 10344 while another waits for the user, 10345 when the user has none of the chosen factors.",
  auth: resetters,
  params: z.strictObject({ id: recordId("userNotFound") }),
  body: z
    .strictObject({ totp: z.boolean(failWith("invalidRequest")), passkeys: z.boolean(failWith("invalidRequest")), language: userLanguageSchema, reason: reasonSchema })
    .refine((body) => body.totp || body.passkeys, failWith("invalidRequest")),
  result: auditedSchema.extend({ factorReset: factorResetSchema }),
});

export const listFactorResets = adminEndpoint({
  method: "GET",
  path: "/factorResets",
  summary: "Second-factor resets, newest first, filtered by status and user; the pending ones are the approval queue; paged.",
  auth: resetReaders,
  query: z.strictObject({
    ...adminPageQuery,
    status: z.enum(factorResetStatuses, failWith("invalidRequest")).optional(),
    userId: recordId("invalidRequest").optional(),
  }),
  result: page(factorResetSchema),
});

const factorResetIdParams = z.strictObject({ id: recordId() });

export const approveFactorReset = adminEndpoint({
  method: "POST",
  path: "/factorResets/:id/approve",
  summary:
    "Approve a pending reset: the factors are removed, every session of the user ends, withdrawals are held and the user is emailed. 10341 for its requester, 10342 when no longer pending (so a second approval resets nothing), 10343 after its 24 hours.",
  auth: resetters,
  params: factorResetIdParams,
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ factorReset: factorResetSchema }),
});

export const rejectFactorReset = adminEndpoint({
  method: "POST",
  path: "/factorResets/:id/reject",
  summary: "Reject a pending (or expired, undecided) reset; nothing changes for the user. The requester may withdraw their own this way; 10342 when already decided.",
  auth: resetters,
  params: factorResetIdParams,
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ factorReset: factorResetSchema }),
});
