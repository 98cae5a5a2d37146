// Per-user events on `/ws`: which connections are signed in with which session, and one bus
// subscription per kind of user event (an order's change, the notifications' change) per process
// that forwards each event, as its wire frame, to that user's connections only. A
// connection holds at most one identity; a re-auth replaces it, a failed one removes it. A
// session that ends (logout, password change or reset, published on the bus by whichever process
// revoked it; or its expiry, checked before each delivery and by a periodic sweep) signs its
// connections out at once, and each is told through its `ended` callback.
import type { WebSocket } from "ws";
import type { ServerMessage } from "@tradewind/api/realtime";
import type { Bus } from "../platform/bus.ts";
import type { Clock } from "../platform/clock.ts";
import { alertFiredSubject } from "../alerts/events.ts";
import { notificationsBroadcastSubject, notificationsChangedSubject } from "../notifications/events.ts";
import { sessionEndedBy, sessionsEndedSubject, type SessionsEnded } from "../platform/session-events.ts";
import { orderEventSubject, trailMovedSubject } from "../trading/events.ts";
import { send } from "./socket.ts";

/** How often signed-in connections are checked for an expired session, so one without events is not kept on. */
export const expirySweepMs = 10_000;

export interface UserEventsOptions {
  bus: Bus;
  clock: Clock;
  maxBufferedBytes: number;
}

export interface Session {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
}

export interface UserEvents {
  /** `socket` now receives `session`'s user's events, and no longer its previous identity's; `ended` runs if the session ends while it does. */
  signIn(socket: WebSocket, session: Session, ended: () => void): void;
  /** `socket` receives no user's events (a failed re-auth, or the socket closed). */
  signOut(socket: WebSocket): void;
  /** Counts every session-ended event this process received: a sign-in whose check spanned one must check again. */
  readonly endedEvents: number;
  /** The sockets signed in as `userId` with a live session (customer service hands them its frames). */
  socketsOf(userId: string): WebSocket[];
  /** The user `socket` is signed in as, if any. */
  userOf(socket: WebSocket): string | undefined;
  close(): void;
}

interface SignedIn extends Session {
  ended: () => void;
}

type Forward = (userId: string, message: ServerMessage) => void;

/**
 * Each kind of one user's events on the bus, subscribed with the frame its signed-in sockets get.
 * Only the wire fields: the bus event also names the user, which the page already knows.
 */
const userEventSubscriptions: readonly ((bus: Bus, forward: Forward) => () => void)[] = [
  (bus, forward) => bus.subscribe(orderEventSubject, (event) => forward(event.userId, { type: "order", kind: event.kind, id: event.id, status: event.status, book: event.book })),
  (bus, forward) => bus.subscribe(notificationsChangedSubject, (event) => forward(event.userId, { type: "notification" })),
  (bus, forward) => bus.subscribe(trailMovedSubject, ({ userId, ...trail }) => forward(userId, { type: "trailingStop", ...trail })),
  (bus, forward) => bus.subscribe(alertFiredSubject, ({ userId, ...alert }) => forward(userId, { type: "priceAlert", ...alert })),
];

export function createUserEvents(options: UserEventsOptions): UserEvents {
  const { bus, clock, maxBufferedBytes } = options;
  const signedIn = createSignedInSockets();
  let endedEvents = 0;

  const expired = (session: Session) => clock.now().getTime() >= session.expiresAt.getTime();

  const forward = (userId: string, message: ServerMessage) => {
    const sockets = signedIn.socketsOf(userId);
    if (sockets.length === 0) return;
    const bytes = Buffer.from(JSON.stringify(message));
    // Not coalesced: every event names a different order, state or notification, and they are rare per user.
    for (const socket of sockets) {
      const session = signedIn.sessionOf(socket);
      if (session && expired(session)) signedIn.end(socket);
      else send(socket, bytes, maxBufferedBytes);
    }
  };

  const onEnded = (event: SessionsEnded) => {
    endedEvents += 1;
    for (const socket of signedIn.socketsOf(event.userId)) {
      const session = signedIn.sessionOf(socket);
      if (session && sessionEndedBy(event, session)) signedIn.end(socket);
    }
  };

  const sweep = setInterval(() => {
    for (const [socket, session] of signedIn.all()) if (expired(session)) signedIn.end(socket);
  }, expirySweepMs);
  sweep.unref();

  const unsubscribes = [
    ...userEventSubscriptions.map((subscribe) => subscribe(bus, forward)),
    bus.subscribe(sessionsEndedSubject, onEnded),
    // A notice pushed to every user: one bus message, each signed-in user's sockets told once.
    bus.subscribe(notificationsBroadcastSubject, () => {
      for (const userId of new Set(Array.from(signedIn.all(), ([, session]) => session.userId))) forward(userId, { type: "notification" });
    }),
  ];

  return {
    signIn: signedIn.signIn,
    signOut: signedIn.signOut,
    socketsOf: (userId: string) =>
      signedIn.socketsOf(userId).filter((socket) => {
        const session = signedIn.sessionOf(socket);
        if (session && expired(session)) signedIn.end(socket);
        return session !== undefined && !expired(session);
      }),
    userOf: (socket: WebSocket) => signedIn.sessionOf(socket)?.userId,
    get endedEvents() {
      return endedEvents;
    },
    close() {
      clearInterval(sweep);
      for (const unsubscribe of unsubscribes) unsubscribe();
      signedIn.clear();
    },
  };
}

/** Which socket is signed in with which session, and each user's signed-in sockets. */
function createSignedInSockets() {
  const socketsByUser = new Map<string, Set<WebSocket>>();
  const sessionBySocket = new Map<WebSocket, SignedIn>();

  const signOut = (socket: WebSocket) => {
    const session = sessionBySocket.get(socket);
    if (session === undefined) return;
    sessionBySocket.delete(socket);
    const sockets = socketsByUser.get(session.userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) socketsByUser.delete(session.userId);
  };

  return {
    signIn(socket: WebSocket, session: Session, ended: () => void) {
      signOut(socket);
      sessionBySocket.set(socket, { ...session, ended });
      const sockets = socketsByUser.get(session.userId) ?? new Set<WebSocket>();
      socketsByUser.set(session.userId, sockets);
      sockets.add(socket);
    },
    signOut,
    /** Signs `socket` out and tells it why. */
    end(socket: WebSocket) {
      const session = sessionBySocket.get(socket);
      if (session === undefined) return;
      signOut(socket);
      session.ended();
    },
    sessionOf: (socket: WebSocket) => sessionBySocket.get(socket),
    /** A copy: ending a socket while going through them must not skip the next. */
    socketsOf: (userId: string) => [...(socketsByUser.get(userId) ?? [])],
    all: () => [...sessionBySocket],
    clear() {
      socketsByUser.clear();
      sessionBySocket.clear();
    },
  };
}
