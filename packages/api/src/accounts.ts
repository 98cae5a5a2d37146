// Accounts: registration, login (password, Google, wallet), verification codes, profile,
// password change and reset, logout. Wire names follow SPEC §7.
import { z } from "zod";
import { decimalText, endpoint, failWith } from "./endpoint.ts";

export const usernameSchema = z
  .string(failWith("enterUsername"))
  .trim()
  .min(1, failWith("enterUsername"))
  .max(32, failWith("valueTooLong"))
  // A letter first keeps usernames apart from phone numbers and emails at login.
  .regex(/^[A-Za-z][A-Za-z0-9_]{2,31}$/, failWith("usernameWrong"));

export const emailSchema = z
  .string(failWith("enterValidEmail"))
  .trim()
  .min(1, failWith("enterValidEmail"))
  .max(254, failWith("valueTooLong"))
  .pipe(z.email(failWith("emailWrong")))
  .transform((email) => email.toLowerCase());

/** ITU calling code, "+1" to "+998" (SPEC §9 lists up to +430 in its picker). */
export const areaCodeSchema = z.string(failWith("phoneWrong")).regex(/^\+[1-9]\d{0,3}$/, failWith("phoneWrong"));
export const phoneSchema = z.string(failWith("phoneWrong")).trim().max(20, failWith("valueTooLong")).regex(/^\d{4,15}$/, failWith("phoneWrong"));

export const passwordSchema = z
  .string(failWith("enterPassword"))
  .min(1, failWith("enterPassword"))
  .max(128, failWith("valueTooLong"))
  .refine((value) => value.length >= 8 && /[A-Za-z]/.test(value) && /\d/.test(value), failWith("passwordTooWeak"));

/** A password being typed to log in or to prove identity: only presence and size are checked. */
export const existingPasswordSchema = z.string(failWith("enterPassword")).min(1, failWith("enterPassword")).max(128, failWith("valueTooLong"));
const confirmPasswordSchema = z.string(failWith("confirmPassword")).min(1, failWith("confirmPassword")).max(128, failWith("valueTooLong"));

/** Refinement shared by every form that sets a password: the confirmation must match. */
function passwordsMatch(body: { password: string; confirmPassword: string }) {
  return body.password === body.confirmPassword;
}
const passwordsMatchError = { ...failWith("passwordsNotSame"), path: ["confirmPassword"] };

export const verificationCodeSchema = z
  .string(failWith("enterVerificationCode"))
  .trim()
  .min(1, failWith("enterVerificationCode"))
  .regex(/^\d{6}$/, failWith("verificationCodeWrong"));

const inviteCodeSchema = z.string().trim().max(16, failWith("valueTooLong")).regex(/^[A-Z0-9]*$/i, failWith("invitationCodeUnknown"));

/** Where a code is sent or an account is identified: by email or by phone. */
export const contactSchema = z.discriminatedUnion(
  "method",
  [
    z.strictObject({ method: z.literal("email"), email: emailSchema }),
    z.strictObject({ method: z.literal("phone"), areaCode: areaCodeSchema, phone: phoneSchema }),
  ],
  failWith("selectRegistrationMethod"),
);
export type Contact = z.output<typeof contactSchema>;

export const codePurposeSchema = z.enum(["register", "reset"], failWith("invalidRequest"));

export const kycStatusSchema = z.enum(["none", "pending", "verified", "failed"]);
export type KycStatus = z.output<typeof kycStatusSchema>;
export const bookSchema = z.enum(["demo", "real"]);
export type Book = z.output<typeof bookSchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  areaCode: z.string().nullable(),
  phone: z.string().nullable(),
  inviteCode: z.string(),
  kycStatus: kycStatusSchema,
  walletAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.output<typeof userSchema>;

export const balanceSchema = z.object({
  currency: z.string(),
  available: decimalText,
  /** Reserved by waiting orders and withdrawals in review. */
  held: decimalText,
  /** Locked as margin of open contract positions. */
  margin: decimalText,
});

export const loginResultSchema = z.object({ token: z.string(), expiresAt: z.string(), user: userSchema });
export type LoginResult = z.output<typeof loginResultSchema>;

/** A sign-in of a user with a second factor stops after the first step: the second (/login/secondFactor) presents this challenge. */
export const secondFactorChallengeSchema = z.object({
  secondFactor: z.object({ challenge: z.string(), expiresAt: z.string(), methods: z.array(z.enum(["totp", "recovery", "passkey", "email"])) }),
});
export type SecondFactorChallenge = z.output<typeof secondFactorChallengeSchema>;

/** What a first sign-in step answers: a session, or (only for a user with a second factor, issue 24) a challenge. */
export const signInResultSchema = z.union([loginResultSchema, secondFactorChallengeSchema]);
export type SignInResult = z.output<typeof signInResultSchema>;

export const checkUserNameOrPhone = endpoint({
  method: "GET",
  path: "/login/checkUserNameOrPhone",
  summary: "Is this username, email or phone number already registered?",
  auth: "none",
  query: z.strictObject({
    kind: z.enum(["username", "email", "phone"], failWith("invalidRequest")),
    value: z.string(failWith("invalidRequest")).trim().min(1, failWith("invalidRequest")).max(254, failWith("valueTooLong")),
    areaCode: areaCodeSchema.optional(),
  }),
  result: z.object({ exists: z.boolean() }),
});

