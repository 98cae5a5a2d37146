// The shared `/message` connection (SPEC §7): every frame is the full list of {code, price, zdf}.
// Opened by the first listener, closed a while after the last one leaves, reconnected with
// backoff. Frames are validated before any listener sees them: the connection opens once their
// schemas have loaded (realtime-schemas.ts).
import type { MessageItem, messageFrameSchema } from "@tradewind/api/realtime";
import { backoffDelay_ms, parseJsonFrame, socketAddress } from "./backoff.ts";
import { whenRealtimeSchemas } from "./realtime-schemas.ts";

export type FrameListener = (frame: MessageItem[]) => void;

const idleClose_ms = 10_000;

const listeners = new Set<FrameListener>();
let socket: WebSocket | null = null;
let reconnectAttempt = 0;
let reconnectTimer: number | undefined;
let idleTimer: number | undefined;

export function subscribeFrames(listener: FrameListener): () => void {
  listeners.add(listener);
  window.clearTimeout(idleTimer);
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearTimeout(idleTimer);
      idleTimer = window.setTimeout(closeIdle, idleClose_ms);
    }
  };
}

function connect(): void {
  if (socket !== null || reconnectTimer !== undefined) return;
  whenRealtimeSchemas((realtime) => {
    if (socket === null && reconnectTimer === undefined && listeners.size > 0) open(realtime.messagePath, realtime.messageFrameSchema);
  });
}

function open(messagePath: string, frameSchema: typeof messageFrameSchema): void {
  const opened = new WebSocket(socketAddress(messagePath));
  socket = opened;
  opened.addEventListener("open", () => (reconnectAttempt = 0));
  opened.addEventListener("message", (event) => dispatch(event.data, messagePath, frameSchema));
  opened.addEventListener("close", () => {
    if (socket !== opened) return;
    socket = null;
    if (listeners.size === 0) return;
    const delay = backoffDelay_ms(reconnectAttempt, Math.random());
    reconnectAttempt += 1;
    reconnectTimer = window.setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, delay);
  });
}

function dispatch(data: unknown, messagePath: string, frameSchema: typeof messageFrameSchema): void {
  const parsed = parseJsonFrame(data, messagePath);
  // SPEC §7: only a frame that is a list is a market update; anything else is ignored.
  if (!parsed || !Array.isArray(parsed.value)) return;
  const frame = frameSchema.safeParse(parsed.value);
  if (!frame.success) {
    console.warn("unexpected /message frame", frame.error.issues);
    return;
  }
  for (const listener of [...listeners]) listener(frame.data);
}

function closeIdle(): void {
  if (listeners.size > 0 || socket === null) return;
  const closing = socket;
  socket = null;
  closing.close(1000, "idle");
}
