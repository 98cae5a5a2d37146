// Geometry of the sparkline: prices (decimal strings, oldest first) to SVG polyline points,
// evenly spaced across the width as the server spaces them in time (a point a minute).
// Time runs left to right in every language (a chart's time axis is not mirrored for RTL).
// Scaling to pixels is the one place a price becomes a float: it decides a drawn position only,
// never an amount, and ratios are taken as Decimals first so huge or tiny prices stay exact.
import { Decimal } from "@tradewind/domain/money";

export type Direction = "up" | "down" | "flat";

export interface SparklineGeometry {
  /** SVG `points` attribute; empty when there is nothing to draw. */
  points: string;
}

/**
 * The line's colour follows the 24h change the row shows beside it, not the first and last of
 * the drawn points (which span far less than a day): a row must never say +3% in a red line.
 */
export function directionOf(change: string): Direction {
  try {
    const value = new Decimal(change);
    return value.gt(0) ? "up" : value.lt(0) ? "down" : "flat";
  } catch (error) {
    console.warn(`sparkline colour ignores a non-decimal change: ${change}`, error);
    return "flat";
  }
}

export function sparklineGeometry(prices: readonly string[], width: number, height: number, padding = 2): SparklineGeometry {
  const values = prices.flatMap((price) => {
    try {
      return [new Decimal(price)];
    } catch (error) {
      console.warn(`sparkline skips a non-decimal price: ${price}`, error);
      return [];
    }
  });
  const first = values[0];
  if (first === undefined) return { points: "" };
  const min = Decimal.min(...values);
  const range = Decimal.max(...values).minus(min);
  const innerWidth = width - 2 * padding;
  const innerHeight = height - 2 * padding;
  // One point is drawn as a short flat line so it is visible.
  const series = values.length === 1 ? [first, first] : values;
  const step = innerWidth / (series.length - 1);
  const points = series.map((value, index) => {
    const x = padding + step * index;
    // A flat series sits in the middle; otherwise the highest price touches the top.
    const share = range.isZero() ? 0.5 : value.minus(min).div(range).toNumber();
    const y = padding + innerHeight * (1 - share);
    return `${round(x)},${round(y)}`;
  });
  return { points: points.join(" ") };
}

function round(value: number): string {
  return (Math.round(value * 100) / 100).toString();
}
