// A price provider for tests that need exact prices (stop losses, liquidations): the test says
// which price each instrument trades at, and the real market pipeline takes it from there.
import type { MarketProvider, PriceTick } from "../market/feed.ts";
import type { Clock } from "../platform/clock.ts";

export interface ScriptedProvider extends MarketProvider {
  /** Emits one tick per entry at the clock's current time. */
  emit(prices: Record<string, string>): PriceTick[];
}

export function createScriptedProvider(clock: Clock): ScriptedProvider {
  const tracked = new Set<string>();
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
    isStale: () => false,
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
        return { code, price, ts };
      });
      listener?.(ticks);
      return ticks;
    },
  };
}
