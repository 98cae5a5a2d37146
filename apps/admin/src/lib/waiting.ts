// How long an item has waited in a review queue, for the queues' "waiting" column and the KYC
// queue's flag past its review promise (48 hours, `kycReviewHours`). The clock is passed in, so
// the unit chosen and the flag are pure and tested.
import { invariant } from "@tradewind/domain/assert";

export type WaitingUnit = "minute" | "hour" | "day";

export interface Waiting {
  /** Whole units waited, rounded down. */
  value: number;
  unit: WaitingUnit;
  /** Waited longer than the queue's promise (never, when the queue has none). */
  overdue: boolean;
}

const minute_ms = 60_000;
const hour_ms = 60 * minute_ms;
/** Below this many hours the wait reads in hours, so a 48-hour promise is read in hours up to it. */
const hoursShownMax = 48;

export function waitingSince(sinceIso: string, now_ms: number, overdueAfter_h?: number): Waiting {
  const since_ms = Date.parse(sinceIso);
  invariant(Number.isFinite(since_ms), `not an instant: ${sinceIso}`);
  // A clock slightly behind the server's must not show a negative wait.
  const waited_ms = Math.max(0, now_ms - since_ms);
  const overdue = overdueAfter_h !== undefined && waited_ms > overdueAfter_h * hour_ms;
  if (waited_ms < hour_ms) return { value: Math.floor(waited_ms / minute_ms), unit: "minute", overdue };
  if (waited_ms < hoursShownMax * hour_ms) return { value: Math.floor(waited_ms / hour_ms), unit: "hour", overdue };
  return { value: Math.floor(waited_ms / (24 * hour_ms)), unit: "day", overdue };
}

/** "5 hours", "3 days" in the interface language. */
export function formatWaiting(waiting: Waiting, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit: waiting.unit, unitDisplay: "long" }).format(waiting.value);
}
