// The market API's plain values, without zod: an instrument code's form, how many codes a
// watchlist holds, the chart intervals and a candle request's bound. The site's first load and
// its market page use them without loading the schemas; market.ts builds its schemas from them.

/** Chart intervals; the server derives every one from stored 1-minute candles. */
export const candleIntervals = ["1m", "5m", "15m", "1h", "4h", "1d", "1w"] as const;
/** Upper bound of one candle request, so a chart query's cost is bounded. */
export const maxCandlesPerRequest = 1000;

export const instrumentCodeLengthMax = 20;
/** BTCUSDT, AAPL, EURUSD.FX: capitals and digits, optionally a suffix after one dot. */
export const instrumentCodePattern = /^[A-Z0-9]+(\.[A-Z]+)?$/;

/** Most instruments one user can watch; also caps a merge of a visitor's local list. */
export const maxWatchlistLength = 200;

/** Whether `value` has an instrument code's form (market.ts `instrumentCode` checks the same). */
export function isInstrumentCode(value: unknown): value is string {
  return typeof value === "string" && value.length <= instrumentCodeLengthMax && instrumentCodePattern.test(value);
}
