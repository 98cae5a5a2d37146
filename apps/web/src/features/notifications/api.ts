// Queries of the user's notifications: the bell's unread count and the page's list, refetched
// whenever `/ws` says the notifications changed (the app's user events bridge). Keys start with
// "notifications" and carry the token, so another user never sees the previous one's.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { getUnreadNotificationCount, listNotifications, markNotificationsRead } from "@tradewind/api/notifications";
import { call } from "../../lib/api.ts";
import { nextPageOf } from "../../lib/orders/kinds.ts";
import { useSession } from "../../lib/session.ts";

const pageSize = 20;
const notificationsKey = ["notifications"] as const;

/** Every notification view (the count, the list) is stale: refetch what is shown. */
export function invalidateNotificationViews(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: notificationsKey });
}

/** The unread count for the bell's badge; undefined while logged out or loading. */
export function useUnreadNotificationCount(): number | undefined {
  const { loggedIn, token } = useSession();
  const query = useQuery({
    queryKey: [...notificationsKey, "unread", token],
    queryFn: ({ signal }) => call(getUnreadNotificationCount, { signal }),
    enabled: loggedIn && token !== null,
  });
  return loggedIn ? query.data?.unread : undefined;
}

export function useNotificationPages() {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: [...notificationsKey, "list", token],
    queryFn: ({ pageParam, signal }) => call(listNotifications, { query: { page: pageParam, size: pageSize }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageOf(pages.reduce((count, page) => count + page.items.length, 0), last.total, last.page),
  });
}

/** Marks one notification (`{id}`) or all (`{all: true}`) read, then refetches the count and the list. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { id: string } | { all: true }) => call(markNotificationsRead, { body: which }),
    onSettled: () => invalidateNotificationViews(queryClient),
  });
}
