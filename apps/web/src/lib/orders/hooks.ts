// Queries of the order pages. Keys start with "orders" or "coinAccount" so the /ws bridge can
// invalidate them when an order of the user changes; they end with token and book so another
// user or book never sees cached orders of the previous one.
import { useEffect, useState } from "react";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContractOrder } from "@tradewind/api/trading";
import type { OptionOrder } from "@tradewind/api/options";
import type { SpotOrder } from "@tradewind/api/spot";
import { useSession } from "../session.ts";
import { userInfoKey } from "../user-info.ts";
import {
  fetchCoinAccounts,
  fetchContractOrder,
  fetchContractOrders,
  fetchOptionOrder,
  fetchOptionOrders,
  fetchProfitTotal,
  fetchSpotOrders,
  stopContractOrder,
  withdrawSpotOrder,
  type PageRequest,
} from "./api.ts";
import { nextPageOf, type OrderKind, type OrderScope, type ProfitPeriod } from "./kinds.ts";

/** Open positions are marked at the last recorded price; refetching this often keeps their profit moving. */
const liveRefetch_ms = 5_000;

interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
}

function useOrderPages<Item>(kind: OrderKind, scope: OrderScope, fetchPage: (request: PageRequest) => Promise<Page<Item>>, isLive: (item: Item) => boolean) {
  const { token, accountFlag } = useSession();
  return useInfiniteQuery({
    queryKey: ["orders", kind, scope, token, accountFlag],
    queryFn: ({ pageParam, signal }) => fetchPage({ scope, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageOf(pages.reduce((count, page) => count + page.items.length, 0), last.total, last.page),
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.items.some(isLive)) === true ? liveRefetch_ms : false),
  });
}

export function useContractOrders(scope: OrderScope) {
  return useOrderPages<ContractOrder>("contract", scope, fetchContractOrders, (order) => order.status === "open");
}

export function useSpotOrders(scope: OrderScope) {
  // A waiting limit fills when the price crosses it; the /ws bridge reports that, nothing to poll.
  return useOrderPages<SpotOrder>("coin", scope, fetchSpotOrders, () => false);
}

export function useOptionOrders(scope: OrderScope) {
  // Poll while options are pending so a settled one leaves the list even without the /ws bridge.
  return useOrderPages<OptionOrder>("option", scope, fetchOptionOrders, (order) => order.status === "pending");
}

function useOrderDetail<Order>(kind: "contract" | "option", id: string, fetchOrder: (id: string, signal: AbortSignal) => Promise<Order>, isLive: (order: Order) => boolean) {
  const { token, accountFlag } = useSession();
  return useQuery({
    queryKey: ["orders", kind, "detail", id, token, accountFlag],
    queryFn: ({ signal }) => fetchOrder(id, signal),
    refetchInterval: (query) => (query.state.data !== undefined && isLive(query.state.data) ? liveRefetch_ms : false),
  });
}

export function useContractOrder(id: string) {
  return useOrderDetail<ContractOrder>("contract", id, fetchContractOrder, (order) => order.status === "open");
}

export function useOptionOrder(id: string) {
  return useOrderDetail<OptionOrder>("option", id, fetchOptionOrder, (order) => order.status === "pending");
}

export function useProfitTotal(period: ProfitPeriod) {
  const { token, accountFlag } = useSession();
  return useQuery({
    queryKey: ["orders", "profitTotal", period, token, accountFlag],
    queryFn: ({ signal }) => fetchProfitTotal(period, signal),
  });
}

export function useCoinAccounts() {
  const { token, accountFlag } = useSession();
  return useQuery({
    queryKey: ["coinAccount", token, accountFlag],
    queryFn: ({ signal }) => fetchCoinAccounts(signal),
  });
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
    onSuccess: () => {
      for (const queryKey of [["orders"], ["coinAccount"], userInfoKey, ["statement"]]) void queryClient.invalidateQueries({ queryKey });
    },
  });
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
