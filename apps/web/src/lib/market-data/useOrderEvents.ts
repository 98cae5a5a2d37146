// The signed-in user's order events from the shared `/ws` connection (socket.ts). Listens only
// while signed in, with the session's token, so the connection stays lazy for visitors and is
// signed in again as soon as the token changes.
import { useEffect, useRef } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { useSession } from "../session.ts";
import { userInfoKey } from "../userInfo.ts";
import { subscribeOrders, type OrderListener } from "./socket.ts";

export type { OrderListener, OrderMessage } from "./socket.ts";

/** Calls `onOrder` for every change of one of the user's orders while signed in. */
export function useOrderEvents(onOrder: OrderListener): void {
  const { loggedIn, token } = useSession();
  // The newest handler, without signing in again whenever the caller renders a new function.
  const handler = useRef(onOrder);
  useEffect(() => {
    handler.current = onOrder;
  }, [onOrder]);
  useEffect(() => {
    if (!loggedIn || token === null) return undefined;
    return subscribeOrders(token, (message) => handler.current(message));
  }, [loggedIn, token]);
}

/** Query keys an order change makes stale: orders of every kind, coin balances, the user's balances and the statement. */
export const orderDependentKeys = [["orders"], ["coinAccount"], userInfoKey, ["statement"]] as const;

export function invalidateOrderViews(queryClient: QueryClient): void {
  for (const queryKey of orderDependentKeys) void queryClient.invalidateQueries({ queryKey });
}
