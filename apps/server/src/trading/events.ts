// Order events for the signed-in user's `/ws` connections (DESIGN §4): every state change of a
// contract, coin or option order is published on the bus after its transaction commits, so
// whichever process holds the user's socket tells the page to refetch. A change that wrote the
// user a notification (a fill, a close, a settlement) announces that too, after the same commit.
// A trailing stop's moved level goes to its owner the same way, straight from the engine.
import type { OrderId } from "@tradewind/domain/ids";
import type { Book } from "@tradewind/api/accounts";
import type { OrderKind } from "@tradewind/api/realtime";
import { announceNotifications } from "../notifications/service.ts";
import { subject, type Bus } from "../platform/bus.ts";

export interface OrderEvent {
  userId: string;
  kind: OrderKind;
  id: OrderId;
  status: string;
  book: Book;
}

export const orderEventSubject = subject<OrderEvent>("trading.order-event");

/** A position's trailing stop followed a better price (issue 25): its owner's page shows the new level live. */
export interface TrailMoved {
  userId: string;
  id: OrderId;
  /** The best mid price so far and the mid level that closes the position, as decimal text. */
  watermark: string;
  level: string;
  /** Epoch ms of the tick that moved it. */
  ts: number;
}

export const trailMovedSubject = subject<TrailMoved>("trading.trail-moved");

export interface OrderEvents {
  /** Call after the change has committed. */
  changed(event: OrderEvent): void;
  /** The change wrote `userId` a notification: call after the commit. */
  notified(userId: string): void;
  /** A trailing stop moved (the engine coalesces these per position, a few a second at most). */
  trailMoved(event: TrailMoved): void;
}

export function busOrderEvents(bus: Bus): OrderEvents {
  return {
    changed: (event) => bus.publish(orderEventSubject, event),
    notified: (userId) => announceNotifications(bus, [userId]),
    trailMoved: (event) => bus.publish(trailMovedSubject, event),
  };
}

/** For code paths (tests, tools) where nobody listens. */
export const silentOrderEvents: OrderEvents = { changed: () => undefined, notified: () => undefined, trailMoved: () => undefined };
