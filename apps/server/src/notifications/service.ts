// Use cases of notifications: other domains write one with `notify` inside the transaction that
// records what it tells of (so a rolled-back event leaves none) and call `announceNotifications`
// after the commit; the user lists theirs, counts the unread and marks one or all read.
import { userId as ownerId, type UserId } from "@tradewind/domain/ids";
import type { Book } from "@tradewind/api/accounts";
import type { Notification, NotificationKind } from "@tradewind/api/notifications";
import type { Bus } from "../platform/bus.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import { notificationsBroadcastSubject, notificationsChangedSubject } from "./events.ts";
import * as notifications from "./repository.ts";

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  book?: Book | null;
  params?: Record<string, string>;
  reference?: string | null;
}

/** Writes the notification in `tx`, the caller's transaction: it exists only if that commits. */
export async function notify(tx: Db, notification: NewNotification): Promise<void> {
  await notifyEach(tx, [notification]);
}

/** Writes each notification in `tx` in one statement (a batch of engine closes); they exist only if it commits. */
export async function notifyEach(tx: Db, list: readonly NewNotification[]): Promise<void> {
  await notifications.insertNotifications(
    tx,
    list.map((notification) => ({
      userId: ownerId(notification.userId),
      kind: notification.kind,
      book: notification.book ?? null,
      params: notification.params ?? {},
      reference: notification.reference ?? null,
    })),
  );
}

/** Tells each user's signed-in `/ws` sockets, on every process, that their notifications changed. Call after the commit. */
export function announceNotifications(bus: Bus, userIds: readonly string[]): void {
  for (const userId of new Set(userIds)) bus.publish(notificationsChangedSubject, { userId });
}

/** Writes the same notification for every user in `tx` in one statement; answers how many. Announce it with `announceNotificationsToAll`. */
export async function notifyAllUsers(tx: Db, notification: Omit<NewNotification, "userId" | "book">): Promise<number> {
  return notifications.insertForAllUsers(tx, { kind: notification.kind, params: notification.params ?? {}, reference: notification.reference ?? null });
}

/** Tells every signed-in `/ws` socket, on every process, that its notifications changed: one bus message. Call after the commit. */
export function announceNotificationsToAll(bus: Bus): void {
  bus.publish(notificationsBroadcastSubject, {});
}

export interface NotificationDeps {
  db: Db;
  clock: Clock;
  /** Tells the user's other sockets (another tab) when they mark read; absent when no process serves `/ws`. */
  bus?: Bus | undefined;
}

function toWire(notification: notifications.NotificationRecord): Notification {
  const { readAt, createdAt, ...rest } = notification;
  return { ...rest, read: readAt !== null, createdAt: createdAt.toISOString() };
}

export async function listNotifications(db: Db, userId: UserId, query: { page: number; size: number; unreadOnly: boolean }) {
  const [{ notifications: page, total }, unread] = await Promise.all([
    notifications.notificationsPage(db, { userId, unreadOnly: query.unreadOnly, limit: query.size, offset: (query.page - 1) * query.size }),
    notifications.unreadCount(db, userId),
  ]);
  return { items: page.map(toWire), total, page: query.page, size: query.size, unread };
}

export async function unreadNotificationCount(db: Db, userId: UserId): Promise<{ unread: number }> {
  return { unread: await notifications.unreadCount(db, userId) };
}

/** Marks the user's notification `id` read, or all of them; 10118 for an id that is not theirs. Answers the unread count. */
export async function markNotificationsRead(deps: NotificationDeps, userId: UserId, which: { id: string } | { all: true }): Promise<{ unread: number }> {
  const now = deps.clock.now();
  const changed = await deps.db.transaction().execute(async (tx) => {
    if ("all" in which) return (await notifications.markAllRead(tx, userId, now)) > 0;
    if (!(await notifications.markOneRead(tx, userId, which.id, now))) fail("notFound");
    return true;
  });
  if (changed && deps.bus) announceNotifications(deps.bus, [userId]);
  return unreadNotificationCount(deps.db, userId);
}
