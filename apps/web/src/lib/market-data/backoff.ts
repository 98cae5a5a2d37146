// What both market sockets share: reconnect delays (exponential from 1 s, capped at 30 s, with
// jitter so a server restart is not answered by every client at once), addresses and frame parsing.
const firstDelay_ms = 1_000;
const maxDelay_ms = 30_000;

/** `random` in [0, 1): the delay lies between half and all of the exponential step. */
export function backoffDelay_ms(attempt: number, random: number): number {
  const step = Math.min(maxDelay_ms, firstDelay_ms * 2 ** Math.min(attempt, 16));
  return Math.round(step / 2 + (step / 2) * random);
}

/** The websocket address of `path` on this page's host, ws: or wss: as the page. */
export function socketAddress(path: string): string {
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${window.location.host}${path}`;
}

/** A text frame's JSON, or undefined (logged) for binary or malformed frames. */
export function parseJsonFrame(data: unknown, path: string): { value: unknown } | undefined {
  if (typeof data !== "string") return undefined;
  try {
    return { value: JSON.parse(data) as unknown };
  } catch (error) {
    console.warn(`${path} frame is not JSON`, error);
    return undefined;
  }
}
