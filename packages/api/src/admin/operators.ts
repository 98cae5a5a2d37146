// Operators: first-admin setup, invitations and TOTP re-enrolment through one-time links,
// sign-in with password and TOTP, sessions, and the admin's management of other operators.
// A link token (from the server log on first start, or from an admin) carries a visitor through
// setup: choose a password, receive a TOTP secret, confirm a code; confirming signs them in.
import { z } from "zod";
import { operatorId } from "@tradewind/domain/ids";
import { failWith, page, recordId } from "../endpoint.ts";
import { adminEndpoint, adminPageQuery, auditedSchema, reasonSchema, rolesSchema, roleSchema, searchText } from "./common.ts";

/** Operator usernames: like user names, a letter first, 3 to 32 letters, digits or _. */
export const operatorUsernameSchema = z
  .string(failWith("enterUsername"))
  .trim()
  .min(1, failWith("enterUsername"))
  .max(32, failWith("valueTooLong"))
  .regex(/^[A-Za-z][A-Za-z0-9_]{2,31}$/, failWith("usernameWrong"));

/** New operator passwords are longer than users': 12 characters with letters and digits. */
export const operatorPasswordLengthMin = 12;
/** Whether a password chosen through a setup or invite link is strong enough; else 10116. */
export function isStrongOperatorPassword(value: string): boolean {
  return value.length >= operatorPasswordLengthMin && /[A-Za-z]/.test(value) && /\d/.test(value);
}
const existingPasswordSchema = z.string(failWith("enterPassword")).min(1, failWith("enterPassword")).max(128, failWith("valueTooLong"));

/** A six-digit code from the authenticator app (RFC 6238, 30 s steps, SHA-1). */
export const totpCodeSchema = z
  .string(failWith("totpCodeWrong"))
  .trim()
  .regex(/^\d{6}$/, failWith("totpCodeWrong"));

/** A one-time link's token, as it appears in `/admin/setup?token=...`. */
export const linkTokenSchema = z
  .string(failWith("setupLinkInvalid"))
  .min(1, failWith("setupLinkInvalid"))
  .max(200, failWith("setupLinkInvalid"))
  .regex(/^[A-Za-z0-9_-]+$/, failWith("setupLinkInvalid"));

/** setup: the first admin, created at start; invite: an operator an admin invited; totpReset: re-enrol after an admin reset. */
export const linkPurposes = ["setup", "invite", "totpReset"] as const;
export const operatorStatuses = ["active", "disabled"] as const;

