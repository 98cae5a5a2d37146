// The option settler, run beside the trigger engine (ROLE all|engine). It wakes at the next
// pending expiry (and at least every `rescanMs`), settles each due option in its own locked
// transaction, and prices it from the tick record (`market_ticks`, written by the engine as it
// applies ticks), never from memory: the price of an option expiring at E is the last recorded
// tick at or before E (or the option's own entry tick, if later). It settles only once the record
// is complete up to E: a tick at or after E is recorded, or this process has been recording since
// before E and its writes are flushed, or the session was closed at E (a closed market does not
// tick: its last price is the one in force). Until then it waits, so an expiry that fell into an
// engine outage settles when the next engine records the instrument again, at the last price
// recorded before E, instead of being voided for a price that died with the engine. A real feed
// silent past its stale bound at E (in an open session) had no price for it: the stake is
// returned, and the settlement source says why. Waiting is bounded (`recordWaitMaxMs`).
import type { OrderId } from "@tradewind/domain/ids";
import { pruneRecordedTicks, recordCovers, recordedTickAtOrBefore } from "../../market/ticks-service.ts";
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

/** Longest sleep: options bought through another process are found even if its bus message was lost. */
const rescanMs = 10_000;
/** Wait before retrying after a settlement failed, so a persistent failure does not spin. */
const retryMs = 1_000;
/** Wait before looking again for the record of an expiry that is not complete yet. */
const recordPollMs = 1_000;
/** Longest an option waits for its expiry's record: past it, it settles on what the record holds. */
export const recordWaitMaxMs = 15 * 60_000;
/** Ticks are kept this long before the earliest pending expiry (and now), for prices at expiry. */
const tickRetentionMs = 60 * 60_000;
/** How often the settler prunes the tick record. */
const pruneEveryMs = 60_000;
const batchSize = 100;
/** Batches per wake; more due options wait for the next wake (immediately after). */
const maxBatchesPerWake = 50;

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
  /** When the tick record was last pruned (epoch ms). */
  prunedMs: number;
  rounds: SerialQueue;
  attempts: AttemptCounter;
  wake: { cancel: (() => void) | undefined; atMs: number };
  stopped: boolean;
}

