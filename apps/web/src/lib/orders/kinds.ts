// The kinds, scopes and periods orders are listed by, and paging: pure, shared by the order
// pages and the market page.
export const orderKinds = ["contract", "coin", "option"] as const;
export type OrderKind = (typeof orderKinds)[number];
export const orderScopes = ["current", "history"] as const;
export type OrderScope = (typeof orderScopes)[number];
export const profitPeriods = ["day", "week", "month", "all"] as const;
export type ProfitPeriod = (typeof profitPeriods)[number];

/** The page after the ones loaded, or undefined when every item of `total` is loaded. */
export function nextPageOf(loaded: number, total: number, lastPage: number): number | undefined {
  return loaded < total ? lastPage + 1 : undefined;
}
