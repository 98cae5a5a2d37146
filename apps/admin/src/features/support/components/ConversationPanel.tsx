// One conversation for the operator: who it is with and its state, assign (to me or to another
// support operator), close with a note, the messages (text rendered as text, images through the
// operator's image endpoint) with the customer's typing, the reply box with canned replies in the
// conversation's language and image sending, and the customer's profile beside it.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getSupportImageForOperator, type AdminSupportConversation } from "@tradewind/api/admin/support";
import type { SupportMessage } from "@tradewind/api/support";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { statusOf, type MessageStatus } from "@tradewind/ui/support-chat.ts";
import { useChatScroll, type ChatLogProps } from "@tradewind/ui/chat-view.ts";
import { Select } from "../../../components/Field.tsx";
import { Modal } from "../../../components/Modal.tsx";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { SecureImage } from "../../../components/SecureImage.tsx";
import { Loading } from "../../../components/States.tsx";
import { formatDateTime, useLocale } from "../../../lib/format.ts";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { useMe } from "../../../lib/operator.ts";
import { useConversation, useSupportOperators, useSupportWrites } from "../api/support.ts";
import { ProfilePanel } from "./ProfilePanel.tsx";
import { ReplyBox } from "./ReplyBox.tsx";
import { useConversationMessages } from "../hooks/use-conversation-messages.ts";

