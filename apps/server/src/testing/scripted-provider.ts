// A price provider for tests that need exact prices (stop losses, liquidations): the test says
// which price each instrument trades at, and the real market pipeline takes it from there.
import { asPrice } from "@tradewind/domain/money";
import type { MarketProvider, PriceTick } from "../market/feed.ts";
import type { Clock } from "../platform/clock.ts";

/** Anything that finishes its queued work on request: the market, the trading engine. */
interface Settles {
  settled(): Promise<void>;
}

export interface ScriptedProvider extends MarketProvider {
  /** Emits one tick per entry (a price as decimal text, parsed here) at the clock's current time. */
  emit(prices: Record<string, string>): PriceTick[];
  /** Flags `code` stale (as a real feed does after its silence bound) or live again. */
  setStale(code: string, stale: boolean): void;
}


/** `staleAfterMs`: the silence bound the feed claims, as a real feed's MARKET_STALE_SECONDS does (none by default). */
export function createScriptedProvider(clock: Clock, options: { staleAfterMs?: number } = {}): ScriptedProvider {
  const tracked = new Set<string>();
  const stale = new Set<string>();
  let listener: ((ticks: readonly PriceTick[]) => void) | undefined;
  return {
    source: "scripted",
    historySource: "scripted",
    track(instrument) {
      tracked.add(instrument.code);
    },
    history(instrument) {
      tracked.add(instrument.code);
      return [];
    },
    isStale: (code) => stale.has(code),
    ...(options.staleAfterMs === undefined ? {} : { staleAfterMs: options.staleAfterMs }),
    setStale(code, flagged) {
      if (flagged) stale.add(code);
      else stale.delete(code);
    },
    start(onTicks) {
      listener = onTicks;
    },
    stop() {
      listener = undefined;
    },
    emit(prices) {
      const ts = clock.now().getTime();
      const ticks = Object.entries(prices).map(([code, price]) => {
        if (!tracked.has(code)) throw new Error(`scripted provider does not track ${code}`);
        return { code, price: asPrice(price), ts };
      });
      listener?.(ticks);
      return ticks;
    },
  };
}

/**
 * Moves the clock one second, has the scripted provider emit `values`, and waits until every
 * listener (the market, then the engine) has processed them.
 */
export async function emitPrices(pipeline: { clock: Clock & { advance(ms: number): void }; provider: ScriptedProvider; settles: readonly Settles[] }, values: Record<string, string>) {
  pipeline.clock.advance(1000);
  pipeline.provider.emit(values);
  for (const part of pipeline.settles) await part.settled();
}
