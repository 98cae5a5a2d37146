// The `ccxt:<exchange>` provider (DESIGN §4): real crypto prices from an exchange's public
// endpoints through ccxt. It streams with ccxt.pro `watchTickers` where the exchange has it and
// polls `fetchTickers` otherwise; a feed error is logged and retried with exponential backoff and
// jitter, never thrown at the market. Only crypto instruments the exchange lists are quoted; every
// other instrument keeps no price (the UI shows "no data yet"), so nothing is made up.
import ccxt, { type Exchange, type Market, type OHLCV, type Ticker } from "ccxt";
import { invariant } from "@tradewind/domain/assert";
import { bucketStart, type Candle } from "@tradewind/domain/candles";
import { asPrice, asQuantity, Decimal, decimal, type Price } from "@tradewind/domain/money";
import type { Clock } from "../platform/clock.ts";
import type { FeedInstrument, MarketProvider, PriceTick } from "./feed.ts";
import type { MarketLog } from "./service.ts";

const cryptoType = 2;
const minuteMs = 60_000;

export interface Backoff {
  /** Delay after the first failure; doubles with each further one. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
}

/** Binance-friendly defaults: a blip retries in a second, an outage waits at most a minute. */
export const defaultBackoff: Backoff = { firstDelayMs: 1_000, maxDelayMs: 60_000 };

export interface CcxtProviderOptions {
  exchange: Exchange;
  clock: Clock;
  /** A tracked instrument without a new tick for longer than this is flagged stale. */
  staleAfterMs: number;
  /** Pause between `fetchTickers` polls when the exchange has no websocket tickers. */
  pollIntervalMs: number;
  backoff: Backoff;
  log: MarketLog;
  /** Jitter source in [0, 1); tests pass a fixed one. */
  random?: () => number;
}

/** An exchange instance for `exchangeId`: the pro (websocket) class when ccxt has one. */
export function createCcxtExchange(exchangeId: string, config: Record<string, unknown> = {}): Exchange {
  if (!ccxt.exchanges.includes(exchangeId)) {
    throw new Error(`MARKET_PROVIDER=ccxt:${exchangeId}: "${exchangeId}" is not a ccxt exchange id (e.g. binance, coinbase, kraken, okx; see ccxt.exchanges)`);
  }
  const classes = { ...(ccxt as unknown as Record<string, ExchangeClass>), ...(ccxt.pro as unknown as Record<string, ExchangeClass>) };
  const ExchangeById = classes[exchangeId];
  if (!ExchangeById) throw new Error(`ccxt lists ${exchangeId} but exports no class for it`);
  // Public endpoints only, no keys; ccxt spaces the calls to the exchange's published rate limit.
  const exchange = new ExchangeById({ enableRateLimit: true, ...config });
  // Each watch returns the latest ticker of every symbol, not just the one that woke it, so an
  // update that arrives between two watch calls is not dropped (repeats are filtered by timestamp).
  exchange.newUpdates = false;
  return exchange;
}

type ExchangeClass = new (config: Record<string, unknown>) => Exchange;

interface Watched {
  readonly instrument: FeedInstrument;
  /** Unified symbol (`BTC/USDT`) once the exchange's markets are loaded. */
  symbol: string | undefined;
  /** When the last tick arrived (or tracking began): the stale clock. */
  lastSeenMs: number;
  /** Exchange time of the last emitted tick; older or repeated tickers are not ticks. */
  lastTickTs: number;
}

export function createCcxtProvider(options: CcxtProviderOptions): MarketProvider {
  const { exchange, clock, log } = options;
  const streaming = exchange.has.watchTickers === true;
  if (!streaming && exchange.has.fetchTickers !== true) throw new Error(`ccxt exchange ${exchange.id} has neither watchTickers nor fetchTickers`);
  const source = `ccxt:${exchange.id}`;
  const watchList = createWatchList(exchange, clock, log);
  const loop = createFeedLoop(options, watchList, streaming);
  let nonCryptoLogged = false;

  const provider: MarketProvider = {
    source,
    historySource: source,
    // Real prices continue from wherever the market is now: `resumeFrom` has nothing to add.
    track(instrument) {
      if (instrument.type === cryptoType) return watchList.add(instrument);
      if (!nonCryptoLogged) log.info({ exchange: exchange.id }, "market: ccxt quotes crypto only; other classes show no price");
      nonCryptoLogged = true;
    },
    async history(instrument, from, to) {
      invariant(bucketStart("1m", from) === from && bucketStart("1m", to) === to, `history range must be whole minutes: ${from}…${to}`);
      invariant(to > from, `history range must be whole minutes: ${from}…${to}`);
      const candles = instrument.type === cryptoType ? await watchList.history(instrument, from, to) : [];
      // Tracked only now, so no live tick lands before the history it follows.
      provider.track(instrument, undefined);
      return candles;
    },
    isStale: (code) => watchList.isStale(code, options.staleAfterMs),
    staleAfterMs: options.staleAfterMs,
    start: loop.start,
    stop: loop.stop,
  };
  return provider;
}

type WatchList = ReturnType<typeof createWatchList>;

/**
 * The crypto instruments being quoted, by our code, bound to their exchange symbols once the
 * exchange's market list is loaded; turns tickers into ticks and fetches history.
 */
function createWatchList(exchange: Exchange, clock: Clock, log: MarketLog) {
  const watched = new Map<string, Watched>();
  const codeBySymbol = new Map<string, string>();
  let symbolByCode: Map<string, string> | undefined;
  let marketsLoading: Promise<Map<string, string>> | undefined;
  let reportedMarketsError: unknown;
  const logUnlisted = (unlisted: string[]) => log.info({ exchange: exchange.id, unlisted }, "market: instruments the exchange does not list stay without price");

  const resolve = (entry: Watched, symbols: Map<string, string>) => bindSymbol(entry, symbols, watched, codeBySymbol);

  /**
   * Loads the exchange's markets once and maps every waiting instrument. The feed loop and the
   * back-fill share one attempt; after a failure only the feed loop asks again (`retry`), after
   * its backoff, so an unreachable exchange is not asked once per instrument.
   */
  const ensureMarkets = (retry: boolean): Promise<Map<string, string>> => {
    const reload = retry && !symbolByCode;
    if (reload) marketsLoading = undefined;
    marketsLoading ??= (async () => {
      // ccxt keeps a failed load too; only `reload` makes it ask the exchange again.
      const symbols = spotSymbolsByCode(Object.values(await exchange.loadMarkets(reload)));
      const unlisted = [...watched.values()].filter((entry) => !resolve(entry, symbols)).map((entry) => entry.instrument.code);
      if (unlisted.length > 0) logUnlisted(unlisted);
      symbolByCode = symbols;
      return symbols;
    })();
    return marketsLoading;
  };

  return {
    ensureMarkets,
    add(instrument: FeedInstrument) {
      if (watched.has(instrument.code)) return;
      const entry: Watched = { instrument, symbol: undefined, lastSeenMs: clock.now().getTime(), lastTickTs: 0 };
      watched.set(instrument.code, entry);
      if (symbolByCode && !resolve(entry, symbolByCode)) logUnlisted([instrument.code]);
    },
    symbols: () => [...watched.values()].flatMap((entry) => (entry.symbol ? [entry.symbol] : [])),
    isStale: (code: string, staleAfterMs: number) => {
      const entry = watched.get(code);
      return entry !== undefined && clock.now().getTime() - entry.lastSeenMs > staleAfterMs;
    },
    ticksOf: (tickers: Record<string, Ticker>) =>
      ticksOf(exchange, tickers, clock.now().getTime(), (symbol) => {
        const code = codeBySymbol.get(symbol);
        return code === undefined ? undefined : watched.get(code);
      }),
    async history(instrument: FeedInstrument, from: number, to: number): Promise<Candle[]> {
      let symbol: string | undefined;
      try {
        symbol = (await ensureMarkets(false)).get(instrument.code);
      } catch (error) {
        // Every instrument of the back-fill meets the same failed attempt: say it once.
        if (error !== reportedMarketsError) log.error({ err: error, exchange: exchange.id }, "market: ccxt market list failed; instruments start without history");
        reportedMarketsError = error;
        return [];
      }
      return symbol ? fetchMinuteCandles(exchange, symbol, instrument, from, to, log) : [];
    },
  };
}

/** Binds `entry` to its exchange symbol, or stops watching it when the exchange lacks it. */
function bindSymbol(entry: Watched, symbols: Map<string, string>, watched: Map<string, Watched>, codeBySymbol: Map<string, string>): boolean {
  const symbol = symbols.get(entry.instrument.code);
  if (!symbol) {
    watched.delete(entry.instrument.code);
    return false;
  }
  entry.symbol = symbol;
  codeBySymbol.set(symbol, entry.instrument.code);
  return true;
}

/** The new ticks among `tickers`: watched symbols only, with a positive price, newer than the last. */
function ticksOf(exchange: Exchange, tickers: Record<string, Ticker>, nowMs: number, entryOf: (symbol: string) => Watched | undefined): PriceTick[] {
  const ticks: PriceTick[] = [];
  for (const ticker of Object.values(tickers)) {
    const symbol = ticker.symbol;
    const entry = symbol === undefined ? undefined : entryOf(symbol);
    const last = ticker.last ?? ticker.close;
    if (symbol === undefined || !entry || last === undefined || !(last > 0)) continue;
    const ts = ticker.timestamp ?? nowMs;
    if (ts <= entry.lastTickTs) continue;
    entry.lastTickTs = ts;
    entry.lastSeenMs = nowMs;
    ticks.push({ code: entry.instrument.code, price: priceAtScale(exchange, symbol, last, entry.instrument.priceScale), ts });
  }
  return ticks;
}

/**
 * The feed loop: streams (`watchTickers`) or polls (`fetchTickers`) the watched symbols until
 * stopped; an error is logged and retried after a backoff with jitter, never thrown.
 */
function createFeedLoop(options: CcxtProviderOptions, watchList: WatchList, streaming: boolean) {
  const { exchange, log } = options;
  const random = options.random ?? Math.random;
  let subscribedKey: string | undefined;
  let running = false;
  const { pause, wake } = createWakeablePause();

  /**
   * ccxt opens a websocket per distinct symbol list, so a list that grew (the back-fill tracks
   * instruments one by one) first closes the old socket: one connection, whatever the history.
   */
  const watch = async (symbols: string[]) => {
    const key = symbols.join(",");
    if (subscribedKey !== undefined && subscribedKey !== key) await exchange.close();
    subscribedKey = key;
    return exchange.watchTickers(symbols);
  };

  /** One round: the current tickers to `listener`; false when there was nothing to ask for or it was stopped. */
  const round = async (listener: (ticks: readonly PriceTick[]) => void): Promise<boolean> => {
    await watchList.ensureMarkets(true);
    const symbols = watchList.symbols();
    if (symbols.length === 0) {
      // Nothing to quote yet: the back-fill tracks instruments one by one after start.
      await pause(options.pollIntervalMs);
      return false;
    }
    const tickers = streaming ? await watch(symbols) : await exchange.fetchTickers(symbols);
    if (!running) return false;
    const ticks = watchList.ticksOf(tickers);
    if (ticks.length > 0) listener(ticks);
    return true;
  };

  const run = async (listener: (ticks: readonly PriceTick[]) => void) => {
    let failures = 0;
    while (running) {
      try {
        if (!(await round(listener))) continue;
        failures = 0;
        if (!streaming) await pause(options.pollIntervalMs);
      } catch (error) {
        if (!running) break;
        failures += 1;
        // REST calls have no backoff of their own; a websocket redial also waits ccxt's (options.ws.backoff).
        const retryInMs = backoffDelayMs(options.backoff, failures, random());
        log.error({ err: error, exchange: exchange.id, failures, retryInMs }, "market: ccxt feed error, retrying");
        await pause(retryInMs);
      }
    }
  };

  return {
    start(onTicks: (ticks: readonly PriceTick[]) => void) {
      if (running) return;
      running = true;
      void run(onTicks);
    },
    stop() {
      running = false;
      wake();
      // Closing the sockets rejects a pending watch, which ends the loop.
      exchange.close().catch((error: unknown) => log.error({ err: error, exchange: exchange.id }, "market: closing the ccxt exchange failed"));
    },
  };
}

/** A pause that `wake` cuts short, so a stop need not wait out a poll interval or a backoff. */
function createWakeablePause() {
  let wakeUp: (() => void) | undefined;
  return {
    pause: (ms: number) =>
      new Promise<void>((resolvePause) => {
        const done = () => {
          clearTimeout(timer);
          wakeUp = undefined;
          resolvePause();
        };
        const timer = setTimeout(done, ms);
        wakeUp = done;
      }),
    wake: () => wakeUp?.(),
  };
}

/**
 * Our code for each active spot market is base + quote (`BTC` + `USDT` = `BTCUSDT`), the rule
 * the catalogue's codes follow. A code two markets would share is left out: better no price
 * than the wrong one.
 */
function spotSymbolsByCode(markets: readonly (Market | undefined)[]): Map<string, string> {
  const symbols = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const market of markets) {
    if (!market || !market.spot || market.active === false) continue;
    const code = `${market.base}${market.quote}`;
    if (symbols.has(code)) ambiguous.add(code);
    symbols.set(code, market.symbol);
  }
  for (const code of ambiguous) symbols.delete(code);
  return symbols;
}

