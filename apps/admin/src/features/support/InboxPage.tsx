// The customer-service inbox (support role): tabs unassigned / mine / all with their open
// conversations and unread counts, the list newest activity first (open or closed), and the chosen
// conversation beside it with the customer's profile. Kept live by the operator's /ws frames.
import { useCallback, useEffect, useRef } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { supportInboxViews, type AdminSupportConversation, type SupportInboxView } from "@tradewind/api/admin/support";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Pager } from "../../components/Pager.tsx";
import { EmptyState, Loading } from "../../components/States.tsx";
import { formatCount, formatDateTime, useLocale } from "../../lib/format.ts";
import { inboxPageSize, useConversationList, useInboxCounts, useInboxRefresh } from "./api/support.ts";
import { ConversationPanel } from "./components/ConversationPanel.tsx";
import { useLinkState, useOperatorFrames } from "./hooks/use-operator-link.ts";
import type { OperatorFrame } from "./socket.ts";
import "./support.css";

/** Refetches of the lists and counts after a burst of frames are folded into one. */
const coalesce_ms = 300;

function parseView(value: string | null): SupportInboxView {
  return supportInboxViews.find((view) => view === value) ?? "unassigned";
}

export function InboxPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const view = parseView(search.get("view"));
  const status = search.get("status") === "closed" ? "closed" : "open";
  const page = Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);
  const counts = useInboxCounts();
  const list = useConversationList(view, status, page);
  const link = useLinkState();
  const refreshInbox = useInboxRefresh();
  const timer = useRef<number | undefined>(undefined);

  const onFrame = useCallback(
    (frame: OperatorFrame) => {
      if (frame.type === "supportTyping" || frame.type === "error") return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        refreshInbox(frame.type === "supportConversation" || frame.type === "operatorAuthenticated");
      }, coalesce_ms);
    },
    [refreshInbox],
  );
  useOperatorFrames(onFrame);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const query = (next: Partial<{ view: SupportInboxView; status: string; page: number }>) => {
    const params = new URLSearchParams(search);
    if (next.view !== undefined) params.set("view", next.view);
    if (next.status !== undefined) params.set("status", next.status);
    params.set("page", String(next.page ?? 1));
    return params;
  };
  const listSearch = search.toString() === "" ? "" : `?${search.toString()}`;

  return (
    <div className={`page inbox${id === undefined ? "" : " inbox--open"}`}>
      <div className="section-head inbox__head">
        <div>
          <h1 className="page__title">{t("support.title")}</h1>
          <p className="muted">{t("support.subtitle")}</p>
        </div>
        <span className={`badge ${link === "live" ? "badge--active" : "badge--pending"}`} role="status" data-testid="inbox-link">
          {link === "live" ? t("support.live") : t("support.connecting")}
        </span>
      </div>
      <div className="inbox__grid">
        <section className="inbox__list card" aria-label={t("support.conversations")}>
          <div className="tabs inbox__tabs" role="tablist" aria-label={t("support.conversations")}>
            {supportInboxViews.map((tab) => {
              const count = counts.data?.[tab];
              return (
                <button key={tab} type="button" role="tab" aria-selected={tab === view} className="tabs__tab" data-testid={`inbox-tab-${tab}`} onClick={() => setSearch(query({ view: tab }))}>
                  {t(`support.tabs.${tab}`)}
                  {count !== undefined && count.unread > 0 && (
                    <span className="inbox__count" aria-label={t("support.unreadCount", { count: count.unread })} data-testid={`inbox-unread-${tab}`}>
                      {formatCount(count.unread, locale)}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
          <label className="inbox__status">
            <span>{t("support.statusFilter")}</span>
            <select className="field__input" value={status} onChange={(event) => setSearch(query({ status: event.target.value }))} data-testid="inbox-status">
              <option value="open">{t("support.statuses.open")}</option>
              <option value="closed">{t("support.statuses.closed")}</option>
            </select>
          </label>
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
          ) : list.data.items.length === 0 ? (
            <EmptyState message={t("support.none")} />
          ) : (
            <>
              <ul className="inbox__rows">
                {list.data.items.map((conversation) => (
                  <li key={conversation.id}>
                    <Row conversation={conversation} active={conversation.id === id} to={`/support/${conversation.id}${listSearch}`} />
                  </li>
                ))}
              </ul>
              {list.data.total > inboxPageSize && <Pager page={page} size={inboxPageSize} total={list.data.total} onPage={(next) => setSearch(query({ page: next }))} />}
            </>
          )}
        </section>
        {id === undefined ? (
          <p className="inbox__pick card muted">{t("support.pick")}</p>
        ) : (
          <ConversationPanel key={id} id={id} onBack={() => void navigate(`/support${listSearch}`)} />
        )}
      </div>
    </div>
  );
}

function Row({ conversation, active, to }: { conversation: AdminSupportConversation; active: boolean; to: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const who = conversation.customer.kind === "user" ? conversation.customer.username : t("support.visitorId", { id: conversation.customer.visitorId });
  return (
    <Link to={to} className={`inbox__row${active ? " inbox__row--active" : ""}`} aria-current={active ? "true" : undefined} data-testid={`inbox-row-${conversation.id}`}>
      <span className="inbox__row-top">
        <strong className="inbox__who">{who}</strong>
        <time className="muted" dateTime={conversation.lastMessageAt}>
          {formatDateTime(conversation.lastMessageAt, locale)}
        </time>
      </span>
      <span className="inbox__preview">{conversation.lastMessagePreview === "" ? t("support.imagePreview") : conversation.lastMessagePreview}</span>
      <span className="inbox__row-bottom">
        <span className="muted">
          {conversation.customer.kind === "visitor" ? `${t("support.visitor")} · ` : ""}
          {conversation.assignedTo === null ? t("support.unassigned") : t("support.assignedTo", { name: conversation.assignedTo.username })}
          {" · "}
          {conversation.language.toUpperCase()}
        </span>
        {conversation.unread > 0 && (
          <span className="inbox__count" aria-label={t("support.unreadCount", { count: conversation.unread })}>
            {formatCount(conversation.unread, locale)}
          </span>
        )}
      </span>
    </Link>
  );
}
