// Bounds how often a connection (or a broadcast) is flushed: at most once per interval, as soon as
// the interval allows after a change. The flush reads the newest state when it runs, so changes
// in between are coalesced into it and nothing queues up behind a slow rate.
import { invariant } from "@tradewind/domain/assert";
import { performance } from "node:perf_hooks";

export interface Throttle {
  /** Asks for a flush; several requests before it runs make one flush. */
  schedule(): void;
  cancel(): void;
}

export function createThrottle(intervalMs: number, flush: () => void): Throttle {
  invariant(intervalMs > 0, `flush interval must be positive, got ${intervalMs}`);
  let lastFlushMs = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    timer = undefined;
    lastFlushMs = performance.now();
    flush();
  };
  return {
    schedule() {
      if (timer) return;
      // Even when a flush is allowed now, wait for the current batch of events to finish.
      timer = setTimeout(run, Math.max(0, lastFlushMs + intervalMs - performance.now()));
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
