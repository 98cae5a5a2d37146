// The tick pipeline and the market queries. Each tick updates the in-memory quote (last price,
// its sparkline, the live 1-minute candle); a candle is written when its minute is over
// (one upsert per instrument per minute) and the live ones on stop; every tick is also written
// to the tick record (`market_ticks`) as it is applied, so a killed engine loses no price that
// settles money. Everything the API answers comes from these recorded candles and ticks: with
// no data, fields are null or empty.
// With a provider (ROLE all/engine) the market applies ticks, stores candles and ticks and
// publishes each batch of changes and every status change on the bus; without one (ROLE=api) its
// quotes start from a snapshot of the record, then follow those events, so any process answers
// from the same prices; it re-reads the record after the stream was silent (an engine restart, a
// bus reconnect) and for the instruments the engine says it recorded anew (a back-fill).
// A price is fresh while it is at most `price_fresh_seconds` old: trading refuses a stale one.
import { invariant } from "@tradewind/domain/assert";
import { aggregate, applyTick, bucketShape, bucketStart, intervalMs, type Candle, type Interval } from "@tradewind/domain/candles";
import { asPrice, asQuantity, Decimal, toPlain, type Price } from "@tradewind/domain/money";
import type { Sparkline } from "@tradewind/domain/sparkline";
import type { MarketItemReply } from "@tradewind/api/market";
import { maxCandlesPerRequest } from "@tradewind/api/market-rules";
import { createLocalBus, subject, type Bus } from "../platform/bus.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import { getParam } from "../platform/params.ts";
import { sessionAt, sessionOpen, type MarketProvider, type PriceTick } from "./feed.ts";
import * as repository from "./repository.ts";
import type { InstrumentRow, StoredCandle } from "./repository.ts";
import { candleOfText, candleText, type CandleText } from "./candle-text.ts";
import { hundredLength, lineOfCandles, lineWithPrice } from "./sparkline.ts";
import * as ticks from "./ticks-repository.ts";
import type { RecordedTick } from "./ticks-repository.ts";

const dayMs = intervalMs["1d"];
const minutesPerDay = 24 * 60;
/** Back-fill window of instruments with trading hours: a long weekend plus a holiday. */
const sessionLookbackMs = 5 * dayMs;
/** Default chart span when the client gives no `from`. */
const defaultCandleCount = 300;
/** How often the engine looks for session and stale-feed changes (also after ticks, by the injected clock). */
const statusCheckMs = 1_000;
/** An api process that heard nothing from the engine this long re-reads the record when the stream resumes. */
const streamGapMs = 3_000;
/** How often the freshness bound (`price_fresh_seconds`) is re-read. */
const freshnessReadMs = 10_000;

/** One instrument's new state after a tick: price, 24 h change and its live 1-minute candle. */
export interface QuoteUpdate {
  readonly code: string;
  readonly price: Price;
  readonly zdf: string;
  /** Epoch ms of the tick. */
  readonly ts: number;
  readonly candle: Candle;
}

/** A QuoteUpdate as the bus carries it (JSON events): decimal text, formatted once by the engine. */
export interface QuoteChange {
  readonly code: string;
  readonly price: string;
  readonly zdf: string;
  /** Epoch ms of the tick. */
  readonly ts: number;
  readonly candle: CandleText;
}

/** Every process's market hands its applied updates, already parsed, to in-process listeners (the socket gateway). */
export type UpdatesListener = (updates: readonly QuoteUpdate[], source: string) => void;

export interface TickEvent {
  readonly source: string;
  readonly changes: readonly QuoteChange[];
}

export interface StatusChange {
  readonly code: string;
  readonly open: boolean;
  readonly stale: boolean;
}

export interface StatusEvent {
  readonly source: string;
  readonly statuses: readonly StatusChange[];
}

