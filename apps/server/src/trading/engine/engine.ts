// The trigger engine: one trigger book per instrument holding every resting condition (contract
// limit entries, stop losses, take profits, liquidations; coin limit orders) as mid-price
// levels. Each tick pops exactly the crossed triggers; their fills run one at a time, each in its
// own transaction. A fill that fails puts its triggers back, so the next tick retries it; after a
// restart `start` rebuilds the books from SQL, so a crash between tick and commit loses nothing.
// An order whose trigger cannot rest (a level the book cannot hold, a row it cannot read) is
// logged with its id and listed in orders_needing_attention; its other triggers still rest, and
// neither `start` nor a placement ever fails over it.
import { contractTriggers, type TriggerPurpose } from "@tradewind/domain/contracts";
import { spotLimitTrigger } from "@tradewind/domain/spot";
import { fitsTriggerBook, TriggerBook } from "@tradewind/domain/trigger-book";
import { instrumentById, instrumentsById, type TradableInstrument } from "../../market/instruments-service.ts";
import { tickSubject } from "../../market/service.ts";
import { subject, type Bus } from "../../platform/bus.ts";
import type { TradingLog } from "../after-commit.ts";
import { markForAttention } from "../attention-repository.ts";
import * as contracts from "../contracts/service.ts";
import * as spot from "../spot/service.ts";
import * as contractOrders from "../contracts/repository.ts";
import * as spotOrders from "../spot/repository.ts";
import type { ContractOrderRow, EngineRegistry, FeedTick, SpotOrderRow, TradingDeps } from "./types.ts";

/** An order started or stopped resting (published by API processes without an engine). */
export const orderSubject = subject<{ orderId: string }>("trading.order");
/** A coin order started or stopped resting (its ids are a separate sequence from contracts'). */
export const spotOrderSubject = subject<{ orderId: string }>("trading.spot-order");

/** The registry of a process without an engine: the engine re-reads the order from SQL. */
export function busRegistry(bus: Bus): EngineRegistry {
  return {
    watch: (order) => bus.publish(orderSubject, { orderId: order.id }),
    forget: (orderId) => bus.publish(orderSubject, { orderId }),
    watchSpot: (order) => bus.publish(spotOrderSubject, { orderId: order.id }),
    forgetSpot: (orderId) => bus.publish(spotOrderSubject, { orderId }),
  };
}

type Resting = { kind: "contract"; orderId: string; purpose: TriggerPurpose } | { kind: "spot"; orderId: string };

const spotTriggerId = (orderId: string) => `spot:${orderId}`;


export interface PriceTickLike {
  code: string;
  price: string;
  ts: number;
}

export type TradingEngine = ReturnType<typeof createTradingEngine>;

