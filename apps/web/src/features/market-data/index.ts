// Shared market data for every page that shows prices: the `/ws` subscription client, live
// market lists, the watchlist, and the small components and formatters of a quote.
export { subscribe, type CandleInterval, type MessageListener, type SubscriptionRequest } from "./socket.ts";
export { subscriptionKey, keyOfMessage } from "./subscriptionKeys.ts";
export { subscribeFrames, type FrameListener } from "./messageFeed.ts";
export { mergeFrame, mergeItem, hundredLength } from "./merge.ts";
export { useMarketList, useAllMarkets, marketListKey, marketTypes, defaultMarketType, isMarketType, type MarketType, type AllMarkets } from "./useMarketList.ts";
export { useWatchlist, type Watchlist } from "./useWatchlist.ts";
export { formatPrice, formatChangePercent, formatCount, formatRate } from "./format.ts";
export { sparklineGeometry, type Direction, type SparklineGeometry } from "./sparkline.ts";
export { Sparkline } from "./components/Sparkline.tsx";
export { SourceBadge, StatusBadge, ChangePercent, simulatedSource } from "./components/Badges.tsx";
export { WatchButton } from "./components/WatchButton.tsx";
export type { MarketItem } from "@tradewind/api/market";
export type { ServerMessage } from "@tradewind/api/realtime";
