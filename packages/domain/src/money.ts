// Exact money. Every amount in code is a Decimal (decimal.js) with enough precision for
// NUMERIC(38,18); strings cross the wire and the database. Rounding happens once, at the edge,
// and its direction is in the function's name: what we owe users rounds down, fees round up.
import DecimalJs from "decimal.js";
import { invariant } from "./assert.ts";

export const Decimal = DecimalJs.clone({ precision: 60, rounding: DecimalJs.ROUND_HALF_EVEN, toExpNeg: -40, toExpPos: 40 });
export type Decimal = InstanceType<typeof Decimal>;

declare const moneyKind: unique symbol;
/**
 * What a decimal stands for, parsed once where it enters (packages/api's schemas, repositories'
 * records): a price or price level, a quantity (lots, coins) and an amount of a currency. The
 * brand keeps one from posing as another; arithmetic on them gives a plain Decimal again.
 */
export type Price = Decimal & { readonly [moneyKind]: "Price" };
export type Quantity = Decimal & { readonly [moneyKind]: "Quantity" };
export type Amount = Decimal & { readonly [moneyKind]: "Amount" };

/** Brands a value already checked (the wire's schema, a NUMERIC column); it does not parse twice. */
export function asPrice(value: string | Decimal): Price {
  return decimal(value) as Price;
}
export function asQuantity(value: string | Decimal): Quantity {
  return decimal(value) as Quantity;
}
export function asAmount(value: string | Decimal): Amount {
  return decimal(value) as Amount;
}

/** A NUMERIC column that may be NULL, as a Decimal or null. */
export function decimalOrNull(value: string | null): Decimal | null {
  return value === null ? null : decimal(value);
}

/** Storage scale per currency (DESIGN §3); display scales are per instrument. */
const currencyScales: Record<string, number> = { USDT: 6, USD: 6, BTC: 8, ETH: 18 };
const defaultScale = 8;

export function scaleOf(currency: string): number {
  return currencyScales[currency] ?? defaultScale;
}

/** The largest magnitude NUMERIC(38,18) holds: 20 integer digits. */
export const maxAmount = new Decimal("1e20").minus("1e-18");

/**
 * The most USDT one order may be worth or move (notional, turnover): far beyond any real order,
 * and far enough below `maxAmount` that the platform accounts summing many orders still fit.
 * Inputs within their own bounds can still multiply past it (lots × size × price), so the
 * product is checked too.
 */
export const orderAmountMax = new Decimal("1e15");

export function decimal(value: string | Decimal): Decimal {
  const result = new Decimal(value);
  invariant(result.isFinite(), `not a finite amount: ${String(value)}`);
  return result;
}

/** Plain decimal text without exponent or trailing zeros: "100000", "0.5", "-12.25". */
export function toPlain(value: Decimal): string {
  return value.toFixed();
}

/** Rounds toward zero at the currency's scale: amounts paid to a user never exceed the exact value. */
export function roundDownForUser(value: Decimal, currency: string): Decimal {
  return value.toDecimalPlaces(scaleOf(currency), Decimal.ROUND_DOWN);
}

/** Rounds away from zero at the currency's scale: the platform never under-charges a fee. */
export function roundUpFee(value: Decimal, currency: string): Decimal {
  return value.toDecimalPlaces(scaleOf(currency), Decimal.ROUND_UP);
}

/** True when the amount has no more fraction digits than the currency stores. */
export function fitsScale(value: Decimal, currency: string): boolean {
  return value.decimalPlaces() <= scaleOf(currency);
}
