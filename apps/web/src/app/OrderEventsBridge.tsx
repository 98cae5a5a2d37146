// Keeps every order view current: on each order event from `/ws` the order lists and details,
// the balances and the statement are refetched. Mounted once, in Root; renders nothing.
import { useCallback, useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { invalidateOrderViews, useUserEvents, type UserEventMessage } from "../lib/market-data/useUserEvents.ts";

/** A burst of events (a liquidation closing many positions) becomes one refetch, not one per order. */
const coalesce_ms = 200;

export function OrderEventsBridge() {
  const queryClient = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  const onOrder = useCallback((message: UserEventMessage) => {
    if (message.type !== "order" || timer.current !== undefined) return;
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      invalidateOrderViews(queryClient);
    }, coalesce_ms);
  }, [queryClient]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useUserEvents(onOrder);
  return null;
}
