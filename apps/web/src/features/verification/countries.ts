// The calling code that goes with a chosen country, to start the phone field with it.
import { callingCodes } from "../../lib/calling-codes.ts";

export function callingCodeOf(region: string): string | null {
  return callingCodes.find(([code]) => code === region)?.[1] ?? null;
}

/** Whether a phone input holds nothing but a calling code, so choosing a country may replace it. */
export function isBlankPhone(phone: string): boolean {
  return /^\s*(\+\d{0,4})?\s*$/.test(phone);
}
