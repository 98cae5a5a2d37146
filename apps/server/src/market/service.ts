// The tick pipeline and the market queries. Each tick updates the in-memory quote (last price,
// the last 100 prices, the live 1-minute candle); a candle is written when its minute is over
// (one upsert per instrument per minute) and the live ones on stop. Everything the API answers
// comes from these recorded candles and ticks: with no data, fields are null or empty.
import { aggregate, applyTick, bucketStart, intervalMs, type Candle, type Interval } from "@tradewind/domain/candles";
import { Decimal, decimal, toPlain } from "@tradewind/domain/money";
import { maxCandlesPerRequest, type MarketItem } from "@tradewind/api/market";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import { sessionAt, sessionOpen, type MarketProvider, type PriceTick } from "./feed.ts";
import * as repository from "./repository.ts";
import type { InstrumentRow, StoredCandle } from "./repository.ts";

const minuteMs = intervalMs["1m"];
const dayMs = intervalMs["1d"];
/** Points kept per instrument for the sparkline (SPEC `hundred`). */
export const hundredLength = 100;
/** 1-minute rows read per query when aggregating: bounds memory per chart request. */
const rowsPerChunk = 50_000;
/** Default chart span when the client gives no `from`. */
const defaultCandleCount = 300;

export interface MarketLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MarketDeps {
  db: Db;
  clock: Clock;
  provider: MarketProvider;
  log: MarketLog;
}

interface Quote {
  readonly instrument: InstrumentRow;
  price: string | undefined;
  /** Oldest first, at most `hundredLength`. */
  hundred: string[];
  /** The live 1-minute candle; stored when the next minute opens, or on stop. */
  current: StoredCandle | undefined;
  /** Recorded price 24 h before the last refresh; refreshed each minute. */
  reference24h: string | undefined;
}

export interface BackfillReport {
  instruments: number;
  candles: number;
  elapsedMs: number;
}

export type Market = ReturnType<typeof createMarket>;

