// The instrument classes the markets are listed by, and reading one from a URL. Pure, so the
// list logic of a page can use it without loading the API client.
/** DESIGN §4: 1 forex, 2 crypto, 3 stocks, 4 ETFs, 5 futures. */
export const marketTypes = [1, 2, 3, 4, 5] as const;
export type MarketType = (typeof marketTypes)[number];
export const defaultMarketType: MarketType = 2;

function isMarketType(value: unknown): value is MarketType {
  return typeof value === "number" && (marketTypes as readonly number[]).includes(value);
}

/** A class named in the URL ("2" → 2); null for anything else. */
export function parseMarketType(value: string | null): MarketType | null {
  const type = Number(value);
  return isMarketType(type) ? type : null;
}
