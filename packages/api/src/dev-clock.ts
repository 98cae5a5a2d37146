// The development clock (DEV_CLOCK=true, refused with NODE_ENV=production): the server's clock is
// the real time plus an offset that these endpoints move forward, then every due job (earn
// accrual, loan expiry, …) runs at once, so an end-to-end test can watch a day pass. Without
// DEV_CLOCK the endpoints are not mounted (10118).
import { z } from "zod";
import { endpoint, failWith } from "./endpoint.ts";

/** The longest single step: a year. */
export const devClockAdvanceMaxSeconds = 366 * 86_400;

export const devClockSchema = z.object({
  /** The server's now, epoch ms. */
  now: z.number().int(),
  /** How far it is ahead of real time, in seconds. */
  offsetSeconds: z.number().int(),
});

export const getDevClock = endpoint({
  method: "GET",
  path: "/dev/clock",
  summary: "Development only (DEV_CLOCK): the server's current time and its offset from real time.",
  auth: "none",
  result: devClockSchema,
});

export const advanceDevClock = endpoint({
  method: "POST",
  path: "/dev/clock",
  summary: "Development only (DEV_CLOCK): move the server's clock forward, then run every due job once and answer what each did.",
  auth: "none",
  body: z.strictObject({
    advanceSeconds: z.number(failWith("invalidRequest")).int(failWith("invalidRequest")).min(0, failWith("invalidRequest")).max(devClockAdvanceMaxSeconds, failWith("invalidRequest")),
  }),
  result: devClockSchema.extend({ jobs: z.array(z.object({ name: z.string(), ok: z.boolean() })) }),
});
