// The interval switcher above the candle chart of one instrument, history plus live candles.
import { errorMessage } from "@tradewind/ui/api-core.ts";
import type { CandleInterval } from "../../lib/market-data/candles.ts";
import { useCandles } from "../../lib/market-data/use-instrument.ts";
import { CandleChart } from "./CandleChart.tsx";
import { IntervalSwitcher } from "./IntervalSwitcher.tsx";
import "./ChartPanel.css";

export function ChartPanel({ code, interval, onIntervalChange }: { code: string; interval: CandleInterval; onIntervalChange: (interval: CandleInterval) => void }) {
  const history = useCandles(code, interval);
  return (
    <section className="chart-panel card">
      <IntervalSwitcher value={interval} onChange={onIntervalChange} />
      <div className="chart-panel__chart">
        <CandleChart
          candles={history.data?.candles}
          error={history.isError ? errorMessage(history.error) : null}
          onRetry={() => void history.refetch()}
        />
      </div>
    </section>
  );
}
