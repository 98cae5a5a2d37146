// Sending on a socket without unbounded buffering: a peer that does not read is closed, not queued for.
import { WebSocket } from "ws";

/** RFC 6455 §7.4.1 close codes the gateway sends. */
export const closeCodes = { goingAway: 1001, policyViolation: 1008, tryAgainLater: 1013 } as const;
/** RFC 6455 §5.5: a close frame's payload is at most 125 bytes, two of them the code. */
export const closeReasonBytesMax = 123;

/** `text` cut at a character boundary to fit a close frame (ws throws on a longer reason). */
export function closeReason(text: string): string {
  let reason = "";
  for (const character of text) {
    if (Buffer.byteLength(reason + character) > closeReasonBytesMax) break;
    reason += character;
  }
  return reason;
}
/** How long a closing socket may take to finish its close handshake before it is cut. */
export const closeGraceMs = 2_000;

/** Sends `bytes` as one text frame, or closes a socket whose unsent bytes passed the bound. */
export function send(socket: WebSocket, bytes: Buffer, maxBufferedBytes: number): void {
  if (socket.readyState !== WebSocket.OPEN) return;
  if (socket.bufferedAmount > maxBufferedBytes) {
    socket.close(closeCodes.policyViolation, "slow consumer: frames were not read in time");
    // The close frame waits behind the unread bytes: do not wait for the peer for long.
    setTimeout(() => socket.terminate(), closeGraceMs).unref();
    return;
  }
  socket.send(bytes, { binary: false });
}
