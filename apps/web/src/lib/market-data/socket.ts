// The one shared `/ws` connection (packages/api realtime.ts). Opened lazily by the first
// subscription, closed a while after the last one leaves, reconnected with exponential backoff,
// and every live subscription is sent again after a reconnect. Subscriptions are refcounted per
// channel+code(+interval): the server hears one subscribe however many components listen. User
// event listeners (orders, notifications) bring the session token: the connection is signed in
// with it after every (re)connect and on a token change, and starts over anonymous when the last
// of them leaves (logout). The frames' schemas load before the first connection opens
// (realtime-schemas.ts).
import { errorCodes } from "@tradewind/api/errors";
import type { ClientMessage, ServerMessage } from "@tradewind/api/realtime";
import { invariant } from "@tradewind/domain/assert";
import { currentLanguage, i18n } from "../../i18n/i18n.ts";
import { backoffDelay_ms, parseJsonFrame, socketAddress } from "./backoff.ts";
import { realtimeSchemas, whenRealtimeSchemas } from "./realtime-schemas.ts";
import { authStep, keyOfMessage, subscriptionKey, type SubscriptionRequest } from "./subscription-keys.ts";

export type { CandleInterval, SubscriptionRequest } from "./subscription-keys.ts";
export type MessageListener = (message: ServerMessage) => void;
/** The signed-in user's own events: an order changed, their notifications did, an alert fired, a trailing stop moved. */
export type UserEventMessage = Extract<ServerMessage, { type: "order" | "notification" | "priceAlert" | "trailingStop" }>;
export type UserEventListener = (message: UserEventMessage) => void;
/** Customer service frames (support.ts), plus the sign-ins after which a chat catches up and the errors (10200: visitor token refused). */
export type SupportEventMessage = Extract<ServerMessage, { type: "supportMessage" | "supportReceipt" | "supportTyping" | "supportConversation" | "authenticated" | "visitorAuthenticated" | "error" }>;
export type SupportEventListener = (message: SupportEventMessage) => void;
/** Who a customer-service listener is: the signed-in user (session token) or a visitor (token of POST /support/visitor). */
export type SupportIdentity = { kind: "user"; token: string } | { kind: "visitor"; token: string };

const sessionExpiredCode: number = errorCodes.sessionExpired;
const supportVisitorUnknownCode: number = errorCodes.supportVisitorUnknown;
/** Keeps the socket through quick page changes instead of closing and reopening it. */
const idleClose_ms = 10_000;
/** Below the usual 60 s idle timeout of proxies and load balancers. */
const ping_ms = 25_000;

interface Entry {
  request: SubscriptionRequest;
  listeners: Set<MessageListener>;
}

const entries = new Map<string, Entry>();
let socket: WebSocket | null = null;
let reconnectAttempt = 0;
let reconnectTimer: number | undefined;
let idleTimer: number | undefined;
let pingTimer: number | undefined;
const userListeners = new Set<UserEventListener>();
/** The session token the connection should be signed in with: the newest user event listener's, null without one. */
let wantedToken: string | null = null;
/** The token last sent on the current connection; null while it is anonymous. */
let sentToken: string | null = null;
let authSyncQueued = false;
const supportListeners = new Set<SupportEventListener>();
/** Customer-service listeners signed in as a visitor; the visitor op is sent only while no user token is wanted. */
let visitorListenerCount = 0;
let wantedVisitorToken: string | null = null;
let sentVisitorToken: string | null = null;
/**
 * How many times the server confirmed the customer-service identity `token` on a connection of
 * this page (authenticated / visitorAuthenticated): the chat loads at the first and catches up at
 * each later one. Only the newest identity is kept; another one starts again at 1.
 */
let supportSignIns: { token: string | null; count: number } = { token: null, count: 0 };
const supportSignInWatchers = new Set<() => void>();

