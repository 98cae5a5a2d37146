// Queries and writes of the user screens; a change refreshes the profile, statement, orders, price
// alerts and sessions.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { createAdjustment, getRollingLimitUse, listAdjustments } from "@tradewind/api/admin/adjustments";
import {
  freezeUser,
  getUser,
  getUserContractOrders,
  getUserOptionOrders,
  getUserPriceAlerts,
  getUserSessions,
  getUserSpotOrders,
  getUserStatement,
  searchUsers,
  unfreezeUser,
} from "@tradewind/api/admin/users";
import type { BodyOf, QueryOf } from "@tradewind/api/endpoint";
import type { ContractOrder } from "@tradewind/api/trading";
import { invalidate, requestKey } from "@tradewind/ui/endpoint-query.ts";
import { call } from "../../../lib/api.ts";
import { formatAmount } from "../../../lib/format.ts";
import { endpointQuery } from "../../../lib/query.ts";

export function useUserSearch(query: QueryOf<typeof searchUsers>) {
  return useQuery({ ...endpointQuery(searchUsers, { query }), placeholderData: keepPreviousData });
}

export function useUser(id: string) {
  return useQuery(endpointQuery(getUser, { params: { id } }));
}

export function useUserStatement(id: string, query: QueryOf<typeof getUserStatement>) {
  return useQuery({ ...endpointQuery(getUserStatement, { params: { id }, query }), placeholderData: keepPreviousData });
}

export function useUserSessions(id: string, query: QueryOf<typeof getUserSessions>) {
  return useQuery({ ...endpointQuery(getUserSessions, { params: { id }, query }), placeholderData: keepPreviousData });
}

export function useUserPriceAlerts(id: string) {
  return useQuery(endpointQuery(getUserPriceAlerts, { params: { id } }));
}

const orderEndpoints = { contract: getUserContractOrders, spot: getUserSpotOrders, option: getUserOptionOrders };
export const orderKinds = ["contract", "spot", "option"] as const;
export type OrderKind = (typeof orderKinds)[number];
const userReads = [getUser, getUserStatement, getUserSessions, getUserPriceAlerts, ...Object.values(orderEndpoints)];

/** A contract's exits as the back office shows them (issue 25): stop loss, take profit, trailing stop, and what closed it. */
export type ContractExits = Pick<ContractOrder, "status" | "stopLoss" | "takeProfit" | "trailingStop" | "closeTrigger">;

/** One row of any product's orders: the three lists differ, so each maps to this; only a contract has exits. */
export interface OrderRow {
  id: string;
  orderNo: string;
  code: string;
  status: string;
  size: string;
  exits?: ContractExits;
}

export type OrdersQuery = { book: "real" | "demo"; scope: "current" | "history"; page: number; size: number };

async function fetchOrders(kind: OrderKind, id: string, query: OrdersQuery, locale: string) {
  const base = { params: { id }, query };
  if (kind === "contract") {
    const page = await call(getUserContractOrders, base);
    return { ...page, items: page.items.map((o): OrderRow => ({ id: o.id, orderNo: o.orderNo, code: o.code, status: o.status, size: `${o.lots} × ${o.leverage}`, exits: o })) };
  }
  if (kind === "spot") {
    const page = await call(getUserSpotOrders, base);
    return { ...page, items: page.items.map((o): OrderRow => ({ id: o.id, orderNo: o.orderNo, code: o.code, status: o.status, size: `${o.side} ${o.quantity} ${o.base}` })) };
  }
  const page = await call(getUserOptionOrders, base);
  return { ...page, items: page.items.map((o): OrderRow => ({ id: o.id, orderNo: o.orderNo, code: o.code, status: o.status, size: `${o.direction} ${formatAmount(o.stake, "USDT", locale)} USDT` })) };
}

/** One product's orders as common rows; keyed by its endpoint, with the locale the rows were written in. */
export function useUserOrders(kind: OrderKind, id: string, query: OrdersQuery, locale: string) {
  return useQuery({
    queryKey: requestKey(orderEndpoints[kind], { params: { id }, query, context: { locale } }),
    queryFn: () => fetchOrders(kind, id, query, locale),
    placeholderData: keepPreviousData,
  });
}

export function useUserWrites(id: string) {
  const client = useQueryClient();
  const refresh = () => invalidate(client, ...userReads);
  return {
    freeze: async (reason: string) => {
      await call(freezeUser, { params: { id }, body: { reason } });
      await refresh();
    },
    unfreeze: async (reason: string) => {
      await call(unfreezeUser, { params: { id }, body: { reason } });
      await refresh();
    },
    /** The key is made once per dialog, so a retried submit cannot post twice. */
    adjust: async (body: BodyOf<typeof createAdjustment>, idempotencyKey: string) => {
      const result = await call(createAdjustment, { body, idempotencyKey });
      await Promise.all([refresh(), invalidate(client, listAdjustments, getRollingLimitUse)]);
      return result.adjustment;
    },
  };
}
