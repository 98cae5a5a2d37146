// Pure display rules of orders shared by the order pages and the market page's positions.
import type { ContractOrder } from "@tradewind/api/trading";
import { assertNever } from "@tradewind/domain/assert";
import { decimal, toPlain } from "@tradewind/domain/money";

/** What a row can do now: close an open position, cancel a waiting order, or nothing. */
export function contractAction(status: ContractOrder["status"]): "close" | "cancel" | null {
  switch (status) {
    case "open":
      return "close";
    case "waiting":
      return "cancel";
    case "closed":
    case "cancelled":
      return null;
    default:
      return assertNever(status, "contract status");
  }
}

/** Lots and coin quantities with exactly the digits the order has (no padding, no rounding). */
export function formatQuantity(value: string, locale: string): string {
  const trimmed = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return value;
  const plain = toPlain(decimal(trimmed));
  const digits = plain.includes(".") ? plain.length - plain.indexOf(".") - 1 : 0;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: Math.min(digits, 18) }).format(plain as Intl.StringNumericLiteral);
}

/** Time left until expiry as "m:ss" (or "h:mm:ss" past an hour); null once expired (settling). */
export function countdownText(expiresAt_ms: number, now_ms: number): string | null {
  const left_s = Math.ceil((expiresAt_ms - now_ms) / 1000);
  if (left_s <= 0) return null;
  const hours = Math.floor(left_s / 3600);
  const minutes = Math.floor((left_s % 3600) / 60);
  const seconds = left_s % 60;
  const ss = String(seconds).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${ss}` : `${minutes}:${ss}`;
}