/** Listens to one channel of one instrument; returns the function that stops listening. */
export function subscribe(request: SubscriptionRequest, onMessage: MessageListener): () => void {
  const key = subscriptionKey(request);
  let entry = entries.get(key);
  if (entry === undefined) {
    entry = { request, listeners: new Set() };
    entries.set(key, entry);
    send({ op: "subscribe", ...request });
  }
  entry.listeners.add(onMessage);
  window.clearTimeout(idleTimer);
  ensureConnected();

  let active = true;
  return () => {
    if (!active) return;
    active = false;
    const current = entries.get(key);
    if (current === undefined) return;
    current.listeners.delete(onMessage);
    if (current.listeners.size > 0) return;
    entries.delete(key);
    send({ op: "unsubscribe", ...current.request });
    scheduleIdleClose();
  };
}

/** Listens to the signed-in user's events, signing the connection in with `token`; returns the function that stops. */
export function subscribeUserEvents(token: string, onEvent: UserEventListener): () => void {
  userListeners.add(onEvent);
  wantedToken = token;
  window.clearTimeout(idleTimer);
  ensureConnected();
  queueAuthSync();

  let active = true;
  return () => {
    if (!active) return;
    active = false;
    userListeners.delete(onEvent);
    if (userListeners.size > 0) return;
    wantedToken = null;
    queueAuthSync();
    scheduleIdleClose();
  };
}

/** Listens to the customer-service frames of `identity`'s conversations; returns the function that stops. */
export function subscribeSupport(identity: SupportIdentity, onEvent: SupportEventListener): () => void {
  supportListeners.add(onEvent);
  let stopUser: (() => void) | null = null;
  if (identity.kind === "user") {
    stopUser = subscribeUserEvents(identity.token, () => undefined);
  } else {
    visitorListenerCount += 1;
    wantedVisitorToken = identity.token;
    window.clearTimeout(idleTimer);
    ensureConnected();
    syncVisitor();
  }
  let active = true;
  return () => {
    if (!active) return;
    active = false;
    supportListeners.delete(onEvent);
    if (stopUser !== null) stopUser();
    else if (--visitorListenerCount === 0) wantedVisitorToken = null;
    scheduleIdleClose();
  };
}

/** Confirmed sign-ins of `identity` on this page so far (see supportSignIns); 0 before the first. */
export function supportSignInCount(identity: SupportIdentity): number {
  return supportSignIns.token === identity.token ? supportSignIns.count : 0;
}

/** Calls `onChange` after each confirmed customer-service sign-in; returns the function that stops. */
export function watchSupportSignIns(onChange: () => void): () => void {
  supportSignInWatchers.add(onChange);
  return () => supportSignInWatchers.delete(onChange);
}

function confirmSupportSignIn(token: string | null): void {
  if (token === null) return;
  supportSignIns = { token, count: supportSignIns.token === token ? supportSignIns.count + 1 : 1 };
  for (const watcher of [...supportSignInWatchers]) watcher();
}

/** Tells the other side of the conversation "typing…" (the server throttles it). */
export function sendSupportTyping(conversationId?: string): void {
  send(conversationId === undefined ? { op: "typing" } : { op: "typing", conversationId });
}

function syncVisitor(): void {
  if (socket === null || socket.readyState !== WebSocket.OPEN) return; // synced on open instead
  if (wantedToken !== null || wantedVisitorToken === null || sentVisitorToken === wantedVisitorToken) return;
  sentVisitorToken = wantedVisitorToken;
  send({ op: "visitor", token: wantedVisitorToken });
}

function inUse(): boolean {
  return entries.size > 0 || userListeners.size > 0 || supportListeners.size > 0;
}

function scheduleIdleClose(): void {
  if (!inUse()) idleTimer = window.setTimeout(closeIdle, idleClose_ms);
}

/** After the current batch of changes: a token change in one render is a leave and a join, which must not start over. */
function queueAuthSync(): void {
  if (authSyncQueued) return;
  authSyncQueued = true;
  queueMicrotask(() => {
    authSyncQueued = false;
    syncAuth();
  });
}

function syncAuth(): void {
  if (socket === null || socket.readyState !== WebSocket.OPEN) return; // synced on open instead
  const step = authStep(sentToken, wantedToken);
  if (step === "reconnect") return restart("signed out");
  if (step === null) return;
  sentToken = step.token;
  send(step);
}

function send(message: ClientMessage): void {
  if (socket === null || socket.readyState !== WebSocket.OPEN) return; // sent on open instead
  const realtime = realtimeSchemas();
  invariant(realtime !== null, "a /ws connection opens only after the schemas load");
  const checked = realtime.clientMessageSchema.safeParse(message);
  if (!checked.success) {
    console.error("not a valid /ws client frame", message, checked.error.issues);
    return;
  }
  socket.send(JSON.stringify(checked.data));
}

