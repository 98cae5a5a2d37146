// The account security centre (/profile/security, issue 24): an authenticator app (TOTP) as a
// second factor with single-use recovery codes, the second sign-in step, and the user's own
// security history. Existing sign-in endpoints keep their answers for users without a factor.
import { z } from "zod";
import { contactSchema, existingPasswordSchema, loginResultSchema, verificationCodeSchema } from "./accounts.ts";
import { endpoint, failWith } from "./endpoint.ts";
import { authenticationOptionsSchema, authenticationResponseSchema, passkeySchema } from "./passkeys.ts";

export const securityEventKinds = [
  "sign_in",
  "second_factor_failed",
  "totp_enabled",
  "totp_disabled",
  "recovery_code_used",
  "recovery_codes_renewed",
  "session_ended",
  "other_sessions_ended",
  "stepped_up",
  "step_up_failed",
  "password_changed",
  "password_reset",
  "withdrawals_held",
  "address_added",
  "address_cancelled",
  "address_removed",
  "address_book_on",
  "address_book_off",
  "passkey_added",
  "passkey_removed",
  "passkey_counter_regressed",
  "contact_changed",
  "passkey_recovery",
  /** Operators removed the user's second factors (a dual-controlled reset, back office). */
  "factors_reset",
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

const passkeyProofSchema = z.strictObject({ method: z.literal("passkey"), response: authenticationResponseSchema });

/**
 * A passkey-only account whose passkey is lost: the password again and the code emailed by
 * /login/secondFactor/sendCode. Withdrawals then wait and every other session ends.
 */
const passkeyRecoveryProofSchema = z.strictObject({ method: z.literal("email"), password: existingPasswordSchema, code: verificationCodeSchema });

/** What the second sign-in step accepts: a code, a passkey's assertion (its options from /login/passkey/options with the sign-in challenge), or for a lost passkey the password and an emailed code. */
export const secondFactorProofSchema = z.discriminatedUnion("method", [totpProofSchema, recoveryProofSchema, passkeyProofSchema, passkeyRecoveryProofSchema], failWith("invalidRequest"));
export type SecondFactorProof = z.output<typeof secondFactorProofSchema>;

/**
 * What a step-up proves: an authenticator or recovery code, a passkey's assertion (its options
 * from /user/security/stepUp/passkeyOptions), or, for a user without an authenticator app, the
 * password with a code emailed by /user/security/stepUp/sendCode.
 */
export const stepUpProofSchema = z.discriminatedUnion(
  "method",
  [...codeProofSchema.options, passkeyProofSchema, z.strictObject({ method: z.literal("password"), password: existingPasswordSchema, emailCode: verificationCodeSchema })],
  failWith("invalidRequest"),
);
export type StepUpProof = z.output<typeof stepUpProofSchema>;

export const securityEventSchema = z.object({
  id: z.string(),
  kind: z.enum(securityEventKinds),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
});
export type SecurityEvent = z.output<typeof securityEventSchema>;

/** How well the account is protected, weakest first; the page names the next step from each. */
export const protectionLevels = ["password", "addressBook", "twoFactor"] as const;
export type ProtectionLevel = (typeof protectionLevels)[number];

export const securityStateSchema = z.object({
  totp: z.object({ enabled: z.boolean(), enabledAt: z.string().nullable() }),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeySchema),
  /** "password": one factor; "addressBook": one factor, withdrawals only to saved addresses; "twoFactor": a second factor (an authenticator app or a passkey) guards sign-in. */
  level: z.enum(protectionLevels),
  /** Whether withdrawals go only to saved addresses (always with a second factor). */
  addressBook: z.object({ on: z.boolean(), required: z.boolean() }),
  /** Until when this session counts as confirmed (step-up); null when it does not. */
  steppedUpUntil: z.string().nullable(),
  /** Until when withdrawals wait after a security change; null when they do not. */
  withdrawalsHeldUntil: z.string().nullable(),
  /** How a step-up is proven on this account: a second factor, or the password and an emailed code (null: neither is possible). */
  stepUpMethod: z.enum(["secondFactor", "passwordAndEmail"]).nullable(),
  /** Whether a passkey also proves a step-up (the account has one). */
  stepUpByPasskey: z.boolean(),
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

export const sendPasskeyRecoveryCode = endpoint({
  method: "POST",
  path: "/login/secondFactor/sendCode",
  summary:
    "Lost passkey: email a code for the second sign-in step (with the password, method \"email\") to a passkey-only account with an email address (10335 otherwise); rate limited like every code. Signing in this way holds withdrawals for security_hold_hours and ends every other session.",
  auth: "none",
  body: z.strictObject({ challenge: z.string(failWith("signInChallengeExpired")).min(1, failWith("signInChallengeExpired")).max(128, failWith("signInChallengeExpired")) }),
  result: z.object({ expiresInSeconds: z.number().int(), resendAfterSeconds: z.number().int() }),
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

export const sendStepUpCode = endpoint({
  method: "POST",
  path: "/user/security/stepUp/sendCode",
  summary: "Email a six-digit code for a step-up to a user without a second factor (10308 for a user with one, 10309 without an email address); rate limited like every code.",
  auth: "user",
  body: z.strictObject({}).optional(),
  result: z.object({ expiresInSeconds: z.number().int(), resendAfterSeconds: z.number().int() }),
});

export const startStepUpPasskey = endpoint({
  method: "POST",
  path: "/user/security/stepUp/passkeyOptions",
  summary: "Options for navigator.credentials.get() to confirm it is you with one of your passkeys: a fresh single-use challenge (5 minutes) of its own purpose; 10334 for an account without a passkey.",
  auth: "user",
  body: z.strictObject({}).optional(),
  result: z.object({ options: authenticationOptionsSchema }),
});

export const stepUp = endpoint({
  method: "POST",
  path: "/user/security/stepUp",
  summary:
    "Confirm it is you on this session for step_up_minutes: a code from the authenticator (each once), a recovery code, a passkey's assertion (counter checked as at sign-in), or without a factor the password and the emailed code. Withdrawals, saving an address and security changes answer 10307 without it. Throttled like the password.",
  auth: "user",
  body: z.strictObject({ proof: stepUpProofSchema }),
  result: z.object({ steppedUpUntil: z.string() }),
});

export const setAddressBook = endpoint({
  method: "POST",
  path: "/user/security/addressBook",
  summary: "Turn the withdrawal address book on or off (off needs a step-up, and is refused with 10316 while a second factor is on).",
  auth: "user",
  body: z.strictObject({ on: z.boolean(failWith("invalidRequest")) }),
  result: z.object({ on: z.boolean() }),
});

export const sendContactChangeCode = endpoint({
  method: "POST",
  path: "/user/security/contact/sendCode",
  summary:
    "Send a six-digit code to a new email or phone for the account (after a step-up, 10307): 10007 or 10108 when another account has it, 10333 when it is already this account's; rate limited like every code.",
  auth: "user",
  body: z.strictObject({ contact: contactSchema }),
  result: z.object({ expiresInSeconds: z.number().int(), resendAfterSeconds: z.number().int() }),
});

export const changeContact = endpoint({
  method: "POST",
  path: "/user/security/contact",
  summary:
    "Replace the account's email or phone with the new one its code proves (after a step-up, 10307). The old contact is told; withdrawals wait security_hold_hours and every other session ends, as after a password change.",
  auth: "user",
  body: z.strictObject({ contact: contactSchema, code: verificationCodeSchema }),
  result: z.object({ withdrawalsHeldUntil: z.string().nullable() }),
});
