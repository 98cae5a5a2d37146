// Passkeys (WebAuthn, issue 24): registering them from /profile/security, signing in with one
// alone (username-less: the browser offers the account's discoverable credential) or as the
// second sign-in step. The option and response shapes are the WebAuthn JSON forms that
// @simplewebauthn/browser reads and writes; every binary field is base64url text.
import { z } from "zod";
import { loginResultSchema } from "./accounts.ts";
import { endpoint, failWith } from "./endpoint.ts";
import { isSingleLineText } from "./text.ts";

/** Most passkeys one account may hold: enough for every device a person owns. */
export const passkeysPerUserMax = 10;
export const passkeyNameMax = 64;

const responseInvalid = failWith("passkeyResponseInvalid");
/** A base64url field of a credential response; the longest real ones (attestations) stay far below this. */
const base64url = (max: number) => z.string(responseInvalid).max(max, responseInvalid).regex(/^[A-Za-z0-9_-]*$/, responseInvalid);
/** How the browser reached the authenticator ("internal", "hybrid", "usb"…); new names appear over time, so any short word. */
const transportSchema = z.string(responseInvalid).max(32, responseInvalid);
const clientExtensionResultsSchema = z.looseObject({}, responseInvalid);

/** What navigator.credentials.create() answered, as JSON (RegistrationResponseJSON). */
export const registrationResponseSchema = z.object(
  {
    id: base64url(1366).min(1, responseInvalid),
    rawId: base64url(1366).min(1, responseInvalid),
    type: z.literal("public-key", responseInvalid),
    response: z.object(
      {
        clientDataJSON: base64url(8192),
        attestationObject: base64url(65_536),
        authenticatorData: base64url(65_536).optional(),
        transports: z.array(transportSchema, responseInvalid).max(8, responseInvalid).optional(),
        publicKeyAlgorithm: z.number(responseInvalid).int(responseInvalid).optional(),
        publicKey: base64url(8192).optional(),
      },
      responseInvalid,
    ),
    authenticatorAttachment: z.enum(["platform", "cross-platform"], responseInvalid).optional(),
    clientExtensionResults: clientExtensionResultsSchema,
  },
  responseInvalid,
);

/** What navigator.credentials.get() answered, as JSON (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.object(
  {
    id: base64url(1366).min(1, responseInvalid),
    rawId: base64url(1366).min(1, responseInvalid),
    type: z.literal("public-key", responseInvalid),
    response: z.object(
      {
        clientDataJSON: base64url(8192),
        authenticatorData: base64url(65_536),
        signature: base64url(8192),
        userHandle: base64url(1024).optional(),
      },
      responseInvalid,
    ),
    authenticatorAttachment: z.enum(["platform", "cross-platform"], responseInvalid).optional(),
    clientExtensionResults: clientExtensionResultsSchema,
  },
  responseInvalid,
);

const credentialDescriptorSchema = z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() });

/** The options navigator.credentials.create() is called with (PublicKeyCredentialCreationOptionsJSON). */
export const registrationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal("public-key") })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(["discouraged", "preferred", "required"]).optional(),
      userVerification: z.enum(["discouraged", "preferred", "required"]).optional(),
    })
    .optional(),
  attestation: z.enum(["direct", "enterprise", "indirect", "none"]).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** The options navigator.credentials.get() is called with (PublicKeyCredentialRequestOptionsJSON). */
export const authenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: z.enum(["discouraged", "preferred", "required"]).optional(),
});

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Synced by its provider (iCloud Keychain, Google Password Manager…) rather than bound to one device. */
  backedUp: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.output<typeof passkeySchema>;

const passkeyIdSchema = z.string(failWith("passkeyNotFound")).regex(/^\d{1,19}$/, failWith("passkeyNotFound"));

export const passkeyNameSchema = z
  .string(failWith("passkeyNameInvalid"))
  .trim()
  .min(1, failWith("passkeyNameInvalid"))
  .max(passkeyNameMax, failWith("passkeyNameInvalid"))
  .refine(isSingleLineText, failWith("passkeyNameInvalid"));

export const startPasskeyRegistration = endpoint({
  method: "POST",
  path: "/user/security/passkeys/options",
  summary: "Options for navigator.credentials.create(): a fresh single-use challenge (5 minutes), the user's passkeys excluded; 10331 at the limit.",
  auth: "user",
  body: z.strictObject({}).optional(),
  result: z.object({ options: registrationOptionsSchema }),
});

export const finishPasskeyRegistration = endpoint({
  method: "POST",
  path: "/user/security/passkeys",
  summary: "Save the passkey the browser created, verified against the challenge, the configured origin and RP id, with user verification.",
  auth: "user",
  body: z.strictObject({ name: passkeyNameSchema, response: registrationResponseSchema }),
  result: z.object({ passkey: passkeySchema }),
});

export const removePasskey = endpoint({
  method: "POST",
  path: "/user/security/passkeys/remove",
  summary: "Remove one of the user's passkeys; every other session ends. 10329 for one that is not the user's.",
  auth: "user",
  body: z.strictObject({ id: passkeyIdSchema }),
  result: z.object({ removed: z.boolean() }),
});

export const startPasskeySignIn = endpoint({
  method: "POST",
  path: "/login/passkey/options",
  summary:
    "Options for navigator.credentials.get(). Without a body: a username-less sign-in (the browser offers its discoverable passkeys). With the challenge of a first sign-in step: that user's passkeys, for /login/secondFactor.",
  auth: "none",
  body: z.strictObject({ signInChallenge: z.string(failWith("signInChallengeExpired")).min(1, failWith("signInChallengeExpired")).max(128, failWith("signInChallengeExpired")).optional() }).optional(),
  result: z.object({ options: authenticationOptionsSchema }),
});

export const finishPasskeySignIn = endpoint({
  method: "POST",
  path: "/login/passkey",
  summary:
    "Sign in with a passkey alone (user verification required): the assertion is checked against its single-use challenge, the stored public key and sign counter (a counter that does not advance is refused, 10328).",
  auth: "none",
  body: z.strictObject({ response: authenticationResponseSchema }),
  result: loginResultSchema,
});
