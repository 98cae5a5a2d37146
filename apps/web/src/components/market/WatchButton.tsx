// The watchlist star: pressed when the instrument is watched; its label says what a press does.
import { useTranslation } from "react-i18next";
import "./MarketData.css";

export function WatchButton({ name, watched, onToggle, testId }: { name: string; watched: boolean; onToggle: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`watch-button${watched ? " watch-button--on" : ""}`}
      aria-pressed={watched}
      aria-label={watched ? t("markets.unwatch", { name }) : t("markets.watch", { name })}
      data-testid={testId}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
    </button>
  );
}
