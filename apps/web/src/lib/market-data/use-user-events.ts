// The signed-in user's own events from the shared `/ws` connection (socket.ts): their orders'
// changes and their notifications'. Listens only while signed in, with the session's token, so
// the connection stays lazy for visitors and is signed in again as soon as the token changes.
import { useEffect, useRef } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { useSession } from "../session.ts";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { orderDependentEndpoints } from "../orders/hooks.ts";
import { subscribeUserEvents, type UserEventListener } from "./socket.ts";

export type { UserEventListener, UserEventMessage } from "./socket.ts";

/** Calls `onEvent` for every event of the user's (an order changed, their notifications changed) while signed in. */
export function useUserEvents(onEvent: UserEventListener): void {
  const { loggedIn, token } = useSession();
  // The newest handler, without signing in again whenever the caller renders a new function.
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);
  useEffect(() => {
    if (!loggedIn || token === null) return undefined;
    return subscribeUserEvents(token, (message) => handler.current(message));
  }, [loggedIn, token]);
}

export function invalidateOrderViews(queryClient: QueryClient): void {
  void invalidate(queryClient, ...orderDependentEndpoints);
}
