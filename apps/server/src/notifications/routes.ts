// HTTP edge of notifications (SPEC /profile/notification): the caller's list, unread count, and
// marking read. Every endpoint is the signed-in user's own.
import * as api from "@tradewind/api/notifications";
import type { Router } from "../platform/route.ts";
import { listNotifications, markNotificationsRead, unreadNotificationCount, type NotificationDeps } from "./service.ts";

export function notificationRoutes(router: Router, deps: NotificationDeps) {
  router.route(api.listNotifications, async ({ query }, { user }) => listNotifications(deps.db, user.id, { page: query.page, size: query.size, unreadOnly: query.unread === "true" }));
  router.route(api.getUnreadNotificationCount, async (_input, { user }) => unreadNotificationCount(deps.db, user.id));
  router.route(api.markNotificationsRead, async ({ body }, { user }) => markNotificationsRead(deps, user.id, body));
}
