// A countdown as pure arithmetic (the smart plan's "next earnings in", an NFT auction's end): the time left until an instant,
// split into whole days and a zero-padded hh:mm:ss clock. The component re-renders it every
// second from the target instant, so a throttled tab shows the right time when it wakes.
import { invariant } from "@tradewind/domain/assert";

export interface CountdownParts {
  days: number;
  /** "hh:mm:ss", zero-padded; hours below 24. */
  clock: string;
}

const second_ms = 1000;
const minute_s = 60;
const hour_s = 60 * minute_s;
const day_s = 24 * hour_s;

/** Time left from `now_ms` until `target_ms`, rounded up to the second; null once it is due. */
export function countdownParts(target_ms: number, now_ms: number): CountdownParts | null {
  invariant(Number.isFinite(target_ms) && Number.isFinite(now_ms), "countdown instants are finite");
  const left_s = Math.ceil((target_ms - now_ms) / second_ms);
  if (left_s <= 0) return null;
  const days = Math.floor(left_s / day_s);
  const rest_s = left_s - days * day_s;
  const hours = Math.floor(rest_s / hour_s);
  const minutes = Math.floor((rest_s % hour_s) / minute_s);
  const seconds = rest_s % minute_s;
  const clock = [hours, minutes, seconds].map((part) => String(part).padStart(2, "0")).join(":");
  return { days, clock };
}