/** Every applied batch of ticks. */
export const tickSubject = subject<TickEvent>("market.tick");
/** Instruments whose session opened or closed, or whose feed went stale or recovered. */
export const statusSubject = subject<StatusEvent>("market.status");

export interface ListingEvent {
  readonly code: string;
  readonly listed: boolean;
}

/** An instrument the back office listed or delisted, published after the change committed. */
export const listingSubject = subject<ListingEvent>("market.listing");

/** Instruments whose recorded state the engine replaced outside the tick stream (a back-fill): api processes re-read them. */
export const recordedSubject = subject<{ codes: readonly string[] }>("market.recorded");

export interface MarketLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MarketDeps {
  db: Db;
  clock: Clock;
  /** The feed (ROLE all or engine). Without one (ROLE=api) quotes follow the bus and nothing is written. */
  provider?: MarketProvider | undefined;
  /** Without a provider: the feed's label (MARKET_PROVIDER) until the first event names it. */
  source?: string | undefined;
  /** Where changes are published (or followed); a private in-process bus when absent. */
  bus?: Bus | undefined;
  log: MarketLog;
}

interface Quote {
  readonly instrument: InstrumentRow;
  price: Price | undefined;
  /** Epoch ms of `price`: its tick, or for a recorded price the start of its minute. */
  ts: number | undefined;
  /** 24 h change of `price` in percent; "0" without a recorded reference. */
  zdf: string;
  /** The sparkline: a point a minute, at most `hundredLength`, the newest `price`. */
  hundred: Sparkline;
  /** The live 1-minute candle; stored when the next minute opens, or on stop. */
  current: StoredCandle | undefined;
  /** Recorded price 24 h before the last refresh; refreshed each minute. */
  reference24h: Price | undefined;
  /** Session and stale flags as last published (engine) or received (api). */
  open: boolean;
  stale: boolean;
  /** False once the back office delisted it: hidden from lists and prices, still ticking. */
  listed: boolean;
}

export interface BackfillReport {
  instruments: number;
  candles: number;
  elapsedMs: number;
}

export type Market = ReturnType<typeof createMarket>;

/**
 * What every part of the market reads and moves: the quotes of the catalogue, the feed and the
 * bus, and the queue of candle writes. One per market; the parts below take it first.
 */
interface MarketContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly provider: MarketProvider | undefined;
  readonly log: MarketLog;
  readonly bus: Bus;
  readonly quotes: Map<string, Quote>;
  /** Instruments without recorded candles, waiting for the back-fill (with a provider only). */
  readonly pending: InstrumentRow[];
  /** The feed's label; without a provider it follows the events' label. */
  source: string;
  /** In-process listeners of applied updates (onUpdates). */
  readonly listeners: Set<UpdatesListener>;
  /** Candle and tick writes, chained so they land in order. */
  writes: Promise<void>;
  /** Epoch ms from which every applied tick is in the tick record (once written): when the provider started. */
  recordingSinceMs: number | undefined;
  /** Local time the engine's stream was last heard (api processes). */
  heardMs: number;
  /** `price_fresh_seconds` in ms, with when it was read. */
  freshness: { boundMs: number; readMs: number };
}

