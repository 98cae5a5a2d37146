// Market lists per class: the REST list (listMarketByType) in React Query, kept live by merging
// every `/message` frame into the cached list. Session status (open, stale) only comes over
// REST, so the list is also refetched now and then.
import { useEffect } from "react";
import { useQueries, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { listMarketByType } from "@tradewind/api/routes";
import type { MarketItem } from "@tradewind/api/market";
import { endpointQuery } from "../query.ts";
import { marketTypes } from "./market-types.ts";
import { mergeFrame } from "./merge.ts";
import { subscribeFrames } from "./message-feed.ts";

/** Open/closed and stale flags change at most every few minutes, the sparkline gains a point a minute; prices arrive by socket. */
const statusRefresh_ms = 60_000;
/** While the server back-fills, prices are null: ask sooner so the table fills in. */
const emptyPriceRetry_ms = 5_000;

function listOptions(type: number) {
  return {
    ...endpointQuery(listMarketByType, { query: { type } }),
    refetchInterval: (query: { state: { data?: MarketItem[] } }) =>
      query.state.data !== undefined && query.state.data.length > 0 && query.state.data.every((item) => item.price === null) ? emptyPriceRetry_ms : statusRefresh_ms,
  };
}

function useLiveFrames(queryClient: QueryClient, types: readonly number[]): void {
  const typesKey = types.join(",");
  useEffect(() => {
    const keys = typesKey.split(",").map((type) => listOptions(Number(type)).queryKey);
    return subscribeFrames((frame) => {
      for (const key of keys) queryClient.setQueryData<MarketItem[]>(key, (old) => (old === undefined ? undefined : mergeFrame(old, frame)));
    });
  }, [queryClient, typesKey]);
}

/** One class's instruments with live price, 24 h change and sparkline. */
export function useMarketList(type: number) {
  const queryClient = useQueryClient();
  useLiveFrames(queryClient, [type]);
  return useQuery(listOptions(type));
}

export interface AllMarkets {
  items: MarketItem[];
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

/** Every class at once, e.g. to search across classes or show a watchlist of mixed classes. */
export function useAllMarkets(): AllMarkets {
  const queryClient = useQueryClient();
  useLiveFrames(queryClient, marketTypes);
  return useQueries({
    queries: marketTypes.map((type) => listOptions(type)),
    combine: (results) => ({
      items: results.flatMap((result) => result.data ?? []),
      isLoading: results.some((result) => result.isLoading),
      error: results.find((result) => result.error !== null)?.error ?? null,
      refetch: () => {
        for (const result of results) void result.refetch();
      },
    }),
  });
}
