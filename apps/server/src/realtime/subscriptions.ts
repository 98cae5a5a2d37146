// `/ws`: a client subscribes to an instrument's ticks (with its status) or to its live candle at
// one interval, and may sign in with its session token to receive its own order events
// (user-events.ts) until that session ends. Every client frame is checked (size, JSON, clientMessageSchema, listed code, the
// subscription bound); a bad one is answered with a catalogued error in the connection's
// language and the socket stays open. Updates are coalesced per connection: only the newest
// frame per instrument and channel waits for the next flush, each encoded once for all.
import type { RawData, WebSocket } from "ws";
import type { z } from "zod";
import { errorCodes } from "@tradewind/api/errors";
import { clientMessageSchema, maxClientFrameBytes, maxSubscriptions, type ServerMessage } from "@tradewind/api/realtime";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { toPlain } from "@tradewind/domain/money";
import { candleText } from "../market/candle-text.ts";
import { statusSubject, type QuoteUpdate, type StatusEvent } from "../market/service.ts";
import { nftChangedSubject } from "../nfts/events.ts";
import { AppError, fail } from "../platform/errors.ts";
import { errorMessage } from "../platform/messages.ts";
import { createThrottle, type Throttle } from "./coalescer.ts";
import type { GatewayOptions } from "./gateway.ts";
import { createLiveCandles } from "./live-candles.ts";
import { send } from "./socket.ts";
import { createUserEvents, type Session } from "./user-events.ts";
import { createSupportSockets } from "./support-sockets.ts";

type ClientMessage = z.output<typeof clientMessageSchema>;
type Subscription = Exclude<ClientMessage, { op: "ping" } | { op: "auth" } | { channel: "nfts" } | { op: "visitor" | "operator" | "typing" }>;

/** Auth frames of one connection waiting for their session check, the running one included; more are refused (10110). */
const maxQueuedSignIns = 2;

interface Connection {
  readonly socket: WebSocket;
  readonly language: LanguageCode;
  /** Held subscriptions: "ticks BTCUSDT", "candles BTCUSDT 5m" (counted from the request on). */
  readonly keys: Set<string>;
  /** The newest frame per subscription key (and "status <code>"), sent at the next flush. */
  readonly pending: Map<string, Buffer>;
  readonly throttle: Throttle;
  /** The auth frames' session checks, chained so they finish in arrival order and the last one sent decides the identity. */
  signIns: Promise<void>;
  queuedSignIns: number;
}

export function createSubscriptions(options: GatewayOptions) {
  const { market, maxBufferedBytes } = options;
  const liveCandles = createLiveCandles(market);
  const userEvents = createUserEvents({ bus: market.bus, clock: options.clock, maxBufferedBytes });
  const fanout = createFanout(market, liveCandles);
  const reply = (connection: Connection, message: ServerMessage) => send(connection.socket, encode(message), maxBufferedBytes);
  const reject = (connection: Connection, code: number, params: Record<string, string | number> = {}) =>
    reply(connection, { type: "error", code, message: errorMessage(code, connection.language, params) });
  const signIns = createSignIns(options, userEvents, reply, reject);
  const support = options.support
    ? createSupportSockets({ bus: market.bus, clock: options.clock, maxBufferedBytes, live: options.support, userSockets: userEvents.socketsOf, userOf: userEvents.userOf, failed: options.supportFailed ?? (() => undefined) })
    : undefined;
  /** Customer-service ops (support-sockets.ts); without the support domain they answer 10100. */
  const supportOp = async (connection: Connection, message: Extract<ClientMessage, { op: "visitor" | "operator" | "typing" }>) => {
    if (!support) return reject(connection, errorCodes.invalidRequest);
    if (message.op === "typing") return support.typing(connection.socket, message.conversationId);
    const ended = (error: AppError) => reject(connection, error.code, error.params);
    const answer = message.op === "visitor" ? await support.signInVisitor(connection.socket, message.token, ended) : await support.signInOperator(connection.socket, message.token, ended);
    if (answer instanceof AppError) return reject(connection, answer.code, answer.params);
    reply(connection, answer);
  };

  const subscriber: Subscriber = { market, liveCandles, fanout, reply };
  const nftListeners = createNftListeners(market.bus);

  const receive = async (connection: Connection, data: RawData) => {
    const message = parseFrame(data);
    if (typeof message === "number") return reject(connection, message);
    if (message.op === "ping") return reply(connection, { type: "pong" });
    if (message.op === "auth") return signIns.signIn(connection, message.token);
    if (message.op === "visitor" || message.op === "operator" || message.op === "typing") return supportOp(connection, message);
    if ("channel" in message && message.channel === "nfts") return reply(connection, { type: "nfts", subscribed: nftListeners.toggle(connection, message.op === "subscribe") });
    try {
      if (message.op === "subscribe") return await subscribe(subscriber, connection, message);
      fanout.leave(connection, keyOf(message));
      if (message.channel === "ticks") connection.pending.delete(`status ${message.code}`);
      reply(connection, message.channel === "ticks" ? { type: "unsubscribed", channel: "ticks", code: message.code } : { type: "unsubscribed", channel: "candles", code: message.code, interval: message.interval });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      reject(connection, error.code, error.params);
    }
  };

  return {
    connect(socket: WebSocket, language: LanguageCode) {
      const pending = new Map<string, Buffer>();
      const throttle = createThrottle(1000 / options.framesPerSecond, () => {
        for (const bytes of pending.values()) send(socket, bytes, maxBufferedBytes);
        pending.clear();
      });
      const connection: Connection = { socket, language, keys: new Set(), pending, throttle, signIns: Promise.resolve(), queuedSignIns: 0 };
      socket.on("message", (data) => {
        receive(connection, data).catch((error: unknown) => {
          // A programmer error: this connection's state can no longer be trusted.
          socket.emit("error", error);
        });
      });
      socket.on("close", () => {
        throttle.cancel();
        userEvents.signOut(socket);
        support?.drop(socket);
        fanout.drop(connection);
        nftListeners.toggle(connection, false);
      });
    },
    close() {
      fanout.close();
      support?.close();
      nftListeners.close();
      userEvents.close();
    },
  };
}

