// A candle as text, where it leaves this process (the bus's JSON events) and where such text
// comes back in: the market formats a candle once when it publishes it and parses it once when
// it follows the engine's stream. In between, candles hold Decimals (packages/domain/candles).
import type { Candle } from "@tradewind/domain/candles";
import { asPrice, asQuantity, toPlain } from "@tradewind/domain/money";

/** Plain decimal text per field, as the wire's candleSchema carries it. */
export interface CandleText {
  /** Bucket start, epoch ms UTC. */
  readonly openTime: number;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
}

export function candleText(candle: Candle): CandleText {
  return { openTime: candle.openTime, open: toPlain(candle.open), high: toPlain(candle.high), low: toPlain(candle.low), close: toPlain(candle.close), volume: toPlain(candle.volume) };
}

/** Parses a candle's text (checked where it was formatted: by the publishing market). */
export function candleOfText(text: CandleText): Candle {
  return { openTime: text.openTime, open: asPrice(text.open), high: asPrice(text.high), low: asPrice(text.low), close: asPrice(text.close), volume: asQuantity(text.volume) };
}
