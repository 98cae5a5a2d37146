// One instrument's header (logo, name, live price and change, source) and its 24 h figures from
// getMarketInfo with the session state (open or closed, and when that changes) and a warning
// when the feed has gone quiet. Live ticks override the last price, change and status between
// refreshes, in the header and the 24 h card alike.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../States.tsx";
import { Decimal } from "@tradewind/domain/money";
import { useLocale } from "../../i18n/format.ts";
import { ChangePercent, SourceBadge } from "./Badges.tsx";
import { formatPrice } from "../../lib/market-data/format.ts";
import type { MarketInfo } from "../../lib/market-data/instrument-api.ts";
import { dayStats } from "../../lib/market-data/stats.ts";
import type { LiveQuote } from "../../lib/market-data/use-instrument.ts";
import "./InstrumentDetail.css";

export interface InstrumentView {
  info: MarketInfo;
  live: LiveQuote;
}

/** The live value where the socket has spoken, else the last refresh. */
export function currentState({ info, live }: InstrumentView) {
  return {
    price: live.price ?? info.price,
    sessionOpen: live.open ?? info.sessionOpen,
    stale: live.stale ?? info.stale,
    source: live.source ?? info.source,
  };
}

export function InstrumentHeader({ view, logo, actions, titleLevel = 2 }: { view: InstrumentView; logo?: string; actions?: ReactNode; titleLevel?: 1 | 2 }) {
  const locale = useLocale();
  const { info } = view;
  const state = currentState(view);
  const Title = titleLevel === 1 ? "h1" : "h2";
  return (
    <header className="instrument-header" data-testid="instrument-header">
      {logo !== undefined && logo !== "" ? <img className="instrument-header__logo" src={logo} alt="" width={40} height={40} /> : null}
      <div className="instrument-header__name">
        <Title className="instrument-header__title">
          <bdi>{info.name}</bdi>
        </Title>
        <span className="instrument-header__code">
          <bdi>{info.code}</bdi>
        </span>
      </div>
      <div className="instrument-header__quote">
        <span className="instrument-header__price numeric" data-testid="instrument-price">
          {state.price === null ? "—" : formatPrice(state.price, locale)}
        </span>
        {info.zhangFu !== null ? <ChangePercent value={view.live.changePercent ?? info.zhangFu} /> : null}
      </div>
      <SourceBadge source={state.source} />
      {actions}
    </header>
  );
}

export function SessionNotice({ view }: { view: InstrumentView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = currentState(view);
  const next = view.info.nextSessionChange;
  const when = next === null ? null : formatSessionTime(next, locale);
  return (
    <div className="session-notices">
      {state.sessionOpen ? (
        <p className="session-notice session-notice--open" data-testid="session-open">
          <span className="session-notice__dot" aria-hidden="true" />
          {when === null ? t("marketPage.alwaysOpen") : t("marketPage.openUntil", { time: when })}
        </p>
      ) : (
        <p className="session-notice session-notice--closed" role="status" data-testid="market-closed">
          <span className="session-notice__dot" aria-hidden="true" />
          <strong>{t("marketPage.marketClosed")}</strong>
          {when === null ? null : <span>{t("marketPage.opensAt", { time: when })}</span>}
        </p>
      )}
      {state.stale ? (
        <p className="session-notice session-notice--stale" role="alert" data-testid="stale-warning">
          {t("marketPage.staleWarning")}
        </p>
      ) : null}
    </div>
  );
}

export function InstrumentStats({ view }: { view: InstrumentView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // One snapshot: every figure below moves together with the header's live price and change.
  const stats = dayStats(view.info, view.live);
  const price = (value: string | null) => (value === null ? "—" : formatPrice(value, locale));
  const percent = (value: string | null) => (value === null ? "—" : <ChangePercent value={value} />);
  const noVolume = stats.volume === null || new Decimal(stats.volume).isZero();
  const rows: Array<[string, ReactNode, string]> = [
    [t("marketPage.open"), price(stats.open), "open"],
    [t("marketPage.last"), price(stats.last), "last"],
    [t("marketPage.high"), price(stats.high), "high"],
    [t("marketPage.low"), price(stats.low), "low"],
    [t("marketPage.volume"), noVolume ? <span className="instrument-stats__none">{t("marketPage.volumeNone")}</span> : price(stats.volume), "volume"],
    [t("marketPage.change"), percent(stats.change), "change"],
    [t("marketPage.amplitude"), stats.amplitude === null ? "—" : formatPercent(stats.amplitude, locale), "amplitude"],
  ];
  return (
    <section className="instrument-stats card card--padded" data-testid="instrument-stats">
      <h3 className="instrument-stats__title">{t("marketPage.statsTitle")}</h3>
      <dl className="instrument-stats__grid">
        {rows.map(([label, value, key]) => (
          <div key={key} className="instrument-stats__item" data-testid={`stat-${key}`}>
            <dt>{label}</dt>
            <dd className="numeric">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="instrument-stats__note">{t("marketPage.volumeNote")}</p>
    </section>
  );
}

export function InstrumentDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="card card--padded">
      <Skeleton lines={4} label={t("marketPage.detailLoading")} />
    </div>
  );
}

/** The next open or close, in the reader's time zone: within a week, so no year. */
function formatSessionTime(epoch_ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(new Date(epoch_ms));
}

/** An unsigned percentage ("4.42" → "4.42%") in the locale's own pattern; amplitude has no direction. */
function formatPercent(value: string, locale: string): string {
  let fraction: string;
  try {
    fraction = new Decimal(value).div(100).toFixed();
  } catch (error) {
    console.error(`not a decimal percentage: ${value}`, error);
    return value;
  }
  return new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fraction as Intl.StringNumericLiteral);
}
