// The trigger engine: the trigger books (trigger-books.ts) hold every resting condition as
// mid-price levels. Each tick pops exactly the crossed triggers; their fills run one job at a time
// through a bounded queue, in batches of up to `fillBatchMax` per transaction, one kind per batch
// (the positions it closes: stops, targets, trailing stops, liquidations; the contract limits it
// fills; the coin limits it fills), each fill still its own ledger entry at the tick's price. A
// batch that fails runs each of its fills alone. A fill that fails puts its triggers back,
// so the next tick retries it, at most `fillAttemptsMax` times: then the order is logged with its
// id and listed in orders_needing_attention instead of being retried forever. After a restart
// `start` rebuilds the books from SQL, so a crash between tick and commit loses nothing.
// An order whose trigger cannot rest (a level the book cannot hold, a row it cannot read) is
// logged with its id and listed too; its other triggers still rest, and neither `start` nor a
// placement ever fails over it.
import { assertNever, invariant } from "@tradewind/domain/assert";
import type { OrderId } from "@tradewind/domain/ids";
import { toPlain } from "@tradewind/domain/money";
import type { TriggerPurpose } from "@tradewind/domain/contracts";
import type { Trigger } from "@tradewind/domain/trigger-book";
import { replayTrail, shownTrailLevel, trailLevel } from "@tradewind/domain/trailing-stop";
import { recordedTicksAfter } from "../../market/ticks-service.ts";
import { instrumentById, instrumentsById, type TradableInstrument } from "../../market/instruments-service.ts";
import { tickSubject } from "../../market/service.ts";
import { subject, type Bus } from "../../platform/bus.ts";
import { createStartGate, type StartGate } from "../../platform/start-gate.ts";
import type { TradingLog } from "../after-commit.ts";
import { markForAttention } from "../attention-repository.ts";
import * as contractOrders from "../contracts/repository.ts";
import * as contracts from "../contracts/service.ts";
import * as spotOrders from "../spot/repository.ts";
import * as spot from "../spot/service.ts";
import { createAttemptCounter, createSerialQueue, type AttemptCounter, type SerialQueue } from "../work-queue.ts";
import { createTriggerBooks, type MovedWatermark, type Resting, type TriggerBooks } from "./trigger-books.ts";
import type { ContractOrderRecord, EngineRegistry, FeedTick, SpotOrderRecord, TradingDeps } from "./types.ts";

/** An order started or stopped resting (published by API processes without an engine). */
export const orderSubject = subject<{ orderId: OrderId }>("trading.order");
/** A coin order started or stopped resting (its ids are a separate sequence from contracts'). */
export const spotOrderSubject = subject<{ orderId: OrderId }>("trading.spot-order");

/** Fills, restores and listings waiting to run; a crossed trigger that does not fit stays in its book for the next tick. */
export const fillQueueCapacity = 10_000;
/** Fills (closes, limit entries, coin limits) one tick's batch writes in one transaction at most. */
export const fillBatchMax = 200;
/** Failed fills of one order before the engine gives up on it until the next start. */
export const fillAttemptsMax = 5;
/** How often a position's moved trailing stop is told to its owner at most (4 a second). */
export const trailFrameIntervalMs = 250;

/** The registry of a process without an engine: the engine re-reads the order from SQL. */
export function busRegistry(bus: Bus): EngineRegistry {
  return {
    watch: (order) => bus.publish(orderSubject, { orderId: order.id }),
    forget: (orderId) => bus.publish(orderSubject, { orderId }),
    watchSpot: (order) => bus.publish(spotOrderSubject, { orderId: order.id }),
    forgetSpot: (orderId) => bus.publish(spotOrderSubject, { orderId }),
  };
}

export interface PriceTickLike {
  code: string;
  price: string;
  ts: number;
}

export type TradingEngine = ReturnType<typeof createTradingEngine>;

