// The operator's live connection for the inbox: the server's `/ws`, signed in with the `operator`
// op and this console's session token (support or admin role), receiving every conversation's
// supportMessage / supportReceipt / supportTyping / supportConversation frames. Opened by the
// first listener, closed a while after the last leaves, reconnected with backoff; each
// `operatorAuthenticated` tells the listeners to catch up on what they missed meanwhile.
import { serverMessageSchema, wsPath, type ClientMessage, type ServerMessage } from "@tradewind/api/realtime";
import { currentLanguage } from "../../i18n/i18n.ts";
import { readSession } from "../../lib/session.ts";

export type OperatorFrame = Extract<ServerMessage, { type: "supportMessage" | "supportReceipt" | "supportTyping" | "supportConversation" | "operatorAuthenticated" | "error" }>;
export type Listener = (frame: OperatorFrame) => void;
export type LinkState = "connecting" | "live";

const idleClose_ms = 10_000;
const ping_ms = 25_000;
const firstDelay_ms = 1_000;
const maxDelay_ms = 30_000;

const listeners = new Set<Listener>();
const stateListeners = new Set<(state: LinkState) => void>();
let socket: WebSocket | null = null;
let linkState: LinkState = "connecting";
let attempt = 0;
let reconnectTimer: number | undefined;
let idleTimer: number | undefined;
let pingTimer: number | undefined;

function setLinkState(next: LinkState): void {
  linkState = next;
  for (const listener of stateListeners) listener(next);
}

function send(message: ClientMessage): void {
  if (socket !== null && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function connect(): void {
  if (socket !== null || reconnectTimer !== undefined) return;
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  const opened = new WebSocket(`${scheme}//${window.location.host}${wsPath}?lang=${encodeURIComponent(currentLanguage())}`);
  socket = opened;
  opened.addEventListener("open", () => {
    attempt = 0;
    const session = readSession();
    if (session !== null) send({ op: "operator", token: session.token });
    window.clearInterval(pingTimer);
    pingTimer = window.setInterval(() => send({ op: "ping" }), ping_ms);
  });
  opened.addEventListener("message", (event) => dispatch(event.data));
  opened.addEventListener("close", () => {
    if (socket !== opened) return;
    socket = null;
    window.clearInterval(pingTimer);
    setLinkState("connecting");
    if (listeners.size === 0) return;
    const step = Math.min(maxDelay_ms, firstDelay_ms * 2 ** Math.min(attempt, 16));
    attempt += 1;
    reconnectTimer = window.setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, step / 2 + (step / 2) * Math.random());
  });
}

function dispatch(data: unknown): void {
  if (typeof data !== "string") return;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch (error) {
    console.warn("/ws frame is not JSON", error);
    return;
  }
  const parsed = serverMessageSchema.safeParse(value);
  if (!parsed.success) return;
  const frame = parsed.data;
  switch (frame.type) {
    case "operatorAuthenticated":
      setLinkState("live");
      break;
    case "error":
      console.warn(`/ws error ${frame.code}: ${frame.message}`);
      break;
    case "supportMessage":
    case "supportReceipt":
    case "supportTyping":
    case "supportConversation":
      break;
    default:
      return;
  }
  for (const listener of [...listeners]) listener(frame);
}

/** Adds a frame listener (opening the connection); the returned function removes it. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  window.clearTimeout(idleTimer);
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    idleTimer = window.setTimeout(() => {
      if (listeners.size > 0 || socket === null) return;
      const closing = socket;
      socket = null;
      window.clearInterval(pingTimer);
      setLinkState("connecting");
      closing.close(1000, "idle");
    }, idleClose_ms);
  };
}

/** "The operator is typing" in a conversation (the server throttles it). */
export function sendOperatorTyping(conversationId: string): void {
  send({ op: "typing", conversationId });
}

/** The link's state now and, through `listener`, as it changes; the returned function stops listening. */
export function watchLinkState(listener: (state: LinkState) => void): () => void {
  listener(linkState);
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
}

export function currentLinkState(): LinkState {
  return linkState;
}