export function createMarket(deps: MarketDeps) {
  const { db, clock, provider, log } = deps;
  const quotes = new Map<string, Quote>();
  const pending: InstrumentRow[] = [];
  let writes: Promise<void> = Promise.resolve();
  let backfillRun: Promise<BackfillReport> | undefined;
  let stopping = false;

  /** Serialises writes so candles land in order; a failed write is logged, the feed carries on. */
  const enqueue = (work: () => Promise<void>) => {
    writes = writes.then(work).catch((error: unknown) => log.error({ err: error }, "market: candle write failed"));
  };

  const ingest = (ticks: readonly PriceTick[]) => {
    for (const tick of ticks) {
      const quote = quotes.get(tick.code);
      if (!quote) continue;
      const outcome = applyTick(quote.current, { price: tick.price, volume: "0", ts: tick.ts }, "1m");
      if (outcome.kind === "ignored") continue;
      const finished = outcome.kind === "opened" ? quote.current : undefined;
      quote.current = { ...outcome.candle, source: provider.source };
      quote.price = tick.price;
      quote.hundred.push(tick.price);
      if (quote.hundred.length > hundredLength) quote.hundred.shift();
      if (finished) {
        enqueue(async () => {
          await repository.upsertCandles(db, quote.instrument.id, [finished]);
          quote.reference24h = await repository.closeAt(db, quote.instrument.id, tick.ts - dayMs);
        });
      }
    }
  };

  const quoteOf = (code: string): Quote => quotes.get(code) ?? fail("unknownInstrument");

  return {
    source: provider.source,

    /** Loads the catalogue and recorded state, then starts the provider. Call `backfill` after. */
    async start(): Promise<void> {
      const now = clock.now().getTime();
      const instruments = await repository.listedInstruments(db);
      const latest = await repository.latestCandles(db, hundredLength);
      for (const instrument of instruments) {
        const recorded = latest.get(instrument.id) ?? [];
        const last = recorded.at(-1);
        const quote: Quote = { instrument, price: last?.close, hundred: recorded.map((candle) => candle.close), current: last, reference24h: undefined };
        quotes.set(instrument.code, quote);
        if (!last) {
          pending.push(instrument);
          continue;
        }
        quote.reference24h = await repository.closeAt(db, instrument.id, now - dayMs);
        provider.track(instrument, { price: last.close, ts: last.openTime });
      }
      provider.start(ingest);
    },

    /**
     * Gives every instrument without recorded candles the provider's last 24 h (1-minute
     * candles, stored as such) and starts quoting it; without `history`, starts it fresh.
     */
    backfill(options: { history: boolean }): Promise<BackfillReport> {
      backfillRun ??= (async () => {
        const startedMs = Date.now();
        let candles = 0;
        let instruments = 0;
        while (pending.length > 0 && !stopping) {
          const instrument = pending.shift();
          const quote = instrument && quotes.get(instrument.code);
          if (!instrument || !quote) break;
          if (!options.history) {
            provider.track(instrument, undefined);
            continue;
          }
          const to = bucketStart("1m", clock.now().getTime());
          const history = (await provider.history(instrument, to - dayMs, to)).map((candle) => ({ ...candle, source: provider.historySource }));
          quote.price = history.at(-1)?.close;
          quote.hundred = history.slice(-hundredLength).map((candle) => candle.close);
          await repository.upsertCandles(db, instrument.id, history);
          quote.reference24h = await repository.closeAt(db, instrument.id, clock.now().getTime() - dayMs);
          candles += history.length;
          instruments += 1;
          // PGlite and the walk both run on this thread: give waiting requests a turn.
          await new Promise((resolve) => setImmediate(resolve));
        }
        return { instruments, candles, elapsedMs: Date.now() - startedMs };
      })();
      return backfillRun;
    },

    /** Resolves when every candle write queued so far is done. */
    async settled(): Promise<void> {
      await writes;
    },

    /** Stops ticking, lets a running back-fill finish its instrument, and stores the live candles. */
    async stop(): Promise<void> {
      stopping = true;
      provider.stop();
      if (backfillRun) await backfillRun.catch((error: unknown) => log.error({ err: error }, "market: back-fill failed"));
      for (const quote of quotes.values()) {
        const current = quote.current;
        if (current) enqueue(() => repository.upsertCandles(db, quote.instrument.id, [current]));
      }
      await writes;
    },

    list(type: number): MarketItem[] {
      const now = clock.now();
      return [...quotes.values()]
        .filter((quote) => quote.instrument.type === type)
        .map((quote) => ({
          code: quote.instrument.code,
          type: quote.instrument.type,
          id: quote.instrument.id,
          appName: quote.instrument.name,
          logo: quote.instrument.logo,
          price: quote.price ?? null,
          zdf: quote.price && quote.reference24h ? percentChange(quote.price, quote.reference24h) : "0",
          hundred: [...quote.hundred],
          source: provider.source,
          open: sessionOpen(quote.instrument.schedule, now),
          stale: provider.isStale(quote.instrument.code),
        }));
    },

    async candles(code: string, interval: Interval, range: { from?: number | undefined; to?: number | undefined }): Promise<Candle[]> {
      const quote = quoteOf(code);
      const length = intervalMs[interval];
      const to = range.to ?? clock.now().getTime();
      const from = range.from ?? Math.max(0, to - (defaultCandleCount - 1) * length);
      if (from > to) fail("invalidTimeRange");
      const firstBucket = bucketStart(interval, from);
      const lastBucket = bucketStart(interval, to);
      if ((lastBucket - firstBucket) / length + 1 > maxCandlesPerRequest) fail("tooManyCandles", { max: maxCandlesPerRequest });
      const span = await repository.candleSpan(db, quote.instrument.id);
      const spanFirst = span?.first ?? quote.current?.openTime;
      if (spanFirst === undefined) return [];
      // Read whole buckets in chunks aligned to the interval, so each chunk aggregates alone.
      const bucketsPerChunk = Math.max(1, Math.floor(rowsPerChunk / (length / minuteMs)));
      const result: Candle[] = [];
      let chunkStart = Math.max(firstBucket, bucketStart(interval, spanFirst));
      const end = lastBucket + length - 1;
      while (chunkStart <= end) {
        const chunkEnd = Math.min(end, chunkStart + bucketsPerChunk * length - 1);
        const rows = withLive(await repository.candlesBetween(db, quote.instrument.id, chunkStart, chunkEnd, rowsPerChunk), quote.current, chunkStart, chunkEnd);
        result.push(...aggregate(rows, interval).map(({ openTime, open, high, low, close, volume }) => ({ openTime, open, high, low, close, volume })));
        chunkStart = chunkEnd + 1;
      }
      return result;
    },

    async info(code: string) {
      const quote = quoteOf(code);
      const now = clock.now();
      const nowMs = now.getTime();
      const day = withLive(await repository.candlesBetween(db, quote.instrument.id, nowMs - dayMs, nowMs, 2 * 24 * 60), quote.current, nowMs - dayMs, nowMs);
      const totals = summarise(day);
      const open = quote.reference24h ?? day[0]?.open ?? null;
      const close = quote.price ?? day.at(-1)?.close ?? null;
      const session = sessionAt(quote.instrument.schedule, now);
      return {
        code: quote.instrument.code,
        name: quote.instrument.name,
        type: quote.instrument.type,
        price: close,
        open,
        close,
        high: totals?.high ?? null,
        low: totals?.low ?? null,
        volume: totals?.volume ?? null,
        zhangFu: open && close ? percentChange(close, open) : null,
        zhenFu: open && totals ? percentOf(decimal(totals.high).minus(totals.low), open) : null,
        source: provider.source,
        sessionOpen: session.open,
        stale: provider.isStale(quote.instrument.code),
        nextSessionChange: session.next ? session.next.at.getTime() : null,
      };
    },
  };
}

/** Stored rows of [from, to] with the live candle laid over them (it is newer than any stored row). */
function withLive(rows: StoredCandle[], live: StoredCandle | undefined, from: number, to: number): StoredCandle[] {
  if (!live || live.openTime < from || live.openTime > to) return rows;
  const last = rows.at(-1);
  if (last && last.openTime > live.openTime) throw new Error("stored candle newer than the live one");
  return last?.openTime === live.openTime ? [...rows.slice(0, -1), live] : [...rows, live];
}

function summarise(candles: readonly Candle[]): { high: string; low: string; volume: string } | undefined {
  const first = candles[0];
  if (!first) return undefined;
  let high = decimal(first.high);
  let low = decimal(first.low);
  let volume = new Decimal(0);
  for (const candle of candles) {
    high = Decimal.max(high, candle.high);
    low = Decimal.min(low, candle.low);
    volume = volume.plus(candle.volume);
  }
  return { high: toPlain(high), low: toPlain(low), volume: toPlain(volume) };
}

/** (price − reference) / reference in percent, two decimals, half-even: display only. */
function percentChange(price: string, reference: string): string {
  return percentOf(decimal(price).minus(reference), reference);
}

function percentOf(part: Decimal, whole: string): string {
  const rounded = part.dividedBy(whole).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);
  // No "-0.00" for a tiny fall.
  return (rounded.isZero() ? new Decimal(0) : rounded).toFixed(2);
}