export function createMarket(deps: MarketDeps) {
  const { clock, provider, log } = deps;
  const market = marketContext(deps);
  const feed = createTickPipeline(market);
  let backfillRun: Promise<BackfillReport> | undefined;
  let stopping = false;
  let loaded = false;
  let statusTimer: NodeJS.Timeout | undefined;
  const unsubscribes: (() => void)[] = [];

  return {
    /** The feed's label, e.g. "simulated". */
    get source() {
      return market.source;
    },
    /** How long the feed may be silent before an instrument is stale; undefined without a provider or for one that never is. */
    staleAfterMs: provider?.staleAfterMs,
    bus: market.bus,
    /**
     * Calls `listener` with every batch of updates this market applies (its feed's, or the
     * engine's it follows), parsed: what a process shows follows its market without parsing the
     * bus's text again. Returns the unsubscribe function.
     */
    onUpdates(listener: UpdatesListener): () => void {
      market.listeners.add(listener);
      return () => {
        market.listeners.delete(listener);
      };
    },
    /** True once `start` has loaded the catalogue and recorded state: the process is ready to trade (GET /health/ready). */
    get loaded() {
      return loaded;
    },

    /** Loads the catalogue and recorded state, then starts the provider. Call `backfill` after. */
    async start(): Promise<void> {
      const now = clock.now().getTime();
      await readFreshness(market);
      const instruments = await repository.listedInstruments(market.db);
      const latest = await repository.latestCandles(market.db, hundredLength);
      const latestTicks = await ticks.latestTicks(market.db);
      for (const instrument of instruments) await addQuote(market, instrument, latest.get(instrument.id) ?? [], latestTicks.get(instrument.id), now);
      loaded = true;
      unsubscribes.push(market.bus.subscribe(listingSubject, (event) => void relist(market, event).catch((error: unknown) => log.error({ err: error, code: event.code }, "market: relisting failed"))));
      if (!provider) {
        market.heardMs = clock.now().getTime();
        unsubscribes.push(
          market.bus.subscribe(tickSubject, feed.follow),
          market.bus.subscribe(statusSubject, feed.followStatus),
          market.bus.subscribe(recordedSubject, (event) => resnapshot(market, event.codes)),
        );
        return;
      }
      market.recordingSinceMs = now;
      provider.start(feed.ingest);
      // Sessions open and feeds fall silent without any tick arriving: look at a steady pace too.
      statusTimer = setInterval(feed.publishStatusChanges, statusCheckMs);
      statusTimer.unref();
    },

    /**
     * Gives every instrument without recorded candles the provider's last 24 h (1-minute
     * candles, stored as such) and starts quoting it; without `history`, starts it fresh.
     */
    backfill(options: { history: boolean }): Promise<BackfillReport> {
      backfillRun ??= backfill(market, options, () => stopping);
      return backfillRun;
    },

    /** Resolves when every candle write queued so far is done. */
    async settled(): Promise<void> {
      await market.writes;
    },

    /** Stops ticking, lets a running back-fill finish its instrument, and stores the live candles. */
    async stop(): Promise<void> {
      stopping = true;
      provider?.stop();
      clearInterval(statusTimer);
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
      if (backfillRun) await backfillRun.catch((error: unknown) => log.error({ err: error }, "market: back-fill failed"));
      for (const quote of market.quotes.values()) {
        const current = quote.current;
        if (current && provider) enqueue(market, () => repository.upsertCandles(market.db, quote.instrument.id, [current]));
      }
      await market.writes;
    },

    ...marketQueries(market),
  };
}

function marketContext(deps: MarketDeps): MarketContext {
  const { provider, log } = deps;
  const bus = deps.bus ?? createLocalBus(log);
  const source = provider?.source ?? deps.source ?? "unknown";
  return {
    db: deps.db,
    clock: deps.clock,
    provider,
    log,
    bus,
    quotes: new Map(),
    pending: [],
    source,
    listeners: new Set(),
    writes: Promise.resolve(),
    recordingSinceMs: undefined,
    heardMs: 0,
    freshness: { boundMs: 5_000, readMs: Number.NEGATIVE_INFINITY },
  };
}

/** Reads `price_fresh_seconds` (every process, on start and then every `freshnessReadMs`). */
async function readFreshness(market: MarketContext): Promise<void> {
  market.freshness.readMs = market.clock.now().getTime();
  market.freshness.boundMs = Number(await getParam(market.db, "price_fresh_seconds")) * 1_000;
}

/**
 * ROLE=api: re-reads the recorded state of `codes` (all without) and takes what is newer than the
 * quotes hold: the engine's stream may have been cut (a restart, a bus reconnect) while an
 * instrument that does not tick (a closed market) changed in the record.
 */
