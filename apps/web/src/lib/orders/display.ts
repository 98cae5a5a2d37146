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
