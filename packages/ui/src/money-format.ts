// Money as both front ends show it: one rule, here, for the web app and the back office.
//
// The rule: an amount is ROUNDED HALF-EVEN (banker's rounding, the rounding mode of the domain's
// Decimal) to the scale it is shown at, never truncated. The scale depends on where it is shown:
// - "display" (the default): the currency's display scale (USDT 2, BTC 8, ETH 6), for balances
//   and figures read alone;
// - "exact": every stored digit, at least the display scale, for statements, order details and
//   confirmations. Figures that a page shows adding up (balance before ± amount = balance after,
//   net = gross − fees, total = sum of lines) share one exact scale (`exactScaleOf` over all of
//   them): each shown string is then the exact value, so the sum holds on the screen too;
// - "compact": "1.2M", on summary cards only.
//
// Amounts stay decimal strings: Decimal rounds them and Intl.NumberFormat formats the rounded
// string itself (ECMA-402 formats numeric strings exactly), so no amount passes through a JS number.
import { Decimal } from "@tradewind/domain/money";

const displayScales: Record<string, number> = { USDT: 2, USD: 2, BTC: 8, ETH: 6 };
const defaultDisplayScale = 8;
/** NUMERIC(38,18) holds 18 fraction digits: an exact figure never needs more. */
const exactScaleMax = 18;
const compactSignificantDigitsMax = 3;

export type MoneyStyle = "display" | "exact" | "compact";

export interface MoneyOptions {
  /** "display" unless said otherwise; see the module comment. */
  style?: MoneyStyle;
  /** Show "+" on positive amounts (statement lines, profits). */
  signed?: boolean;
  /** With "exact": the scale shared by the figures of one identity, from `exactScaleOf`; all are shown with it. */
  scale?: number;
}

function displayScaleOf(currency: string): number {
  return displayScales[currency] ?? defaultDisplayScale;
}

function parsed(value: string): Decimal | null {
  if (!/^[-+]?\d+(\.\d+)?$/.test(value.trim())) return null;
  return new Decimal(value.trim());
}

/**
 * The one scale at which every figure of a group is shown exactly: the display scale, or more
 * when a figure has more digits (a fee of 0.123456 USDT shows its six). Shown at it, figures
 * that add up on the ledger add up as displayed.
 */
export function exactScaleOf(values: readonly string[], currency: string): number {
  let scale = displayScaleOf(currency);
  for (const value of values) {
    const amount = parsed(value);
    if (amount !== null) scale = Math.max(scale, Math.min(exactScaleMax, amount.decimalPlaces()));
  }
  return scale;
}

/** `value` rounded half-even to `scale` digits, as plain decimal text without a negative zero. */
function roundedText(amount: Decimal, scale: number): string {
  const rounded = amount.toDecimalPlaces(scale, Decimal.ROUND_HALF_EVEN);
  return rounded.isZero() ? "0" : rounded.toFixed();
}

/** A money amount (a decimal string) for the reader's locale; a value that is not a decimal is shown as given. */
export function formatMoney(value: string, currency: string, locale: string, options: MoneyOptions = {}): string {
  const amount = parsed(value);
  if (amount === null) return value;
  const signDisplay = options.signed === true ? "exceptZero" : "auto";
  const style = options.style ?? "display";
  if (style === "compact") {
    const format = new Intl.NumberFormat(locale, { notation: "compact", maximumSignificantDigits: compactSignificantDigitsMax, roundingMode: "halfEven", signDisplay });
    return format.format(roundedText(amount, exactScaleMax) as Intl.StringNumericLiteral);
  }
  const displayScale = displayScaleOf(currency);
  const scale = style === "exact" ? (options.scale ?? exactScaleOf([value], currency)) : displayScale;
  // Figures of one group all carry their shared scale, so they line up; a figure alone shows two
  // digits at least (0.50 BTC, not 0.50000000) and every digit it has up to its scale.
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: options.scale ?? Math.min(2, displayScale), maximumFractionDigits: scale, signDisplay });
  return format.format(roundedText(amount, scale) as Intl.StringNumericLiteral);
}

/** The figures of one page that add up, per currency (a statement may list several currencies). */
export interface MoneyGroup {
  currency: string;
  values: readonly string[];
}

/**
 * A formatter for the figures of one page's identities: each currency's figures shown at their
 * shared exact scale (`exactScaleOf` over all of them), so what the page adds up adds up as shown.
 */
export function exactMoneyFormatter(groups: readonly MoneyGroup[], locale: string): (value: string, currency: string, signed?: boolean) => string {
  const scales = new Map<string, number>();
  for (const group of groups) scales.set(group.currency, Math.max(scales.get(group.currency) ?? 0, exactScaleOf(group.values, group.currency)));
  return (value, currency, signed = false) => formatMoney(value, currency, locale, { style: "exact", scale: scales.get(currency) ?? exactScaleOf([value], currency), signed });
}

/** A statement line as both statements show it: the amount it moved and the balance it left. */
export interface StatementFigures {
  currency: string;
  amount: string;
  balanceAfter: string;
}

/**
 * The statement's formatter: one line's balance after is the next older line's plus its amount,
 * so every amount and balance of the page, per currency, shares one exact scale.
 */
export function statementMoneyFormatter(lines: readonly StatementFigures[], locale: string): (value: string, currency: string, signed?: boolean) => string {
  return exactMoneyFormatter(
    lines.map((line) => ({ currency: line.currency, values: [line.amount, line.balanceAfter] })),
    locale,
  );
}
