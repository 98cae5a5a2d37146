// Queries and writes of the user screens, keyed under ["admin", "user", id] so one
// invalidation refreshes the profile, statement, orders and sessions after a change.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { createAdjustment } from "@tradewind/api/admin/adjustments";
import {
  freezeUser,
  getUser,
  getUserContractOrders,
  getUserOptionOrders,
  getUserSessions,
  getUserSpotOrders,
  getUserStatement,
  searchUsers,
  unfreezeUser,
} from "@tradewind/api/admin/users";
import type { BodyOf, QueryOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";
import { formatAmount } from "../../../lib/format.ts";

const userKey = (id: string) => ["admin", "user", id] as const;

export function useUserSearch(query: QueryOf<typeof searchUsers>) {
  return useQuery({ queryKey: ["admin", "users", query], queryFn: () => call(searchUsers, { query }), placeholderData: keepPreviousData });
}

export function useUser(id: string) {
  return useQuery({ queryKey: userKey(id), queryFn: () => call(getUser, { params: { id } }) });
}

export function useUserStatement(id: string, query: QueryOf<typeof getUserStatement>) {
  return useQuery({ queryKey: [...userKey(id), "statement", query], queryFn: () => call(getUserStatement, { params: { id }, query }), placeholderData: keepPreviousData });
}

export function useUserSessions(id: string, query: QueryOf<typeof getUserSessions>) {
  return useQuery({ queryKey: [...userKey(id), "sessions", query], queryFn: () => call(getUserSessions, { params: { id }, query }), placeholderData: keepPreviousData });
}

export const orderKinds = ["contract", "spot", "option"] as const;
export type OrderKind = (typeof orderKinds)[number];

/** One row of any product's orders: the three lists differ, so each maps to this. */
export interface OrderRow {
  id: string;
  orderNo: string;
  code: string;
  status: string;
  size: string;
}

export type OrdersQuery = { book: "real" | "demo"; scope: "current" | "history"; page: number; size: number };

async function fetchOrders(kind: OrderKind, id: string, query: OrdersQuery, locale: string) {
  const base = { params: { id }, query };
  if (kind === "contract") {
    const page = await call(getUserContractOrders, base);
    return { ...page, items: page.items.map((o): OrderRow => ({ id: o.id, orderNo: o.orderNo, code: o.code, status: o.status, size: `${o.lots} × ${o.leverage}` })) };
  }
  if (kind === "spot") {
    const page = await call(getUserSpotOrders, base);
    return { ...page, items: page.items.map((o): OrderRow => ({ id: o.id, orderNo: o.orderNo, code: o.code, status: o.status, size: `${o.side} ${o.quantity} ${o.base}` })) };
  }
  const page = await call(getUserOptionOrders, base);
  return { ...page, items: page.items.map((o): OrderRow => ({ id: o.id, orderNo: o.orderNo, code: o.code, status: o.status, size: `${o.direction} ${formatAmount(o.stake, "USDT", locale)} USDT` })) };
}

export function useUserOrders(kind: OrderKind, id: string, query: OrdersQuery, locale: string) {
  return useQuery({ queryKey: [...userKey(id), "orders", kind, query, locale], queryFn: () => fetchOrders(kind, id, query, locale), placeholderData: keepPreviousData });
}

export function useUserWrites(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: userKey(id) });
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
      await Promise.all([refresh(), client.invalidateQueries({ queryKey: ["admin", "adjustments"] })]);
      return result.adjustment;
    },
  };
}
