// The engine's trigger books: one per instrument, holding every resting condition (contract
// limit entries, stop losses, take profits, liquidations; coin limit orders) as mid-price levels,
// and the registry that products tell about orders starting or stopping to rest. A trigger the
// book cannot hold is handed to `unrestable` (logged and listed by the engine); the order's other
// triggers still rest, and the registry never throws.
import { orderId as asOrderId, type OrderId, type UserId } from "@tradewind/domain/ids";
import { assertNever, invariant } from "@tradewind/domain/assert";
import { contractTriggers, type TriggerPurpose } from "@tradewind/domain/contracts";
import { asPrice, type Price } from "@tradewind/domain/money";
import { spotLimitTrigger } from "@tradewind/domain/spot";
import { fitsTriggerBook, TriggerBook, type Trigger } from "@tradewind/domain/trigger-book";
import { shownTrailLevel, TrailingStops, trailLevel, type Trail } from "@tradewind/domain/trailing-stop";
import type { TradableInstrument } from "../../market/instruments-service.ts";
import type { ContractOrderRecord, EngineRegistry, SpotOrderRecord } from "./types.ts";

export type Resting =
  | { kind: "contract"; orderId: OrderId; purpose: TriggerPurpose }
  /** A trailing stop carries its trail as it stood when the tick reached it: the close records it. */
  | { kind: "contract"; orderId: OrderId; purpose: "trailingStop"; trail: Trail }
  | { kind: "spot"; orderId: OrderId };

/** A trailing watermark a tick moved: the engine saves it, so a restart rests the trail where it was. */
export interface MovedWatermark {
  orderId: OrderId;
  /** The position's owner, told the new level live. */
  userId: UserId;
  watermark: Trail["watermark"];
  /** The mid level the moved trail now closes at, on the instrument's price scale (as shown). */
  level: Price;
  at: number;
}

const contractPurposes = ["entry", "stopLoss", "takeProfit", "liquidation"] as const;
const contractTriggerId = (orderId: OrderId, purpose: TriggerPurpose | "trailingStop") => `${orderId}:${purpose}`;
const spotTriggerId = (orderId: OrderId) => `spot:${orderId}`;

export type TriggerBooks = ReturnType<typeof createTriggerBooks>;

export function createTriggerBooks(unrestable: (kind: Resting["kind"], orderId: OrderId, error: unknown) => void) {
  const shelf = createShelf();
  /** Contract order id → instrument code, to find an order's triggers when it stops resting. */
  const orderCodes = new Map<string, string>();
  /** Coin order id → instrument code (a separate id sequence from contract orders). */
  const spotCodes = new Map<string, string>();
  /** Contract order id → its owner and instrument's price scale, for an order resting a trail: a moved trail is told to them at that scale. */
  const trailOwners = new Map<string, TrailOwner>();

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
      const resting = shelf.trailsOf(instrument.code).get(order.id);
      registry.forget(order.id);
      orderCodes.set(order.id, instrument.code);
      reportingUnrestable("contract", order.id, () => restContract(shelf.bookOf(instrument.code), order, instrument));
      const trail = openTrail(order, resting);
      if (!trail) return;
      shelf.trailsOf(instrument.code).set(order.id, trail);
      trailOwners.set(order.id, { userId: order.userId, priceScale: instrument.spec.priceScale });
    },
    forget(orderId) {
      trailOwners.delete(orderId);
      const code = orderCodes.get(orderId);
      if (code !== undefined) shelf.trailsOf(code).remove(orderId);
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

    /** Pops the triggers a tick crosses; the trails it moved come with their owners. */
    cross(code: string, price: string, ts: number): { crossed: Trigger<Resting>[]; moved: MovedWatermark[]; mid?: Price } {
      const { crossed, moved, mid } = shelf.cross(code, price, ts);
      return { crossed, moved: moved.flatMap((each) => ownedBy(trailOwners, each)), ...(mid === undefined ? {} : { mid }) };
    },

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
      const resting = trigger.payload;
      if (resting.kind === "contract" && resting.purpose === "trailingStop") shelf.trailsOf(code).set(resting.orderId, resting.trail);
      else shelf.bookOf(code).add(trigger);
    },

    restingCount: shelf.restingCount,
  };
}

interface TrailOwner {
  userId: UserId;
  priceScale: number;
}

/** A moved trail with its owner and shown level; one whose owner is not known (it cannot happen: a trail rests only through `watch`) is left out. */
function ownedBy(owners: ReadonlyMap<string, TrailOwner>, moved: MovedTrail): MovedWatermark[] {
  const owner = owners.get(moved.orderId);
  return owner === undefined ? [] : [{ orderId: moved.orderId, userId: owner.userId, watermark: moved.trail.watermark, level: shownTrailLevel(moved.trail, owner.priceScale), at: moved.at }];
}

/** A trail a tick moved, as the shelf answers it (the registry knows its owner and price scale). */
interface MovedTrail {
  orderId: OrderId;
  trail: Trail;
  at: number;
}

/**
 * The trail an open position rests, from its row: the saved watermark, or the one this engine
 * already holds for the same trail when that is better (a row read while the engine's newer
 * watermark was still on its way to SQL).
 */
function openTrail(order: ContractOrderRecord, resting: Trail | undefined): Trail | undefined {
  const trailing = order.trailing;
  if (order.status !== "open" || !trailing?.watermark) return undefined;
  const saved: Trail = { direction: order.direction, kind: trailing.kind, value: trailing.value, watermark: trailing.watermark };
  if (!resting || resting.kind !== saved.kind || !resting.value.eq(saved.value) || resting.direction !== saved.direction) return saved;
  const better = saved.direction === "long" ? resting.watermark.gt(saved.watermark) : resting.watermark.lt(saved.watermark);
  return better ? resting : saved;
}

/** The trigger books and trailing stops, one of each per instrument code, each made on first use. */
function createShelf() {
  const books = new Map<string, TriggerBook<Resting>>();
  const trails = new Map<string, TrailingStops>();
  const trailsOf = (code: string): TrailingStops => {
    let stops = trails.get(code);
    if (!stops) {
      stops = new TrailingStops();
      trails.set(code, stops);
    }
    return stops;
  };
  return {
    trailsOf,

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
    cross(code: string, price: string, ts: number): { crossed: Trigger<Resting>[]; moved: MovedTrail[]; mid?: Price } {
      const book = books.get(code);
      const stops = trails.get(code);
      const quiet = (!book || book.size === 0) && (!stops || stops.size === 0);
      if (quiet) return { crossed: [], moved: [] };
      const mid = asPrice(price);
      const crossed = book && book.size > 0 ? book.cross(mid) : [];
      if (!stops || stops.size === 0) return { crossed, moved: [], mid };
      const { reached, moved } = stops.tick(mid);
      for (const { id, trail } of reached) {
        const orderId = asOrderId(id);
        crossed.push({ id: contractTriggerId(orderId, "trailingStop"), side: trail.direction === "long" ? "fall" : "rise", level: trailLevel(trail), payload: { kind: "contract", orderId, purpose: "trailingStop", trail } });
      }
      const followedTrails = moved.flatMap(({ id }) => {
        const trail = stops.get(id);
        return trail ? [{ orderId: asOrderId(id), trail, at: ts }] : [];
      });
      return { crossed, moved: followedTrails, mid };
    },

    restingCount(): number {
      let total = 0;
      for (const book of books.values()) total += book.size;
      for (const stops of trails.values()) total += stops.size;
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
