// Price alerts (issue 25): a signed-in user's alerts on an instrument's price, above or below a
// level or a move of at least a percentage within a window, once or repeating. They are the
// user's, not a book's. The engine evaluates them on its ticks; a firing reaches the user as a
// notification (`price_alert`), a `/ws` frame (`priceAlert`) and a Web Push message to every
// device the user subscribed (VAPID public key from `getPushKey`).
import { z } from "zod";
import { moveWindowsSeconds } from "@tradewind/domain/price-alerts";
import { boundedDecimal, decimalTextOrNull, endpoint, failWith, price, recordId } from "./endpoint.ts";
import { instrumentCode } from "./market.ts";

export const alertConditions = ["above", "below", "move"] as const;
export const alertStatuses = ["active", "paused", "fired"] as const;
export { moveWindowsSeconds };

/** A move alert's percentage: above 0, at most 1000, two decimals (10272 otherwise). */
const percent = boundedDecimal({ integerDigitsMax: 4, scaleMax: 2, malformed: "priceAlertInvalid", tooLarge: "priceAlertInvalid" }).refine((text) => Number(text) > 0 && Number(text) <= 1000, failWith("priceAlertInvalid"));
const windowSeconds = z.number(failWith("priceAlertInvalid")).refine((value) => (moveWindowsSeconds as readonly number[]).includes(value), failWith("priceAlertInvalid"));
const level = price.refine((value) => value.gt(0), failWith("priceAlertInvalid"));

/** What an alert watches, with `extra` fields: the same shape creates and edits one. */
function definitionWith<Extra extends z.ZodRawShape>(extra: Extra) {
  const base = { code: instrumentCode, repeating: z.boolean(failWith("invalidRequest")), ...extra };
  return z.discriminatedUnion(
    "condition",
    [
      z.strictObject({ ...base, condition: z.literal("above"), level }),
      z.strictObject({ ...base, condition: z.literal("below"), level }),
      z.strictObject({ ...base, condition: z.literal("move"), percent, windowSeconds }),
    ],
    failWith("priceAlertInvalid"),
  );
}
const definition = definitionWith({});
export type PriceAlertDefinition = z.output<typeof definition>;

export const priceAlertSchema = z.object({
  id: z.string(),
  code: z.string(),
  condition: z.enum(alertConditions),
  /** above/below: the level; null for a move. */
  level: decimalTextOrNull,
  /** move: the percentage and the window (seconds); null otherwise. */
  percent: decimalTextOrNull,
  windowSeconds: z.number().int().nullable(),
  repeating: z.boolean(),
  /** `fired`: a once alert that fired (it rests no more); `paused` rests no more until resumed. */
  status: z.enum(alertStatuses),
  firedCount: z.number().int(),
  lastFiredAt: z.string().nullable(),
  lastFiredPrice: decimalTextOrNull,
  createdAt: z.string(),
});
export type PriceAlert = z.output<typeof priceAlertSchema>;

export const listPriceAlerts = endpoint({
  method: "GET",
  path: "/user/priceAlerts",
  summary: "The caller's price alerts, newest first; only one instrument's with `code`. Answers the per-user limit too.",
  auth: "user",
  query: z.strictObject({ code: instrumentCode.optional() }),
  result: z.object({ items: z.array(priceAlertSchema), max: z.number().int() }),
});

export const createPriceAlert = endpoint({
  method: "POST",
  path: "/user/priceAlerts/create",
  summary: "Creates a price alert on a listed instrument (10132 otherwise); at most `price_alerts_max` per user (10271); 10272 for a level, percentage or window out of range.",
  auth: "user",
  body: definition,
  result: priceAlertSchema,
});

export const updatePriceAlert = endpoint({
  method: "POST",
  path: "/user/priceAlerts/update",
  summary: "Edits the caller's alert (its definition, and `active` false to pause, true to resume: a fired alert rests again). 10270 for an alert that is not the caller's.",
  auth: "user",
  body: definitionWith({ id: recordId("priceAlertNotFound"), active: z.boolean(failWith("invalidRequest")) }),
  result: priceAlertSchema,
});

export const deletePriceAlert = endpoint({
  method: "POST",
  path: "/user/priceAlerts/delete",
  summary: "Deletes the caller's alert (its firings with it). 10270 for an alert that is not the caller's.",
  auth: "user",
  body: z.strictObject({ id: recordId("priceAlertNotFound") }),
  result: z.object({ deleted: z.literal(true) }),
});

export const getPushKey = endpoint({
  method: "GET",
  path: "/user/push/key",
  summary: "The platform's VAPID public key (base64url) that a browser's push subscription names.",
  auth: "user",
  result: z.object({ publicKey: z.string() }),
});

/** A push service's address: https only, so the server never posts to an internal plain-HTTP host by a user's say. */
const pushEndpoint = z.string(failWith("pushSubscriptionInvalid")).max(1000, failWith("pushSubscriptionInvalid")).refine(isHttpsAddress, failWith("pushSubscriptionInvalid"));
function isHttpsAddress(text: string): boolean {
  return URL.canParse(text) && new URL(text).protocol === "https:";
}
const base64url = (lengthMax: number) => z.string(failWith("pushSubscriptionInvalid")).max(lengthMax, failWith("pushSubscriptionInvalid")).regex(/^[A-Za-z0-9_-]+={0,2}$/, failWith("pushSubscriptionInvalid"));

export const savePushSubscription = endpoint({
  method: "POST",
  path: "/user/push/subscribe",
  summary: "Stores this device's push subscription (PushSubscription.toJSON()) for the caller; the same endpoint again replaces its keys. 10273 for an endpoint or keys that are not a push subscription's.",
  auth: "user",
  body: z.strictObject({ endpoint: pushEndpoint, expirationTime: z.number().nullable().optional(), keys: z.strictObject({ p256dh: base64url(200), auth: base64url(100) }) }),
  result: z.object({ saved: z.literal(true) }),
});

export const deletePushSubscription = endpoint({
  method: "POST",
  path: "/user/push/unsubscribe",
  summary: "Forgets this device's push subscription (a no-op when the caller has none at that endpoint).",
  auth: "user",
  body: z.strictObject({ endpoint: pushEndpoint }),
  result: z.object({ deleted: z.literal(true) }),
});
