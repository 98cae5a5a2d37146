// Typed calls of the orders that move money, shared by the order pages and the market page's
// positions (their queries are in hooks.ts). Closing, cancelling and withdrawing each carry the
// Idempotency-Key of the one confirmed action it belongs to: a retried request is then
// recognised by the server instead of acting twice.
import type { ResultOf } from "@tradewind/api/endpoint";
import { cancelSpotOrder, setExitsU, stopU } from "@tradewind/api/routes";
import type { BodyOf } from "@tradewind/api/endpoint";
import { call } from "../api.ts";

export const pageSize = 20;

/** Closes an open position at market or cancels a waiting limit order (the server decides by status). */
export function stopContractOrder(id: string, idempotencyKey: string): Promise<ResultOf<typeof stopU>> {
  return call(stopU, { body: { id }, headers: { "Idempotency-Key": idempotencyKey } });
}

export function withdrawSpotOrder(id: string, idempotencyKey: string): Promise<ResultOf<typeof cancelSpotOrder>> {
  return call(cancelSpotOrder, { body: { id }, headers: { "Idempotency-Key": idempotencyKey } });
}

/** Replaces an open position's or waiting order's exits: stop loss and take profit (one cancels the other) and a trailing stop. */
export function setContractExits(body: BodyOf<typeof setExitsU>): Promise<ResultOf<typeof setExitsU>> {
  return call(setExitsU, { body });
}