export function createTradingEngine(deps: Omit<TradingDeps, "log">, log: TradingLog) {
  const books = new Map<string, TriggerBook<Resting>>();
  /** Order id → instrument code, to find an order's triggers when it stops resting. */
  const orderCodes = new Map<string, string>();
  /** Coin order id → instrument code (a separate id sequence from contract orders). */
  const spotCodes = new Map<string, string>();
  let queue: Promise<void> = Promise.resolve();

  const bookOf = (code: string) => {
    let book = books.get(code);
    if (!book) {
      book = new TriggerBook<Resting>();
      books.set(code, book);
    }
    return book;
  };

  /**
   * Logs an order the engine cannot (fully) rest and lists it for an operator. The listing joins
   * the fill queue, so `settled()` (and `start`) wait for it; its own failure is only logged.
   */
  const needsAttention = (kind: Resting["kind"], orderId: string, error: unknown) => {
    log.error({ err: error, orderKind: kind, orderId }, "trading: an order's trigger cannot rest; listed in orders_needing_attention");
    const reason = error instanceof Error ? error.message : String(error);
    queue = queue.then(() =>
      markForAttention(deps.db, { kind, orderId, reason, at: deps.clock.now() }).catch((markError: unknown) => log.error({ err: markError, orderKind: kind, orderId }, "trading: could not list an order needing attention")),
    );
  };

  /** Rests an open or waiting order's triggers; those the book cannot hold are skipped, then reported by throwing. */
  const restContract = (order: ContractOrderRow, instrument: TradableInstrument) => {
    orderCodes.set(order.id, instrument.code);
    const levels = { status: order.status, direction: order.direction, limitPrice: order.limit_price, stopLoss: order.stop_loss, takeProfit: order.take_profit, liquidationPrice: order.liquidation_price };
    const book = bookOf(instrument.code);
    const unfit: string[] = [];
    for (const { purpose, trigger } of contractTriggers(levels, instrument.spec)) {
      if (fitsTriggerBook(trigger.level)) book.add({ id: `${order.id}:${purpose}`, side: trigger.side, level: trigger.level, payload: { kind: "contract", orderId: order.id, purpose } });
      else unfit.push(`${purpose} at mid ${trigger.level}`);
    }
    if (unfit.length > 0) throw new Error(`contract order ${order.id}: the trigger book cannot hold ${unfit.join(", ")}`);
  };

  const registry: EngineRegistry = {
    /** Never throws: what cannot rest is logged and listed, the rest of the order's triggers rest. */
    watch(order: ContractOrderRow, instrument: TradableInstrument) {
      registry.forget(order.id);
      try {
        restContract(order, instrument);
      } catch (error) {
        needsAttention("contract", order.id, error);
      }
    },
    forget(orderId: string) {
      const code = orderCodes.get(orderId);
      if (code === undefined) return;
      const book = bookOf(code);
      for (const purpose of ["entry", "stopLoss", "takeProfit", "liquidation"] as const) book.remove(`${orderId}:${purpose}`);
      orderCodes.delete(orderId);
    },
    /** Never throws, like `watch`. */
    watchSpot(order: SpotOrderRow, instrument: TradableInstrument) {
      registry.forgetSpot(order.id);
      if (order.status !== "waiting" || order.limit_price === null) return;
      try {
        const trigger = spotLimitTrigger(order.side, order.limit_price, instrument.spec);
        if (!trigger) return;
        if (!fitsTriggerBook(trigger.level)) throw new Error(`coin order ${order.id}: the trigger book cannot hold its limit at mid ${trigger.level}`);
        bookOf(instrument.code).add({ id: spotTriggerId(order.id), side: trigger.side, level: trigger.level, payload: { kind: "spot", orderId: order.id } });
        spotCodes.set(order.id, instrument.code);
      } catch (error) {
        needsAttention("spot", order.id, error);
      }
    },
    forgetSpot(orderId: string) {
      const code = spotCodes.get(orderId);
      if (code === undefined) return;
      bookOf(code).remove(spotTriggerId(orderId));
      spotCodes.delete(orderId);
    },
  };
  const contractDeps: contracts.ContractDeps = { ...deps, triggers: registry, log };
  const spotDeps: spot.SpotDeps = { ...deps, triggers: registry, log };

  /** Re-reads an order and rests whatever it still waits for (after a failed fill, or told by another process). */
  const restore = async (orderId: string) => {
    const order = await contractOrders.findOrder(deps.db, orderId);
    if (!order || (order.status !== "waiting" && order.status !== "open")) {
      registry.forget(orderId);
      return;
    }
    const instrument = (await instrumentById(deps.db, order.instrument_id));
    if (instrument) registry.watch(order, instrument);
  };

  /** A waiting coin order rests while its coin is listed; a delisted coin's is removed, its hold released. */
  const restSpot = async (order: SpotOrderRow, instrument: TradableInstrument) => {
    if (instrument.listed) registry.watchSpot(order, instrument);
    else await spot.cancelSpot(spotDeps, order.id, "delisted");
  };

  const restoreSpot = async (orderId: string) => {
    const order = await spotOrders.findOrder(deps.db, orderId);
    const instrument = order && (await instrumentById(deps.db, order.instrument_id));
    if (order?.status === "waiting" && instrument) await restSpot(order, instrument);
    else registry.forgetSpot(orderId);
  };

  const restoreLogged = (kind: Resting["kind"], orderId: string) =>
    (kind === "spot" ? restoreSpot(orderId) : restore(orderId)).catch((error: unknown) => log.error({ err: error, orderId }, "trading: could not restore triggers"));

  const execute = async (resting: Resting, tick: FeedTick) => {
    try {
      if (resting.kind === "spot") await spot.fillSpotLimit(spotDeps, resting.orderId, tick);
      else if (resting.purpose === "entry") await contracts.fillLimit(contractDeps, resting.orderId, tick);
      else await contracts.closeContract(contractDeps, resting.orderId, resting.purpose, { tick });
    } catch (error) {
      log.error({ err: error, resting }, "trading: triggered fill failed; it will be retried on the next tick");
      await restoreLogged(resting.kind, resting.orderId);
    }
  };

  return {
    registry,
    deps: contractDeps,

    /**
     * Rebuilds every trigger book from the waiting and open orders in SQL, and removes (hold
     * released) the waiting coin orders whose coin is no longer listed.
     */
    async start(): Promise<void> {
      const orders = await contractOrders.liveOrders(deps.db);
      const instruments = await instrumentsById(deps.db, orders.map((order) => order.instrument_id));
      for (const order of orders) {
        // The foreign key keeps every order's instrument; a missing one is listed, not fatal.
        const instrument = instruments.get(order.instrument_id);
        if (instrument) registry.watch(order, instrument);
        else needsAttention("contract", order.id, new Error(`instrument ${order.instrument_id} is missing`));
      }
      const waiting = await spotOrders.waitingOrders(deps.db);
      const coins = await instrumentsById(deps.db, waiting.map((order) => order.instrument_id));
      for (const order of waiting) {
        const instrument = coins.get(order.instrument_id);
        if (!instrument) needsAttention("spot", order.id, new Error(`instrument ${order.instrument_id} is missing`));
        else await restSpot(order, instrument).catch((error: unknown) => needsAttention("spot", order.id, error));
      }
      await queue;
    },

    /** Pops the triggers each tick crosses and queues their fills in tick order. */
    onTicks(ticks: readonly PriceTickLike[], source: string): void {
      for (const tick of ticks) {
        const book = books.get(tick.code);
        if (!book || book.size === 0) continue;
        for (const trigger of book.cross(tick.price)) {
          const resting = trigger.payload;
          // A closed order's other triggers leave with it; a coin order has only the one popped.
          if (resting.kind === "spot") spotCodes.delete(resting.orderId);
          else if (resting.purpose !== "entry") registry.forget(resting.orderId);
          queue = queue.then(() => execute(resting, { price: tick.price, ts: tick.ts, source }));
        }
      }
    },

    /** Takes ticks and other processes' order changes from the bus; returns the unsubscribe function. */
    follow(bus: Bus): () => void {
      const unsubscribes = [
        bus.subscribe(tickSubject, (event) => this.onTicks(event.changes, event.source)),
        bus.subscribe(orderSubject, (event) => {
          queue = queue.then(() => restoreLogged("contract", event.orderId));
        }),
        bus.subscribe(spotOrderSubject, (event) => {
          queue = queue.then(() => restoreLogged("spot", event.orderId));
        }),
      ];
      return () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
      };
    },

    /** Resolves when every fill queued so far has run. */
    settled(): Promise<void> {
      return queue;
    },

    restingCount(): number {
      let total = 0;
      for (const book of books.values()) total += book.size;
      return total;
    },
  };
}
