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

/** A process without a market (tests of other domains, the back office alone): no prices, every session closed. */
export const silentFeed: TradingFeed = {
  lastTick: () => undefined,
  sessionOpen: () => false,
};
