// Typed calls of the auth screens (packages/api/src/accounts.ts).
import { useQuery } from "@tanstack/react-query";
import { completeSecondFactor, dappNonce, devOutbox, finishPasskeySignIn, getClientSettings, login, loginByDapp, loginByGoogle, register, repassword, sendCode, sendPasskeyRecoveryCode, startPasskeySignIn } from "@tradewind/api/routes";
import type { LoginResult, SignInResult } from "@tradewind/api/accounts";
import type { BodyOf, ResultOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";

/** Where a development server's outbox shows the messages it would have sent to `target`. */
export function devOutboxUrl(target: string): string {
  return `/swx/customer${devOutbox.path}?target=${encodeURIComponent(target)}`;
}

/**
 * Whether this server keeps a dev outbox (DEV_OUTBOX): asked once per target after a code is
 * sent. A server without one answers 10118 (or a 404 from a proxy), and the link stays hidden.
 */
export function useDevOutboxAvailable(target: string | null): boolean {
  const probe = useQuery({
    ...endpointQuery(devOutbox, { query: { target: target ?? "" } }),
    enabled: target !== null,
    retry: false,
    staleTime: Infinity,
  });
  return probe.isSuccess;
}

export type RegisterBody = BodyOf<typeof register>;
export type LoginBody = BodyOf<typeof login>;
export type SendCodeBody = BodyOf<typeof sendCode>;
export type RepasswordBody = BodyOf<typeof repassword>;

export function sendVerificationCode(body: SendCodeBody): Promise<ResultOf<typeof sendCode>> {
  return call(sendCode, { body });
}

export function registerAccount(body: RegisterBody): Promise<LoginResult> {
  return call(register, { body });
}

export function logIn(body: LoginBody): Promise<SignInResult> {
  return call(login, { body });
}

export function resetPassword(body: RepasswordBody): Promise<ResultOf<typeof repassword>> {
  return call(repassword, { body });
}

/** The second sign-in step of a user with a second factor. */
export function passSecondFactor(body: BodyOf<typeof completeSecondFactor>): Promise<LoginResult> {
  return call(completeSecondFactor, { body });
}

/** Lost passkey: emails the code the second step takes with the password (a passkey-only account). */
export function sendRecoveryCode(challenge: string) {
  return call(sendPasskeyRecoveryCode, { body: { challenge } });
}

/** Options for a passkey's assertion: username-less, or for the second step of the sign-in `signInChallenge` opened. */
export async function passkeyOptions(signInChallenge?: string): Promise<ResultOf<typeof startPasskeySignIn>["options"]> {
  return (await call(startPasskeySignIn, { body: signInChallenge === undefined ? {} : { signInChallenge } })).options;
}

export function logInWithPasskey(body: BodyOf<typeof finishPasskeySignIn>): Promise<LoginResult> {
  return call(finishPasskeySignIn, { body });
}

export function walletNonce(address: string): Promise<ResultOf<typeof dappNonce>> {
  return call(dappNonce, { query: { address } });
}

export function logInWithWallet(body: BodyOf<typeof loginByDapp>): Promise<SignInResult> {
  return call(loginByDapp, { body });
}

export function logInWithGoogle(body: BodyOf<typeof loginByGoogle>): Promise<SignInResult> {
  return call(loginByGoogle, { body });
}

/** The client settings: Google's client id, or null when the server has no Google sign-in. */
export function useGoogleClientId(): string | null {
  const settings = useQuery({
    ...endpointQuery(getClientSettings),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return settings.data?.googleClientId ?? null;
}
