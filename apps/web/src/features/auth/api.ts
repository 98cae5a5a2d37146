// Typed calls of the auth screens (packages/api/src/accounts.ts).
import { login, loginByDapp, dappNonce, register, repassword, sendCode, type LoginResult } from "@tradewind/api/accounts";
import type { BodyOf, ResultOf } from "@tradewind/api/endpoint";
import { call } from "../../lib/api.ts";

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

export function logIn(body: LoginBody): Promise<LoginResult> {
  return call(login, { body });
}

export function resetPassword(body: RepasswordBody): Promise<ResultOf<typeof repassword>> {
  return call(repassword, { body });
}

export function walletNonce(address: string): Promise<ResultOf<typeof dappNonce>> {
  return call(dappNonce, { query: { address } });
}

export function logInWithWallet(body: BodyOf<typeof loginByDapp>): Promise<LoginResult> {
  return call(loginByDapp, { body });
}
