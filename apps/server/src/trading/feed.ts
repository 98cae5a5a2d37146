// Trading reads prices and sessions from the market service: the same recorded feed every
// client sees, never a separate source. No order, close or option entry uses a price the feed
// itself calls stale, nor one older than `price_fresh_seconds` where it is served (an api process
// whose engine is down holds its last prices: they are refused, not filled).
import type { Market } from "../market/service.ts";
import { fail } from "../platform/errors.ts";
import type { FeedTick, TradingFeed } from "./engine/types.ts";

export function marketFeed(market: Market): TradingFeed {
  return {
    loaded: () => market.loaded,
    lastTick: (code) => {
      // The market holds its price as a Price (parsed where the feed's text entered).
      const tick = market.lastTick(code);
      return tick && { price: tick.price, ts: tick.ts, source: tick.source };
    },
    sessionOpen: (code, at) => market.sessionOpenAt(code, at),
    isStale: (code) => market.status(code).stale || !market.priceFresh(code),
    tickFresh: (tick) => market.tickFresh(tick.ts),
    get staleAfterMs() {
      return market.staleAfterMs;
    },
    recordedSpan: () => market.recordedSpan(),
  };
}

/** A process without a market (tests of other domains, the back office alone): no prices, every session closed. */
export const silentFeed: TradingFeed = {
  loaded: () => true,
  lastTick: () => undefined,
  sessionOpen: () => false,
  isStale: () => false,
  tickFresh: () => true,
  staleAfterMs: undefined,
  recordedSpan: async () => undefined,
};

/**
 * The price a request may trade on now: 10138 (503, transient) while this process has not loaded
 * its market yet (a fresh process: not 10122, which would say the instrument does not exist),
 * 10015 outside the session (a closed market keeps that answer, however old its last price), 10132
 * before the first price, 10260 (transient) while the feed is stale or the price this process
 * holds is older than `price_fresh_seconds` (its last price is no longer the market's).
 */
export function livePrice(feed: TradingFeed, code: string, now: Date): FeedTick {
  if (!feed.loaded()) fail("serverClosing");
  if (!feed.sessionOpen(code, now)) fail("notInTradingTime");
  const tick = feed.lastTick(code) ?? fail("instrumentNotTradable");
  if (feed.isStale(code)) fail("priceStale");
  return tick;
}

/**
 * Inside the money transaction, just before the fill is written: the tick chosen before the
 * transaction began is still within `price_fresh_seconds` (waiting for a connection under load
 * must not age a fill past the bound), else 10260 and nothing is written.
 */
export function assertTickFresh(feed: TradingFeed, tick: FeedTick): void {
  if (!feed.tickFresh(tick)) fail("priceStale");
}
