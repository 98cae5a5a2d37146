// The sparkline of a market row: the server's `hundred`, up to 100 prices a minute apart. Drawn
// left to right (oldest first) in every language, coloured by the sign of the 24h change shown in
// the same row; no points, no line.
import { useTranslation } from "react-i18next";
import { directionOf, sparklineGeometry } from "../../lib/market-data/sparkline.ts";
import "./MarketData.css";

/** `change` is the row's 24h change (zdf), which decides the colour. */
export function Sparkline({ prices, change, name, width = 120, height = 36 }: { prices: readonly string[]; change: string; name: string; width?: number; height?: number }) {
  const { t } = useTranslation();
  const { points } = sparklineGeometry(prices, width, height);
  const direction = directionOf(change);
  if (points === "") {
    return (
      <span className="sparkline sparkline--empty" style={{ inlineSize: width, blockSize: height }} data-testid="sparkline-empty">
        {t("markets.sparklineEmpty")}
      </span>
    );
  }
  return (
    <svg
      className={`sparkline sparkline--${direction}`}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={t("markets.sparklineLabel", { name })}
      data-testid="sparkline"
      data-direction={direction}
      // The time axis stays left-to-right under dir="rtl".
      direction="ltr"
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
