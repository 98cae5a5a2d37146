// TOTP, the operators' mandatory and the users' optional second factor (RFC 6238: SHA-1, 6 digits, 30 s steps, what every authenticator app
// reads from an otpauth:// QR code). A code is accepted one step either side of now, since phone
// clocks drift; the step it matched is returned so the caller can refuse it a second time.
import { generate, generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { invariant } from "@tradewind/domain/assert";

export const totpIssuer = "Tradewind";
const periodSeconds = 30;
/** One step before or after the server's clock. */
const toleranceSeconds = periodSeconds;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, username: string): string {
  return generateURI({ issuer: totpIssuer, label: username, secret, period: periodSeconds });
}

/** The otpauth URL as a PNG data URL, for the enrolment screen to show as an image. */
export function qrCodeDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: "M", margin: 2, width: 240 });
}

export type TotpCheck = { kind: "accepted"; step: number } | { kind: "wrong" } | { kind: "reused" };

/**
 * Checks `code` at `now`. A right code from a step at or before `lastStep` is `reused`: each
 * code works once, and an older one never after a newer one.
 */
export async function checkTotp(secret: string, code: string, now: Date, lastStep: string | null): Promise<TotpCheck> {
  const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: toleranceSeconds, period: periodSeconds });
  if (!result.valid) return { kind: "wrong" };
  // A TOTP verification always reports its step; the union type also covers HOTP's result.
  invariant("timeStep" in result, "otplib returned no time step for a TOTP code");
  if (lastStep !== null && result.timeStep <= Number(lastStep)) return { kind: "reused" };
  return { kind: "accepted", step: result.timeStep };
}

/** The code an authenticator shows at `at`: for tests and the end-to-end run, which compute codes. */
export function totpCodeAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000), period: periodSeconds });
}
