// Where the account is signed in: each live session's device, address, sign-in and last use,
// with a way to end any other one, or all others at once.
import { useTranslation } from "react-i18next";
import type { Session } from "@tradewind/api/security";
import { QueryFallback } from "../../../components/QueryFallback.tsx";
import { useToast } from "../../../components/Toast.tsx";
import { useEndOtherSessions, useEndSession, useSessions } from "../api/security.ts";
import { deviceName } from "../device-name.ts";

export function SessionsCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  if (sessions.isPending || sessions.isError) return <QueryFallback query={sessions} lines={3} />;
  const hasOthers = sessions.data.sessions.some((session) => !session.current);
  return (
    <section className="card card--padded security__section" aria-labelledby="security-sessions" data-testid="sessions-card">
      <div className="security__row">
        <h2 id="security-sessions" className="security__title">
          {t("security.sessionsTitle")}
        </h2>
        {hasOthers && (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={endOthers.isPending}
            onClick={() => endOthers.mutate(undefined, { onSuccess: (result) => toast(t("security.othersEnded", { count: result.ended })) })}
            data-testid="sessions-end-others"
          >
            {t("security.endOthers")}
          </button>
        )}
      </div>
      <p className="security__hint">{t("security.sessionsHint")}</p>
      <ul className="security__events">
        {sessions.data.sessions.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
    </section>
  );
}

function SessionRow({ session }: { session: Session }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const end = useEndSession();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <li className="security__event" data-testid={session.current ? "session-current" : "session-other"}>
      <span className="security__event-kind">
        {deviceName(session.userAgent)}
        {session.current && <span className="security__badge security__badge--on security__this-device">{t("security.thisDevice")}</span>}
      </span>
      {!session.current && (
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={end.isPending}
          onClick={() => end.mutate(session.id, { onSuccess: () => toast(t("security.sessionEnded")) })}
          data-testid={`session-end-${session.id}`}
        >
          {t("security.endSession")}
        </button>
      )}
      <span className="security__event-where">
        <span dir="ltr">{session.ip}</span> · {t("security.signedInAt", { time: when.format(new Date(session.createdAt)) })}
        {session.lastSeenAt !== null && <> · {t("security.lastSeen", { time: when.format(new Date(session.lastSeenAt)) })}</>}
      </span>
    </li>
  );
}
