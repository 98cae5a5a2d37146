// /profile/kefu (SPEC §2): live customer service for signed-in users and visitors. A visitor
// gets a temporary identity from the server the first time (kept in this browser); signing in
// later moves the visitor's conversation to the account (ServiceLink links it).
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Skeleton } from "../../components/States.tsx";
import { useSession } from "../../lib/session.ts";
import { createVisitor, useSupportIdentity, useSupportState } from "./api/support.ts";
import { Composer } from "./components/Composer.tsx";
import { MessageList } from "./components/MessageList.tsx";
import { useSupportChat } from "./hooks/use-support-chat.ts";
import "./kefu.css";

export function KefuPage() {
  const { t } = useTranslation();
  const identity = useSupportIdentity();
  const { loggedIn } = useSession();
  const [visitorError, setVisitorError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  // A visitor without an identity yet gets one (again after the server refused an old one).
  useEffect(() => {
    if (identity !== null || loggedIn) return;
    let cancelled = false;
    createVisitor().catch((error: unknown) => {
      if (!cancelled) setVisitorError(error);
    });
    return () => {
      cancelled = true;
    };
  }, [identity, loggedIn, attempt]);

  const chat = useSupportChat(identity);
  const state = useSupportState(identity);
  const closed = state.data !== undefined && state.data.conversation === null && chat.messages.length > 0;

  return (
    <div className="page kefu" data-testid="kefu-page">
      <header className="kefu__head">
        <div>
          <h1 className="page__title">{t("support.title")}</h1>
          <p className="kefu__subtitle">{t("support.subtitle")}</p>
        </div>
      </header>
      {identity?.kind === "visitor" && (
        <p className="kefu__visitor" data-testid="kefu-visitor-note">
          {t("support.visitorNote")}{" "}
          <Link to={`/pass/login?redirect=${encodeURIComponent("/profile/kefu")}`} data-testid="kefu-login">
            {t("support.login")}
          </Link>
        </p>
      )}
      <section className="kefu__panel card">
        {identity === null ? (
          visitorError !== null ? (
            <ErrorState
              message={errorMessage(visitorError)}
              onRetry={() => {
                setVisitorError(null);
                setAttempt((count) => count + 1);
              }}
            />
          ) : (
            <Skeleton lines={4} label={t("support.starting")} />
          )
        ) : chat.loadError !== null && !chat.loaded ? (
          <ErrorState message={errorMessage(chat.loadError)} onRetry={chat.reload} />
        ) : !chat.loaded ? (
          <Skeleton lines={4} />
        ) : (
          <>
            <MessageList
              identity={identity}
              messages={chat.messages}
              pending={chat.pending}
              hasEarlier={chat.hasEarlier}
              loadingEarlier={chat.loadingEarlier}
              onLoadEarlier={() => void chat.loadEarlier()}
              onRetry={chat.retry}
              supportTyping={chat.supportTyping}
            />
            {closed && (
              <p className="kefu__closed" role="status" data-testid="kefu-closed">
                {t("support.closed")}
              </p>
            )}
            <Composer canAttach={identity.kind === "user"} onSend={chat.send} onTyping={chat.typing} />
          </>
        )}
      </section>
    </div>
  );
}