function ensureConnected(): void {
  if (socket !== null || reconnectTimer !== undefined) return;
  whenRealtimeSchemas((realtime) => {
    if (socket === null && reconnectTimer === undefined && inUse()) open(realtime.wsPath);
  });
}

function open(wsPath: string): void {
  const opened = new WebSocket(`${socketAddress(wsPath)}?lang=${encodeURIComponent(currentLanguage())}`);
  socket = opened;
  opened.addEventListener("open", () => {
    reconnectAttempt = 0;
    sentToken = null;
    sentVisitorToken = null;
    syncAuth();
    syncVisitor();
    for (const entry of entries.values()) send({ op: "subscribe", ...entry.request });
    window.clearInterval(pingTimer);
    pingTimer = window.setInterval(() => send({ op: "ping" }), ping_ms);
  });
  opened.addEventListener("message", (event) => dispatch(event.data, wsPath));
  opened.addEventListener("close", () => {
    if (socket !== opened) return; // closed on purpose and already replaced or dropped
    socket = null;
    window.clearInterval(pingTimer);
    if (!inUse()) return;
    const delay = backoffDelay_ms(reconnectAttempt, Math.random());
    reconnectAttempt += 1;
    reconnectTimer = window.setTimeout(() => {
      reconnectTimer = undefined;
      ensureConnected();
    }, delay);
  });
}

function dispatch(data: unknown, wsPath: string): void {
  const parsed = parseJsonFrame(data, wsPath);
  if (!parsed) return;
  const realtime = realtimeSchemas();
  invariant(realtime !== null, "a /ws connection opens only after the schemas load");
  const result = realtime.serverMessageSchema.safeParse(parsed.value);
  if (!result.success) {
    console.warn("unexpected /ws frame", result.error.issues);
    return;
  }
  const message = result.data;
  // Counted before the listeners hear it, so a chat that reads the count on this sign-in sees it.
  if (message.type === "authenticated") confirmSupportSignIn(sentToken);
  if (message.type === "visitorAuthenticated") confirmSupportSignIn(sentVisitorToken);
  if (message.type === "supportMessage" || message.type === "supportReceipt" || message.type === "supportTyping" || message.type === "supportConversation" || message.type === "visitorAuthenticated") {
    for (const listener of [...supportListeners]) listener(message);
    return;
  }
  if (message.type === "authenticated" || message.type === "error") {
    if (message.type === "error" && message.code === supportVisitorUnknownCode) sentVisitorToken = null;
    for (const listener of [...supportListeners]) listener(message);
  }
  if (message.type === "order" || message.type === "notification" || message.type === "priceAlert" || message.type === "trailingStop") {
    for (const listener of [...userListeners]) listener(message);
    return;
  }
  // The server signed the connection out (a refused token, or its session ended: logout, password change, expiry):
  // it is anonymous now, so a later token, or the same one after a reconnect, is sent again.
  if (message.type === "error" && message.code === sessionExpiredCode) sentToken = null;
  const key = keyOfMessage(message);
  if (message.type === "error") console.warn(`/ws error ${message.code}: ${message.message}`);
  // An error names no subscription: every listener hears it and may ignore it.
  const targets = key === null ? (message.type === "error" ? [...entries.values()] : []) : [entries.get(key)].filter((entry) => entry !== undefined);
  for (const entry of targets) for (const listener of [...entry.listeners]) listener(message);
}

function closeIdle(): void {
  if (inUse() || socket === null) return;
  const closing = socket;
  socket = null;
  window.clearInterval(pingTimer);
  closing.close(1000, "idle");
}

/** Closes the connection and opens a fresh one if anything still listens. */
function restart(reason: string): void {
  if (socket === null) return;
  const closing = socket;
  socket = null;
  window.clearInterval(pingTimer);
  closing.close(1000, reason);
  if (inUse()) ensureConnected();
}

/** The server translates error frames by ?lang=, fixed at connect: reconnect in the new language. */
i18n.on("languageChanged", () => restart("language changed"));
