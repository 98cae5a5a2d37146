// What the market list shows: the rows of a tab (one class or the watchlist), narrowed by the
// search box (code or name, across every class) and sorted by a column. Pure; prices and changes
// are decimal strings compared as Decimals, and rows without a price sort last either way.
import { Decimal } from "@tradewind/domain/money";
import type { MarketItem } from "@tradewind/api/market";
import { parseMarketType, type MarketType } from "../../lib/market-data/market-types.ts";

export type MarketTab = MarketType | "watchlist";
export const defaultTab: MarketTab = 2;

export type SortKey = "name" | "price" | "change";
export type SortDirection = "asc" | "desc";
export interface SortOrder {
  key: SortKey;
  direction: SortDirection;
}

/** Longest search text considered; a pasted essay would only slow every keystroke. */
export const maxSearchLength = 40;

export function parseTab(value: string | null): MarketTab | null {
  return value === "watchlist" ? "watchlist" : parseMarketType(value);
}

export interface RowsInput {
  /** Every loaded instrument of every class. */
  items: readonly MarketItem[];
  tab: MarketTab;
  watchlist: readonly string[];
  search: string;
  sort: SortOrder | null;
  locale: string;
}

/**
 * A non-empty search looks across every class (a person searching "AAPL" on the crypto tab still
 * wants Apple); otherwise the tab decides. The watchlist tab keeps the watchlist's order unless a
 * column is sorted.
 */
export function visibleRows({ items, tab, watchlist, search, sort, locale }: RowsInput): MarketItem[] {
  const needle = normalise(search.slice(0, maxSearchLength));
  let rows: MarketItem[];
  if (needle !== "") rows = items.filter((item) => normalise(item.code).includes(needle) || normalise(item.appName).includes(needle));
  else if (tab === "watchlist") rows = watchedInOrder(items, watchlist);
  else rows = items.filter((item) => item.type === tab);
  return sort === null ? rows : sortRows(rows, sort, locale);
}

function watchedInOrder(items: readonly MarketItem[], watchlist: readonly string[]): MarketItem[] {
  const byCode = new Map(items.map((item) => [item.code, item]));
  return watchlist.flatMap((code) => {
    const item = byCode.get(code);
    return item === undefined ? [] : [item];
  });
}

function normalise(text: string): string {
  return text.trim().toLocaleLowerCase("en").normalize("NFKC");
}

export function sortRows(rows: readonly MarketItem[], { key, direction }: SortOrder, locale: string): MarketItem[] {
  const sign = direction === "asc" ? 1 : -1;
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  return [...rows].sort((a, b) => {
    if (key === "name") return sign * collator.compare(a.appName, b.appName) || a.code.localeCompare(b.code);
    const left = key === "price" ? a.price : a.zdf;
    const right = key === "price" ? b.price : b.zdf;
    return compareDecimals(left, right, sign) || a.code.localeCompare(b.code);
  });
}

/** Missing or unreadable values go last whatever the direction. */
function compareDecimals(left: string | null, right: string | null, sign: number): number {
  const a = toDecimal(left);
  const b = toDecimal(right);
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return sign * a.comparedTo(b);
}

function toDecimal(value: string | null): Decimal | null {
  if (value === null || value.trim() === "") return null;
  try {
    return new Decimal(value);
  } catch {
    return null;
  }
}

/** Clicking a column: first descending for numbers (biggest movers first), ascending for names; again flips it. */
export function nextSort(current: SortOrder | null, key: SortKey): SortOrder {
  if (current?.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: key === "name" ? "asc" : "desc" };
}
