// /help/notice (SPEC §2): notices, newest first, a page at a time. Unread ones are marked: by the
// server for a signed-in reader, by the ids this browser opened for a visitor. Opening one shows
// its text and marks it read; ?id= (a notice notification's link) opens that one.
import { useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Notice } from "@tradewind/api/content";
import { RichText } from "@tradewind/ui/RichText.tsx";
import { Icon } from "../../components/Icon.tsx";
import { LoadMore } from "../../components/LoadMore.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { EmptyState } from "../../components/States.tsx";
import { formatDateTime, useLocale } from "../../i18n/format.ts";
import { useSession } from "../../lib/session.ts";
import { useNoticePages, useReadNotice } from "./api/content.ts";
import { FallbackMark } from "./components/FallbackMark.tsx";
import { useVisitorReadIds } from "./hooks/use-visitor-read-ids.ts";
import { markVisitorNoticeRead } from "./read-notices.ts";
import "./content.css";

export function NoticePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const { loggedIn } = useSession();
  const pages = useNoticePages();
  const readNotice = useReadNotice();
  const visitorRead = useVisitorReadIds();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const notices = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const linked = search.get("id");

  function isUnread(notice: Notice): boolean {
    return notice.unread ?? !visitorRead.has(notice.id);
  }

  function markRead(notice: Notice) {
    if (!isUnread(notice)) return;
    if (loggedIn && notice.unread !== null) readNotice.mutate(notice.id);
    else markVisitorNoticeRead(notice.id);
  }

  // A linked notice opens, scrolls into view and is read, once, when it is on the loaded pages.
  const linkedNotice = linked === null ? undefined : notices.find((notice) => notice.id === linked);
  const handledLink = useRef<string | null>(null);
  useEffect(() => {
    if (linkedNotice === undefined || handledLink.current === linkedNotice.id) return;
    handledLink.current = linkedNotice.id;
    setOpen((current) => new Set(current).add(linkedNotice.id));
    window.setTimeout(() => document.getElementById(`notice-${linkedNotice.id}`)?.scrollIntoView({ block: "start" }), 50);
    markRead(linkedNotice);
  });

  function toggle(notice: Notice) {
    const opening = !open.has(notice.id);
    setOpen((current) => {
      const next = new Set(current);
      if (opening) next.add(notice.id);
      else next.delete(notice.id);
      return next;
    });
    if (opening) markRead(notice);
  }

  const unreadCount = loggedIn ? (pages.data?.pages[0]?.unreadCount ?? null) : null;
  return (
    <div className="page page--narrow content-page" data-testid="notice-page">
      <PageHeader title={t("help.noticeTitle")} subtitle={unreadCount !== null && unreadCount > 0 ? t("help.noticeUnreadCount", { count: unreadCount }) : t("help.noticeSubtitle")} backTo="/help" />
      {pages.isPending || pages.isError ? (
        <QueryFallback query={pages} />
      ) : notices.length === 0 ? (
        <div className="card">
          <EmptyState message={t("help.noticeEmpty")} />
        </div>
      ) : (
        <>
          <ul className="notice-list">
            {notices.map((notice) => {
              const expanded = open.has(notice.id);
              const unread = isUnread(notice);
              return (
                <li key={notice.id} id={`notice-${notice.id}`} className={unread ? "notice card notice--unread" : "notice card"} data-unread={unread}>
                  <button type="button" className="notice__head" aria-expanded={expanded} aria-controls={`notice-body-${notice.id}`} onClick={() => toggle(notice)} data-testid={`notice-item-${notice.id}`}>
                    <span className="notice__icon">
                      <Icon name="megaphone" size={20} />
                      {unread && (
                        <span className="notice__dot" data-testid="notice-unread">
                          <span className="visually-hidden">{t("help.unread")}</span>
                        </span>
                      )}
                    </span>
                    <span className="notice__text">
                      <span className="notice__title">{notice.title}</span>
                      <time className="notice__time" dateTime={notice.publishedAt}>
                        {formatDateTime(notice.publishedAt, locale)}
                      </time>
                    </span>
                    <Icon name="chevron" size={18} className={expanded ? "faq-item__chevron faq-item__chevron--open" : "faq-item__chevron mirror-rtl"} />
                  </button>
                  {expanded && (
                    <div id={`notice-body-${notice.id}`} className="notice__body" data-testid={`notice-body-${notice.id}`}>
                      {notice.fallback && <FallbackMark testId={`notice-fallback-${notice.id}`} />}
                      <RichText html={notice.body} className="rich-text" />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="content-more">
            <LoadMore query={pages} label={t("help.loadMore")} loadingLabel={t("common.loading")} testId="notice-load-more" end={<p className="content-more__end">{t("help.noMore")}</p>} />
          </div>
        </>
      )}
    </div>
  );
}
