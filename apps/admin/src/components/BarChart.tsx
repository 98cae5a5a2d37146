// A plain SVG bar chart of one figure per day. Bar heights are pixels, so each value becomes a
// JS number only to scale its bar; the labels show the exact decimal strings through Intl.
import { useTranslation } from "react-i18next";

export interface Bar {
  label: string;
  value: string;
  display: string;
  /** What fits above a bar ("1.23M"); the full display is the bar's title. */
  compact: string;
}

const width = 700;
const height = 200;
const labelSpace = 28;
const gap = 6;

export function BarChart({ bars, title }: { bars: readonly Bar[]; title: string }) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === "rtl";
  const scaled = bars.map((bar) => Math.max(0, Number(bar.value) || 0));
  const top = Math.max(...scaled, 0);
  const slot = width / Math.max(1, bars.length);
  const plot = height - labelSpace;
  return (
    <svg className="bar-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} data-testid="bar-chart">
      <line x1={0} x2={width} y1={plot} y2={plot} className="bar-chart__axis" />
      {bars.map((bar, index) => {
        const barHeight = top === 0 ? 0 : ((scaled[index] ?? 0) / top) * (plot - 16);
        // Right to left reads the days from the right edge, like the text around it.
        const x = (rtl ? bars.length - 1 - index : index) * slot + gap / 2;
        return (
          <g key={bar.label}>
            <title>{`${bar.label}: ${bar.display}`}</title>
            {top > 0 && (
              <text x={x + (slot - gap) / 2} y={plot - barHeight - 4} textAnchor="middle" className="bar-chart__value">
                {bar.compact}
              </text>
            )}
            <rect x={x} y={plot - barHeight} width={slot - gap} height={Math.max(barHeight, 1)} rx={3} className="bar-chart__bar" />
            <text x={x + (slot - gap) / 2} y={height - 8} textAnchor="middle" className="bar-chart__label">
              {bar.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
