// The engine's trigger books: one per instrument, holding every resting condition (contract
// limit entries, stop losses, take profits, liquidations; coin limit orders) as mid-price levels,
// and the registry that products tell about orders starting or stopping to rest. A trigger the
// book cannot hold is handed to `unrestable` (logged and listed by the engine); the order's other
// triggers still rest, and the registry never throws.
import type { OrderId } from "@tradewind/domain/ids";
import { assertNever, invariant } from "@tradewind/domain/assert";
import { contractTriggers, type TriggerPurpose } from "@tradewind/domain/contracts";
import { asPrice } from "@tradewind/domain/money";
import { spotLimitTrigger } from "@tradewind/domain/spot";
import { fitsTriggerBook, TriggerBook, type Trigger } from "@tradewind/domain/trigger-book";
import type { TradableInstrument } from "../../market/instruments-service.ts";
import type { ContractOrderRecord, EngineRegistry, SpotOrderRecord } from "./types.ts";

export type Resting = { kind: "contract"; orderId: OrderId; purpose: TriggerPurpose } | { kind: "spot"; orderId: OrderId };

const contractPurposes = ["entry", "stopLoss", "takeProfit", "liquidation"] as const;
const contractTriggerId = (orderId: OrderId, purpose: TriggerPurpose) => `${orderId}:${purpose}`;
const spotTriggerId = (orderId: OrderId) => `spot:${orderId}`;

export type TriggerBooks = ReturnType<typeof createTriggerBooks>;

export function createTriggerBooks(unrestable: (kind: Resting["kind"], orderId: OrderId, error: unknown) => void) {
  const shelf = createShelf();
  /** Contract order id → instrument code, to find an order's triggers when it stops resting. */
  const orderCodes = new Map<string, string>();
  /** Coin order id → instrument code (a separate id sequence from contract orders). */
  const spotCodes = new Map<string, string>();

  /** Runs `rest`; a trigger the book cannot hold goes to `unrestable`, so the registry never throws. */
  const reportingUnrestable = (kind: Resting["kind"], orderId: OrderId, rest: () => void) => {
    try {
      rest();
    } catch (error) {
      unrestable(kind, orderId, error);
    }
  };

  const registry: EngineRegistry = {
    watch(order, instrument) {
      registry.forget(order.id);
      orderCodes.set(order.id, instrument.code);
      reportingUnrestable("contract", order.id, () => restContract(shelf.bookOf(instrument.code), order, instrument));
    },
    forget(orderId) {
      unrest(shelf, orderCodes, orderId, contractPurposes.map((purpose) => contractTriggerId(orderId, purpose)));
    },
    watchSpot(order, instrument) {
      registry.forgetSpot(order.id);
      reportingUnrestable("spot", order.id, () => {
        if (restSpot(shelf.bookOf, order, instrument)) spotCodes.set(order.id, instrument.code);
      });
    },
    forgetSpot(orderId) {
      unrest(shelf, spotCodes, orderId, [spotTriggerId(orderId)]);
    },
  };

  return {
    registry,
    cross: shelf.cross,

    /** A popped trigger is on its way to a fill: a closing one takes its order's other triggers along. */
    leaving(resting: Resting): void {
      switch (resting.kind) {
        case "spot":
          // A coin order has only the one trigger, already popped.
          spotCodes.delete(resting.orderId);
          return;
        case "contract":
          if (resting.purpose !== "entry") registry.forget(resting.orderId);
          return;
        default:
          return assertNever(resting, "resting trigger");
      }
    },

    /** Rests a popped trigger again as it was (its fill could not be queued). */
    putBack(code: string, trigger: Trigger<Resting>): void {
      shelf.bookOf(code).add(trigger);
    },

    restingCount: shelf.restingCount,
  };
}

/** The trigger books, one per instrument code, each made on first use. */
function createShelf() {
  const books = new Map<string, TriggerBook<Resting>>();
  return {
    bookOf(code: string): TriggerBook<Resting> {
      let book = books.get(code);
      if (!book) {
        book = new TriggerBook<Resting>();
        books.set(code, book);
      }
      return book;
    },

    /**
     * Pops the triggers `price` crosses on `code`'s book. The price comes as the bus carries it
     * (text) and is parsed once, here, only for a book that holds triggers: a tick on a quiet
     * instrument costs a map lookup.
     */
    cross(code: string, price: string): Trigger<Resting>[] {
      const book = books.get(code);
      return !book || book.size === 0 ? [] : book.cross(asPrice(price));
    },

    restingCount(): number {
      let total = 0;
      for (const book of books.values()) total += book.size;
      return total;
    },
  };
}

/** Takes an order's triggers off the book it rests on (`codes` says which) and forgets the order. */
function unrest(shelf: ReturnType<typeof createShelf>, codes: Map<string, string>, orderId: OrderId, triggerIds: readonly string[]) {
  const code = codes.get(orderId);
  if (code === undefined) return;
  const book = shelf.bookOf(code);
  for (const id of triggerIds) book.remove(id);
  codes.delete(orderId);
}

/** Rests an open or waiting order's triggers; those the book cannot hold are skipped, then reported by throwing. */
function restContract(book: TriggerBook<Resting>, order: ContractOrderRecord, instrument: TradableInstrument) {
  const unfit: string[] = [];
  for (const { purpose, trigger } of contractTriggers(order, instrument.spec)) {
    if (fitsTriggerBook(trigger.level)) book.add({ id: contractTriggerId(order.id, purpose), side: trigger.side, level: trigger.level, payload: { kind: "contract", orderId: order.id, purpose } });
    else unfit.push(`${purpose} at mid ${trigger.level}`);
  }
  invariant(unfit.length === 0, `contract order ${order.id}: the trigger book cannot hold ${unfit.join(", ")}`);
}

/** Rests a waiting coin limit order's one trigger on its instrument's book; false when it has none to rest. */
function restSpot(bookOf: (code: string) => TriggerBook<Resting>, order: SpotOrderRecord, instrument: TradableInstrument): boolean {
  if (order.status !== "waiting" || order.limitPrice === null) return false;
  const trigger = spotLimitTrigger(order.side, order.limitPrice, instrument.spec);
  if (!trigger) return false;
  invariant(fitsTriggerBook(trigger.level), `coin order ${order.id}: the trigger book cannot hold its limit at mid ${trigger.level}`);
  bookOf(instrument.code).add({ id: spotTriggerId(order.id), side: trigger.side, level: trigger.level, payload: { kind: "spot", orderId: order.id } });
  return true;
}
