// Customer service on `/ws` (packages/api support.ts, realtime.ts): visitor sockets keyed by
// visitor id, operator sockets (support or admin role), and the signed-in users' sockets (from
// user-events.ts). Every process subscribes to the support events on the bus and hands each frame
// to the sockets it holds: a conversation's customer (its user's or visitor's sockets) and / or
// every signed-in operator. When a new message reaches a socket of the side it is for, this
// process marks it delivered (the support domain updates the row once and publishes the receipt).
// Typing indicators are throttled per connection; extra ones are dropped silently.
import type { WebSocket } from "ws";
import { supportTypingThrottleMs } from "@tradewind/api/support";
import type { ServerMessage } from "@tradewind/api/realtime";
import type { Bus } from "../platform/bus.ts";
import type { Clock } from "../platform/clock.ts";
import { AppError } from "../platform/errors.ts";
import { operatorChangedSubject } from "../platform/session-events.ts";
import { supportEventSubject, type SupportEvent, type SupportLive } from "../support/events.ts";
import { send } from "./socket.ts";

export interface SupportSocketsOptions {
  bus: Bus;
  clock: Clock;
  maxBufferedBytes: number;
  live: SupportLive;
  /** The sockets signed in as `userId` in this process, and the user a socket is signed in as. */
  userSockets(userId: string): WebSocket[];
  userOf(socket: WebSocket): string | undefined;
  /** A programmer error inside an async handler (logged by the caller). */
  failed(error: unknown): void;
}

interface Identity {
  id: string;
  expiresAt: Date;
  /** The token it signed in with, checked again every `recheckMs` (a visitor linked to a user, a session past its time) and at once when the operator changed. */
  token: string;
  /** Tells the socket its identity ended. */
  ended: (error: AppError) => void;
}

/** How often the visitor and operator identities of open sockets are checked again. */
export const recheckMs = 30_000;
/** `visitor` and `operator` sign-ins one connection may make per `signInWindowMs` (each reads the database); more answer 10110. */
export const signInsPerWindowMax = 5;
export const signInWindowMs = 10_000;

export type SupportSockets = ReturnType<typeof createSupportSockets>;

