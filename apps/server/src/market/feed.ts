// Price providers (DESIGN §4) and the `simulated` one. A provider emits ticks (code, price, ts)
// for the instruments it tracks, can supply 1-minute history for a back-fill, and says whether
// an instrument's session is open. The simulator is a seeded GBM walk per instrument (seed =
// code), so a fresh install always shows the same path; outside a session the price holds and no
// tick is emitted, so closed hours stay gaps in the candles.
import { invariant } from "@tradewind/domain/assert";
import { bucketStart, type Candle } from "@tradewind/domain/candles";
import { asPrice, asQuantity, type Decimal, type Price } from "@tradewind/domain/money";
import { annualVolatilityByType, createWalk, simulatePath, step, tickScaleFor, type InstrumentType, type PricePoint, type WalkState } from "@tradewind/domain/random-walk";
import { isOpen, nextChange, scheduleByName, type SessionChange, type TradingSchedule } from "@tradewind/domain/sessions";
import type { Clock } from "../platform/clock.ts";

export interface PriceTick {
  readonly code: string;
  /** At the instrument's price scale; parsed where it entered (the provider). */
  readonly price: Price;
  /** Epoch ms UTC. */
  readonly ts: number;
}

/** What a provider needs to know about an instrument (from the catalogue in SQL). */
export interface FeedInstrument {
  readonly code: string;
  readonly type: InstrumentType;
  readonly schedule: string;
  readonly startPrice: Decimal;
  readonly priceScale: number;
}

export interface MarketProvider {
  /** Label stored with live candles and shown with every price, e.g. "simulated". */
  readonly source: string;
  /** Label stored with back-filled candles. */
  readonly historySource: string;
  /** Starts quoting `instrument`, continuing from its last recorded price when there is one. */
  track(instrument: FeedInstrument, resumeFrom: { price: Price; ts: number } | undefined): void;
  /**
   * 1-minute candles for [from, to) (minute-aligned); afterwards the instrument is tracked and live
   * ticks continue from their end. A promise for providers that fetch it over the network.
   */
  history(instrument: FeedInstrument, from: number, to: number): Candle[] | Promise<Candle[]>;
  /** True when the feed has been silent for `code` longer than its stale threshold. */
  isStale(code: string): boolean;
  /** That threshold, ms; absent for a feed that cannot go stale (the simulator). */
  readonly staleAfterMs?: number;
  /** Delivers ticks to `onTicks` until stopped. */
  start(onTicks: (ticks: readonly PriceTick[]) => void): void;
  stop(): void;
}

export interface Session {
  readonly open: boolean;
  readonly next: SessionChange | null;
}

/** Trading session of an instrument at an instant, from its named calendar. */
export function sessionAt(scheduleName: string, at: Date): Session {
  const schedule = scheduleOf(scheduleName);
  return { open: isOpen(schedule, at), next: nextChange(schedule, at) };
}

/** Whether the session is open, without looking for the next change (cheap, for lists). */
export function sessionOpen(scheduleName: string, at: Date): boolean {
  return isOpen(scheduleOf(scheduleName), at);
}

function scheduleOf(name: string): TradingSchedule {
  const schedule = scheduleByName(name);
  // The SQL check constraint lists the same names; a mismatch is a programmer error.
  invariant(schedule, `unknown trading schedule: ${name}`);
  return schedule;
}

export interface SimulatedProviderOptions {
  clock: Clock;
  /** Milliseconds between ticks; 0 starts no timer (tests call `tickAll` by hand). */
  tickIntervalMs: number;
}

interface Walk {
  readonly instrument: FeedInstrument;
  readonly schedule: TradingSchedule;
  state: WalkState;
  lastTs: number;
}

const minuteMs = 60_000;

export interface SimulatedProvider extends MarketProvider {
  /** Advances every open instrument's walk to `now` and emits the ticks; returns them too. */
  tickAll(now: Date): PriceTick[];
}