/** Everything the engine's steps share; built once by `createTradingEngine`. */
interface Engine {
  deps: Omit<TradingDeps, "log">;
  log: TradingLog;
  queue: SerialQueue;
  attempts: AttemptCounter;
  books: TriggerBooks;
  /** Moved trailing watermarks not yet written, newest per order; one queued job writes them all. */
  unsaved: Map<OrderId, MovedWatermark>;
  /** Holds what the bus brings (ticks, other processes' order changes) until the books are whole. */
  gate: StartGate;
  /** Moved trails not yet told to their owners, newest per order; one timer tells them all. */
  untold: Map<OrderId, MovedWatermark>;
  contractDeps: contracts.ContractDeps;
  spotDeps: spot.SpotDeps;
}

export function createTradingEngine(deps: Omit<TradingDeps, "log">, log: TradingLog) {
  const queue = createSerialQueue(fillQueueCapacity);
  // The listing of an unrestable order joins the queue, so `settled()` (and `start`) wait for it.
  const books = createTriggerBooks((kind, orderId, error) => needsAttention(engine, kind, orderId, error));
  const registry = books.registry;
  const engine: Engine = {
    deps,
    log,
    queue,
    attempts: createAttemptCounter(fillAttemptsMax, fillQueueCapacity),
    books,
    unsaved: new Map(),
    gate: createStartGate(),
    untold: new Map(),
    contractDeps: { ...deps, triggers: registry, log },
    spotDeps: { ...deps, triggers: registry, log },
  };

  return {
    registry,
    deps: engine.contractDeps,

    /**
     * Rebuilds every trigger book from SQL (removing, hold released, waiting coin orders whose coin
     * is delisted), then runs what the bus brought meanwhile.
     */
    start: () => startBooks(engine),

    /** Pops the triggers each tick crosses and queues their fills in tick order; saves the trailing watermarks it moved. */
    onTicks(ticks: readonly PriceTickLike[], source: string): void {
      for (const tick of ticks) {
        const { crossed, moved, mid } = books.cross(tick.code, tick.price, tick.ts);
        if (mid && crossed.length > 0) {
          // The bus carries text: the books parsed the tick once; its fills take that price.
          const fillTick = { price: mid, ts: tick.ts, source };
          for (const batch of batchesOf(crossed)) queueBatch(engine, tick.code, batch, fillTick);
        }
        if (moved.length > 0) {
          saveWatermarks(engine, moved);
          tellTrails(engine, moved);
        }
      }
    },

    /**
     * Takes ticks and other processes' order changes from the bus; returns the unsubscribe function.
     * Call it before `start`: what arrives while the books are rebuilt waits for them, so an order
     * placed or a price crossed during a takeover is not lost.
     */
    follow(bus: Bus): () => void {
      const { gate } = engine;
      const unsubscribes = [
        bus.subscribe(tickSubject, (event) => gate.admit(() => this.onTicks(event.changes, event.source))),
        bus.subscribe(orderSubject, (event) => gate.admit(() => queueRestore(engine, "contract", event.orderId))),
        bus.subscribe(spotOrderSubject, (event) => gate.admit(() => queueRestore(engine, "spot", event.orderId))),
      ];
      return () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
      };
    },

    /** Resolves when every fill queued so far has run. */
    settled: (): Promise<void> => queue.settled(),

    restingCount: (): number => books.restingCount(),
  };
}

/** Logs an order the engine cannot (fully) rest and lists it for an operator. */
function needsAttention(engine: Engine, kind: Resting["kind"], orderId: OrderId, error: unknown): void {
  engine.log.error({ err: error, orderKind: kind, orderId }, "trading: an order's trigger cannot rest; listed in orders_needing_attention");
  const list = () => listForAttention(engine, kind, orderId, error);
  // A full queue must not lose the listing: it runs beside the queue instead.
  if (!engine.queue.push(list)) void list();
}

/** Its own failure is only logged: the order is already in the log with its id. */
async function listForAttention(engine: Engine, kind: Resting["kind"], orderId: OrderId, error: unknown, attempts?: number): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  const mark = { kind, orderId, reason, at: engine.deps.clock.now(), ...(attempts === undefined ? {} : { attempts }) };
  await markForAttention(engine.deps.db, mark).catch((markError: unknown) =>
    engine.log.error({ err: markError, orderKind: kind, orderId }, "trading: could not list an order needing attention"),
  );
}

