// The back-office dashboard: pending work per queue and the day's figures, computed by SQL.
import { z } from "zod";
import { adminEndpoint } from "./common.ts";

/** Days the chart covers, today included. */
export const dashboardDays = 14;
/**
 * Review queues, each the count of items waiting in its domain; an empty queue answers 0, never
 * disappears. `attention`: orders the engine gave up on (admin/attention.ts).
 */
export const dashboardQueues = ["adjustments", "attention", "kyc", "deposits", "withdrawals", "loans"] as const;

/**
 * One day's figures; money in USDT on the real book only: deposits credited and withdrawals paid
 * out (the amount sent, without the fee) that day.
 */
export const dayFiguresSchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  date: z.string(),
  registrations: z.number().int(),
  deposits: z.string(),
  withdrawals: z.string(),
  tradingVolume: z.string(),
});

export const getDashboard = adminEndpoint({
  method: "GET",
  path: "/dashboard",
  summary: `Pending items per review queue, today's registrations, real-book deposits, withdrawals and trading volume (USDT), and the last ${dashboardDays} days of the same figures, oldest first.`,
  auth: { operator: [] },
  result: z.object({
    queues: z.array(z.object({ queue: z.enum(dashboardQueues), pending: z.number().int() })).max(dashboardQueues.length),
    today: dayFiguresSchema,
    days: z.array(dayFiguresSchema).max(dashboardDays),
  }),
});