/** Delay before retry number `failures` (from 1): doubling, capped, with 50–100 % jitter so many servers do not retry in step. */
export function backoffDelayMs(backoff: Backoff, failures: number, random: number): number {
  const ceilingMs = Math.min(backoff.maxDelayMs, backoff.firstDelayMs * 2 ** Math.min(failures - 1, 30));
  return Math.round(ceilingMs * (0.5 + random / 2));
}

/**
 * 1-minute candles of [from, to), page by page from `from` on. A failed page ends the walk and
 * keeps what came before it: a shorter history beats none.
 */
async function fetchMinuteCandles(exchange: Exchange, symbol: string, instrument: FeedInstrument, from: number, to: number, log: MarketLog): Promise<Candle[]> {
  const candles: Candle[] = [];
  let since = from;
  // Every page moves `since` on by at least a minute, so this ends within (to - from) / 1 min pages.
  while (since < to) {
    let rows: OHLCV[];
    try {
      rows = await exchange.fetchOHLCV(symbol, "1m", since);
    } catch (error) {
      log.error({ err: error, exchange: exchange.id, code: instrument.code, candles: candles.length }, "market: ccxt history page failed; keeping the candles fetched so far");
      break;
    }
    // Only whole minutes in range: one off-grid row would fail the whole batch in SQL.
    const page = rows.flatMap((row) => {
      const candle = candleOf(exchange, symbol, instrument.priceScale, row);
      return candle && candle.openTime >= since && candle.openTime < to && bucketStart("1m", candle.openTime) === candle.openTime ? [candle] : [];
    });
    const last = page.at(-1);
    if (!last) break;
    candles.push(...page);
    since = last.openTime + minuteMs;
  }
  return candles;
}

