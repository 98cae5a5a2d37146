// The browser's side of passkeys (WebAuthn) through @simplewebauthn/browser: the server's options
// in, the authenticator's answer out as the JSON the server's schemas read. A user who closes
// the browser's prompt (or lets it time out) gets PasskeyCancelledError, told apart from failures.
import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from "@simplewebauthn/browser";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import type { ResultOf } from "@tradewind/api/endpoint";
import { authenticationResponseSchema, registrationResponseSchema, type startPasskeyRegistration, type startPasskeySignIn } from "@tradewind/api/passkeys";

export class PasskeyCancelledError extends Error {}

export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

/** The prompt closed without an answer: NotAllowedError is what browsers say for both cancel and timeout. */
async function cancellable<T>(ceremony: () => Promise<T>): Promise<T> {
  try {
    return await ceremony();
  } catch (error) {
    const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : (error as Error | undefined)?.name;
    if (name === "NotAllowedError" || name === "AbortError") throw new PasskeyCancelledError();
    throw error;
  }
}

// The server's options are the WebAuthn JSON forms, their strings the browser's enums; the
// browser's answer is read with the schema the server checks it with.
export async function createPasskey(options: ResultOf<typeof startPasskeyRegistration>["options"]) {
  const response = await cancellable(() => startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }));
  return registrationResponseSchema.parse(response);
}

export async function signWithPasskey(options: ResultOf<typeof startPasskeySignIn>["options"]) {
  const response = await cancellable(() => startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }));
  return authenticationResponseSchema.parse(response);
}
