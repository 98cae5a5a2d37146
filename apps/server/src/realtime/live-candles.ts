// The live candle of every (instrument, interval) a client watches, kept from the 1-minute
// candles on the bus. The minutes of the current bucket are folded into one candle as they
// finish; those recorded before the pair was first watched are read once through the market's
// chart query, so a client sees the candle `getKValueByCodeAndDate` returns for that bucket.
// Pairs are kept once opened: at most instruments × intervals of them.
import { invariant } from "@tradewind/domain/assert";
import { aggregate, bucketStart, type Candle, type Interval } from "@tradewind/domain/candles";
import type { Market } from "../market/service.ts";

interface Pair {
  readonly interval: Interval;
  /** Bucket of `finished`. */
  bucket: number | undefined;
  /** The bucket's finished minutes folded into one candle. */
  finished: Candle | undefined;
  /** Minutes that finished while the recorded part was being read; undefined once it is in. */
  early: Candle[] | undefined;
}

/** The newest 1-minute candle of an instrument and the one finished before it. */
interface Minutes {
  current: Candle | undefined;
  previous: Candle | undefined;
}

export interface LiveCandle {
  readonly interval: Interval;
  readonly candle: Candle;
}

export type LiveCandles = ReturnType<typeof createLiveCandles>;

export function createLiveCandles(market: Pick<Market, "candles" | "liveMinute">) {
  const minutesByCode = new Map<string, Minutes>();
  const pairsByCode = new Map<string, Pair[]>();
  const loads = new Map<string, Promise<Pair>>();

  const minutesOf = (code: string): Minutes => {
    let minutes = minutesByCode.get(code);
    if (!minutes) {
      minutes = { current: market.liveMinute(code), previous: undefined };
      minutesByCode.set(code, minutes);
    }
    return minutes;
  };

  /** Reads the finished minutes of the live minute's bucket that this process did not see finish. */
  const load = async (code: string, interval: Interval): Promise<Pair> => {
    const pair: Pair = { interval, bucket: undefined, finished: undefined, early: [] };
    const pairs = pairsByCode.get(code) ?? [];
    pairsByCode.set(code, pairs);
    pairs.push(pair);
    try {
      const { bucket, recorded, seen } = await finishedSoFar(market, code, interval, minutesOf(code));
      pair.bucket = bucket;
      const early = pair.early ?? [];
      pair.early = undefined;
      pair.finished = recorded;
      for (const minute of [...seen, ...early]) fold(pair, minute);
      return pair;
    } catch (error) {
      pairs.splice(pairs.indexOf(pair), 1);
      throw error;
    }
  };

  return {
    /** Follows (code, interval) from now on; resolves to its live candle, undefined before the first price. */
    async open(code: string, interval: Interval): Promise<Candle | undefined> {
      const key = `${code} ${interval}`;
      let loading = loads.get(key);
      if (!loading) {
        loading = load(code, interval);
        loads.set(key, loading);
        loading.catch(() => loads.delete(key));
      }
      const pair = await loading;
      const current = minutesOf(code).current;
      return current && liveOf(pair, current);
    },

    /** Takes a new live 1-minute candle of `code`; returns the changed live candles of its followed pairs. */
    update(code: string, candle: Candle): LiveCandle[] {
      const minutes = minutesOf(code);
      const pairs = pairsByCode.get(code) ?? [];
      const current = minutes.current;
      if (current && candle.openTime < current.openTime) return [];
      if (current && candle.openTime > current.openTime) {
        minutes.previous = current;
        for (const pair of pairs) fold(pair, current);
      }
      minutes.current = candle;
      return pairs.filter((pair) => !pair.early).map((pair) => ({ interval: pair.interval, candle: liveOf(pair, candle) }));
    },
  };
}

/**
 * The live minute's bucket and what of it finished before now: the recorded minutes (as one
 * candle, from the market's chart query) and the minute just finished as seen on the bus.
 */
async function finishedSoFar(market: Pick<Market, "candles">, code: string, interval: Interval, { current, previous }: Minutes) {
  if (!current) return { bucket: undefined, recorded: undefined, seen: [] };
  const bucket = bucketStart(interval, current.openTime);
  // The minute that just finished may not be written yet (the engine writes it): use the one seen on the bus.
  const seen = previous && previous.openTime >= bucket ? [previous] : [];
  const recordedTo = (seen[0]?.openTime ?? current.openTime) - 1;
  const recorded = recordedTo >= bucket ? (await market.candles(code, interval, { from: bucket, to: recordedTo })).find((candle) => candle.openTime === bucket) : undefined;
  return { bucket, recorded, seen };
}

/** Folds a finished minute into its pair's candle (or keeps it for later while the recorded part loads). */
function fold(pair: Pair, minute: Candle) {
  if (pair.early) {
    pair.early.push(minute);
    return;
  }
  const bucket = bucketStart(pair.interval, minute.openTime);
  if (pair.bucket !== bucket) {
    pair.bucket = bucket;
    pair.finished = undefined;
  }
  pair.finished = combine(pair.finished, minute, pair.interval);
}

/** The pair's live candle: its finished minutes of the current bucket with the current minute laid over. */
function liveOf(pair: Pair, current: Candle): Candle {
  const inBucket = pair.bucket === bucketStart(pair.interval, current.openTime);
  return combine(inBucket ? pair.finished : undefined, current, pair.interval);
}

/** `later` (a minute after every minute in `earlier`, same bucket) folded into `earlier`. */
function combine(earlier: Candle | undefined, later: Candle, interval: Interval): Candle {
  const candles = aggregate(earlier ? [earlier, later] : [later], interval);
  const [candle] = candles;
  invariant(candles.length === 1, `folding a minute gave ${candles.length} ${interval} candles`);
  invariant(candle, `folding a minute gave ${candles.length} ${interval} candles`);
  return candle;
}