function resnapshot(market: MarketContext, codes?: readonly string[]): void {
  const wanted = codes ? codes.flatMap((code) => market.quotes.get(code) ?? []) : [...market.quotes.values()];
  if (wanted.length === 0) return;
  enqueue(market, async () => {
    const latest = await repository.latestCandles(market.db, hundredLength);
    const latestTicks = await ticks.latestTicks(market.db);
    for (const quote of wanted) {
      const candles = latest.get(quote.instrument.id) ?? [];
      const last = candles.at(-1);
      const tick = newest(latestTicks.get(quote.instrument.id), last && { price: last.close, ts: last.openTime, source: last.source });
      if (!tick || (quote.ts !== undefined && tick.ts <= quote.ts)) continue;
      if (last && (!quote.current || last.openTime >= quote.current.openTime)) quote.current = last;
      if (quote.hundred.prices.length === 0) quote.hundred = lineOfCandles(candles);
      quote.price = tick.price;
      quote.ts = tick.ts;
      quote.hundred = lineWithPrice(quote.hundred, tick.price, tick.ts);
      quote.reference24h = await repository.closeAt(market.db, quote.instrument.id, market.clock.now().getTime() - dayMs);
      quote.zdf = changeOf(tick.price, quote.reference24h);
    }
  });
}

function newest(a: RecordedTick | undefined, b: RecordedTick | undefined): RecordedTick | undefined {
  if (!a || !b) return a ?? b;
  return a.ts >= b.ts ? a : b;
}

/** Serialises writes so candles land in order; a failed write is logged, the feed carries on. */
function enqueue(market: MarketContext, work: () => Promise<void>) {
  market.writes = market.writes.then(work).catch((error: unknown) => market.log.error({ err: error }, "market: candle write failed"));
}

/** No volume: the market records prices alone (providers' volumes go to back-filled candles only). */
const noVolume = asQuantity("0");

/** An update as the bus carries it. */
function changeText(update: QuoteUpdate): QuoteChange {
  return { code: update.code, price: toPlain(update.price), zdf: update.zdf, ts: update.ts, candle: candleText(update.candle) };
}

/** Hands applied updates to the in-process listeners; one failing is logged, the others still hear. */
function tell(market: MarketContext, updates: readonly QuoteUpdate[], source: string) {
  for (const listener of market.listeners) {
    try {
      listener(updates, source);
    } catch (error) {
      market.log.error({ err: error }, "market: an updates listener failed");
    }
  }
}

/** Moves a quote to a change; a finished minute is stored (by the feed's process only) and the 24 h reference refreshed. */
function record(market: MarketContext, quote: Quote, change: QuoteUpdate, candleSource: string) {
  const finished = quote.current && change.candle.openTime > quote.current.openTime ? quote.current : undefined;
  quote.current = { ...change.candle, source: candleSource };
  quote.price = change.price;
  quote.ts = change.ts;
  quote.zdf = change.zdf;
  quote.hundred = lineWithPrice(quote.hundred, change.price, change.ts);
  if (finished) {
    enqueue(market, async () => {
      if (market.provider) await repository.upsertCandles(market.db, quote.instrument.id, [finished]);
      quote.reference24h = await repository.closeAt(market.db, quote.instrument.id, change.ts - dayMs);
    });
  }
}

/**
 * The tick pipeline: with a provider, its ticks applied and published with the session and
 * stale flags; without one (ROLE=api), the engine's published changes followed.
 */