export const sendCode = endpoint({
  method: "POST",
  path: "/login/sendCode",
  summary: "Send a six-digit verification code by email or SMS (single use, expires in 10 minutes); 10112 when the server cannot deliver on that channel.",
  auth: "none",
  body: z.strictObject({ purpose: codePurposeSchema, contact: contactSchema }),
  result: z.object({ expiresInSeconds: z.number().int(), resendAfterSeconds: z.number().int() }),
});

export const register = endpoint({
  method: "POST",
  path: "/login/register",
  summary: "Register by email or phone with a verification code; funds the demo book.",
  auth: "none",
  body: z
    .strictObject({
      contact: contactSchema,
      username: usernameSchema,
      password: passwordSchema,
      confirmPassword: confirmPasswordSchema,
      code: verificationCodeSchema,
      inviteCode: inviteCodeSchema.optional(),
    })
    .refine(passwordsMatch, passwordsMatchError),
  result: loginResultSchema,
});

export const login = endpoint({
  method: "POST",
  path: "/login/login",
  summary: "Log in with username, email or phone number and password; repeated failures per account or IP are answered 10110 with the seconds to wait. A user with a second factor gets a challenge for /login/secondFactor instead of a session.",
  auth: "none",
  body: z.strictObject({
    account: z.string(failWith("enterUsernameOrEmail")).trim().min(1, failWith("enterUsernameOrEmail")).max(254, failWith("valueTooLong")),
    password: existingPasswordSchema,
  }),
  result: signInResultSchema,
});

export const logout = endpoint({
  method: "POST",
  path: "/login/logout",
  summary: "Revoke the session token sent in Authorization.",
  auth: "user",
  body: z.strictObject({}).optional(),
  result: z.object({ loggedOut: z.boolean() }),
});

export const loginByGoogle = endpoint({
  method: "POST",
  path: "/login/loginByGoogle",
  summary: "Log in (or register) with a Google ID token; needs GOOGLE_CLIENT_ID on the server.",
  auth: "none",
  body: z.strictObject({
    idToken: z.string(failWith("invalidRequest")).min(1, failWith("invalidRequest")).max(4096, failWith("valueTooLong")),
    inviteCode: inviteCodeSchema.optional(),
  }),
  result: signInResultSchema,
});

export const walletAddressSchema = z.string(failWith("invalidRequest")).regex(/^0x[0-9a-fA-F]{40}$/, failWith("invalidRequest"));

export const dappNonce = endpoint({
  method: "GET",
  path: "/login/dappNonce",
  summary: "A single-use message for a wallet to sign (EIP-191 personal_sign), valid 5 minutes.",
  auth: "none",
  query: z.strictObject({ address: walletAddressSchema }),
  result: z.object({ message: z.string(), expiresAt: z.string() }),
});

export const loginByDapp = endpoint({
  method: "POST",
  path: "/login/loginByDapp",
  summary: "Log in (or register) with a wallet signature over the message from /login/dappNonce.",
  auth: "none",
  body: z.strictObject({
    address: walletAddressSchema,
    message: z.string(failWith("invalidRequest")).min(1, failWith("invalidRequest")).max(1000, failWith("valueTooLong")),
    signature: z.string(failWith("invalidRequest")).regex(/^0x[0-9a-fA-F]{130}$/, failWith("thirdPartyLoginFailed")),
    inviteCode: inviteCodeSchema.optional(),
  }),
  result: signInResultSchema,
});

export const getUserInfo = endpoint({
  method: "POST",
  path: "/user/getUserInfo",
  summary: "Profile, KYC status and the balances of the book selected by the `virtually` header.",
  auth: "user",
  body: z.strictObject({}).optional(),
  result: z.object({
    user: userSchema,
    book: bookSchema,
    demoEnabled: z.boolean(),
    balances: z.array(balanceSchema),
  }),
});

export const repassword = endpoint({
  method: "POST",
  path: "/user/repassword",
  summary: "Change the password with the old one (logged in) or reset it with a verification code.",
  auth: "none",
  body: z
    .discriminatedUnion(
      "mode",
      [
        z.strictObject({
          mode: z.literal("change"),
          oldPassword: existingPasswordSchema,
          password: passwordSchema,
          confirmPassword: confirmPasswordSchema,
        }),
        z.strictObject({
          mode: z.literal("reset"),
          contact: contactSchema,
          code: verificationCodeSchema,
          password: passwordSchema,
          confirmPassword: confirmPasswordSchema,
        }),
      ],
      failWith("invalidRequest"),
    )
    .refine(passwordsMatch, passwordsMatchError),
  result: z.object({ changed: z.boolean() }),
});

export const devOutbox = endpoint({
  method: "GET",
  path: "/dev/outbox",
  summary: "Development only (NODE_ENV not production): messages that would have been emailed or texted.",
  auth: "none",
  query: z.strictObject({ target: z.string(failWith("invalidRequest")).min(1, failWith("invalidRequest")).max(254, failWith("valueTooLong")) }),
  result: z.object({ messages: z.array(z.object({ target: z.string(), subject: z.string(), body: z.string(), code: z.string().nullable(), createdAt: z.string() })) }),
});
