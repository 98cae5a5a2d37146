// The option settler, run beside the trigger engine (ROLE all|engine). It wakes at the next
// pending expiry (and at least every `rescanMs`), settles each due option in its own locked
// transaction, and prices it at the tick in force at expiry: the latest tick with ts <= expiry.
// To know that tick even when it wakes late, it keeps a short, bounded history of the ticks of
// every instrument with pending options, from the moment it starts following the instrument.
// An expiry it did not follow live (it was down, or learned of the order late) is priced from
// the recorded 1-minute candles instead: the close of the last candle that opened at or before
// the expiry, labelled "<source> (1m close)" with the candle's minute as the price time. That
// close may be a price from later in the expiry's minute; it is the best the record holds.
import type { OrderId } from "@tradewind/domain/ids";
import { bucketStart } from "@tradewind/domain/candles";
import { recordedCandles } from "../../market/candles-service.ts";
import { codesOf } from "../../market/instruments-service.ts";
import { tickSubject, type TickEvent } from "../../market/service.ts";
import { subject, type Bus } from "../../platform/bus.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Db } from "../../platform/database.ts";
import type { TradingLog } from "../after-commit.ts";
import type { FeedTick, OptionOrderRecord, OptionWatcher, TradingFeed } from "../engine/types.ts";
import type { OrderEvents } from "../events.ts";
import { settleExpiredOption, type PriceAtExpiryResult } from "./service.ts";
import * as options from "./repository.ts";
import { markForAttention } from "../attention-repository.ts";
import { createAttemptCounter, createSerialQueue, type AttemptCounter, type SerialQueue } from "../work-queue.ts";

/** A bought option (published by API processes without a settler). */
export const optionBoughtSubject = subject<{ code: string; expiresAtMs: number }>("trading.option");

/** The watcher of a process without a settler: the engine's settler hears of the order over the bus. */
export function busOptionWatcher(bus: Bus): OptionWatcher {
  return { watch: (code, expiresAtMs) => bus.publish(optionBoughtSubject, { code, expiresAtMs }) };
}

/** setTimeout behind an interface, so tests fire timers by hand on a manual clock. */
export interface Timers {
  /** Calls `callback` after `delayMs`; returns the cancel function. */
  set(callback: () => void, delayMs: number): () => void;
}