export function createSimulatedProvider(options: SimulatedProviderOptions): SimulatedProvider {
  const walks = new Map<string, Walk>();
  let listener: ((ticks: readonly PriceTick[]) => void) | undefined;
  let timer: NodeJS.Timeout | undefined;

  const walkStart = (instrument: FeedInstrument, seed: string, startPrice: Decimal) =>
    createWalk({ seed, startPrice, scale: walkScale(instrument), volatility: annualVolatilityByType[instrument.type] });

  const provider: SimulatedProvider = {
    source: "simulated",
    historySource: "simulated-backfill",
    track(instrument, resumeFrom) {
      // Resuming seeds by code and resume time: reproducible, yet not a replay of the first day.
      const state = resumeFrom
        ? walkStart(instrument, `${instrument.code}@${resumeFrom.ts}`, resumeFrom.price)
        : walkStart(instrument, instrument.code, instrument.startPrice);
      walks.set(instrument.code, { instrument, schedule: scheduleOf(instrument.schedule), state, lastTs: options.clock.now().getTime() });
    },
    history(instrument, from, to) {
      invariant(bucketStart("1m", from) === from && bucketStart("1m", to) === to, `history range must be whole minutes: ${from}…${to}`);
      invariant(to > from, `history range must be whole minutes: ${from}…${to}`);
      const options = { seed: instrument.code, startPrice: instrument.startPrice, scale: walkScale(instrument), volatility: annualVolatilityByType[instrument.type], stepMs: minuteMs };
      const schedule = scheduleOf(instrument.schedule);
      let state = createWalk(options);
      const candles: Candle[] = [];
      // As live: the walk moves only while the market is open, and a closed stretch is skipped in
      // one step (the price holds, nothing is recorded), so its hours stay gaps in the candles.
      for (let cursor = from; cursor < to; ) {
        const change = nextChange(schedule, new Date(cursor));
        const stretchEnd = Math.min(change ? change.at.getTime() : to, to);
        if (isOpen(schedule, new Date(cursor))) {
          const stretch = candlesFromPath(simulatePath({ ...options, from: cursor, to: stretchEnd }, state));
          candles.push(...stretch.candles);
          state = stretch.final;
        }
        cursor = stretchEnd;
      }
      walks.set(instrument.code, { instrument, schedule, state, lastTs: to });
      return candles;
    },
    // The simulator runs in this process: it is never behind.
    isStale: () => false,
    tickAll(now) {
      const nowMs = now.getTime();
      const ticks: PriceTick[] = [];
      for (const walk of walks.values()) {
        const elapsedMs = nowMs - walk.lastTs;
        if (elapsedMs <= 0) continue;
        walk.lastTs = nowMs;
        // Closed: the price holds; no tick, so the candles keep the closed hours as a gap.
        if (!isOpen(walk.schedule, now)) continue;
        walk.state = step(walk.state, elapsedMs);
        ticks.push({ code: walk.instrument.code, price: asPrice(walk.state.price), ts: nowMs });
      }
      if (ticks.length > 0) listener?.(ticks);
      return ticks;
    },
    start(onTicks) {
      listener = onTicks;
      if (options.tickIntervalMs > 0 && !timer) timer = setInterval(() => provider.tickAll(options.clock.now()), options.tickIntervalMs);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      listener = undefined;
    },
  };
  return provider;
}

/**
 * One candle per minute step of the path: it opens at the walk's price at the minute's start
 * and closes at its price at the minute's end (the next point), so consecutive candles join
 * like a continuous market. Volume is 0: the simulator models no trading volume.
 */
function candlesFromPath(path: Generator<PricePoint, WalkState, undefined>): { candles: Candle[]; final: WalkState } {
  const candles: Candle[] = [];
  let previous: PricePoint | undefined;
  for (;;) {
    const next = path.next();
    if (next.done) return { candles, final: next.value };
    if (previous) candles.push(spanCandle(previous.ts, previous.price, next.value.price));
    previous = next.value;
  }
}

const noVolume = asQuantity("0");

function spanCandle(openTime: number, open: Decimal, close: Decimal): Candle {
  const [low, high] = open.lte(close) ? [open, close] : [close, open];
  return { openTime, open: asPrice(open), high: asPrice(high), low: asPrice(low), close: asPrice(close), volume: noVolume };
}

/**
 * The simulator quotes at a tick realistic for the instrument's price (see tickScaleFor), taken
 * from its fixed start price so history and the live walk always share one scale.
 */
function walkScale(instrument: Pick<FeedInstrument, "startPrice" | "priceScale">): number {
  return tickScaleFor(instrument.startPrice, instrument.priceScale);
}
