// /market: the list of every class with live prices on the left, the selected instrument's chart,
// figures and order area on the right (desktop); on a phone the list, then the instrument on its
// own view with a back link. The URL holds the state: ?code= (selection), &tab=, &interval=.
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { EmptyState } from "../../components/States.tsx";
import { Icon } from "../../components/Icon.tsx";
import { useLocale } from "../../i18n/format.ts";
import { useIsDesktop } from "../../hooks/use-is-desktop.ts";
import { defaultInterval, isCandleInterval, type CandleInterval } from "../../lib/market-data/candles.ts";
import { useAllMarkets } from "../../lib/market-data/use-market-list.ts";
import { useWatchlist } from "../../lib/market-data/use-watchlist.ts";
import { InstrumentPanel } from "./components/InstrumentPanel.tsx";
import { MarketList } from "./components/MarketList.tsx";
import { defaultTab, nextSort, parseTab, visibleRows, type MarketTab, type SortOrder } from "./instruments.ts";
import "./MarketPage.css";

export function MarketPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const desktop = useIsDesktop();
  const { params, update, hrefFor } = useMarketSearchParams();
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<SortOrder | null>(null);
  const watchlist = useWatchlist();
  const markets = useAllMarkets();
  const items = markets.items;

  const code = params.get("code");
  const selectedItem = code === null ? undefined : items.find((item) => item.code === code);
  const tab: MarketTab = parseTab(params.get("tab")) ?? (selectedItem?.type === undefined ? null : parseTab(String(selectedItem.type))) ?? defaultTab;
  const interval: CandleInterval = isCandleInterval(params.get("interval")) ? (params.get("interval") as CandleInterval) : defaultInterval;
  const rows = visibleRows({ items, tab, watchlist: watchlist.codes, search, sort, locale });
  // On a wide screen the chart is never empty: without a selection it shows the tab's first row.
  const shownCode = code ?? (desktop ? (rows[0]?.code ?? null) : null);

  const list = (
    <MarketList
      rows={rows}
      loading={markets.isLoading}
      error={markets.error === null ? null : errorMessage(markets.error)}
      onRetry={markets.refetch}
      tab={tab}
      onTab={(next) => {
        setSearch("");
        update({ tab: String(next) });
      }}
      search={search}
      onSearch={setSearch}
      sort={sort}
      onSort={(key) => setSort((old) => nextSort(old, key))}
      selectedCode={shownCode}
      hrefFor={hrefFor}
      isWatched={watchlist.isWatched}
      onToggleWatch={(target) => void watchlist.toggle(target)}
    />
  );
  const logo = selectedItem?.logo ?? items.find((item) => item.code === shownCode)?.logo;
  const panel = <ShownInstrument code={shownCode} logo={logo} interval={interval} onIntervalChange={(next) => update({ interval: next })} watchlist={watchlist} />;

  // One tree for both layouts, with the instrument always in the same place: crossing the
  // desktop threshold (a rotated tablet) must not rebuild it and lose an order being entered.
  const phoneDetail = !desktop && code !== null;
  return (
    <div className={`page market-page${phoneDetail ? " market-page--detail" : ""}`} data-testid="market-page">
      {phoneDetail ? (
        <Link to={`/market?${withoutCode(params)}`} className="market-page__back" data-testid="market-back">
          <Icon name="chevron" size={18} className="market-page__back-icon mirror-rtl" />
          {t("marketPage.backToList")}
        </Link>
      ) : (
        <>
          <h1 className="page__title">{t("marketPage.title")}</h1>
          <p className="page__subtitle">{t("marketPage.subtitle")}</p>
        </>
      )}
      <div className={desktop ? "market-page__layout" : "market-page__column"}>
        {phoneDetail ? null : list}
        {desktop || phoneDetail ? <div className="market-page__detail">{panel}</div> : null}
      </div>
    </div>
  );
}

/** The shown instrument's panel (chart, figures, order entry), or a hint to choose one. */
function ShownInstrument(props: { code: string | null; logo: string | undefined; interval: CandleInterval; onIntervalChange: (next: CandleInterval) => void; watchlist: ReturnType<typeof useWatchlist> }) {
  const { t } = useTranslation();
  const { code, watchlist } = props;
  if (code === null) return <EmptyState message={t("marketPage.choose")} />;
  return (
    <InstrumentPanel
      code={code}
      logo={props.logo}
      interval={props.interval}
      onIntervalChange={props.onIntervalChange}
      watched={watchlist.isWatched(code)}
      onToggleWatch={() => void watchlist.toggle(code)}
    />
  );
}

/** The page's state in the URL (code, tab, interval): read, changed in place, and linked to with another code. */
function useMarketSearchParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>, push = false) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: !push },
    );
  const hrefFor = (target: string) => {
    const next = new URLSearchParams(params);
    next.set("code", target);
    return `/market?${next.toString()}`;
  };
  return { params, update, hrefFor };
}

function withoutCode(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete("code");
  return next.toString();
}