export const realTimers: Timers = {
  set(callback, delayMs) {
    const timer = setTimeout(callback, delayMs);
    // The HTTP server keeps the process alive; a pending expiry must not.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** Ticks kept per followed instrument: minutes of a busy crypto feed, far more than a late wake needs. */
const historyLimit = 1_000;
/** Longest sleep: options bought through another process are found even if its bus message was lost. */
const rescanMs = 10_000;
/** Wait before retrying after a settlement failed, so a persistent failure does not spin. */
const retryMs = 1_000;
const batchSize = 100;
/** Batches per wake; more due options wait for the next wake (immediately after). */
const maxBatchesPerWake = 50;

interface History {
  /** Epoch ms from which every tick of the instrument is here (until evicted). */
  sinceMs: number;
  /** The latest expiry known to need this instrument. */
  untilMs: number;
  /** Oldest first, at most `historyLimit`. */
  ticks: FeedTick[];
}

export interface SettlementDeps {
  db: Db;
  clock: Clock;
  feed: TradingFeed;
  events: OrderEvents;
  timers?: Timers | undefined;
}

/** Failed settlements of one option before the settler gives up on it and lists it for an operator. */
export const settleAttemptsMax = 5;
/** Options whose failures are counted at once: every option of a wake's batches. */
const failingOptionsMax = batchSize * maxBatchesPerWake;
/** Rounds waiting to run: one runs and at most one more waits, since a round settles everything due. */
const roundQueueCapacity = 2;

export type OptionSettlement = ReturnType<typeof createOptionSettlement>;

/** Everything the settler's steps share; built once by `createOptionSettlement`. */
interface Settler {
  deps: SettlementDeps & { log: TradingLog };
  timers: Timers;
  histories: Map<string, History>;
  rounds: SerialQueue;
  attempts: AttemptCounter;
  wake: { cancel: (() => void) | undefined; atMs: number };
  stopped: boolean;
}

export function createOptionSettlement(deps: SettlementDeps, log: TradingLog) {
  const settler: Settler = {
    deps: { ...deps, log },
    timers: deps.timers ?? realTimers,
    histories: new Map(),
    rounds: createSerialQueue(roundQueueCapacity),
    attempts: createAttemptCounter(settleAttemptsMax, failingOptionsMax),
    wake: { cancel: undefined, atMs: Number.POSITIVE_INFINITY },
    stopped: false,
  };
  const unsubscribes: (() => void)[] = [];
  const watcher: OptionWatcher = {
    watch(code, expiresAtMs) {
      follow(settler, code, expiresAtMs);
      wakeAt(settler, expiresAtMs);
    },
  };

  return {
    watcher,

    /** Follows ticks and other processes' options on `bus`, and settles what expired while it was down. */
    start(bus: Bus): Promise<void> {
      unsubscribes.push(
        bus.subscribe(tickSubject, (event) => record(settler, event)),
        bus.subscribe(optionBoughtSubject, (event) => watcher.watch(event.code, event.expiresAtMs)),
      );
      return run(settler);
    },

    /** Resolves when every settlement round queued so far has run. */
    settled: (): Promise<void> => settler.rounds.settled(),

    async stop(): Promise<void> {
      settler.stopped = true;
      settler.wake.cancel?.();
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
      await settler.rounds.settled();
    },
  };
}

/** Starts following `code` (the price now is its first tick) or extends how long it is followed. */
function follow(settler: Settler, code: string, untilMs: number): void {
  const history = settler.histories.get(code);
  if (history) {
    history.untilMs = Math.max(history.untilMs, untilMs);
    return;
  }
  const last = settler.deps.feed.lastTick(code);
  settler.histories.set(code, { sinceMs: settler.deps.clock.now().getTime(), untilMs, ticks: last ? [last] : [] });
}

function record(settler: Settler, event: TickEvent): void {
  for (const change of event.changes) {
    const history = settler.histories.get(change.code);
    if (!history) continue;
    history.ticks.push({ price: change.price, ts: change.ts, source: event.source });
    if (history.ticks.length > historyLimit) history.ticks.shift();
  }
}

/** Only ever moves the wake earlier; a wake re-arms from SQL when it runs. */
function wakeAt(settler: Settler, atMs: number): void {
  const { wake } = settler;
  if (settler.stopped || atMs >= wake.atMs) return;
  wake.cancel?.();
  wake.atMs = atMs;
  wake.cancel = settler.timers.set(() => {
    wake.cancel = undefined;
    wake.atMs = Number.POSITIVE_INFINITY;
    void run(settler);
  }, Math.max(0, atMs - settler.deps.clock.now().getTime()));
}

/** Queues a settlement round; with one already waiting, that one settles everything due as well. */
function run(settler: Settler): Promise<void> {
  settler.rounds.push(() =>
    settleDue(settler).catch((error: unknown) => {
      settler.deps.log.error({ err: error }, "options: settlement round failed; retrying");
      wakeAt(settler, settler.deps.clock.now().getTime() + retryMs);
    }),
  );
  return settler.rounds.settled();
}

async function settleDue(settler: Settler): Promise<void> {
  const { db, clock } = settler.deps;
  let failed = false;
  for (let batch = 0; batch < maxBatchesPerWake && !settler.stopped; batch += 1) {
    const ids = await options.dueOptionIds(db, clock.now(), batchSize);
    for (const id of ids) if (!(await settleOne(settler, id))) failed = true;
    if (failed || ids.length < batchSize) break;
  }
  const pending = await options.pendingSummary(db);
  const nowMs = clock.now().getTime();
  const pendingCodes = await codesOf(db, pending.instrumentIds);
  for (const code of pendingCodes) follow(settler, code, nowMs);
  for (const [code, history] of settler.histories) if (!pendingCodes.includes(code) && history.untilMs < nowMs) settler.histories.delete(code);
  const next = Math.min(pending.nextExpiry?.getTime() ?? Number.POSITIVE_INFINITY, nowMs + rescanMs);
  wakeAt(settler, failed ? Math.max(next, nowMs + retryMs) : next);
}

/** Settles one option; false when it failed and will be retried. Past its attempts it is listed instead. */
async function settleOne(settler: Settler, orderId: OrderId): Promise<boolean> {
  const { deps } = settler;
  try {
    await settleExpiredOption(deps, orderId, (tx, code, order) => priceAt(settler, tx, code, order));
    settler.attempts.succeeded(orderId);
    return true;
  } catch (error) {
    if (!settler.attempts.failed(orderId)) {
      deps.log.error({ err: error, orderId }, "options: settlement failed; it stays pending and is retried");
      return false;
    }
    // Dead letter: a listed option is no longer due (options/repository.ts), so it is not retried.
    deps.log.error({ err: error, orderKind: "option", orderId, attempts: settleAttemptsMax }, "options: settlement failed on every attempt; given up and listed in orders_needing_attention");
    const reason = error instanceof Error ? error.message : String(error);
    await markForAttention(deps.db, { kind: "option", orderId, reason, at: deps.clock.now(), attempts: settleAttemptsMax });
    return true;
  }
}

/**
 * The tick in force at the option's expiry: followed live when it can be, else the recorded
 * minute's close. A real feed that had been silent past its stale bound at the expiry, in an open
 * session, gave no price for it: a missing price (the stake is returned), never an old one.
 */
async function priceAt(settler: Settler, tx: Db, code: string, order: OptionOrderRecord): Promise<PriceAtExpiryResult> {
  const { feed } = settler.deps;
  const expiryMs = order.expiresAt.getTime();
  const live = tickInForce(settler.histories.get(code), feed.lastTick(code), expiryMs);
  const point = live ?? (await recordedClose(tx, order.instrumentId, order.entryPriceTime.getTime(), expiryMs));
  if (!point) return { noPrice: "no recorded price at or before expiry: stake returned" };
  // A recorded minute's close happened at most a minute after the minute opened.
  const pricedAtMs = live ? point.ts : Math.min(point.ts + 60_000 - 1, expiryMs);
  const staleAfterMs = feed.staleAfterMs;
  if (staleAfterMs !== undefined && expiryMs - pricedAtMs > staleAfterMs && feed.sessionOpen(code, new Date(expiryMs))) {
    return { noPrice: "the price feed was stale at expiry: stake returned" };
  }
  return point;
}

/**
 * The latest tick at or before the expiry, when this process followed the instrument at the
 * expiry (so no tick in between can be missing); undefined otherwise.
 */
function tickInForce(history: History | undefined, last: FeedTick | undefined, expiryMs: number): FeedTick | undefined {
  if (!history || history.sinceMs > expiryMs) return undefined;
  // The feed's own last price may be newer than the bus has delivered (NATS delivers asynchronously).
  if (last && last.ts <= expiryMs) return last;
  for (let index = history.ticks.length - 1; index >= 0; index -= 1) {
    const tick = history.ticks[index];
    if (tick && tick.ts <= expiryMs) return tick;
  }
  return undefined;
}

/** The close of the last 1-minute candle that opened between the entry's minute and the expiry. */
async function recordedClose(tx: Db, instrumentId: string, entryMs: number, expiryMs: number): Promise<FeedTick | undefined> {
  const fromMs = bucketStart("1m", entryMs);
  const minutes = Math.floor((expiryMs - fromMs) / 60_000) + 1;
  const candle = (await recordedCandles(tx, instrumentId, fromMs, expiryMs, minutes)).at(-1);
  return candle && { price: candle.close, ts: candle.openTime, source: `${candle.source} (1m close)` };
}