function candleOf(exchange: Exchange, symbol: string, priceScale: number, [openTime, open, high, low, close, volume]: OHLCV): Candle | undefined {
  if (openTime === undefined || open === undefined || high === undefined || low === undefined || close === undefined) return undefined;
  const price = (value: number) => priceAtScale(exchange, symbol, value, priceScale);
  const amountPrecision = exchange.market(symbol).precision.amount;
  return { openTime, open: price(open), high: price(high), low: price(low), close: price(close), volume: asQuantity(volume === undefined ? "0" : exchangeDecimal(exchange, volume, amountPrecision)) };
}

/** A price at the instrument's scale, rounded half-even once, here: where an exchange's price enters. */
function priceAtScale(exchange: Exchange, symbol: string, value: number, scale: number): Price {
  return asPrice(exchangeDecimal(exchange, value, exchange.market(symbol).precision.price).toDecimalPlaces(scale, Decimal.ROUND_HALF_EVEN));
}

/**
 * ccxt hands us doubles it parsed from the exchange's decimal text. Its own string arithmetic
 * (`decimalToPrecision`) writes one back onto the market's precision grid, which recovers the
 * exchange's exact figure (a double keeps 15 significant digits, more than any quote has) without
 * the binary noise a plain `toString` could carry; without a known grid, ccxt's `numberToString`.
 */
function exchangeDecimal(exchange: Exchange, value: number, precision: number | undefined): Decimal {
  const text = precision === undefined ? exchange.numberToString(value) : exchange.decimalToPrecision(value, ccxt.ROUND, precision, exchange.precisionMode, ccxt.NO_PADDING);
  return decimal(text);
}
