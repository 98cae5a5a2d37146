// The user's own security history, newest first: what happened, when, from which address and device.
import { useTranslation } from "react-i18next";
import type { SecurityEvent } from "@tradewind/api/security";
import { EmptyState } from "../../../components/States.tsx";
import { deviceName } from "../device-name.ts";

export function SecurityHistory({ events }: { events: readonly SecurityEvent[] }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className="card card--padded security__section" aria-labelledby="security-history" data-testid="security-history">
      <h2 id="security-history" className="security__title">
        {t("security.historyTitle")}
      </h2>
      {events.length === 0 ? (
        <EmptyState message={t("security.historyEmpty")} />
      ) : (
        <ul className="security__events">
          {events.map((event) => (
            <li key={event.id} className="security__event" data-testid={`security-event-${event.kind}`}>
              <span className={`security__event-kind${event.kind === "second_factor_failed" ? " security__event-kind--alert" : ""}`}>{t(`security.events.${event.kind}`)}</span>
              <time dateTime={event.createdAt}>{when.format(new Date(event.createdAt))}</time>
              <span className="security__event-where" dir="ltr">
                {t("security.historyWhere", { ip: event.ip, device: deviceName(event.userAgent) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
