// A user's notifications changed (a new one, or some marked read): published on the bus after the
// commit, so whichever process holds the user's signed-in `/ws` sockets tells them
// (realtime/user-events.ts) and the page refetches its badge and list.
import { subject } from "../platform/bus.ts";

export interface NotificationsChanged {
  userId: string;
}

export const notificationsChangedSubject = subject<NotificationsChanged>("notifications.changed");

/** Every user's notifications changed (a notice pushed to all): one message, each process tells all its signed-in sockets. */
export const notificationsBroadcastSubject = subject<Record<string, never>>("notifications.broadcast");
