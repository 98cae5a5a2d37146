// The market's sparkline (SPEC `hundred`): one point a minute for the last 100 minutes, the
// newest point the live price (the rule is packages/domain/src/sparkline.ts). A minute is the
// resolution of the recorded candles, so a restart rebuilds from the stored closes exactly the
// line a long-running process holds, and the latest `hundredLength` candles are enough for it.
import { intervalMs, type Candle } from "@tradewind/domain/candles";
import type { Price } from "@tradewind/domain/money";
import { addPrice, sparklineOf, type Sparkline } from "@tradewind/domain/sparkline";

/** Points kept per instrument for the sparkline (SPEC `hundred`). */
export const hundredLength = 100;

const sparklineShape = { stepMs: intervalMs["1m"], length: hundredLength };

/** The line of recorded 1-minute candles (oldest first): each close stands for its minute. */
export function lineOfCandles(candles: readonly Candle[]): Sparkline {
  return sparklineOf(
    candles.slice(-hundredLength).map((candle) => ({ price: candle.close, ts: candle.openTime })),
    sparklineShape,
  );
}

/** The line after a live price at `ts` (epoch ms). */
export function lineWithPrice(line: Sparkline, price: Price, ts: number): Sparkline {
  return addPrice(line, { price, ts }, sparklineShape);
}
