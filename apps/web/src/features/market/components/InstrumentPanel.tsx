// The selected instrument on /market: header with the watchlist star, session and stale notices,
// the chart with its interval switcher, the 24 h figures with the user's positions under them,
// and the order panel.
import { useTranslation } from "react-i18next";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { EmptyState } from "../../../components/States.tsx";
import { WatchButton } from "../../../components/market/WatchButton.tsx";
import { ChartPanel } from "../../../components/market/ChartPanel.tsx";
import { InstrumentDetailSkeleton, InstrumentHeader, InstrumentStats, SessionNotice } from "../../../components/market/InstrumentDetail.tsx";
import type { CandleInterval } from "../../../lib/market-data/candles.ts";
import { isUnknownInstrument, useLiveQuote, useMarketInfo } from "../../../lib/market-data/use-instrument.ts";
import { PositionsPanel } from "../../../components/orders/PositionsPanel.tsx";
import { OrderPanel } from "./order-panel/OrderPanel.tsx";
import { AlertsPanel } from "../../../components/alerts/AlertsPanel.tsx";
import { useSession } from "../../../lib/session.ts";

export interface InstrumentPanelProps {
  code: string;
  logo: string | undefined;
  interval: CandleInterval;
  onIntervalChange: (interval: CandleInterval) => void;
  watched: boolean;
  onToggleWatch: () => void;
}

export function InstrumentPanel({ code, logo, interval, onIntervalChange, watched, onToggleWatch }: InstrumentPanelProps) {
  const { t } = useTranslation();
  const info = useMarketInfo(code);
  const live = useLiveQuote(code);
  const { loggedIn } = useSession();

  if (info.isError && isUnknownInstrument(info.error)) return <EmptyState message={t("marketPage.notFound", { code })} />;
  return (
    <div className="instrument-panel" data-testid="instrument-panel" data-code={code}>
      {info.isPending ? (
        <InstrumentDetailSkeleton />
      ) : info.isError ? (
        <ErrorState message={errorMessage(info.error)} onRetry={() => void info.refetch()} />
      ) : (
        <>
          <InstrumentHeader
            view={{ info: info.data, live }}
            logo={logo}
            actions={<WatchButton name={info.data.name} watched={watched} onToggle={onToggleWatch} testId="detail-watch" />}
          />
          <SessionNotice view={{ info: info.data, live }} />
        </>
      )}
      <ChartPanel code={code} interval={interval} onIntervalChange={onIntervalChange} />
      <div className="instrument-panel__lower">
        {info.data === undefined ? (
          <InstrumentDetailSkeleton />
        ) : (
          <>
            <div className="instrument-panel__side">
              <InstrumentStats view={{ info: info.data, live }} />
              <PositionsPanel code={code} name={info.data.name} />
              {loggedIn && <AlertsPanel code={code} />}
            </div>
            <OrderPanel view={{ info: info.data, live }} />
          </>
        )}
      </div>
    </div>
  );
}
