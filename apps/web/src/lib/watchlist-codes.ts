// Pure rules of a watchlist: distinct instrument codes, newest first, at most maxWatchlistLength.
import { isInstrumentCode, maxWatchlistLength } from "@tradewind/api/market-rules";

/** Whatever is stored (hand-edited, older format, garbage) becomes a valid list or an empty one. */
export function parseWatchlist(raw: string | null): string[] {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    console.warn("stored watchlist is not JSON", error);
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const codes = parsed.filter(isInstrumentCode);
  return [...new Set(codes)].slice(0, maxWatchlistLength);
}

/** Removes a watched code, or adds an unwatched one in front; a full list is left as it is. */
export function toggleCode(codes: readonly string[], code: string): string[] {
  if (codes.includes(code)) return codes.filter((existing) => existing !== code);
  if (codes.length >= maxWatchlistLength) return [...codes];
  return [code, ...codes];
}
