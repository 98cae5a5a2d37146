// Converting an instrument's quote currency into the account currency (USDT) for margin and
// profit. USD and USDT count one for one (the platform settles dollar-quoted instruments in
// USDT); other currencies go through a recorded forex price: X/USD directly, USD/X inverted.
// Without such a price the conversion is unknown and the instrument cannot be traded: no
// rate is ever assumed.
import { Decimal } from "./money.ts";

export interface ForexPair {
  readonly base: string;
  readonly quote: string;
  /** Last recorded price, or undefined before the first tick. */
  readonly price: Decimal | undefined;
}

/** Digits kept for an inverted rate: far below a cent on any realistic notional. */
const inverseScale = 12;

/** USDT per one unit of `currency`, or undefined when no recorded forex price gives it. */
export function usdtPerUnit(currency: string, pairs: readonly ForexPair[]): Decimal | undefined {
  if (currency === "USD" || currency === "USDT") return new Decimal(1);
  const direct = pairs.find((pair) => pair.base === currency && pair.quote === "USD" && pair.price !== undefined);
  if (direct?.price !== undefined) return direct.price;
  const inverse = pairs.find((pair) => pair.base === "USD" && pair.quote === currency && pair.price !== undefined);
  if (inverse?.price !== undefined) return new Decimal(1).dividedBy(inverse.price).toDecimalPlaces(inverseScale, Decimal.ROUND_HALF_EVEN);
  return undefined;
}