export function ConversationPanel({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const conversation = useConversation(id);
  if (conversation.isPending) return <section className="inbox__conversation card"><Loading /></section>;
  if (conversation.isError) return <section className="inbox__conversation card"><ErrorState message={errorMessage(conversation.error)} onRetry={() => void conversation.refetch()} /></section>;
  const { conversation: data, profile } = conversation.data;
  return (
    <>
      <section className="inbox__conversation card" aria-label={t("support.conversation")} data-testid="inbox-conversation">
        <button type="button" className="back-link inbox__back" onClick={onBack}>
          {t("support.back")}
        </button>
        <Conversation conversation={data} />
      </section>
      <ProfilePanel profile={profile} />
    </>
  );
}

function Conversation({ conversation }: { conversation: AdminSupportConversation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useMe();
  const writes = useSupportWrites(conversation.id);
  const chat = useConversationMessages(conversation.id, true);
  const [dialog, setDialog] = useState<"close" | "assign" | null>(null);
  const [assignError, setAssignError] = useState<string | null>(null);
  const open = conversation.status === "open";
  const mine = conversation.assignedTo !== null && conversation.assignedTo.id === me.data?.id;
  const who = conversation.customer.kind === "user" ? conversation.customer.username : t("support.visitorId", { id: conversation.customer.visitorId });

  const assignToMe = () => {
    setAssignError(null);
    writes.assign().catch((error: unknown) => setAssignError(errorMessage(error)));
  };

  return (
    <>
      <header className="inbox__conv-head">
        <div>
          <h2 className="section-title">{who}</h2>
          <p className="muted">
            <span className={`badge ${open ? "badge--active" : "badge--disabled"}`}>{t(`support.statuses.${conversation.status}`)}</span>{" "}
            {conversation.assignedTo === null ? t("support.unassigned") : t("support.assignedTo", { name: conversation.assignedTo.username })}
            {" · "}
            {t("support.languageIs", { language: conversation.language.toUpperCase() })}
          </p>
        </div>
        {open && (
          <div className="actions">
            {!mine && (
              <button type="button" className="button button--small" onClick={assignToMe} data-testid="inbox-assign-me">
                {t("support.assignMe")}
              </button>
            )}
            <button type="button" className="button button--secondary button--small" onClick={() => setDialog("assign")} data-testid="inbox-assign-other">
              {t("support.assignOther")}
            </button>
            <button type="button" className="button button--danger button--small" onClick={() => setDialog("close")} data-testid="inbox-close">
              {t("support.close")}
            </button>
          </div>
        )}
      </header>
      {assignError !== null && (
        <p className="form-error" role="alert">
          {assignError}
        </p>
      )}
      {!open && conversation.closeNote !== null && (
        <p className="notice" data-testid="inbox-closed-note">
          {t("support.closedBy", { name: conversation.closedBy?.username ?? "—", date: conversation.closedAt === null ? "—" : formatDateTime(conversation.closedAt, locale) })}{" "}
          <span className="inbox__note">{conversation.closeNote}</span>
        </p>
      )}
      {chat.loadError !== null && !chat.loaded ? (
        <ErrorState message={errorMessage(chat.loadError)} onRetry={chat.reload} />
      ) : !chat.loaded ? (
        <Loading />
      ) : (
        <MessageLog messages={chat.messages} pending={chat.pending} hasEarlier={chat.hasEarlier} loadingEarlier={chat.loadingEarlier} onLoadEarlier={() => void chat.loadEarlier()} onRetry={chat.retry} customerTyping={chat.customerTyping} />
      )}
      {open ? <ReplyBox language={conversation.language} onSend={chat.send} onTyping={chat.typing} /> : <p className="muted inbox__closed">{t("support.closedNoReply")}</p>}
      {dialog === "close" && (
        <ReasonDialog
          title={t("support.closeTitle")}
          submitLabel={t("support.closeSubmit")}
          reasonLabel={t("support.closeNote")}
          reasonHint={t("support.closeHint")}
          danger
          testId="inbox-close-dialog"
          onClose={() => setDialog(null)}
          onSubmit={(note) => writes.close(note)}
        />
      )}
      {dialog === "assign" && <AssignDialog current={conversation.assignedTo?.id ?? null} onClose={() => setDialog(null)} onAssign={(operatorId) => writes.assign(operatorId)} />}
    </>
  );
}

function AssignDialog({ current, onClose, onAssign }: { current: string | null; onClose: () => void; onAssign: (operatorId: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const operators = useSupportOperators();
  const [choice, setChoice] = useState(current ?? "");
  const { error, busy, submitWith } = useFormSubmit();
  const submit = submitWith(
    async () => {
      await onAssign(choice);
      onClose();
    },
    () => (choice === "" ? t("support.assignPick") : undefined),
  );
  return (
    <Modal title={t("support.assignTitle")} onClose={onClose} testId="inbox-assign-dialog">
      <form className="form" onSubmit={submit} noValidate>
        {operators.isPending ? (
          <Loading />
        ) : operators.isError ? (
          <ErrorState message={errorMessage(operators.error)} onRetry={() => void operators.refetch()} />
        ) : (
          <Select label={t("support.operator")} value={choice} onChange={(event) => setChoice(event.target.value)} data-testid="inbox-assign-select">
            <option value="">{t("support.assignPick")}</option>
            {operators.data.items.map((operator) => (
              <option key={operator.id} value={operator.id}>
                {operator.username}
              </option>
            ))}
          </Select>
        )}
        {error !== undefined && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="form__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="button" disabled={busy || choice === ""} data-testid="inbox-assign-submit">
            {t("support.assignSubmit")}
          </button>
        </div>
      </form>
    </Modal>
  );
}

interface MessageLogProps extends ChatLogProps {
  customerTyping: boolean;
}

function MessageLog({ messages, pending, hasEarlier, loadingEarlier, onLoadEarlier, onRetry, customerTyping }: MessageLogProps) {
  const { t } = useTranslation();
  const scroller = useChatScroll(messages, pending, customerTyping);

  return (
    <div className="inbox__messages" ref={scroller} role="log" aria-live="polite" data-testid="inbox-messages">
      <div className="inbox__earlier">
        {hasEarlier ? (
          <button type="button" className="button button--secondary button--small" onClick={onLoadEarlier} disabled={loadingEarlier} data-testid="inbox-load-earlier">
            {loadingEarlier ? t("common.loading") : t("support.loadEarlier")}
          </button>
        ) : (
          messages.length > 0 && <p className="muted">{t("support.start")}</p>
        )}
      </div>
      {messages.length === 0 && pending.length === 0 && <p className="muted">{t("support.noMessages")}</p>}
      {messages.map((message) => (
        <Bubble key={message.id} message={message} />
      ))}
      {pending.map((message) => (
        <div key={message.clientMessageId} className="inbox__msg inbox__msg--own">
          <div className={`inbox__bubble inbox__bubble--own${message.state === "failed" ? " inbox__bubble--failed" : ""}`} data-testid="inbox-message" data-author="support" data-status={message.state}>
            {message.text !== null && <p className="inbox__text">{message.text}</p>}
            {message.imageId !== null && <p className="muted">{t("support.image")}</p>}
            <Meta createdAt={message.createdAt} status={message.state} />
            {message.state === "failed" && (
              <p className="inbox__failed" role="alert">
                {message.error}{" "}
                <button type="button" className="button button--secondary button--small" onClick={() => onRetry(message.clientMessageId)}>
                  {t("support.retry")}
                </button>
              </p>
            )}
          </div>
        </div>
      ))}
      {customerTyping && (
        <p className="muted inbox__typing" role="status" data-testid="inbox-typing">
          {t("support.typing")}
        </p>
      )}
    </div>
  );
}

function Bubble({ message }: { message: SupportMessage }) {
  const { t } = useTranslation();
  const own = message.sender === "operator";
  return (
    <div className={`inbox__msg${own ? " inbox__msg--own" : ""}`}>
      <div className={`inbox__bubble${own ? " inbox__bubble--own" : ""}`} data-testid="inbox-message" data-author={own ? "support" : "user"} data-id={message.id} data-status={own ? statusOf(message) : undefined}>
        {own && message.operatorName !== null && <span className="inbox__author">{message.operatorName}</span>}
        {message.imageId !== null ? <SecureImage uploadId={message.imageId} alt={t("support.image")} source={getSupportImageForOperator} /> : <p className="inbox__text">{message.text}</p>}
        <Meta createdAt={message.createdAt} status={own ? statusOf(message) : null} />
      </div>
    </div>
  );
}

function Meta({ createdAt, status }: { createdAt: string; status: MessageStatus | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <span className="inbox__meta">
      <time dateTime={createdAt}>{formatDateTime(createdAt, locale)}</time>
      {status !== null && <span className={`inbox__tick inbox__tick--${status}`}>{t(`support.status.${status}`)}</span>}
    </span>
  );
}