function createTickPipeline(market: MarketContext) {
  const { clock, provider, quotes, bus } = market;
  let statusCheckedMs = Number.NEGATIVE_INFINITY;

  /** Engine: publishes the instruments whose session or stale flag changed since the last look. */
  const publishStatusChanges = () => {
    const now = clock.now();
    statusCheckedMs = now.getTime();
    const statuses: StatusChange[] = [];
    for (const quote of quotes.values()) {
      const open = sessionOpen(quote.instrument.schedule, now);
      const stale = provider?.isStale(quote.instrument.code) ?? false;
      if (open === quote.open && stale === quote.stale) continue;
      quote.open = open;
      quote.stale = stale;
      statuses.push({ code: quote.instrument.code, open, stale });
    }
    if (statuses.length > 0) bus.publish(statusSubject, { source: market.source, statuses });
  };

  return {
    publishStatusChanges,
    ingest(applied: readonly PriceTick[]) {
      // Status first, so a session that just opened is announced before its first price.
      if (clock.now().getTime() - statusCheckedMs >= statusCheckMs) publishStatusChanges();
      const updates: QuoteUpdate[] = [];
      const recorded: (RecordedTick & { instrumentId: string })[] = [];
      // The provider parsed each price once; from here to the bus nothing parses text.
      for (const tick of applied) {
        const quote = quotes.get(tick.code);
        if (!quote) continue;
        const outcome = applyTick(quote.current, { price: tick.price, volume: noVolume, ts: tick.ts }, "1m");
        if (outcome.kind === "ignored") continue;
        const update = { code: tick.code, price: tick.price, zdf: changeOf(tick.price, quote.reference24h), ts: tick.ts, candle: outcome.candle };
        record(market, quote, update, market.source);
        updates.push(update);
        recorded.push({ instrumentId: quote.instrument.id, price: tick.price, ts: tick.ts, source: market.source });
      }
      if (recorded.length > 0) enqueue(market, () => ticks.insertTicks(market.db, recorded));
      if (updates.length === 0) return;
      bus.publish(tickSubject, { source: market.source, changes: updates.map(changeText) });
      tell(market, updates, market.source);
    },
    /** ROLE=api: the engine's changes, skipping any older than the minute already held. */
    follow(event: TickEvent) {
      const heardMs = clock.now().getTime();
      if (heardMs - market.heardMs > streamGapMs) resnapshot(market);
      market.heardMs = heardMs;
      market.source = event.source;
      const updates: QuoteUpdate[] = [];
      for (const change of event.changes) {
        const quote = quotes.get(change.code);
        if (!quote || (quote.current && change.candle.openTime < quote.current.openTime)) continue;
        // Where the engine's text enters this process: parsed once, here.
        const update = { code: change.code, price: asPrice(change.price), zdf: change.zdf, ts: change.ts, candle: candleOfText(change.candle) };
        record(market, quote, update, event.source);
        updates.push(update);
      }
      if (updates.length > 0) tell(market, updates, event.source);
    },
    followStatus(event: StatusEvent) {
      for (const status of event.statuses) {
        const quote = quotes.get(status.code);
        if (!quote) continue;
        quote.open = status.open;
        quote.stale = status.stale;
      }
    },
  };
}

/**
 * Starts quoting a listed instrument from its recorded candles and its latest recorded tick (this
 * feed's only): the tick is newer when the engine died before the minute's candle was written.
 */
async function addQuote(market: MarketContext, instrument: InstrumentRow, stored: readonly StoredCandle[], latestTick: RecordedTick | undefined, now: number) {
  const { provider } = market;
  // Prices recorded by another feed (say, simulated before MARKET_PROVIDER=ccxt:…) are not this feed's: start without them.
  const ours = (source: string) => !provider || source === provider.source || source === provider.historySource;
  const recorded = stored.filter((candle) => ours(candle.source));
  const lastCandle = recorded.at(-1);
  const last = newest(latestTick && ours(latestTick.source) ? latestTick : undefined, lastCandle && { price: lastCandle.close, ts: lastCandle.openTime, source: lastCandle.source });
  const line = lineOfCandles(recorded);
  const quote: Quote = {
    instrument,
    price: last?.price,
    ts: last?.ts,
    zdf: "0",
    hundred: last && lastCandle && last.ts > lastCandle.openTime ? lineWithPrice(line, last.price, last.ts) : line,
    current: lastCandle,
    reference24h: undefined,
    open: sessionOpen(instrument.schedule, new Date(now)),
    stale: provider?.isStale(instrument.code) ?? false,
    listed: true,
  };
  market.quotes.set(instrument.code, quote);
  if (!last) {
    if (provider) market.pending.push(instrument);
    return;
  }
  quote.reference24h = await repository.closeAt(market.db, instrument.id, now - dayMs);
  quote.zdf = changeOf(last.price, quote.reference24h);
  provider?.track(instrument, { price: last.price, ts: last.ts });
}

