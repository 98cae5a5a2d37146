// The user's notifications (/profile/notification, logged-in only): newest first, a page at a
// time down to "no more data", the unread ones marked. Opening one marks it read and goes to what
// it is about; "mark all as read" clears the badge. New ones arrive live over `/ws`.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Notification } from "@tradewind/api/notifications";
import { LoadMore } from "../../components/LoadMore.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { EmptyState } from "../../components/States.tsx";
import { formatDateTime, useLocale } from "../../i18n/format.ts";
import { useMarkNotificationsRead, useNotificationPages } from "./api/notifications.ts";
import { describeNotification } from "./message.ts";
import "./notifications.css";

export function NotificationsPage() {
  const { t } = useTranslation();
  const query = useNotificationPages();
  const mark = useMarkNotificationsRead();
  const unread = query.data?.pages.at(-1)?.unread ?? 0;

  return (
    <div className="page page--narrow notifications" data-testid="notifications-page">
      <PageHeader title={t("notifications.title")} subtitle={t("notifications.subtitle")} backTo="/profile">
        <div className="notifications__actions">
          <span className="notifications__count" data-testid="notifications-unread">
            {t("notifications.unreadCount", { count: unread })}
          </span>
          <button type="button" className="button button--secondary button--small" disabled={unread === 0 || mark.isPending} onClick={() => mark.mutate({ all: true })} data-testid="notifications-mark-all">
            {t("notifications.markAllRead")}
          </button>
        </div>
      </PageHeader>
      <NotificationList query={query} onOpen={(notification) => !notification.read && mark.mutate({ id: notification.id })} />
    </div>
  );
}

function NotificationList({ query, onOpen }: { query: ReturnType<typeof useNotificationPages>; onOpen: (notification: Notification) => void }) {
  const { t } = useTranslation();
  if (query.isPending || query.isError) return <QueryFallback query={query} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="card">
        <EmptyState message={t("notifications.empty")} />
      </div>
    );
  }
  return (
    <>
      <ul className="card notifications__list">
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} onOpen={() => onOpen(notification)} />
          </li>
        ))}
      </ul>
      <div className="notifications__more">
        <LoadMore query={query} label={t("notifications.loadMore")} loadingLabel={t("notifications.loadingMore")} testId="notifications-load-more" end={<span data-testid="notifications-no-more">{t("notifications.noMore")}</span>} />
      </div>
    </>
  );
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { title, body, to } = describeNotification(notification, t, locale);
  const className = `notification${notification.read ? "" : " notification--unread"}`;
  const content = (
    <>
      <span className="notification__dot" aria-hidden="true" />
      <span className="notification__text">
        <span className="notification__title">
          {title}
          {!notification.read && <span className="visually-hidden"> ({t("notifications.unread")})</span>}
        </span>
        <span className="notification__body">{body}</span>
        <span className="notification__meta">
          <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt, locale)}</time>
          {notification.book && <span className="notification__book">{t(`notifications.books.${notification.book}`)}</span>}
        </span>
      </span>
      {to && (
        <span className="notification__open">
          {t("notifications.view")}
          <span className="mirror-rtl" aria-hidden="true">
            ›
          </span>
        </span>
      )}
    </>
  );
  const testProps = { "data-testid": "notification", "data-kind": notification.kind, "data-read": String(notification.read) };
  return to ? (
    <Link to={to} className={className} onClick={onOpen} {...testProps}>
      {content}
    </Link>
  ) : (
    <button type="button" className={className} onClick={onOpen} {...testProps}>
      {content}
    </button>
  );
}
