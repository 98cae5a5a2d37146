// Wallet login (EIP-1193 provider + EIP-191 personal_sign). Without window.ethereum the browser
// has no smart-contract wallet and the caller shows the SPEC message instead.
import type { SignInResult } from "@tradewind/api/accounts";
import { logInWithWallet, walletNonce } from "./api/auth.ts";

interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export class NoWalletError extends Error {}
export class WalletRejectedError extends Error {}

function provider(): Eip1193Provider | null {
  const candidate: unknown = Reflect.get(window, "ethereum");
  if (typeof candidate !== "object" || candidate === null) return null;
  const request: unknown = Reflect.get(candidate, "request");
  return typeof request === "function" ? (candidate as Eip1193Provider) : null;
}

function utf8Hex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** EIP-1193 code 4001: the user rejected the request. */
function isUserRejection(error: unknown): boolean {
  return typeof error === "object" && error !== null && Reflect.get(error, "code") === 4001;
}

export async function loginWithWallet(): Promise<SignInResult> {
  const ethereum = provider();
  if (ethereum === null) throw new NoWalletError();
  try {
    const accounts = await ethereum.request({ method: "eth_requestAccounts" });
    const address = Array.isArray(accounts) && typeof accounts[0] === "string" ? accounts[0] : null;
    if (address === null) throw new WalletRejectedError();
    const { message } = await walletNonce(address);
    const signature = await ethereum.request({ method: "personal_sign", params: [utf8Hex(message), address] });
    if (typeof signature !== "string") throw new WalletRejectedError();
    return await logInWithWallet({ address, message, signature });
  } catch (error) {
    if (isUserRejection(error)) throw new WalletRejectedError();
    throw error;
  }
}
