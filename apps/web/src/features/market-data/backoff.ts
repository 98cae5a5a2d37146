// Reconnect delays shared by both market sockets: exponential from 1 s, capped at 30 s, with
// jitter so a server restart is not answered by every client in the same instant.
const firstDelay_ms = 1_000;
const maxDelay_ms = 30_000;

/** `random` in [0, 1): the delay lies between half and all of the exponential step. */
export function backoffDelay_ms(attempt: number, random: number): number {
  const step = Math.min(maxDelay_ms, firstDelay_ms * 2 ** Math.min(attempt, 16));
  return Math.round(step / 2 + (step / 2) * random);
}
