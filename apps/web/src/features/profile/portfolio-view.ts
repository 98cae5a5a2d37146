// The portfolio page's range (in the URL) and the equity chart's geometry. Days are UTC, as the
// server counts them. Scaling a value to pixels is the one place it becomes a float: it decides a
// drawn position only, never a figure shown (ratios are taken as Decimals first).
import { Decimal } from "@tradewind/domain/money";

export const portfolioRanges = ["d7", "d30", "d90", "y1", "ytd"] as const;
export type PortfolioRange = (typeof portfolioRanges)[number];
const daysInRange: Record<Exclude<PortfolioRange, "y1" | "ytd">, number> = { d7: 7, d30: 30, d90: 90 };

export function readRange(search: URLSearchParams): PortfolioRange {
  const value = search.get("range");
  return portfolioRanges.find((range) => range === value) ?? "d30";
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The range's days up to today (UTC), both included; a year is the longest the server takes (from the day after the same date a year before). */
export function rangeDays(range: PortfolioRange, now: Date): { from: string; to: string } {
  const to = dayOf(now);
  const from = new Date(`${to}T00:00:00.000Z`);
  if (range === "ytd") from.setUTCMonth(0, 1);
  else if (range === "y1") {
    from.setUTCFullYear(from.getUTCFullYear() - 1);
    from.setUTCDate(from.getUTCDate() + 1);
  } else from.setUTCDate(from.getUTCDate() - (daysInRange[range] - 1));
  return { from: dayOf(from), to };
}

/** The chart's line: one polyline per run of days with a value (a day without one breaks the line). */
export function equityGeometry(values: readonly (string | null)[], width: number, height: number, padding = 4): { segments: string[]; hasLine: boolean } {
  const parsed = values.map((value) => (value === null ? null : new Decimal(value)));
  const known = parsed.filter((value): value is Decimal => value !== null);
  if (known.length === 0 || known.every((value) => value.isZero())) return { segments: [], hasLine: false };
  const min = Decimal.min(...known);
  const range = Decimal.max(...known).minus(min);
  const step = (width - 2 * padding) / Math.max(1, values.length - 1);
  const innerHeight = height - 2 * padding;
  const segments: string[] = [];
  let current: string[] = [];
  parsed.forEach((value, index) => {
    if (value === null) {
      if (current.length > 0) segments.push(current.join(" "));
      current = [];
      return;
    }
    const share = range.isZero() ? 0.5 : value.minus(min).dividedBy(range).toNumber();
    const x = values.length === 1 ? width / 2 : padding + step * index;
    current.push(`${x.toFixed(1)},${(padding + (1 - share) * innerHeight).toFixed(1)}`);
  });
  if (current.length > 0) segments.push(current.join(" "));
  return { segments, hasLine: true };
}
