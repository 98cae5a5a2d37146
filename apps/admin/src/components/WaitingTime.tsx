// How long a queue item has waited, refreshed each minute, with a visible flag once it passes
// the queue's promise (the KYC queue's 48 hours).
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../lib/format.ts";
import { formatWaiting, waitingSince } from "../lib/waiting.ts";

const tick_ms = 60_000;

function useNow(): number {
  const [now_ms, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), tick_ms);
    return () => window.clearInterval(timer);
  }, []);
  return now_ms;
}

export function WaitingTime({ since, overdueAfter_h }: { since: string; overdueAfter_h?: number | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const waiting = waitingSince(since, useNow(), overdueAfter_h);
  return (
    <span className="waiting" data-testid="waiting">
      {formatWaiting(waiting, locale)}
      {waiting.overdue && overdueAfter_h !== undefined && (
        <span className="badge badge--overdue" data-testid="overdue">
          {t("review.overdue", { hours: overdueAfter_h })}
        </span>
      )}
    </span>
  );
}