/** What a subscription needs: the market, the live candles, the fan-out to join and the reply channel. */
interface Subscriber {
market: GatewayOptions["market"];
liveCandles: ReturnType<typeof createLiveCandles>;
fanout: ReturnType<typeof createFanout>;
reply: (connection: Connection, message: ServerMessage) => void;
}

/** Joins `connection` to a subscription and sends what it starts from (status and last tick, or the live candle). */
async function subscribe({ market, liveCandles, fanout, reply }: Subscriber, connection: Connection, message: Subscription) {
  const { code } = message;
  const key = keyOf(message);
  const status = market.status(code);
  if (!connection.keys.has(key) && connection.keys.size >= maxSubscriptions) fail("tooManySubscriptions", { max: maxSubscriptions });
  connection.keys.add(key);
  if (message.channel === "ticks") {
    fanout.join(connection, key);
    reply(connection, { type: "subscribed", channel: "ticks", code });
    reply(connection, { type: "status", code, ...status, source: market.source });
    const last = market.lastTick(code);
    if (last) reply(connection, { type: "tick", code, ...last, price: toPlain(last.price) });
    return;
  }
  const { interval } = message;
  let candle;
  try {
    candle = await liveCandles.open(code, interval);
  } catch (error) {
    connection.keys.delete(key);
    throw error;
  }
  // Unsubscribed or gone while the recorded minutes were read.
  if (!connection.keys.has(key) || connection.socket.readyState !== connection.socket.OPEN) return;
  fanout.join(connection, key);
  reply(connection, { type: "subscribed", channel: "candles", code, interval });
  if (candle) reply(connection, { type: "candle", code, interval, candle: candleText(candle), source: market.source });
}

