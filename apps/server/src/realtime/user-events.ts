// Per-user events on `/ws`: which connections are signed in as which user, and the one bus
// subscription per process that forwards each order event to that user's connections only. A
// connection holds at most one identity; a re-auth replaces it, a failed one removes it.
import type { WebSocket } from "ws";
import type { ServerMessage } from "@tradewind/api/realtime";
import type { Bus } from "../platform/bus.ts";
import { orderEventSubject, type OrderEvent } from "../trading/events.ts";
import { send } from "./socket.ts";

export interface UserEventsOptions {
  bus: Bus;
  maxBufferedBytes: number;
}

export interface UserEvents {
  /** `socket` now receives `userId`'s events, and no longer its previous identity's. */
  signIn(socket: WebSocket, userId: string): void;
  /** `socket` receives no user's events (a failed re-auth, or the socket closed). */
  signOut(socket: WebSocket): void;
  close(): void;
}

export function createUserEvents(options: UserEventsOptions): UserEvents {
  const { bus, maxBufferedBytes } = options;
  const socketsByUser = new Map<string, Set<WebSocket>>();
  const userBySocket = new Map<WebSocket, string>();

  const signOut = (socket: WebSocket) => {
    const userId = userBySocket.get(socket);
    if (userId === undefined) return;
    userBySocket.delete(socket);
    const sockets = socketsByUser.get(userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) socketsByUser.delete(userId);
  };

  const forward = (event: OrderEvent) => {
    const sockets = socketsByUser.get(event.userId);
    if (!sockets) return;
    // Only the wire fields: the bus event also names the user, which the page already knows.
    const message: ServerMessage = { type: "order", kind: event.kind, id: event.id, status: event.status, book: event.book };
    const bytes = Buffer.from(JSON.stringify(message));
    // Not coalesced: every event names a different order or state, and they are rare per user.
    for (const socket of sockets) send(socket, bytes, maxBufferedBytes);
  };

  const unsubscribe = bus.subscribe(orderEventSubject, forward);

  return {
    signIn(socket, userId) {
      signOut(socket);
      userBySocket.set(socket, userId);
      const sockets = socketsByUser.get(userId) ?? new Set<WebSocket>();
      socketsByUser.set(userId, sockets);
      sockets.add(socket);
    },
    signOut,
    close() {
      unsubscribe();
      socketsByUser.clear();
      userBySocket.clear();
    },
  };
}
