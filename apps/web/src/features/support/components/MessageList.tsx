// The conversation: the customer's messages on the inline-end side with their ticks (sending,
// sent, delivered, read, or not sent with a retry), support's on the start side with the agent's
// name. Every text is rendered as React text (white-space keeps its lines), never as HTML.
import { useTranslation } from "react-i18next";
import type { SupportMessage } from "@tradewind/api/support";
import { LoadMore } from "../../../components/LoadMore.tsx";
import { useLocale } from "../../../i18n/format.ts";
import type { SupportIdentity } from "../api/support.ts";
import { statusOf, type MessageStatus, type PendingMessage } from "@tradewind/ui/support-chat.ts";
import { useChatScroll, type ChatLogProps } from "@tradewind/ui/chat-view.ts";
import { SupportImage } from "./SupportImage.tsx";

interface MessageListProps extends ChatLogProps {
  identity: SupportIdentity;
  supportTyping: boolean;
}

export function MessageList({ identity, messages, pending, hasEarlier, loadingEarlier, onLoadEarlier, onRetry, supportTyping }: MessageListProps) {
  const { t } = useTranslation();
  // New messages scroll to the bottom; older ones loaded above keep the view where it was.
  const scroller = useChatScroll(messages, pending, supportTyping);

  return (
    <div className="kefu__messages" ref={scroller} role="log" aria-live="polite" aria-label={t("support.title")} data-testid="kefu-messages">
      <div className="kefu__earlier">
        <LoadMore
          query={{ hasNextPage: hasEarlier, fetchNextPage: onLoadEarlier, isFetchingNextPage: loadingEarlier }}
          label={t("support.loadEarlier")}
          loadingLabel={t("common.loading")}
          testId="kefu-load-earlier"
          end={messages.length > 0 ? <p className="kefu__start">{t("support.start")}</p> : null}
        />
      </div>
      {messages.length === 0 && pending.length === 0 && <p className="kefu__empty">{t("support.empty")}</p>}
      {messages.map((message) => (
        <Bubble key={message.id} identity={identity} message={message} />
      ))}
      {pending.map((message) => (
        <PendingBubble key={message.clientMessageId} identity={identity} message={message} onRetry={onRetry} />
      ))}
      {supportTyping && (
        <p className="kefu__typing" role="status" data-testid="kefu-typing">
          <span className="kefu__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t("support.typing")}
        </p>
      )}
    </div>
  );
}

function Bubble({ identity, message }: { identity: SupportIdentity; message: SupportMessage }) {
  const { t } = useTranslation();
  const own = message.sender === "customer";
  return (
    <div className={`kefu__row${own ? " kefu__row--own" : ""}`}>
      <div className={`kefu__bubble${own ? " kefu__bubble--own" : ""}`} data-testid="kefu-message" data-author={own ? "user" : "support"} data-id={message.id} data-status={own ? statusOf(message) : undefined}>
        {!own && <span className="kefu__author">{message.operatorName === null ? t("support.agent") : t("support.agentNamed", { name: message.operatorName })}</span>}
        <Content identity={identity} text={message.text} imageId={message.imageId} />
        <Meta createdAt={message.createdAt} status={own ? statusOf(message) : null} testId={own ? `kefu-status-${message.id}` : undefined} />
      </div>
    </div>
  );
}

function PendingBubble({ identity, message, onRetry }: { identity: SupportIdentity; message: PendingMessage; onRetry: (clientMessageId: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="kefu__row kefu__row--own">
      <div className={`kefu__bubble kefu__bubble--own${message.state === "failed" ? " kefu__bubble--failed" : ""}`} data-testid="kefu-message" data-author="user" data-status={message.state}>
        <Content identity={identity} text={message.text} imageId={message.imageId} />
        <Meta createdAt={message.createdAt} status={message.state} />
        {message.state === "failed" && (
          <p className="kefu__failed" role="alert">
            {message.error}{" "}
            <button type="button" className="kefu__retry" onClick={() => onRetry(message.clientMessageId)} data-testid="kefu-retry">
              {t("support.retry")}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}

function Content({ identity, text, imageId }: { identity: SupportIdentity; text: string | null; imageId: string | null }) {
  if (imageId !== null) return <SupportImage identity={identity} imageId={imageId} />;
  return <p className="kefu__text">{text}</p>;
}

const tickMarks: Record<MessageStatus, string> = { sending: "◷", failed: "!", sent: "✓", delivered: "✓✓", read: "✓✓" };

function Meta({ createdAt, status, testId }: { createdAt: string; status: MessageStatus | null; testId?: string | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(new Date(createdAt));
  return (
    <span className="kefu__meta">
      <time dateTime={createdAt} title={new Date(createdAt).toLocaleString(locale)}>
        {time}
      </time>
      {status !== null && (
        <span className={`kefu__tick kefu__tick--${status}`} title={t(`support.status.${status}`)} data-testid={testId}>
          <span aria-hidden="true">{tickMarks[status]}</span>
          <span className="visually-hidden">{t(`support.status.${status}`)}</span>
        </span>
      )}
    </span>
  );
}
