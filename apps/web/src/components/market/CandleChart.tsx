// The candle chart (lightweight-charts): draws the series it is given, updating only the last
// bar for a live change. Colours come from the app's CSS variables, redrawn when the theme
// changes (light or dark, packages/ui/src/theme.ts); the chart follows its
// container's size; the time axis stays left to right in RTL pages (dir="ltr" on the host).
// The newest candle is exposed as data attributes so tests can read it without reading pixels.
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CandlestickSeries, ColorType, createChart, TickMarkType, type IChartApi, type ISeriesApi, type Time, type UTCTimestamp } from "lightweight-charts";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { resolvedColour, type ThemeState } from "@tradewind/ui/theme.ts";
import { EmptyState, Skeleton } from "../States.tsx";
import { useLocale } from "../../i18n/format.ts";
import { useTheme } from "../../lib/theme.ts";
import { chartChange, priceScaleOf, toChartBar, type Candle } from "../../lib/market-data/candles.ts";
import "./CandleChart.css";

export interface CandleChartProps {
  /** undefined while the history loads. */
  candles: readonly Candle[] | undefined;
  error?: string | null;
  onRetry?: () => void;
}

export function CandleChart({ candles, error = null, onRetry }: CandleChartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<DrawnChart | null>(null);
  const drawnRef = useRef<readonly Candle[] | null>(null);
  const scale = candles === undefined ? 2 : priceScaleOf(candles);
  useChart(hostRef, chartRef, drawnRef);
  useChartColours(hostRef, chartRef, useTheme().shown);
  useChartFormats(chartRef, locale, scale);
  useChartData(chartRef, drawnRef, candles);

  const last = candles?.at(-1);
  const empty = candles !== undefined && candles.length === 0;
  return (
    <div
      className="candle-chart"
      data-testid="candle-chart"
      data-state={error !== null ? "error" : candles === undefined ? "loading" : empty ? "empty" : "ready"}
      data-candle-count={candles?.length ?? 0}
      data-last-open-time={last?.openTime ?? ""}
      data-last-close={last?.close ?? ""}
    >
      {/* A figure, not an image: the chart library puts its attribution link inside, and an image may hold nothing focusable. */}
      <div ref={hostRef} className="candle-chart__host" dir="ltr" aria-label={t("marketPage.chartLabel")} role="figure" />
      {error !== null ? (
        <div className="candle-chart__overlay">
          <ErrorState message={error} onRetry={onRetry} />
        </div>
      ) : candles === undefined ? (
        <div className="candle-chart__overlay candle-chart__overlay--loading">
          <Skeleton lines={6} label={t("marketPage.chartLoading")} />
        </div>
      ) : empty ? (
        <div className="candle-chart__overlay" data-testid="chart-no-data">
          <EmptyState message={t("marketPage.noData")} />
        </div>
      ) : null}
    </div>
  );
}

type DrawnChart = { chart: IChartApi; series: ISeriesApi<"Candlestick"> };
type Ref<T> = { current: T };

/** Creates the chart in `hostRef` once and removes it on unmount; useChartColours colours it. */
function useChart(hostRef: Ref<HTMLDivElement | null>, chartRef: Ref<DrawnChart | null>, drawnRef: Ref<readonly Candle[] | null>) {
  useEffect(() => {
    const host = hostRef.current;
    if (host === null) return;
    const chart = createChart(host, {
      autoSize: true,
      layout: { fontFamily: getComputedStyle(host).fontFamily, fontSize: 11 },
      timeScale: { timeVisible: true, secondsVisible: false },
    });
    const series = chart.addSeries(CandlestickSeries, { borderVisible: false });
    chartRef.current = { chart, series };
    return () => {
      chartRef.current = null;
      drawnRef.current = null;
      chart.remove();
    };
  }, [hostRef, chartRef, drawnRef]);
}

