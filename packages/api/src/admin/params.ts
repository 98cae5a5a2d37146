// System parameters (DESIGN §6) as operators edit them: each has a type and a validation rule,
// says whether getParamByKey serves it publicly, and keeps its history in the audit log.
import { z } from "zod";
import { decimalTextOrNull, failWith, page } from "../endpoint.ts";
import { auditEntrySchema } from "./audit.ts";
import { adminEndpoint, adminPageQuery, auditedSchema, reasonSchema } from "./common.ts";

const admin = { operator: ["admin"] } as const;

/** How a value is checked: boolean "true"/"false", integer and decimal within min/max, url (http(s) or empty), text. */
export const paramTypes = ["boolean", "integer", "decimal", "url", "text"] as const;
/** Longest value any parameter holds. */
export const paramValueLengthMax = 2000;

export const paramKeySchema = z.string(failWith("systemParamMissing")).regex(/^[a-z][a-z0-9_]{0,63}$/, failWith("systemParamMissing"));

export const paramSchema = z.object({
  key: z.string(),
  value: z.string(),
  type: z.enum(paramTypes),
  description: z.string(),
  /** Served by /swx/customer/index/getParamByKey when true. */
  public: z.boolean(),
  /** Bounds for integer and decimal parameters, as decimal strings; null where unbounded. */
  min: decimalTextOrNull,
  max: decimalTextOrNull,
  updatedAt: z.string().nullable(),
});
export type Param = z.output<typeof paramSchema>;

export const listParams = adminEndpoint({
  method: "GET",
  path: "/params",
  summary: "Every system parameter with its value, type, bounds, description and visibility, by key; paged.",
  auth: admin,
  query: z.strictObject(adminPageQuery),
  result: page(paramSchema),
});

export const updateParam = adminEndpoint({
  method: "POST",
  path: "/params/:key",
  summary: "Set a parameter's value after checking it against the parameter's type and bounds (10150 when it does not fit; 10190 when the three referral_rate_level* would sum above 1); takes effect on the next read.",
  auth: admin,
  params: z.strictObject({ key: paramKeySchema }),
  body: z.strictObject({ value: z.string(failWith("paramValueInvalid")).max(paramValueLengthMax, failWith("valueTooLong")), reason: reasonSchema }),
  result: auditedSchema.extend({ param: paramSchema }),
});

export const getParamHistory = adminEndpoint({
  method: "GET",
  path: "/params/:key/history",
  summary: "A parameter's changes from the audit log (before, after, who, why, when), newest first; paged.",
  auth: admin,
  params: z.strictObject({ key: paramKeySchema }),
  query: z.strictObject(adminPageQuery),
  result: page(auditEntrySchema),
});
