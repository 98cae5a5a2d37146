// Pure mappings of the order pages: which catalogue label a status or close reason shows, the
// colour of a profit or direction, an expiry countdown and a cycle length. No React, no clock:
// the current time is passed in, so every case is testable.
import type { ContractOrder } from "@tradewind/api/trading";
import type { OptionOrder } from "@tradewind/api/options";
import type { SpotOrder } from "@tradewind/api/spot";
import { assertNever } from "@tradewind/domain/assert";
import { decimal, toPlain } from "@tradewind/domain/money";
import { signOf } from "../../i18n/format.ts";

export type Tone = "positive" | "negative" | "neutral";

/** SPEC §4 labels: waiting to open a position, position open, closed, cancelled. */
export function contractStatusKey(status: ContractOrder["status"]) {
  return `orders.contractStatus.${status}` as const;
}

/** SPEC §4 coin labels: waiting for the deal, done, cancelled (withdrawn), removed. */
export function spotStatusKey(status: SpotOrder["status"]) {
  return `orders.spotStatus.${status}` as const;
}

export function optionStatusKey(status: OptionOrder["status"]) {
  return `orders.optionStatus.${status}` as const;
}

/** Status badges share four colours: waiting (amber), live (teal), good (green), ended (grey) or bad (red). */
export function statusTone(status: ContractOrder["status"] | SpotOrder["status"] | OptionOrder["status"]): "waiting" | "live" | "good" | "bad" | "ended" {
  switch (status) {
    case "waiting":
    case "pending":
      return "waiting";
    case "open":
      return "live";
    case "done":
    case "won":
      return "good";
    case "lost":
      return "bad";
    case "closed":
    case "cancelled":
    case "removed":
    case "draw":
      return "ended";
    default:
      return assertNever(status, "order status");
  }
}

/** Green for a gain, red for a loss, plain for zero or unknown (waiting orders have no profit). */
export function profitTone(profit: string | null): Tone {
  if (profit === null) return "neutral";
  const sign = signOf(profit);
  return sign > 0 ? "positive" : sign < 0 ? "negative" : "neutral";
}

/** Long, up and buy gain when the price rises (green); short, down and sell when it falls (red). */
export function directionTone(direction: ContractOrder["direction"] | OptionOrder["direction"] | SpotOrder["side"]): Tone {
  return direction === "long" || direction === "up" || direction === "buy" ? "positive" : "negative";
}

/** A cycle in its largest whole unit (90 s stays seconds, 300 s is 5 minutes), for Intl's unit format. */
export function cycleUnit(seconds: number): { value: number; unit: "second" | "minute" | "hour" | "day" } {
  if (seconds > 0 && seconds % 86_400 === 0) return { value: seconds / 86_400, unit: "day" };
  if (seconds > 0 && seconds % 3600 === 0) return { value: seconds / 3600, unit: "hour" };
  if (seconds > 0 && seconds % 60 === 0) return { value: seconds / 60, unit: "minute" };
  return { value: seconds, unit: "second" };
}

export function formatCycle(seconds: number, locale: string): string {
  const { value, unit } = cycleUnit(seconds);
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(value);
}

/** Epoch ms for display through the shared date format. */
export function isoOf(time_ms: number): string {
  return new Date(time_ms).toISOString();
}

/** USDT value of the coin account: the sum of every coin's value; coins without a price add nothing. */
export function totalValue(values: ReadonlyArray<string | null>): string {
  return toPlain(values.reduce((sum, value) => (value === null ? sum : sum.plus(decimal(value))), decimal("0")));
}
