// The kinds, scopes and periods orders are listed by: pure, shared by the order pages and the
// market page. Paging is the shared endpoint-query helper's (packages/ui).
export const orderKinds = ["contract", "coin", "option"] as const;
export type OrderKind = (typeof orderKinds)[number];
export const orderScopes = ["current", "history"] as const;
export type OrderScope = (typeof orderScopes)[number];
export const profitPeriods = ["day", "week", "month", "all"] as const;
export type ProfitPeriod = (typeof profitPeriods)[number];