/** Which transaction a crossed trigger's fill joins: a tick's closes, contract limit fills and coin limit fills each batch apart. */
type BatchKind = "close" | "entry" | "spot";

function batchKindOf(resting: Resting): BatchKind {
  if (resting.kind === "spot") return "spot";
  return resting.purpose === "entry" ? "entry" : "close";
}

/** One tick's crossed triggers as batches of one kind, at most `fillBatchMax` each, in the order they crossed. */
function batchesOf(crossed: readonly Trigger<Resting>[]): Trigger<Resting>[][] {
  const byKind = new Map<BatchKind, Trigger<Resting>[]>();
  for (const trigger of crossed) {
    const kind = batchKindOf(trigger.payload);
    byKind.set(kind, [...(byKind.get(kind) ?? []), trigger]);
  }
  const batches: Trigger<Resting>[][] = [];
  for (const triggers of byKind.values()) for (let start = 0; start < triggers.length; start += fillBatchMax) batches.push(triggers.slice(start, start + fillBatchMax));
  return batches;
}

/**
 * Queues one batch of a tick's crossed triggers (all of one kind) as one job; when the queue is
 * full they rest again for the next tick. The batch fills in one transaction; if that fails, each
 * fills alone, so one order's failure costs the others nothing and counts only against itself.
 */
function queueBatch(engine: Engine, code: string, batch: readonly Trigger<Resting>[], tick: FeedTick): void {
  const fill = async () => {
    try {
      await fillTogether(engine, batch.map(({ payload }) => payload), tick);
      for (const { payload } of batch) engine.attempts.succeeded(`${payload.kind}:${payload.orderId}`);
    } catch (error) {
      engine.log.error({ err: error, orders: batch.length }, "trading: a batch of triggered fills failed; filling each alone");
      for (const { payload } of batch) await executeFill(engine, payload, tick);
    }
  };
  if (!engine.queue.push(fill)) {
    for (const trigger of batch) engine.books.putBack(code, trigger);
    return;
  }
  for (const trigger of batch) engine.books.leaving(trigger.payload);
}

/** Fills crossed triggers of one kind in one transaction (a single fill is a batch of one); throws with nothing written when it fails. */
async function fillTogether(engine: Engine, batch: readonly Resting[], tick: FeedTick): Promise<void> {
  const first = batch[0];
  if (first === undefined) return;
  const kind = batchKindOf(first);
  invariant(batch.every((resting) => batchKindOf(resting) === kind), "trading: a fill batch mixes kinds");
  const ids = batch.map((resting) => resting.orderId);
  switch (kind) {
    case "spot":
      await spot.fillSpotLimits(engine.spotDeps, ids, tick);
      return;
    case "entry":
      await contracts.fillLimits(engine.contractDeps, ids, tick);
      return;
    case "close":
      await contracts.closeTriggered(engine.contractDeps, batch.map((resting) => ({ orderId: resting.orderId, reason: exitPurpose(resting), exit: "trail" in resting ? { tick, trail: resting.trail } : { tick } })));
      return;
    default:
      return assertNever(kind, "fill batch kind");
  }
}

/** The exit a crossed closing trigger fires. */
function exitPurpose(resting: Resting): Exclude<TriggerPurpose, "entry"> | "trailingStop" {
  invariant(resting.kind === "contract" && resting.purpose !== "entry", `trading: order ${resting.orderId} crossed no exit`);
  return resting.purpose;
}

/**
 * Queues the write of moved watermarks: one job writes every watermark moved until it runs (the
 * newest per order), each only towards a better price. A full queue keeps them for the next tick;
 * a failed write is logged, and a restart replays the recorded ticks from the saved watermark.
 */
function saveWatermarks(engine: Engine, moved: readonly MovedWatermark[]): void {
  const pending = engine.unsaved.size > 0;
  for (const entry of moved) engine.unsaved.set(entry.orderId, entry);
  if (pending) return;
  const write = async () => {
    const batch = [...engine.unsaved.values()];
    engine.unsaved.clear();
    for (const { orderId, watermark, at } of batch) {
      await contractOrders.raiseWatermark(engine.deps.db, orderId, watermark, new Date(at)).catch((error: unknown) => engine.log.error({ err: error, orderId }, "trading: could not save a trailing watermark"));
    }
  };
  if (!engine.queue.push(write)) engine.log.error({ count: engine.unsaved.size }, "trading: engine queue full; trailing watermarks are written with the next tick's");
}

