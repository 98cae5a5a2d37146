// The account security centre (/profile/security, issue 24): an authenticator app (TOTP) as a
// second factor with single-use recovery codes, the second sign-in step, and the user's own
// security history. Existing sign-in endpoints keep their answers for users without a factor.
import { z } from "zod";
import { loginResultSchema } from "./accounts.ts";
import { endpoint, failWith } from "./endpoint.ts";
import { authenticationResponseSchema, passkeySchema } from "./passkeys.ts";

export const securityEventKinds = [
  "sign_in",
  "second_factor_failed",
  "totp_enabled",
  "totp_disabled",
  "recovery_code_used",
  "recovery_codes_renewed",
  "session_ended",
  "other_sessions_ended",
  "passkey_added",
  "passkey_removed",
  "passkey_counter_regressed",
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

/** Six digits from the authenticator app. */
export const totpCodeSchema = z
  .string(failWith("enterSecondFactorCode"))
  .trim()
  .min(1, failWith("enterSecondFactorCode"))
  .regex(/^\d{6}$/, failWith("secondFactorCodeWrong"));

/** A recovery code as printed (`xxxxx-xxxxx`); case, spaces and the dash are forgiven. */
export const recoveryCodeSchema = z
  .string(failWith("enterSecondFactorCode"))
  .trim()
  .min(1, failWith("enterSecondFactorCode"))
  .max(32, failWith("secondFactorCodeWrong"))
  .transform((code) => code.toLowerCase().replace(/[^a-z0-9]/g, ""))
  .refine((code) => /^[a-z2-7]{10}$/.test(code), failWith("secondFactorCodeWrong"));

const totpProofSchema = z.strictObject({ method: z.literal("totp"), code: totpCodeSchema });
const recoveryProofSchema = z.strictObject({ method: z.literal("recovery"), code: recoveryCodeSchema });

/** A code proving the second factor: from the app, or one of the recovery codes. */
export const codeProofSchema = z.discriminatedUnion("method", [totpProofSchema, recoveryProofSchema], failWith("invalidRequest"));
export type CodeProof = z.output<typeof codeProofSchema>;

/** What the second sign-in step accepts: a code, or a passkey's assertion (its options from /login/passkey/options with the sign-in challenge). */
export const secondFactorProofSchema = z.discriminatedUnion(
  "method",
  [totpProofSchema, recoveryProofSchema, z.strictObject({ method: z.literal("passkey"), response: authenticationResponseSchema })],
  failWith("invalidRequest"),
);
export type SecondFactorProof = z.output<typeof secondFactorProofSchema>;

export const securityEventSchema = z.object({
  id: z.string(),
  kind: z.enum(securityEventKinds),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
});
export type SecurityEvent = z.output<typeof securityEventSchema>;

export const securityStateSchema = z.object({
  totp: z.object({ enabled: z.boolean(), enabledAt: z.string().nullable() }),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeySchema),
  /** "password": one factor; "twoFactor": a second factor guards sign-in. */
  level: z.enum(["password", "twoFactor"]),
});
export type SecurityState = z.output<typeof securityStateSchema>;

export const getSecurityOverview = endpoint({
  method: "GET",
  path: "/user/security",
  summary: "The account's protections (authenticator app, recovery codes left, passkeys) and its latest security events.",
  auth: "user",
  result: z.object({ state: securityStateSchema, events: z.array(securityEventSchema) }),
});

export const startTotpEnrolment = endpoint({
  method: "POST",
  path: "/user/security/totp/start",
  summary: "Draw a new authenticator secret (shown once as an otpauth:// URL for a QR code); it guards nothing until confirmed with a code. 10300 when one is already on.",
  auth: "user",
  body: z.strictObject({}).optional(),
  result: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});

export const confirmTotpEnrolment = endpoint({
  method: "POST",
  path: "/user/security/totp/confirm",
  summary: "Turn the authenticator on with a code from it; answers ten recovery codes, shown this once (stored hashed, each single use).",
  auth: "user",
  body: z.strictObject({ code: totpCodeSchema }),
  result: z.object({ recoveryCodes: z.array(z.string()) }),
});

export const disableTotp = endpoint({
  method: "POST",
  path: "/user/security/totp/disable",
  summary: "Turn the authenticator off with a code from it or a recovery code; every other session ends.",
  auth: "user",
  body: z.strictObject({ proof: codeProofSchema }),
  result: z.object({ disabled: z.boolean() }),
});

export const renewRecoveryCodes = endpoint({
  method: "POST",
  path: "/user/security/recoveryCodes",
  summary: "Replace the recovery codes (the old ones stop working) with a code from the authenticator.",
  auth: "user",
  body: z.strictObject({ code: totpCodeSchema }),
  result: z.object({ recoveryCodes: z.array(z.string()) }),
});

export const completeSecondFactor = endpoint({
  method: "POST",
  path: "/login/secondFactor",
  summary: "The second sign-in step: the challenge from /login/login (or Google, wallet) and a code or a passkey's assertion; throttled like the password (10110).",
  auth: "none",
  body: z.strictObject({
    challenge: z.string(failWith("signInChallengeExpired")).min(1, failWith("signInChallengeExpired")).max(128, failWith("signInChallengeExpired")),
    proof: secondFactorProofSchema,
  }),
  result: loginResultSchema,
});

export const sessionSchema = z.object({
  id: z.string(),
  /** The session making this request. */
  current: z.boolean(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  /** Last request seen, to within a few minutes; null until the first after sign-in. */
  lastSeenAt: z.string().nullable(),
});
export type Session = z.output<typeof sessionSchema>;

export const listSessions = endpoint({
  method: "GET",
  path: "/user/security/sessions",
  summary: "The user's live sessions, newest first: device (user agent), IP, created and last seen.",
  auth: "user",
  result: z.object({ sessions: z.array(sessionSchema) }),
});

export const endSession = endpoint({
  method: "POST",
  path: "/user/security/sessions/end",
  summary: "End one of the user's sessions (its requests and sockets are refused at once); 10306 for an unknown or ended one.",
  auth: "user",
  body: z.strictObject({ id: z.string(failWith("sessionNotFound")).regex(/^\d{1,19}$/, failWith("sessionNotFound")) }),
  result: z.object({ ended: z.boolean() }),
});

export const endOtherSessions = endpoint({
  method: "POST",
  path: "/user/security/sessions/endOthers",
  summary: "End every session of the user but this one.",
  auth: "user",
  body: z.strictObject({}).optional(),
  result: z.object({ ended: z.number().int() }),
});
