// The email-or-phone choice shared by registration, password reset and the contact change.
import type { z } from "zod";
import type { contactSchema } from "@tradewind/api/accounts";
import { callingCodes } from "./calling-codes.ts";

export type ContactMethod = "email" | "phone";
export type ContactInput = z.input<typeof contactSchema>;

export interface ContactState {
  method: ContactMethod;
  email: string;
  /** ISO 3166 region chosen in the picker; the calling code follows from it. */
  region: string;
  phone: string;
}

export const contactFields = ["email", "areaCode", "phone"] as const;

export function callingCodeOf(region: string): string {
  return callingCodes.find(([code]) => code === region)?.[1] ?? "+1";
}

/** The visitor's own region when the browser tells it and we know its code; else US. */
export function defaultRegion(): string {
  for (const tag of navigator.languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region !== undefined && callingCodes.some(([code]) => code === region)) return region;
    } catch (error) {
      console.warn(`unusable language tag ${tag}`, error);
    }
  }
  return "US";
}

export function initialContact(): ContactState {
  return { method: "email", email: "", region: defaultRegion(), phone: "" };
}

export function toContact(state: ContactState): ContactInput {
  return state.method === "email"
    ? { method: "email", email: state.email }
    : { method: "phone", areaCode: callingCodeOf(state.region), phone: state.phone };
}

/** Where a code goes: the email, or +areacode followed by the number. */
export function contactTarget(contact: ContactInput): string {
  return contact.method === "email" ? contact.email.trim().toLowerCase() : `${contact.areaCode}${contact.phone.trim()}`;
}
