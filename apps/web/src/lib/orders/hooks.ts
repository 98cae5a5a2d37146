// Queries of the order pages, made from their endpoints (lib/query.ts) so the /ws bridge can
// invalidate them by endpoint when an order of the user changes; their context is token and
// book, so another user or book never sees cached orders of the previous one.
import { useEffect, useState } from "react";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getAssestInfo, getOptionOrder, getProfitTotal, getUserInfo, listCoinAccounts, listOptionOrders, listSpotOrders, listStatement, listUOrder } from "@tradewind/api/routes";
import { invalidate, type EndpointRoute } from "@tradewind/ui/endpoint-query.ts";
import { endpointInfiniteQuery, endpointQuery } from "../query.ts";
import { useSession } from "../session.ts";
import { pageSize, setContractExits, stopContractOrder, withdrawSpotOrder } from "./api.ts";
import type { OrderScope, ProfitPeriod } from "./kinds.ts";

/** Open positions are marked at the last recorded price; refetching this often keeps their profit moving. */
const liveRefetch_ms = 5_000;

/** Every query of orders: lists, details and profit totals of each kind. */
export const orderEndpoints: readonly EndpointRoute[] = [listUOrder, listSpotOrders, listOptionOrders, getAssestInfo, getOptionOrder, getProfitTotal];

/** What an order change makes stale: orders of every kind, coin balances, the user's balances and the statement. */
export const orderDependentEndpoints: readonly EndpointRoute[] = [...orderEndpoints, listCoinAccounts, getUserInfo, listStatement];

function useOrderContext() {
  const { token, accountFlag } = useSession();
  return { token, accountFlag };
}

/** Refetches every `liveRefetch_ms` while a loaded page holds a live order. */
function refetchWhileLive<Item>(isLive: (item: Item) => boolean) {
  return (query: { state: { data?: { pages: readonly { items: readonly Item[] }[] } } }) => (query.state.data?.pages.some((page) => page.items.some(isLive)) === true ? liveRefetch_ms : false);
}

export function useContractOrders(scope: OrderScope) {
  const context = useOrderContext();
  return useInfiniteQuery({ ...endpointInfiniteQuery(listUOrder, { query: { scope }, size: pageSize, context }), refetchInterval: refetchWhileLive((order) => order.status === "open") });
}

export function useSpotOrders(scope: OrderScope) {
  const context = useOrderContext();
  // A waiting limit fills when the price crosses it; the /ws bridge reports that, nothing to poll.
  return useInfiniteQuery(endpointInfiniteQuery(listSpotOrders, { query: { scope }, size: pageSize, context }));
}

export function useOptionOrders(scope: OrderScope) {
  const context = useOrderContext();
  // Poll while options are pending so a settled one leaves the list even without the /ws bridge.
  return useInfiniteQuery({ ...endpointInfiniteQuery(listOptionOrders, { query: { scope }, size: pageSize, context }), refetchInterval: refetchWhileLive((order) => order.status === "pending") });
}

export function useContractOrder(id: string) {
  const context = useOrderContext();
  return useQuery({
    ...endpointQuery(getAssestInfo, { params: { id }, context }),
    refetchInterval: (query) => (query.state.data?.status === "open" ? liveRefetch_ms : false),
  });
}

export function useOptionOrder(id: string) {
  const context = useOrderContext();
  return useQuery({
    ...endpointQuery(getOptionOrder, { params: { id }, context }),
    refetchInterval: (query) => (query.state.data?.status === "pending" ? liveRefetch_ms : false),
  });
}

export function useProfitTotal(period: ProfitPeriod) {
  return useQuery(endpointQuery(getProfitTotal, { query: { period }, context: useOrderContext() }));
}

export function useCoinAccounts() {
  return useQuery(endpointQuery(listCoinAccounts, { context: useOrderContext() }));
}
export interface OrderAction {
  kind: "contract" | "coin";
  id: string;
  idempotencyKey: string;
}

/** Close, cancel or withdraw one order; afterwards every list, balance and statement is stale. */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id, idempotencyKey }: OrderAction): Promise<void> => {
      if (kind === "contract") await stopContractOrder(id, idempotencyKey);
      else await withdrawSpotOrder(id, idempotencyKey);
    },
    onSuccess: () => void invalidate(queryClient, ...orderDependentEndpoints),
  });
}

/** Saves a contract order's exits; the order's lists and details are stale afterwards. */
export function useSetExits() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setContractExits, onSuccess: () => void invalidate(queryClient, ...orderEndpoints) });
}

/** The clock, ticking every second while `running`; for countdowns only. */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}
