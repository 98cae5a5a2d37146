// Result types of one instrument's endpoints, on /market and /cruuency: candle history and the 24 h detail.
import type { ResultOf } from "@tradewind/api/endpoint";
import type { getKValueByCodeAndDate, getMarketInfo } from "@tradewind/api/market";

export type CandleHistory = ResultOf<typeof getKValueByCodeAndDate>;
export type MarketInfo = ResultOf<typeof getMarketInfo>;
