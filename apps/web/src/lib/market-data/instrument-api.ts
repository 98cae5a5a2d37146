// Typed calls for one instrument, on /market and /cruuency: candle history and the 24 h detail.
import type { ResultOf } from "@tradewind/api/endpoint";
import { getKValueByCodeAndDate, getMarketInfo } from "@tradewind/api/market";
import { call } from "../api.ts";
import type { CandleInterval } from "./candles.ts";

export type CandleHistory = ResultOf<typeof getKValueByCodeAndDate>;
export type MarketInfo = ResultOf<typeof getMarketInfo>;

/** The server's default window: the last 300 intervals up to now (well under the 1000 cap). */
export function fetchCandles(code: string, interval: CandleInterval, signal: AbortSignal): Promise<CandleHistory> {
  return call(getKValueByCodeAndDate, { query: { code, interval }, signal });
}

export function fetchMarketInfo(code: string, signal: AbortSignal): Promise<MarketInfo> {
  return call(getMarketInfo, { params: { code }, signal });
}
