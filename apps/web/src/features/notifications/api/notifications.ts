// Queries of the user's notifications: the bell's unread count and the page's list, refetched
// whenever `/ws` says the notifications changed (the app's user events bridge). Both depend on
// the token, so another user never sees the previous one's.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { getUnreadNotificationCount, listNotifications, markNotificationsRead } from "@tradewind/api/routes";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call } from "../../../lib/api.ts";
import { endpointInfiniteQuery, endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";

const pageSize = 20;

/** Every notification view (the count, the list) is stale: refetch what is shown. */
export function invalidateNotificationViews(queryClient: QueryClient): void {
  void invalidate(queryClient, getUnreadNotificationCount, listNotifications);
}

/** The unread count for the bell's badge; undefined while logged out or loading. */
export function useUnreadNotificationCount(): number | undefined {
  const { loggedIn, token } = useSession();
  const query = useQuery({
    ...endpointQuery(getUnreadNotificationCount, { context: { token } }),
    enabled: loggedIn && token !== null,
  });
  return loggedIn ? query.data?.unread : undefined;
}

export function useNotificationPages() {
  const { token } = useSession();
  return useInfiniteQuery(endpointInfiniteQuery(listNotifications, { size: pageSize, context: { token } }));
}

/** Marks one notification (`{id}`) or all (`{all: true}`) read, then refetches the count and the list. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { id: string } | { all: true }) => call(markNotificationsRead, { body: which }),
    onSettled: () => invalidateNotificationViews(queryClient),
  });
}
