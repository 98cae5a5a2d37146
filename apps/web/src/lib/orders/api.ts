// Typed calls of the orders and the coin account, shared by the order pages and the market
// page's positions. Closing, cancelling and withdrawing move money, so each carries the
// Idempotency-Key of the one confirmed action it belongs to: a retried request is then
// recognised by the server instead of acting twice.
import type { ResultOf } from "@tradewind/api/endpoint";
import { getOptionOrder, listOptionOrders } from "@tradewind/api/options";
import { cancelSpotOrder, listCoinAccounts, listSpotOrders } from "@tradewind/api/spot";
import { getAssestInfo, getProfitTotal, listUOrder, stopU } from "@tradewind/api/trading";
import { call } from "../api.ts";
import type { OrderScope, ProfitPeriod } from "./kinds.ts";

export const pageSize = 20;

export interface PageRequest {
  scope: OrderScope;
  page: number;
  signal: AbortSignal;
}

export function fetchContractOrders({ scope, page, signal }: PageRequest): Promise<ResultOf<typeof listUOrder>> {
  return call(listUOrder, { query: { scope, page, size: pageSize }, signal });
}

export function fetchSpotOrders({ scope, page, signal }: PageRequest): Promise<ResultOf<typeof listSpotOrders>> {
  return call(listSpotOrders, { query: { scope, page, size: pageSize }, signal });
}

export function fetchOptionOrders({ scope, page, signal }: PageRequest): Promise<ResultOf<typeof listOptionOrders>> {
  return call(listOptionOrders, { query: { scope, page, size: pageSize }, signal });
}

export function fetchContractOrder(id: string, signal: AbortSignal): Promise<ResultOf<typeof getAssestInfo>> {
  return call(getAssestInfo, { params: { id }, signal });
}

export function fetchOptionOrder(id: string, signal: AbortSignal): Promise<ResultOf<typeof getOptionOrder>> {
  return call(getOptionOrder, { params: { id }, signal });
}

export function fetchProfitTotal(period: ProfitPeriod, signal: AbortSignal): Promise<ResultOf<typeof getProfitTotal>> {
  return call(getProfitTotal, { query: { period }, signal });
}

export function fetchCoinAccounts(signal: AbortSignal): Promise<ResultOf<typeof listCoinAccounts>> {
  return call(listCoinAccounts, { signal });
}

/** Closes an open position at market or cancels a waiting limit order (the server decides by status). */
export function stopContractOrder(id: string, idempotencyKey: string): Promise<ResultOf<typeof stopU>> {
  return call(stopU, { body: { id }, headers: { "Idempotency-Key": idempotencyKey } });
}

export function withdrawSpotOrder(id: string, idempotencyKey: string): Promise<ResultOf<typeof cancelSpotOrder>> {
  return call(cancelSpotOrder, { body: { id }, headers: { "Idempotency-Key": idempotencyKey } });
}