/** The app's colours for the theme shown, applied again whenever it changes. */
function useChartColours(hostRef: Ref<HTMLDivElement | null>, chartRef: Ref<DrawnChart | null>, theme: ThemeState["shown"]) {
  useEffect(() => {
    const host = hostRef.current;
    const current = chartRef.current;
    if (host === null || current === null) return;
    const colour = (name: string) => resolvedColour(host, `var(${name})`);
    const border = colour("--border");
    current.chart.applyOptions({
      layout: { background: { type: ColorType.Solid, color: colour("--surface") }, textColor: colour("--muted") },
      grid: { vertLines: { color: border }, horzLines: { color: border } },
      rightPriceScale: { borderColor: border },
      timeScale: { borderColor: border },
      crosshair: { vertLine: { labelBackgroundColor: colour("--navy") }, horzLine: { labelBackgroundColor: colour("--navy") } },
    });
    const positive = colour("--positive");
    const negative = colour("--negative");
    current.series.applyOptions({ upColor: positive, downColor: negative, wickUpColor: positive, wickDownColor: negative });
  }, [hostRef, chartRef, theme]);
}

/** Prices at the series' own decimals and times in the page's language, on the axes and the crosshair. */
function useChartFormats(chartRef: Ref<DrawnChart | null>, locale: string, scale: number) {
  useEffect(() => {
    const current = chartRef.current;
    if (current === null) return;
    const minMove = Number(`1e-${scale}`);
    current.series.applyOptions({ priceFormat: { type: "price", precision: scale, minMove } });
    const priceFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: scale, maximumFractionDigits: scale });
    const crosshairFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    const tickFormat = tickFormatters(locale);
    current.chart.applyOptions({
      localization: { locale, priceFormatter: (price: number) => priceFormat.format(price), timeFormatter: (time: Time) => formatTime(time, crosshairFormat) ?? "" },
      timeScale: { tickMarkFormatter: (time: Time, type: TickMarkType) => formatTime(time, tickFormat[type]) },
    });
  }, [chartRef, locale, scale]);
}

/** Draws `candles`: only the last bar for a live change, the whole series (fitted) otherwise. */
function useChartData(chartRef: Ref<DrawnChart | null>, drawnRef: Ref<readonly Candle[] | null>, candles: readonly Candle[] | undefined) {
  useEffect(() => {
    const current = chartRef.current;
    if (current === null || candles === undefined) return;
    const change = chartChange(drawnRef.current, candles);
    const last = candles.at(-1);
    if (change === "update" && last !== undefined) current.series.update(asBar(last));
    else if (change === "replace") {
      current.series.setData(candles.map(asBar));
      fitWithLabelRoom(current.chart, candles.length);
    }
    drawnRef.current = candles;
  }, [chartRef, drawnRef, candles]);
}

function asBar(candle: Candle) {
  const bar = toChartBar(candle);
  return { ...bar, time: bar.time as UTCTimestamp };
}

/** Times on the axis and crosshair are the reader's local time, in their language. */
function formatTime(time: Time, format: Intl.DateTimeFormat): string | null {
  return typeof time === "number" ? format.format(new Date(time * 1000)) : null;
}

function tickFormatters(locale: string): Record<TickMarkType, Intl.DateTimeFormat> {
  const make = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options);
  return {
    [TickMarkType.Year]: make({ year: "numeric" }),
    [TickMarkType.Month]: make({ month: "short" }),
    [TickMarkType.DayOfMonth]: make({ day: "numeric", month: "short" }),
    [TickMarkType.Time]: make({ hour: "2-digit", minute: "2-digit" }),
    [TickMarkType.TimeWithSeconds]: make({ hour: "2-digit", minute: "2-digit", second: "2-digit" }),
  };
}

/** About half the widest time label ("09:00 PM"): the room kept at each end of the time axis. */
const labelRoom_px = 32;

/**
 * Every candle in view, with empty room at both ends: a tick label is centred on its time, so
 * one on the first or last candle would otherwise be cut by the chart's edge or price scale.
 */
function fitWithLabelRoom(chart: IChartApi, count: number): void {
  const timeScale = chart.timeScale();
  const width_px = timeScale.width();
  if (width_px <= 0 || count === 0) {
    timeScale.fitContent();
    return;
  }
  const room = Math.ceil((labelRoom_px * count) / Math.max(1, width_px - 2 * labelRoom_px));
  timeScale.setVisibleLogicalRange({ from: -0.5 - room, to: count - 0.5 + room });
}
