// The audit log (DESIGN §8): one append-only row per operator write and per refused sign-in
// or setup attempt. Only admins read it; param history (params.ts) shows its own slice.
import { z } from "zod";
import { operatorId } from "@tradewind/domain/ids";
import { failWith, page, recordId } from "../endpoint.ts";
import { adminEndpoint, adminPageQuery, instantSchema } from "./common.ts";

/** Action names are dotted words, e.g. `operator.invite`, `user.freeze`, `auth.signIn`. */
export const auditActionSchema = z
  .string(failWith("invalidRequest"))
  .max(64, failWith("valueTooLong"))
  .regex(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/, failWith("invalidRequest"));
/** What a row is about, `<kind>:<id>`, e.g. `user:42`, `operator:3`, `param:demo_enabled`. */
export const auditTargetSchema = z
  .string(failWith("invalidRequest"))
  .max(200, failWith("valueTooLong"))
  .regex(/^[a-z][a-zA-Z]*:[A-Za-z0-9_.-]+$/, failWith("invalidRequest"));

/** `done` for a change that was made; `refused` for an attempt that failed (wrong TOTP, replayed code, expired link, throttled sign-in). */
export const auditOutcomes = ["done", "refused"] as const;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** Null for an attempt by someone not (yet) known as an operator, e.g. a sign-in with an unknown name. */
  operatorId: z.string().nullable(),
  operatorUsername: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  outcome: z.enum(auditOutcomes),
  /** The catalogue code of a refusal; null when done. */
  errorCode: z.number().int().nullable(),
  /** The target's state before and after the change, as JSON; null where there is none. */
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

const auditFilter = {
  operatorId: recordId("invalidRequest").transform(operatorId).optional(),
  action: auditActionSchema.optional(),
  target: auditTargetSchema.optional(),
  outcome: z.enum(auditOutcomes, failWith("invalidRequest")).optional(),
  /** Inclusive start and exclusive end of the time range. */
  from: instantSchema.optional(),
  to: instantSchema.optional(),
};

export const listAudit = adminEndpoint({
  method: "GET",
  path: "/audit",
  summary: "Audit rows, newest first, filtered by operator, action, target, outcome and time range; paged.",
  auth: { operator: ["admin"] },
  query: z.strictObject({ ...adminPageQuery, ...auditFilter }),
  result: page(auditEntrySchema),
});

/** Most rows one CSV export holds; a wider filter answers 10151. */
export const auditExportRowsMax = 10_000;

export const exportAudit = adminEndpoint({
  method: "GET",
  path: "/audit/export",
  summary: `The filtered audit rows as CSV text (RFC 4180, header row, oldest first), at most ${auditExportRowsMax} rows (10151 beyond).`,
  auth: { operator: ["admin"] },
  query: z.strictObject(auditFilter),
  result: z.object({ filename: z.string(), rowCount: z.number().int(), csv: z.string() }),
});
