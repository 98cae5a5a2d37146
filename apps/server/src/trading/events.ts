// Order events for the signed-in user's `/ws` connections (DESIGN §4): every state change of a
// contract, coin or option order is published on the bus after its transaction commits, so
// whichever process holds the user's socket tells the page to refetch. A change that wrote the
// user a notification (a fill, a close, a settlement) announces that too, after the same commit.
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

export interface OrderEvents {
  /** Call after the change has committed. */
  changed(event: OrderEvent): void;
  /** The change wrote `userId` a notification: call after the commit. */
  notified(userId: string): void;
}

export function busOrderEvents(bus: Bus): OrderEvents {
  return { changed: (event) => bus.publish(orderEventSubject, event), notified: (userId) => announceNotifications(bus, [userId]) };
}

/** For code paths (tests, tools) where nobody listens. */
export const silentOrderEvents: OrderEvents = { changed: () => undefined, notified: () => undefined };
