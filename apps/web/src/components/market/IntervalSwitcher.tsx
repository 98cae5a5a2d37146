// The chart interval buttons (1m … 1w), a single-choice group.
import { useTranslation } from "react-i18next";
import { candleIntervals } from "@tradewind/api/market-rules";
import type { CandleInterval } from "../../lib/market-data/candles.ts";

export function IntervalSwitcher({ value, onChange }: { value: CandleInterval; onChange: (interval: CandleInterval) => void }) {
  const { t } = useTranslation();
  return (
    <div className="interval-switcher" role="group" aria-label={t("marketPage.intervalsLabel")} data-testid="interval-switcher">
      {candleIntervals.map((interval) => (
        <button
          key={interval}
          type="button"
          className={`interval-switcher__button${interval === value ? " interval-switcher__button--active" : ""}`}
          aria-pressed={interval === value}
          data-testid={`interval-${interval}`}
          onClick={() => onChange(interval)}
        >
          {t(`marketPage.intervals.${interval}`)}
        </button>
      ))}
    </div>
  );
}