/**
 * Tells owners their trails moved, at most once per `trailFrameIntervalMs` per position: the
 * newest move of each waits for the one timer that tells them all, so a fast market costs a few
 * frames a second per position, and the last move is always told.
 */
function tellTrails(engine: Engine, moved: readonly MovedWatermark[]): void {
  const pending = engine.untold.size > 0;
  for (const entry of moved) engine.untold.set(entry.orderId, entry);
  if (pending) return;
  setTimeout(() => {
    const batch = [...engine.untold.values()];
    engine.untold.clear();
    for (const { orderId, userId, watermark, level, at } of batch) engine.deps.events.trailMoved({ userId, id: orderId, watermark: toPlain(watermark), level: toPlain(level), ts: at });
  }, trailFrameIntervalMs).unref();
}

function queueRestore(engine: Engine, kind: Resting["kind"], orderId: OrderId): void {
  if (!engine.queue.push(() => restoreLogged(engine, kind, orderId))) needsAttention(engine, kind, orderId, new Error("engine queue full: the order's change was not read; it rests again at the next start"));
}

/** Fills one order alone (its batch failed); a failure counts against it, and it rests again or is given up. */
async function executeFill(engine: Engine, resting: Resting, tick: FeedTick): Promise<void> {
  const key = `${resting.kind}:${resting.orderId}`;
  try {
    await fillTogether(engine, [resting], tick);
    engine.attempts.succeeded(key);
  } catch (error) {
    if (engine.attempts.failed(key)) {
      // Dead letter: its triggers stay out of the books, so no tick retries it again.
      engine.log.error({ err: error, orderKind: resting.kind, orderId: resting.orderId, attempts: fillAttemptsMax }, "trading: triggered fill failed on every attempt; given up and listed in orders_needing_attention");
      await listForAttention(engine, resting.kind, resting.orderId, error, fillAttemptsMax);
      return;
    }
    engine.log.error({ err: error, resting }, "trading: triggered fill failed; it will be retried on the next tick");
    await restoreLogged(engine, resting.kind, resting.orderId);
  }
}

function restoreLogged(engine: Engine, kind: Resting["kind"], orderId: OrderId): Promise<void> {
  return (kind === "spot" ? restoreSpot(engine, orderId) : restoreContract(engine, orderId)).catch((error: unknown) => engine.log.error({ err: error, orderId }, "trading: could not restore triggers"));
}

/** Re-reads an order and rests whatever it still waits for (after a failed fill, or told by another process). */
async function restoreContract(engine: Engine, orderId: OrderId): Promise<void> {
  const { db } = engine.deps;
  const order = await contractOrders.findOrder(db, orderId);
  if (!order || (order.status !== "waiting" && order.status !== "open")) {
    engine.books.registry.forget(orderId);
    return;
  }
  const instrument = await instrumentById(db, order.instrumentId);
  if (instrument) engine.books.registry.watch(order, instrument);
}

async function restoreSpot(engine: Engine, orderId: OrderId): Promise<void> {
  const { db } = engine.deps;
  const order = await spotOrders.findOrder(db, orderId);
  const instrument = order && (await instrumentById(db, order.instrumentId));
  if (order?.status === "waiting" && instrument) await restSpot(engine, order, instrument);
  else engine.books.registry.forgetSpot(orderId);
}

/** A waiting coin order rests while its coin is listed; a delisted coin's is removed, its hold released. */
async function restSpot(engine: Engine, order: SpotOrderRecord, instrument: TradableInstrument): Promise<void> {
  if (instrument.listed) engine.books.registry.watchSpot(order, instrument);
  else await spot.cancelSpot(engine.spotDeps, order.id, "delisted");
}

/** A trailing stop that a recorded tick reached while no engine ran: it closes at that tick. */
interface ReplayedExit {
  code: string;
  trigger: Trigger<Resting>;
  tick: FeedTick;
}

