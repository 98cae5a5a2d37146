// "Next earnings in 05:12:09", ticking every second from the instant the server named. At zero
// the day is being paid: the plans are fetched again once, a few seconds later, so the paid
// day, the income and the next instant appear without a reload.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatDateTime, useLocale } from "../../../i18n/format.ts";
import { useNow } from "../../../lib/orders/hooks.ts";
import { invalidatePlans } from "../api/plans.ts";
import { countdownParts } from "../../../lib/countdown.ts";
import { formatDays } from "../terms.ts";

/** How long after the instant the plans are fetched again: the accrual job runs on its own beat. */
const refetchAfterDue_ms = 5_000;

export function Countdown({ target_ms }: { target_ms: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow(true);
  const parts = countdownParts(target_ms, now);
  const due = parts === null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!due) return;
    const timer = window.setTimeout(() => invalidatePlans(queryClient), refetchAfterDue_ms);
    return () => window.clearTimeout(timer);
  }, [due, queryClient]);
  const at = new Date(target_ms).toISOString();
  return (
    <span className="smart-countdown" data-testid="smart-countdown">
      {parts === null ? (
        <span className="smart-countdown__clock">{t("smart.paying")}</span>
      ) : (
        <time dateTime={at} className="smart-countdown__clock">
          {parts.days > 0 && `${formatDays(parts.days, locale, "narrow")} `}
          <span className="numeric" dir="ltr">
            {parts.clock}
          </span>
        </time>
      )}
      <span className="smart-countdown__at">{formatDateTime(at, locale)}</span>
    </span>
  );
}
