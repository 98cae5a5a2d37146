// The top bar's bell (SPEC §2, logged in only): opens /profile/notification and shows how many
// notifications are unread, kept live by the `/ws` notification frames (app/UserEventsBridge).
import { useTranslation } from "react-i18next";
import { BadgeLink } from "../components/BadgeLink.tsx";
import { useUnreadNotificationCount } from "../features/notifications/api/notifications.ts";
import "./NotificationBell.css";

export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadNotificationCount() ?? 0;
  const label = unread > 0 ? t("notifications.bell", { count: unread }) : t("nav.notifications");
  return (
    <BadgeLink to="/profile/notification" icon="bell" label={label} count={unread} className="notification-bell" testId="notification-bell" badgeTestId="notification-badge" />
  );
}