/**
 * Rests a live order from its row. An open position's trailing stop first replays the ticks
 * recorded after its saved watermark (those a stopped engine applied but had not saved yet): the
 * first that reaches it is answered, to close the position at that recorded tick, else the trail
 * rests where those ticks leave it.
 */
async function restAfterReplay(engine: Engine, order: ContractOrderRecord, instrument: TradableInstrument): Promise<ReplayedExit | undefined> {
  const trailing = order.trailing;
  if (order.status !== "open" || !trailing?.watermark || !trailing.watermarkAt) {
    engine.books.registry.watch(order, instrument);
    return undefined;
  }
  const ticks = await recordedTicksAfter(engine.deps.db, instrument.id, trailing.watermarkAt.getTime());
  const saved = { direction: order.direction, kind: trailing.kind, value: trailing.value, watermark: trailing.watermark };
  const { trail, reachedAt } = replayTrail(saved, ticks.map((tick) => tick.price));
  const reaching = reachedAt === undefined ? undefined : ticks[reachedAt];
  if (reaching) {
    const trigger: Trigger<Resting> = { id: `${order.id}:trailingStop`, side: trail.direction === "long" ? "fall" : "rise", level: trailLevel(trail), payload: { kind: "contract", orderId: order.id, purpose: "trailingStop", trail } };
    return { code: instrument.code, trigger, tick: reaching };
  }
  engine.books.registry.watch({ ...order, trailing: { ...trailing, watermark: trail.watermark } }, instrument);
  const last = ticks[ticks.length - 1];
  if (last && !trail.watermark.eq(saved.watermark)) saveWatermarks(engine, [{ orderId: order.id, userId: order.userId, watermark: trail.watermark, level: shownTrailLevel(trail, instrument.spec.priceScale), at: last.ts }]);
  return undefined;
}

/** Queues the replayed closes as the ticks would have: those one recorded tick reached, in batches. */
function queueReplayed(engine: Engine, replayed: readonly ReplayedExit[]): void {
  const byTick = new Map<string, { code: string; tick: FeedTick; triggers: Trigger<Resting>[] }>();
  for (const { code, trigger, tick } of replayed) {
    const key = `${code} ${tick.ts}`;
    const group = byTick.get(key) ?? { code, tick, triggers: [] };
    group.triggers.push(trigger);
    byTick.set(key, group);
  }
  for (const { code, tick, triggers } of byTick.values()) for (const batch of batchesOf(triggers)) queueBatch(engine, code, batch, tick);
}

/** Rebuilds the books, then runs the bus events held meanwhile (a held order change rests before a later held tick crosses). */
async function startBooks(engine: Engine): Promise<void> {
  engine.gate.hold();
  await rebuildBooks(engine);
  await engine.gate.open(() => engine.queue.settled());
}

/** The waiting and open orders in SQL back into the books; a row that cannot rest is listed, never fatal. */
async function rebuildBooks(engine: Engine): Promise<void> {
  const { db } = engine.deps;
  const orders = await contractOrders.liveOrders(db);
  const instruments = await instrumentsById(db, orders.map((order) => order.instrumentId));
  const replayed: ReplayedExit[] = [];
  for (const order of orders) {
    // The foreign key keeps every order's instrument; a missing one is listed, not fatal.
    const instrument = instruments.get(order.instrumentId);
    if (!instrument) needsAttention(engine, "contract", order.id, new Error(`instrument ${order.instrumentId} is missing`));
    else {
      const reached = await restAfterReplay(engine, order, instrument).catch((error: unknown) => needsAttention(engine, "contract", order.id, error));
      if (reached) replayed.push(reached);
    }
  }
  queueReplayed(engine, replayed);
  const waiting = await spotOrders.waitingOrders(db);
  const coins = await instrumentsById(db, waiting.map((order) => order.instrumentId));
  for (const order of waiting) {
    const instrument = coins.get(order.instrumentId);
    if (!instrument) needsAttention(engine, "spot", order.id, new Error(`instrument ${order.instrumentId} is missing`));
    else await restSpot(engine, order, instrument).catch((error: unknown) => needsAttention(engine, "spot", order.id, error));
  }
  await engine.queue.settled();
}
