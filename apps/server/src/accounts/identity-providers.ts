// Third-party identities. Google ID tokens are verified with jose against Google's published
// keys (the key source is injectable so tests can sign their own tokens); wallet logins are an
// EIP-191 personal_sign over a single-use message, verified with viem.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import { verifyMessage } from "viem";

export interface GoogleIdentity {
  subject: string;
  email: string | null;
}

export interface GoogleVerifier {
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

const googleIssuers = ["https://accounts.google.com", "accounts.google.com"];
const googleKeysUrl = "https://www.googleapis.com/oauth2/v3/certs";

export function createGoogleVerifier(clientId: string, keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(googleKeysUrl))): GoogleVerifier {
  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, { issuer: googleIssuers, audience: clientId });
        if (typeof payload.sub !== "string") return null;
        const email = payload.email_verified === true && typeof payload.email === "string" ? payload.email.toLowerCase() : null;
        return { subject: payload.sub, email };
      } catch {
        // Any verification failure (signature, expiry, audience, unreachable keys) is a failed login.
        return null;
      }
    },
  };
}

export async function walletSignatureValid(address: string, message: string, signature: string): Promise<boolean> {
  try {
    return await verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` });
  } catch {
    // Malformed signatures throw inside viem; they are simply not valid.
    return false;
  }
}

export function walletLoginMessage(address: string, nonce: string, issuedAt: Date, expiresAt: Date): string {
  return [
    "Tradewind asks you to sign in with your wallet:",
    address,
    "",
    "Signing costs nothing and sends no transaction.",
    `Nonce: ${nonce}`,
    `Issued at: ${issuedAt.toISOString()}`,
    `Expires at: ${expiresAt.toISOString()}`,
  ].join("\n");
}
