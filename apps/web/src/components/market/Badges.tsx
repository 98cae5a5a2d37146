// Small labels of market data: where prices come from, whether a market is closed or its feed
// stale, and a signed, coloured 24 h change.
import { useTranslation } from "react-i18next";
import { useLocale } from "../../i18n/format.ts";
import { formatChangePercent } from "../../lib/market-data/format.ts";
import { directionOf } from "../../lib/market-data/sparkline.ts";
import "./MarketData.css";

/** The simulated provider's name (DESIGN §4: labelled "Simulated prices" in the UI). */
const simulatedSource = "simulated";

export function SourceBadge({ source }: { source: string | null | undefined }) {
  const { t } = useTranslation();
  if (source === null || source === undefined || source === "") return null;
  const simulated = source === simulatedSource;
  return (
    <span className={`market-badge ${simulated ? "market-badge--simulated" : "market-badge--live"}`} title={simulated ? t("markets.simulatedHint") : undefined} data-testid="source-badge">
      {simulated ? t("markets.simulated") : t("markets.live", { source })}
    </span>
  );
}

/** Nothing while the market is open and fresh; otherwise "Closed" and/or "Delayed". */
export function StatusBadge({ open, stale }: { open: boolean; stale: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {!open && (
        <span className="market-badge market-badge--closed" title={t("markets.closedHint")} data-testid="status-closed">
          {t("markets.closed")}
        </span>
      )}
      {stale && (
        <span className="market-badge market-badge--stale" title={t("markets.staleHint")} data-testid="status-stale">
          {t("markets.stale")}
        </span>
      )}
    </>
  );
}

export function ChangePercent({ value }: { value: string }) {
  const locale = useLocale();
  // The same rule colours the row's sparkline, so the two always agree.
  const tone = directionOf(value);
  return (
    <span className={`change-percent change-percent--${tone} numeric`} dir="ltr" data-testid="change-percent" data-direction={tone}>
      {formatChangePercent(value, locale)}
    </span>
  );
}
