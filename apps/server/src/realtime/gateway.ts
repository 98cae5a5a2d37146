// The two live sockets (packages/api realtime.ts, DESIGN §4). `/message` sends every quoted
// instrument's {code, price, zdf} on connect and again after changes; `/ws` serves per-instrument
// subscriptions (subscriptions.ts). Both follow the market (its bus, and its applied updates as
// Decimals, formatted here), so an api process without a feed serves what the engine publishes,
// and a signed-in `/ws` connection also gets its user's order
// events from the bus. Each connection gets at most `framesPerSecond` flushes a
// second carrying the newest state, is closed (1008) when its unsent bytes pass a bound, and is
// pinged; one that misses a ping is terminated. Open sockets are capped per client address and per
// process (connection-limits.ts); one over a cap is closed at once with 1013.
import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket, WebSocketServer } from "ws";
import { messagePath, wsPath } from "@tradewind/api/realtime";
import { negotiateLanguage, type LanguageCode } from "@tradewind/i18n/languages";
import { toPlain } from "@tradewind/domain/money";
import { tickSubject, type Market } from "../market/service.ts";
import type { Clock } from "../platform/clock.ts";
import { errorCodes } from "@tradewind/api/errors";
import { errorMessage, requestLanguage } from "../platform/messages.ts";
import { createThrottle } from "./coalescer.ts";
import { createConnectionCounter } from "./connection-limits.ts";
import { closeCodes, closeGraceMs, closeReason, send } from "./socket.ts";
import { createSubscriptions } from "./subscriptions.ts";
import type { SupportLive } from "../support/events.ts";

export interface GatewayOptions {
  market: Market;
  framesPerSecond: number;
  maxBufferedBytes: number;
  heartbeatMs: number;
  /** Open sockets (`/ws` and `/message` together) allowed per client address, and in this process. */
  connectionsPerIpMax: number;
  connectionsMax: number;
  clock: Clock;
  /** The REST API's session check: the user of a live session token with the session's hash and expiry, else null. */
  authenticate(token: string): Promise<{ id: string; tokenHash: string; expiresAt: Date } | null>;
  /** Customer service's live side (support/events.ts); without it the `visitor`, `operator` and `typing` ops answer 10100. */
  support?: SupportLive | undefined;
  /** Logs a failure of customer service's background work (a delivered mark). */
  supportFailed?: ((error: unknown) => void) | undefined;
}

/** Frames above this close the socket (1009) inside ws; between maxClientFrameBytes and this, `/ws` answers 10100. */
const hardFrameLimitBytes = 64 * 1024;

/** Adds the websocket server (as `app.websocketServer`) and the two sockets to `app`. */
export async function registerRealtime(app: FastifyInstance, options: GatewayOptions): Promise<void> {
  await app.register(websocket, {
    // Compression would cost CPU per connection and defeat the shared encoded frame.
    options: { maxPayload: hardFrameLimitBytes, perMessageDeflate: false, clientTracking: true },
    preClose: () => closeAll(app.websocketServer),
  });
  const list = createListFeed(options);
  const subscriptions = createSubscriptions(options);
  const heartbeat = startHeartbeat(app.websocketServer, options.heartbeatMs);
  const counter = createConnectionCounter({ perIpMax: options.connectionsPerIpMax, totalMax: options.connectionsMax });
  /** Counts the socket until it closes, or closes it at once (1013) when a cap is reached. */
  const admitted = (socket: WebSocket, request: FastifyRequest): boolean => {
    const { ip } = request;
    if (!counter.admit(ip)) {
      socket.close(closeCodes.tryAgainLater, closeReason(errorMessage(errorCodes.tooManyConnections, languageOf(request))));
      setTimeout(() => socket.terminate(), closeGraceMs).unref();
      return false;
    }
    socket.on("close", () => counter.release(ip));
    return true;
  };
  app.get(messagePath, { websocket: true }, (socket, request) => {
    if (admitted(socket, request)) list.connect(socket);
  });
  app.get(wsPath, { websocket: true }, (socket, request) => {
    if (admitted(socket, request)) subscriptions.connect(socket, languageOf(request));
  });
  app.addHook("onClose", async () => {
    clearInterval(heartbeat);
    list.close();
    subscriptions.close();
  });
}

/** `/message`: one list encoded per flush, its bytes shared by every connection. */
export function createListFeed(options: GatewayOptions) {
  const { market, maxBufferedBytes } = options;
  const sockets = new Set<WebSocket>();
  /** The newest list, encoded; dropped on every change. */
  let frame: Buffer | undefined;
  const current = () => (frame ??= Buffer.from(JSON.stringify(market.prices().map((item) => ({ ...item, price: toPlain(item.price) })))));
  const throttle = createThrottle(1000 / options.framesPerSecond, () => {
    const bytes = current();
    for (const socket of sockets) send(socket, bytes, maxBufferedBytes);
  });
  const unsubscribe = market.bus.subscribe(tickSubject, () => {
    frame = undefined;
    if (sockets.size > 0) throttle.schedule();
  });
  return {
    connect(socket: WebSocket) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      // The SPEC's clients only listen; anything they send is ignored (ws bounds its size).
      send(socket, current(), maxBufferedBytes);
    },
    close() {
      unsubscribe();
      throttle.cancel();
    },
  };
}

function startHeartbeat(server: WebSocketServer, intervalMs: number): NodeJS.Timeout {
  const answered = new WeakSet<WebSocket>();
  server.on("connection", (socket: WebSocket) => {
    answered.add(socket);
    socket.on("pong", () => answered.add(socket));
  });
  const timer = setInterval(() => {
    for (const socket of server.clients) {
      if (!answered.has(socket)) {
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return timer;
}

/** On app close: every client is told 1001, and cut if it does not finish closing in time. */
async function closeAll(server: WebSocketServer): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  for (const socket of server.clients) socket.close(closeCodes.goingAway, "server shutting down");
  const timer = setTimeout(() => {
    for (const socket of server.clients) socket.terminate();
  }, closeGraceMs);
  await closed;
  clearTimeout(timer);
}

/** `?lang=` first, then the headers the HTTP API reads (lang, Accept-Language). */
function languageOf(request: FastifyRequest): LanguageCode {
  const lang = new URL(request.url, "http://localhost").searchParams.get("lang");
  return lang ? negotiateLanguage(lang) : requestLanguage(request.headers);
}
