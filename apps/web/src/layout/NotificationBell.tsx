// The top bar's bell (SPEC §2, logged in only): opens /profile/notification and shows how many
// notifications are unread, kept live by the `/ws` notification frames (app/UserEventsBridge).
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Icon } from "../components/Icon.tsx";
import { useUnreadNotificationCount } from "../features/notifications/api.ts";
import "./NotificationBell.css";

/** A badge past this shows "99+": the page has the exact count. */
const badgeMax = 99;

export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadNotificationCount() ?? 0;
  const label = unread > 0 ? t("notifications.bell", { count: unread }) : t("nav.notifications");
  return (
    <Link to="/profile/notification" className="icon-button notification-bell" aria-label={label} title={label} data-testid="notification-bell">
      <Icon name="bell" />
      {unread > 0 && (
        <span className="notification-bell__badge numeric" aria-hidden="true" data-testid="notification-badge">
          {unread > badgeMax ? `${badgeMax}+` : unread}
        </span>
      )}
    </Link>
  );
}