export const operatorSchema = z.object({
  id: z.string(),
  username: z.string(),
  roles: z.array(roleSchema),
  status: z.enum(operatorStatuses),
  /** Null until the operator confirmed a TOTP code; such an operator cannot sign in. */
  totpEnrolledAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Operator = z.output<typeof operatorSchema>;

export const operatorSignInSchema = z.object({ token: z.string(), expiresAt: z.string(), operator: operatorSchema });

/**
 * The one-time link an admin hands to an invited operator or to one whose TOTP was reset: absolute
 * (under PUBLIC_URL, else the origin the admin's request addressed), so it can be passed on as it is.
 */
export const linkSchema = z.object({ url: z.url({ protocol: /^https?$/ }), expiresAt: z.string() });

export const inspectLink = adminEndpoint({
  method: "POST",
  path: "/auth/link/inspect",
  summary: "What a one-time link is for (setup, invite or TOTP reset), for whom and until when; 10142 when it is unknown, expired or used.",
  auth: "none",
  body: z.strictObject({ token: linkTokenSchema }),
  result: z.object({ purpose: z.enum(linkPurposes), username: z.string().nullable(), roles: z.array(roleSchema), expiresAt: z.string() }),
});

export const startEnrolment = adminEndpoint({
  method: "POST",
  path: "/auth/link/start",
  summary:
    "Step 1 of a one-time link: setup chooses a username and password, invite chooses a password, totpReset proves the current password. Answers a fresh TOTP secret with its otpauth:// URL and a QR code (PNG data URL); repeating it replaces the secret. The link stays usable until step 2.",
  auth: "none",
  body: z.strictObject({
    token: linkTokenSchema,
    /** Only for a setup link: the first admin's username. */
    username: operatorUsernameSchema.optional(),
    /** New (setup, invite: see `isStrongOperatorPassword`, else 10116) or current (totpReset). */
    password: existingPasswordSchema,
    /** For setup and invite links: must equal `password`. */
    confirmPassword: existingPasswordSchema.optional(),
  }),
  result: z.object({ secret: z.string(), otpauthUrl: z.string(), qrCodeDataUrl: z.string() }),
});

export const confirmEnrolment = adminEndpoint({
  method: "POST",
  path: "/auth/link/confirm",
  summary: "Step 2 of a one-time link: a current code from the authenticator enrols TOTP, spends the link and signs the operator in.",
  auth: "none",
  body: z.strictObject({ token: linkTokenSchema, code: totpCodeSchema }),
  result: operatorSignInSchema,
});

export const signIn = adminEndpoint({
  method: "POST",
  path: "/auth/signIn",
  summary:
    "Sign in with username, password and a TOTP code (each code works once); repeated failures per operator or IP answer 10110 with the seconds to wait. Every attempt is audited. The session lasts OPERATOR_SESSION_TTL_HOURS (8 by default).",
  auth: "none",
  body: z.strictObject({ username: operatorUsernameSchema, password: existingPasswordSchema, code: totpCodeSchema }),
  result: operatorSignInSchema,
});

export const signOut = adminEndpoint({
  method: "POST",
  path: "/auth/signOut",
  summary: "End the session whose token is in Authorization.",
  auth: { operator: [] },
  body: z.strictObject({}).optional(),
  result: z.object({ signedOut: z.boolean() }),
});

export const me = adminEndpoint({
  method: "GET",
  path: "/auth/me",
  summary: "The signed-in operator and their roles.",
  auth: { operator: [] },
  result: operatorSchema,
});

export const operatorSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

export const listMySessions = adminEndpoint({
  method: "GET",
  path: "/auth/sessions",
  summary: "The signed-in operator's live sessions, newest first.",
  auth: { operator: [] },
  query: z.strictObject(adminPageQuery),
  result: page(operatorSessionSchema),
});

export const revokeMySession = adminEndpoint({
  method: "POST",
  path: "/auth/sessions/:id/revoke",
  summary: "End one of the signed-in operator's own sessions (e.g. one left open elsewhere).",
  auth: { operator: [] },
  params: z.strictObject({ id: recordId() }),
  body: z.strictObject({}).optional(),
  result: z.object({ revoked: z.boolean() }),
});

export const listOperators = adminEndpoint({
  method: "GET",
  path: "/operators",
  summary: "Operators, filtered by username prefix, role or status; paged.",
  auth: { operator: ["admin"] },
  query: z.strictObject({
    ...adminPageQuery,
    username: searchText(32).optional(),
    role: roleSchema.optional(),
    status: z.enum(operatorStatuses, failWith("invalidRequest")).optional(),
  }),
  result: page(operatorSchema),
});

export const inviteOperator = adminEndpoint({
  method: "POST",
  path: "/operators/invite",
  summary: "Create an operator with roles and answer a one-time link (24 h) through which they choose a password and enrol TOTP; 10144 when the username is taken.",
  auth: { operator: ["admin"] },
  body: z.strictObject({ username: operatorUsernameSchema, roles: rolesSchema, reason: reasonSchema }),
  result: auditedSchema.extend({ operator: operatorSchema, link: linkSchema }),
});

/** An operator id, branded where it enters. */
const operatorIdParams = z.strictObject({ id: recordId().transform(operatorId) });

export const changeOperatorRoles = adminEndpoint({
  method: "POST",
  path: "/operators/:id/roles",
  summary: "Replace an operator's roles; 10145 for one's own roles.",
  auth: { operator: ["admin"] },
  params: operatorIdParams,
  body: z.strictObject({ roles: rolesSchema, reason: reasonSchema }),
  result: auditedSchema.extend({ operator: operatorSchema }),
});

export const resetOperatorTotp = adminEndpoint({
  method: "POST",
  path: "/operators/:id/resetTotp",
  summary: "Drop an operator's TOTP secret, end their sessions and answer a one-time link through which they enrol a new one.",
  auth: { operator: ["admin"] },
  params: operatorIdParams,
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ operator: operatorSchema, link: linkSchema }),
});

export const disableOperator = adminEndpoint({
  method: "POST",
  path: "/operators/:id/disable",
  summary: "Disable an operator and end their sessions; 10146 for oneself.",
  auth: { operator: ["admin"] },
  params: operatorIdParams,
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ operator: operatorSchema }),
});

export const enableOperator = adminEndpoint({
  method: "POST",
  path: "/operators/:id/enable",
  summary: "Enable a disabled operator again (they sign in with their existing password and TOTP).",
  auth: { operator: ["admin"] },
  params: operatorIdParams,
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ operator: operatorSchema }),
});