/** A client frame checked for size, JSON and schema; a catalogue code when it fails one. */
function parseFrame(data: RawData): ClientMessage | number {
  const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(new Uint8Array(data));
  if (bytes.length > maxClientFrameBytes) return errorCodes.invalidRequest;
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch {
    return errorCodes.invalidRequest;
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (!parsed.success) return catalogueCodeOf(parsed.error.issues) ?? errorCodes.invalidRequest;
  return parsed.data;
}

/**
 * Who listens to what, and the market's ticks, statuses and live candles queued for them: each
 * update encoded once, and only when someone listens.
 */
function createFanout(market: GatewayOptions["market"], liveCandles: ReturnType<typeof createLiveCandles>) {
  const subscribers = new Map<string, Set<Connection>>();

  /** Queues a frame for every subscriber of `key`, encoding it once and only if someone listens. */
  const offer = (key: string, pendingKey: string, message: () => ServerMessage) => {
    const connections = subscribers.get(key);
    if (!connections || connections.size === 0) return;
    const bytes = encode(message());
    for (const connection of connections) {
      connection.pending.set(pendingKey, bytes);
      connection.throttle.schedule();
    }
  };

  // The market's updates as it applied them (parsed once, where they entered this process); frames format them.
  const onUpdates = (updates: readonly QuoteUpdate[], source: string) => {
    for (const { code, price, zdf, ts, candle } of updates) {
      const key = `ticks ${code}`;
      offer(key, key, () => ({ type: "tick", code, price: toPlain(price), zdf, ts, source }));
      for (const live of liveCandles.update(code, candle)) {
        const candleKey = `candles ${code} ${live.interval}`;
        offer(candleKey, candleKey, () => ({ type: "candle", code, interval: live.interval, candle: candleText(live.candle), source }));
      }
    }
  };

  const onStatus = (event: StatusEvent) => {
    for (const { code, open, stale } of event.statuses) offer(`ticks ${code}`, `status ${code}`, () => ({ type: "status", code, open, stale, source: event.source }));
  };

  const unsubscribes = [market.onUpdates(onUpdates), market.bus.subscribe(statusSubject, onStatus)];

  return {
    join(connection: Connection, key: string) {
      const connections = subscribers.get(key) ?? new Set<Connection>();
      subscribers.set(key, connections);
      connections.add(connection);
    },
    leave(connection: Connection, key: string) {
      connection.keys.delete(key);
      subscribers.get(key)?.delete(connection);
      connection.pending.delete(key);
    },
    /** A closed connection: out of every subscription it held. */
    drop(connection: Connection) {
      for (const key of connection.keys) subscribers.get(key)?.delete(connection);
    },
    close() {
      for (const unsubscribe of unsubscribes) unsubscribe();
    },
  };
}

/** Connections on the `nfts` channel: each item's newest change waits for the connection's next flush. */
function createNftListeners(bus: GatewayOptions["market"]["bus"]) {
  const listeners = new Set<Connection>();
  const unsubscribe = bus.subscribe(nftChangedSubject, (event) => {
    if (listeners.size === 0) return;
    const bytes = encode({ type: "nft", id: event.id, status: event.status, currentBid: event.currentBid, bidCount: event.bidCount, endsAt: event.endsAt });
    for (const connection of listeners) {
      connection.pending.set(`nft ${event.id}`, bytes);
      connection.throttle.schedule();
    }
  });
  return {
    /** Joins or leaves the channel; answers whether the connection is on it now. */
    toggle(connection: Connection, on: boolean): boolean {
      if (on) listeners.add(connection);
      else listeners.delete(connection);
      return on;
    },
    close: unsubscribe,
  };
}

/** Auth frames: each checked against its session in arrival order, the last one sent deciding the connection's identity. */
function createSignIns(
  options: GatewayOptions,
  userEvents: ReturnType<typeof createUserEvents>,
  reply: (connection: Connection, message: ServerMessage) => void,
  reject: (connection: Connection, code: number, params?: Record<string, string | number>) => void,
) {
  /**
   * The token's live session. A session that ended while the check ran may have been read before
   * its revocation committed, and its event has already gone by: then it is checked once more.
   */
  const sessionOf = async (token: string): Promise<Session> => {
    const endedBefore = userEvents.endedEvents;
    let user = await options.authenticate(token);
    if (user && userEvents.endedEvents !== endedBefore) user = await options.authenticate(token);
    if (!user) fail("sessionExpired");
    return { userId: user.id, tokenHash: user.tokenHash, expiresAt: user.expiresAt };
  };

  /** Signs the connection in as the token's user, or out when the token is no live session (so a logout elsewhere is not outlived). */
  const checkSession = async (connection: Connection, token: string) => {
    const { socket } = connection;
    let session: Session;
    try {
      session = await sessionOf(token);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      userEvents.signOut(socket);
      return reject(connection, error.code, error.params);
    }
    // Closed while the session was read: its close handler has run and must not be undone.
    if (socket.readyState !== socket.OPEN) return;
    // Told when the session ends later (logout anywhere, password change, expiry): the page then knows it is anonymous.
    userEvents.signIn(socket, session, () => reject(connection, errorCodes.sessionExpired));
    reply(connection, { type: "authenticated" });
  };

  return {
    signIn(connection: Connection, token: string) {
      if (connection.queuedSignIns >= maxQueuedSignIns) return reject(connection, errorCodes.tooManyRequests, { seconds: 1 });
      connection.queuedSignIns += 1;
      connection.signIns = connection.signIns.then(async () => {
        try {
          await checkSession(connection, token);
        } finally {
          connection.queuedSignIns -= 1;
        }
      });
      return connection.signIns;
    },
  };
}

function keyOf(message: Subscription): string {
  return message.channel === "ticks" ? `ticks ${message.code}` : `candles ${message.code} ${message.interval}`;
}

function encode(message: ServerMessage): Buffer {
  return Buffer.from(JSON.stringify(message));
}

/**
 * The catalogue code a failed check carries (packages/api sets it as the issue message). For a
 * union, the branches that came closest (fewest issues) speak: a malformed or missing code
 * answers 10122, a bad interval 10123, anything else 10100.
 */
function catalogueCodeOf(issues: readonly z.core.$ZodIssue[]): number | undefined {
  for (const issue of issues) {
    if (/^\d{3,5}$/.test(issue.message)) return Number(issue.message);
    if (issue.code !== "invalid_union") continue;
    const fewest = Math.min(...issue.errors.map((branch) => branch.length));
    for (const branch of issue.errors) {
      const code = branch.length === fewest ? catalogueCodeOf(branch) : undefined;
      if (code !== undefined) return code;
    }
  }
  return undefined;
}
