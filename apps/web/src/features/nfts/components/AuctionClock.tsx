// Where an auction stands in time, ticking every second: "Starts in 2d 03:10:05" before it
// opens, "Ends in 00:00:42" while live (an anti-sniping extension moves the end; the new end
// comes with the bid's `/ws` frame), "Sold" or "Ended" with the time afterwards ("Ended,
// settling" while the settlement job has not yet moved the winner's money). At zero the
// items are fetched again a moment later: the server's clock decides the new status.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { NftItem } from "@tradewind/api/nfts";
import { formatDateTime, useLocale } from "../../../i18n/format.ts";
import { countdownParts } from "../../../lib/countdown.ts";
import { useNow } from "../../../lib/orders/hooks.ts";
import { invalidateNfts } from "../api/nfts.ts";

const refetchAfterDue_ms = 2_000;

export function AuctionClock({ item }: { item: NftItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const running = item.status === "upcoming" || item.status === "live";
  const now = useNow(running);
  const target = item.status === "upcoming" ? item.startsAt : item.endsAt;
  const parts = running ? countdownParts(Date.parse(target), now) : null;
  const due = running && parts === null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!due) return;
    const timer = window.setTimeout(() => invalidateNfts(queryClient), refetchAfterDue_ms);
    return () => window.clearTimeout(timer);
  }, [due, queryClient]);

  if (!running || parts === null) {
    const at = item.status === "sold" && item.soldAt !== null ? item.soldAt : item.endsAt;
    const label = item.status === "sold" ? (item.settled ? t("nfts.soldAt") : t("nfts.settling")) : running ? t("nfts.closing") : t("nfts.endedAt");
    return (
      <span className="nft-clock nft-clock--ended" data-testid="nft-countdown" data-state="ended">
        <span className="nft-clock__label">{label}</span>
        <time dateTime={at} className="nft-clock__at">
          {formatDateTime(at, locale)}
        </time>
      </span>
    );
  }
  return (
    <span className={`nft-clock nft-clock--${item.status}`} data-testid="nft-countdown" data-state={item.status} data-ends-at={target}>
      <span className="nft-clock__label">{item.status === "upcoming" ? t("nfts.startsIn") : t("nfts.endsIn")}</span>
      <time dateTime={target} className="nft-clock__time">
        {parts.days > 0 && <span>{new Intl.NumberFormat(locale, { style: "unit", unit: "day", unitDisplay: "narrow" }).format(parts.days)} </span>}
        <span className="numeric" dir="ltr">
          {parts.clock}
        </span>
      </time>
    </span>
  );
}