export function createOptionSettlement(deps: SettlementDeps, log: TradingLog) {
  const settler: Settler = {
    deps: { ...deps, log },
    timers: deps.timers ?? realTimers,
    prunedMs: Number.NEGATIVE_INFINITY,
    rounds: createSerialQueue(roundQueueCapacity),
    attempts: createAttemptCounter(settleAttemptsMax, failingOptionsMax),
    wake: { cancel: undefined, atMs: Number.POSITIVE_INFINITY },
    stopped: false,
  };
  const unsubscribes: (() => void)[] = [];
  const watcher: OptionWatcher = {
    watch(_code, expiresAtMs) {
      wakeAt(settler, expiresAtMs);
    },
  };

  return {
    watcher,

    /** Hears of other processes' options on `bus`, and settles what expired while it was down. */
    start(bus: Bus): Promise<void> {
      unsubscribes.push(bus.subscribe(optionBoughtSubject, (event) => watcher.watch(event.code, event.expiresAtMs)));
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
  let waiting = false;
  for (let batch = 0; batch < maxBatchesPerWake && !settler.stopped; batch += 1) {
    const ids = await options.dueOptionIds(db, clock.now(), batchSize);
    for (const id of ids) {
      const outcome = await settleOne(settler, id);
      if (outcome === "failed") failed = true;
      if (outcome === "waiting") waiting = true;
    }
    // Options waiting for their record stay due: the next batch would be the same ones.
    if (failed || waiting || ids.length < batchSize) break;
  }
  const pending = await options.pendingSummary(db);
  const nowMs = clock.now().getTime();
  await pruneTicks(settler, pending.nextExpiry?.getTime() ?? nowMs, nowMs);
  const next = Math.min(pending.nextExpiry?.getTime() ?? Number.POSITIVE_INFINITY, nowMs + rescanMs);
  const pause = failed ? retryMs : waiting ? recordPollMs : 0;
  wakeAt(settler, Math.max(next, nowMs + pause));
}

/** Keeps the tick record to what prices at expiry may still need, at most once a minute. */
async function pruneTicks(settler: Settler, earliestExpiryMs: number, nowMs: number): Promise<void> {
  if (nowMs - settler.prunedMs < pruneEveryMs) return;
  settler.prunedMs = nowMs;
  await pruneRecordedTicks(settler.deps.db, Math.min(earliestExpiryMs, nowMs) - tickRetentionMs);
}

/**
 * Settles one option: "waiting" while its expiry's record is not complete, "failed" when it
 * failed and will be retried. Past its attempts it is listed instead.
 */
async function settleOne(settler: Settler, orderId: OrderId): Promise<"settled" | "waiting" | "failed"> {
  const { deps } = settler;
  try {
    const settled = await settleExpiredOption(deps, orderId, (tx, code, order) => priceAt(settler, tx, code, order));
    settler.attempts.succeeded(orderId);
    return settled === "waiting" ? "waiting" : "settled";
  } catch (error) {
    if (!settler.attempts.failed(orderId)) {
      deps.log.error({ err: error, orderId }, "options: settlement failed; it stays pending and is retried");
      return "failed";
    }
    // Dead letter: a listed option is no longer due (options/repository.ts), so it is not retried.
    deps.log.error({ err: error, orderKind: "option", orderId, attempts: settleAttemptsMax }, "options: settlement failed on every attempt; given up and listed in orders_needing_attention");
    const reason = error instanceof Error ? error.message : String(error);
    await markForAttention(deps.db, { kind: "option", orderId, reason, at: deps.clock.now(), attempts: settleAttemptsMax });
    return "settled";
  }
}

/**
 * The recorded price in force at the option's expiry (see the top of this file), or "waiting"
 * while the record may still lack a tick at or before it.
 */
async function priceAt(settler: Settler, tx: Db, code: string, order: OptionOrderRecord): Promise<PriceAtExpiryResult> {
  const { feed, clock } = settler.deps;
  const expiryMs = order.expiresAt.getTime();
  const sessionOpenAtExpiry = feed.sessionOpen(code, new Date(expiryMs));
  if (!(await recordComplete(settler, tx, order.instrumentId, expiryMs, sessionOpenAtExpiry))) {
    return clock.now().getTime() - expiryMs > recordWaitMaxMs ? await lastPriceAt(tx, order, expiryMs) : "waiting";
  }
  const point = await lastPriceAt(tx, order, expiryMs);
  if ("noPrice" in point) return point;
  const staleAfterMs = feed.staleAfterMs;
  if (staleAfterMs !== undefined && expiryMs - point.ts > staleAfterMs && sessionOpenAtExpiry) {
    return { noPrice: "the price feed was stale at expiry: stake returned" };
  }
  return point;
}

/** Whether every tick of the instrument up to `expiryMs` is in the record (see the top of this file). */
async function recordComplete(settler: Settler, tx: Db, instrumentId: string, expiryMs: number, sessionOpenAtExpiry: boolean): Promise<boolean> {
  if (!sessionOpenAtExpiry) return true;
  const span = await settler.deps.feed.recordedSpan();
  if (span && span.sinceMs <= expiryMs && span.throughMs >= expiryMs) return true;
  return recordCovers(tx, instrumentId, expiryMs);
}

/** The last recorded tick at or before the expiry, or the option's entry tick when that is later. */
async function lastPriceAt(tx: Db, order: OptionOrderRecord, expiryMs: number): Promise<FeedTick | { noPrice: string }> {
  const recorded = await recordedTickAtOrBefore(tx, order.instrumentId, expiryMs);
  const entryMs = order.entryPriceTime.getTime();
  if (entryMs <= expiryMs && (!recorded || recorded.ts < entryMs)) return { price: order.entryPrice, ts: entryMs, source: order.entrySource };
  return recorded ?? { noPrice: "no recorded price at or before expiry: stake returned" };
}