/**
 * The back office listed or delisted an instrument (every process hears it on the bus). A
 * delisted instrument is hidden from users but keeps its quote, so open positions on it are
 * still marked and their stops and liquidations still fire; a newly listed one starts quoting.
 */
async function relist(market: MarketContext, event: ListingEvent) {
  const quote = market.quotes.get(event.code);
  if (quote) {
    quote.listed = event.listed;
    return;
  }
  const instrument = event.listed ? await repository.listedInstrumentByCode(market.db, event.code) : undefined;
  if (!instrument) return;
  const latestTick = (await ticks.latestTicks(market.db)).get(instrument.id);
  await addQuote(market, instrument, (await repository.latestCandles(market.db, hundredLength)).get(instrument.id) ?? [], latestTick, market.clock.now().getTime());
  if (!market.quotes.get(event.code)?.price) market.provider?.track(instrument, undefined);
}

/** The back-fill: each waiting instrument gets its history (or, without `history`, starts fresh), one at a time. */
async function backfill(market: MarketContext, options: { history: boolean }, stopping: () => boolean): Promise<BackfillReport> {
  const { provider, pending, quotes } = market;
  const startedMs = Date.now();
  let candles = 0;
  let instruments = 0;
  while (provider && pending.length > 0 && !stopping()) {
    const instrument = pending.shift();
    const quote = instrument && quotes.get(instrument.code);
    if (!instrument || !quote) break;
    if (!options.history) {
      provider.track(instrument, undefined);
      continue;
    }
    candles += await backfillOne(market, provider, instrument, quote);
    instruments += 1;
    // Api processes quote it from the record: a closed market's price arrives no other way.
    market.bus.publish(recordedSubject, { codes: [instrument.code] });
    // PGlite and the walk both run on this thread: give waiting requests a turn.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { instruments, candles, elapsedMs: Date.now() - startedMs };
}

/** Stores the provider's last day of one instrument and quotes from it; the number of candles stored. */
async function backfillOne(market: MarketContext, provider: MarketProvider, instrument: InstrumentRow, quote: Quote): Promise<number> {
  const { db, clock } = market;
  const to = bucketStart("1m", clock.now().getTime());
  // A market that closes may have been shut for the whole last day (a weekend): look back
  // far enough to find a day of trading, and keep at most a day's worth of minutes.
  const lookback = instrument.schedule === "always" ? dayMs : sessionLookbackMs;
  const history = (await provider.history(instrument, to - lookback, to)).slice(-minutesPerDay).map((candle) => ({ ...candle, source: provider.historySource }));
  const last = history.at(-1);
  quote.price = last?.close;
  quote.ts = last?.openTime;
  quote.hundred = lineOfCandles(history);
  await repository.upsertCandles(db, instrument.id, history);
  quote.reference24h = await repository.closeAt(db, instrument.id, clock.now().getTime() - dayMs);
  if (last) quote.zdf = changeOf(last.close, quote.reference24h);
  return history.length;
}

function quoteOf(market: MarketContext, code: string): Quote {
  return market.quotes.get(code) ?? fail("unknownInstrument");
}

/** What the API asks of the market: lists, prices, session state, candles and the instrument card. */
function marketQueries(market: MarketContext) {
  const { quotes, clock } = market;
  const tickFresh = (ts: number): boolean => {
    const nowMs = clock.now().getTime();
    if (nowMs - market.freshness.readMs > freshnessReadMs) {
      void readFreshness(market).catch((error: unknown) => market.log.error({ err: error }, "market: price_fresh_seconds unreadable; keeping the last bound"));
    }
    return nowMs - ts <= market.freshness.boundMs;
  };

  return {
    list(type: number): MarketItemReply[] {
      const now = clock.now();
      return [...quotes.values()]
        .filter((quote) => quote.listed && quote.instrument.type === type)
        .map((quote) => ({
          code: quote.instrument.code,
          type: quote.instrument.type,
          id: quote.instrument.id,
          appName: quote.instrument.name,
          logo: quote.instrument.logo,
          price: quote.price ?? null,
          zdf: quote.zdf,
          hundred: [...quote.hundred.prices],
          source: market.source,
          open: sessionOpen(quote.instrument.schedule, now),
          stale: quote.stale,
        }));
    },

    /** Code, price and 24 h change of every instrument with a price: the `/message` list (SPEC §7). */
    prices(): { code: string; price: Price; zdf: string }[] {
      const items: { code: string; price: Price; zdf: string }[] = [];
      for (const quote of quotes.values()) if (quote.listed && quote.price !== undefined) items.push({ code: quote.instrument.code, price: quote.price, zdf: quote.zdf });
      return items;
    },

    /** The last price of `code` with its time and feed, or undefined before the first one. */
    lastTick(code: string): { price: Price; zdf: string; ts: number; source: string } | undefined {
      const quote = quotes.get(code);
      if (quote?.price === undefined || quote.ts === undefined) return undefined;
      return { price: quote.price, zdf: quote.zdf, ts: quote.ts, source: market.source };
    },

    /** The live 1-minute candle of `code` (the last recorded one before any tick), if any. */
    liveMinute(code: string): Candle | undefined {
      const current = quotes.get(code)?.current;
      return current && { openTime: current.openTime, open: current.open, high: current.high, low: current.low, close: current.close, volume: current.volume };
    },

    /** Whether `code`'s trading session is open at `at` (unknownInstrument when it is not listed). */
    sessionOpenAt(code: string, at: Date): boolean {
      return sessionOpen(quoteOf(market, code).instrument.schedule, at);
    },

    /**
     * Whether the price this process holds for `code` is at most `price_fresh_seconds` old (tick
     * time to now): false before the first price, and in an api process soon after its engine
     * stopped feeding it.
     */
    priceFresh(code: string): boolean {
      const ts = quotes.get(code)?.ts;
      return ts !== undefined && tickFresh(ts);
    },

    /** Whether a tick stamped `ts` is at most `price_fresh_seconds` old now. */
    tickFresh,

    /**
     * The span of ticks this process has applied and already written to the tick record:
     * undefined without a provider (an api process records nothing).
     */
    async recordedSpan(): Promise<{ sinceMs: number; throughMs: number } | undefined> {
      const sinceMs = market.recordingSinceMs;
      if (sinceMs === undefined) return undefined;
      const throughMs = clock.now().getTime();
      await market.writes;
      return { sinceMs, throughMs };
    },

    /** Session and feed state of `code` now (unknownInstrument when it is not listed). */
    status(code: string): { open: boolean; stale: boolean } {
      const quote = quoteOf(market, code);
      return { open: sessionOpen(quote.instrument.schedule, clock.now()), stale: quote.stale };
    },

    candles: (code: string, interval: Interval, range: { from?: number | undefined; to?: number | undefined }) => candlesOf(market, code, interval, range),
    info: (code: string) => infoOf(market, code),
  };
}

/** `code`'s candles at `interval` over `range` (default: the last 300), the live minute laid over the stored ones. */
async function candlesOf(market: MarketContext, code: string, interval: Interval, range: { from?: number | undefined; to?: number | undefined }): Promise<Candle[]> {
  const quote = quoteOf(market, code);
  const length = intervalMs[interval];
  const to = range.to ?? market.clock.now().getTime();
  const from = range.from ?? Math.max(0, to - (defaultCandleCount - 1) * length);
  if (from > to) fail("invalidTimeRange");
  const firstBucket = bucketStart(interval, from);
  const lastBucket = bucketStart(interval, to);
  if ((lastBucket - firstBucket) / length + 1 > maxCandlesPerRequest) fail("tooManyCandles", { max: maxCandlesPerRequest });
  const end = lastBucket + length - 1;
  // The database aggregates the stored minutes; the live minute (newest, maybe not stored yet) is laid over them.
  const live = quote.current && quote.current.openTime >= firstBucket && quote.current.openTime <= end ? quote.current : undefined;
  const stored = await repository.aggregatedCandles(market.db, quote.instrument.id, bucketShape(interval), firstBucket, end, live?.openTime);
  if (!live) return stored;
  const liveBucket = bucketStart(interval, live.openTime);
  const last = stored.at(-1);
  invariant(!last || last.openTime <= liveBucket, "stored candle newer than the live one");
  const minute = { openTime: live.openTime, open: live.open, high: live.high, low: live.low, close: live.close, volume: live.volume };
  return last?.openTime === liveBucket ? [...stored.slice(0, -1), ...aggregate([last, minute], interval)] : [...stored, ...aggregate([minute], interval)];
}

/** The instrument card: the last 24 h (open, close, range, volume, change, amplitude), session and trading terms. */
async function infoOf(market: MarketContext, code: string) {
  const quote = quoteOf(market, code);
  const now = market.clock.now();
  const nowMs = now.getTime();
  const day = withLive(await repository.candlesBetween(market.db, quote.instrument.id, nowMs - dayMs, nowMs, 2 * 24 * 60), quote.current, nowMs - dayMs, nowMs);
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
    zhenFu: open && totals ? percentOf(totals.high.minus(totals.low), open) : null,
    source: market.source,
    sessionOpen: session.open,
    stale: quote.stale,
    nextSessionChange: session.next ? session.next.at.getTime() : null,
    terms: await repository.tradingTerms(market.db, quote.instrument.id),
  };
}

