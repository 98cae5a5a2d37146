// Caps on open live sockets (`/ws` and `/message` together), per client address and per process,
// so one client cannot hold the memory and file descriptors every other client needs. A socket
// over a cap is opened and closed at once with 1013 "try again later" and a catalogued reason in
// its language, which a browser can show; an HTTP refusal of the upgrade would reach the page as
// a bare failed connection. The counts never exceed their caps, so the per-address map holds at
// most `totalMax` entries.
import { invariant } from "@tradewind/domain/assert";

export interface ConnectionLimits {
  perIpMax: number;
  totalMax: number;
}

export interface ConnectionCounter {
  /** Counts a new socket from `ip`, or returns false (and counts nothing) when a cap is reached. */
  admit(ip: string): boolean;
  /** Uncounts a socket `admit` accepted; call once, when it closes. */
  release(ip: string): void;
  readonly total: number;
}

export function createConnectionCounter(limits: ConnectionLimits): ConnectionCounter {
  for (const max of [limits.perIpMax, limits.totalMax]) {
    invariant(Number.isSafeInteger(max) && max > 0, `a connection cap must be a positive integer, got ${max}`);
  }
  const byIp = new Map<string, number>();
  let total = 0;
  return {
    admit(ip) {
      const count = byIp.get(ip) ?? 0;
      if (total >= limits.totalMax || count >= limits.perIpMax) return false;
      byIp.set(ip, count + 1);
      total += 1;
      return true;
    },
    release(ip) {
      const count = byIp.get(ip) ?? 0;
      // A double release would let the counts drift below the sockets really open, and the caps with them.
      invariant(count > 0 && total > 0, "released a connection that was never admitted");
      if (count === 1) byIp.delete(ip);
      else byIp.set(ip, count - 1);
      total -= 1;
    },
    get total() {
      return total;
    },
  };
}
