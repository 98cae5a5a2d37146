// Prices and percentages for display. Values stay decimal strings: Intl.NumberFormat formats the
// string itself (exact under ECMA-402), and the only arithmetic (percent to fraction) is done
// by the domain's Decimal, so no price ever passes through a JS number.
import { Decimal } from "@tradewind/domain/money";

/** Most fraction digits a price is shown with; the feed's own digits are kept up to this. */
const maxPriceFractionDigits = 10;

function fractionDigits(value: string): number {
  const dot = value.indexOf(".");
  return dot === -1 ? 0 : value.length - dot - 1;
}

function isDecimal(value: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(value.trim());
}

/** A price as the feed quoted it (all its digits, at least two), grouped for the locale. */
export function formatPrice(value: string, locale: string): string {
  const trimmed = value.trim();
  if (!isDecimal(trimmed)) return value;
  const digits = Math.min(maxPriceFractionDigits, fractionDigits(trimmed));
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: Math.max(digits, 2) });
  // Beyond the display limit a price is rounded half-even, the display rule of every figure (packages/ui/src/money-format.ts).
  const shown = digits < fractionDigits(trimmed) ? new Decimal(trimmed).toFixed(digits, Decimal.ROUND_HALF_EVEN) : trimmed;
  return format.format(shown as Intl.StringNumericLiteral);
}

/** "1.5" (percent, as zdf carries it) → "+1.50%" in the locale's own percent pattern. */
export function formatChangePercent(value: string, locale: string): string {
  const trimmed = value.trim();
  if (!isDecimal(trimmed)) return value;
  const fraction = new Decimal(trimmed).div(100).toFixed();
  const format = new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" });
  return format.format(fraction as Intl.StringNumericLiteral);
}

/** A count (users, instruments) grouped for the locale. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A fee rate fraction ("0.0005") as a percentage ("0.05%"), keeping its digits. */
export function formatRate(value: string, locale: string): string {
  const trimmed = value.trim();
  if (!isDecimal(trimmed)) return value;
  const digits = Math.max(0, fractionDigits(new Decimal(trimmed).toFixed()) - 2);
  const format = new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 0, maximumFractionDigits: Math.min(digits, 8) });
  return format.format(trimmed as Intl.StringNumericLiteral);
}