/** Stored rows of [from, to] with the live candle laid over them (it is newer than any stored row). */
function withLive(rows: StoredCandle[], live: StoredCandle | undefined, from: number, to: number): StoredCandle[] {
  if (!live || live.openTime < from || live.openTime > to) return rows;
  const last = rows.at(-1);
  invariant(!last || last.openTime <= live.openTime, "stored candle newer than the live one");
  return last?.openTime === live.openTime ? [...rows.slice(0, -1), live] : [...rows, live];
}

function summarise(candles: readonly Candle[]): { high: Price; low: Price; volume: Decimal } | undefined {
  const first = candles[0];
  if (!first) return undefined;
  let high = first.high;
  let low = first.low;
  let volume = new Decimal(0);
  for (const candle of candles) {
    if (candle.high.gt(high)) high = candle.high;
    if (candle.low.lt(low)) low = candle.low;
    volume = volume.plus(candle.volume);
  }
  return { high, low, volume };
}

/** The 24 h change shown with a price: "0" until a reference price is recorded. */
function changeOf(price: Price, reference24h: Price | undefined): string {
  return reference24h ? percentChange(price, reference24h) : "0";
}

/** (price − reference) / reference in percent, two decimals, half-even: display only. */
function percentChange(price: Price, reference: Price): string {
  return percentOf(price.minus(reference), reference);
}

function percentOf(part: Decimal, whole: Price): string {
  const rounded = part.dividedBy(whole).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);
  // No "-0.00" for a tiny fall.
  return (rounded.isZero() ? new Decimal(0) : rounded).toFixed(2);
}