export function createSupportSockets(options: SupportSocketsOptions) {
  const { bus, clock, maxBufferedBytes, live } = options;
  const visitorOfSocket = new Map<WebSocket, Identity>();
  const socketsByVisitor = new Map<string, Set<WebSocket>>();
  const operatorOfSocket = new Map<WebSocket, Identity>();
  const lastTyping = new WeakMap<WebSocket, number>();
  const signInTimes = new WeakMap<WebSocket, number[]>();

  /** 10110 (with the seconds to wait) past the connection's sign-in budget. */
  const admitSignIn = (socket: WebSocket): AppError | undefined => {
    const now = clock.now().getTime();
    const recent = (signInTimes.get(socket) ?? []).filter((at) => at > now - signInWindowMs);
    signInTimes.set(socket, recent);
    if (recent.length >= signInsPerWindowMax) return new AppError("tooManyRequests", { seconds: Math.max(1, Math.ceil(((recent[0] ?? now) + signInWindowMs - now) / 1000)) });
    recent.push(now);
    return undefined;
  };

  const expired = (identity: Identity) => clock.now().getTime() >= identity.expiresAt.getTime();

  const signOutVisitor = (socket: WebSocket) => {
    const identity = visitorOfSocket.get(socket);
    if (!identity) return;
    visitorOfSocket.delete(socket);
    const sockets = socketsByVisitor.get(identity.id);
    sockets?.delete(socket);
    if (sockets?.size === 0) socketsByVisitor.delete(identity.id);
  };

  /** Sends to each live socket; answers how many got it. */
  const deliver = (sockets: Iterable<WebSocket>, bytes: Buffer, identityOf?: (socket: WebSocket) => Identity | undefined, drop?: (socket: WebSocket) => void) => {
    let count = 0;
    for (const socket of [...sockets]) {
      const identity = identityOf?.(socket);
      if (identity && expired(identity)) {
        drop?.(socket);
        continue;
      }
      if (socket.readyState !== socket.OPEN) continue;
      send(socket, bytes, maxBufferedBytes);
      count += 1;
    }
    return count;
  };

  const onEvent = (event: SupportEvent) => {
    const bytes = Buffer.from(JSON.stringify(event.frame));
    let customers = 0;
    let operators = 0;
    if (event.toCustomer) {
      if (event.userId) customers += deliver(options.userSockets(event.userId), bytes);
      if (event.visitorId) customers += deliver(socketsByVisitor.get(event.visitorId) ?? [], bytes, (socket) => visitorOfSocket.get(socket), signOutVisitor);
    }
    if (event.toOperators) operators = deliver(operatorOfSocket.keys(), bytes, (socket) => operatorOfSocket.get(socket), (socket) => operatorOfSocket.delete(socket));
    if (event.frame.type !== "supportMessage" || event.deliverTo === undefined) return;
    const reached = event.deliverTo === "customer" ? customers : operators;
    if (reached > 0) live.delivered(event.frame.message.id, event.deliverTo).catch(options.failed);
  };

  const unsubscribe = bus.subscribe(supportEventSubject, onEvent);
  // An operator signed out, disabled, demoted or reset on any process: their sockets here are checked now.
  let operatorChanges = 0;
  const unsubscribeOperators = bus.subscribe(operatorChangedSubject, ({ operatorId }) => {
    operatorChanges += 1;
    recheckOperators((identity) => identity.id === operatorId).catch(options.failed);
  });

  /** Signs out the sockets whose visitor or operator no longer passes its check, and tells them. */
  const recheck = async () => {
    for (const [socket, identity] of [...visitorOfSocket]) {
      if (!expired(identity) && (await live.visitorOf(identity.token))) continue;
      if (visitorOfSocket.get(socket) !== identity) continue;
      signOutVisitor(socket);
      identity.ended(new AppError("supportVisitorUnknown"));
    }
    await recheckOperators(() => true);
  };

  /** Signs out the operator sockets `which` selects whose session, status or roles no longer pass, and tells them. */
  const recheckOperators = async (which: (identity: Identity) => boolean) => {
    for (const [socket, identity] of [...operatorOfSocket]) {
      if (!which(identity)) continue;
      let error: AppError | undefined = expired(identity) ? new AppError("sessionExpired") : undefined;
      if (!error) {
        try {
          await live.operatorOf(identity.token);
        } catch (caught) {
          if (!(caught instanceof AppError)) throw caught;
          error = caught;
        }
      }
      if (!error || operatorOfSocket.get(socket) !== identity) continue;
      operatorOfSocket.delete(socket);
      identity.ended(error);
    }
  };
  const timer = setInterval(() => {
    recheck().catch(options.failed);
  }, recheckMs);
  timer.unref();

  return {
    /** The `visitor` op: answers the frame to send back. */
    async signInVisitor(socket: WebSocket, token: string, ended: (error: AppError) => void): Promise<ServerMessage | AppError> {
      const refused = admitSignIn(socket);
      if (refused) return refused;
      const visitor = await live.visitorOf(token);
      signOutVisitor(socket);
      if (!visitor) return new AppError("supportVisitorUnknown");
      if (socket.readyState !== socket.OPEN) return { type: "visitorAuthenticated" };
      visitorOfSocket.set(socket, { id: visitor.visitorId, expiresAt: visitor.expiresAt, token, ended });
      const sockets = socketsByVisitor.get(visitor.visitorId) ?? new Set<WebSocket>();
      socketsByVisitor.set(visitor.visitorId, sockets);
      sockets.add(socket);
      return { type: "visitorAuthenticated" };
    },
    /** The `operator` op. */
    async signInOperator(socket: WebSocket, token: string, ended: (error: AppError) => void): Promise<ServerMessage | AppError> {
      const refused = admitSignIn(socket);
      if (refused) return refused;
      operatorOfSocket.delete(socket);
      let operator;
      try {
        // A change published while the check ran may have been read before it: check again then.
        const changesBefore = operatorChanges;
        operator = await live.operatorOf(token);
        if (operatorChanges !== changesBefore) operator = await live.operatorOf(token);
      } catch (error) {
        if (error instanceof AppError) return error;
        throw error;
      }
      if (socket.readyState === socket.OPEN) operatorOfSocket.set(socket, { id: operator.operatorId, expiresAt: operator.expiresAt, token, ended });
      return { type: "operatorAuthenticated" };
    },
    /** The `typing` op: forwarded at most once per throttle window per connection; from a socket with no support identity, ignored. */
    async typing(socket: WebSocket, conversationId: string | undefined): Promise<void> {
      const now = clock.now().getTime();
      const last = lastTyping.get(socket);
      if (last !== undefined && now - last < supportTypingThrottleMs) return;
      lastTyping.set(socket, now);
      const operator = operatorOfSocket.get(socket);
      if (operator && conversationId !== undefined && !expired(operator)) return live.typing({ operatorId: operator.id, conversationId });
      const userId = options.userOf(socket);
      if (userId !== undefined) return live.typing({ userId });
      const visitor = visitorOfSocket.get(socket);
      if (visitor && !expired(visitor)) return live.typing({ visitorId: visitor.id });
    },
    drop(socket: WebSocket) {
      signOutVisitor(socket);
      operatorOfSocket.delete(socket);
    },
    /** Checks every signed-in visitor and operator again now (the timer does it every `recheckMs`). */
    recheck,
    close() {
      clearInterval(timer);
      unsubscribe();
      unsubscribeOperators();
      visitorOfSocket.clear();
      socketsByVisitor.clear();
      operatorOfSocket.clear();
    },
  };
}
