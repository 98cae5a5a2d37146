// The development clock (DEV_CLOCK=true; config.ts refuses it with NODE_ENV=production): the
// server's clock reads real time plus an offset, and POST /swx/customer/dev/clock moves the
// offset forward and runs the due jobs at once, so an end-to-end test can let a day pass.
import { advanceDevClock, getDevClock } from "@tradewind/api/dev-clock";
import type { Clock } from "./clock.ts";
import type { DueJobs } from "./due-jobs.ts";
import type { Router } from "./route.ts";

export interface OffsetClock extends Clock {
  /** Moves the clock forward; it never goes back. */
  advance(ms: number): void;
  offsetMs(): number;
}

export function offsetClock(base: Clock): OffsetClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance: (ms) => {
      if (ms < 0) throw new Error("the development clock only moves forward");
      offset += ms;
    },
    offsetMs: () => offset,
  };
}

export function devClockRoutes(router: Router, clock: OffsetClock, jobs: DueJobs) {
  const state = () => ({ now: clock.now().getTime(), offsetSeconds: Math.round(clock.offsetMs() / 1000) });
  router.route(getDevClock, async () => state());
  router.route(advanceDevClock, async ({ body }) => {
    clock.advance(body.advanceSeconds * 1000);
    const jobsRun = await jobs.runDueJobs();
    return { ...state(), jobs: jobsRun };
  });
}
