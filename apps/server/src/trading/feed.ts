// Trading reads prices and sessions from the market service: the same recorded feed every
// client sees, never a separate source.
import type { Market } from "../market/service.ts";
import type { TradingFeed } from "./engine/types.ts";

export function marketFeed(market: Market): TradingFeed {
  return {
    lastTick: (code) => market.lastTick(code),
    sessionOpen: (code, at) => market.sessionOpenAt(code, at),
  };
}
