// The home page's live market table: one tab per instrument class (crypto first), each row with
// logo and name, 24 h change, the last-100-prices sparkline and the price, all kept live by the
// market-data module. A row opens the currency page; the star toggles the watchlist.
import { useState, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { MarketItem } from "@tradewind/api/market";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { EmptyState } from "../../../components/States.tsx";
import { useLocale } from "../../../i18n/format.ts";
import { ChangePercent, SourceBadge, StatusBadge } from "../../../components/market/Badges.tsx";
import { Sparkline } from "../../../components/market/Sparkline.tsx";
import { WatchButton } from "../../../components/market/WatchButton.tsx";
import { formatPrice } from "../../../lib/market-data/format.ts";
import { defaultMarketType, marketTypes, type MarketType } from "../../../lib/market-data/market-types.ts";
import { useMarketList } from "../../../lib/market-data/use-market-list.ts";
import { useWatchlist } from "../../../lib/market-data/use-watchlist.ts";

/** The home page shows the head of each class; the market page has the full list. */
const homeRowLimit = 10;

export function currencyHref(item: Pick<MarketItem, "code" | "type" | "id">): string {
  const query = new URLSearchParams({ code: item.code, type: String(item.type), id: item.id });
  return `/cruuency?${query.toString()}`;
}

export function MarketTable({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const [type, setType] = useState<MarketType>(defaultMarketType);
  const list = useMarketList(type);
  const source = list.data?.[0]?.source;

  return (
    <section className="home-markets card" aria-labelledby="home-markets-title" data-testid="home-markets">
      <header className="home-markets__header">
        <div>
          <h2 id="home-markets-title" className="home__section-title">
            {t("home.marketsTitle")}
          </h2>
          <p className="home-markets__lead">{t("home.marketsLead")}</p>
        </div>
        <div className="home-markets__meta">
          <SourceBadge source={source} />
          <Link to="/market" className="home__explore">
            {t("home.viewAll")}
          </Link>
        </div>
      </header>
      <MarketTabs type={type} onChange={setType} />
      <div id="home-markets-panel" role="tabpanel" aria-labelledby={`home-tab-${type}`}>
        {list.isPending ? (
          <PendingRows compact={compact} />
        ) : list.isError ? (
          <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <EmptyState message={t("markets.empty")} />
        ) : (
          <Rows items={list.data.slice(0, homeRowLimit)} compact={compact} />
        )}
      </div>
      {list.data !== undefined && list.data.length > homeRowLimit && (
        <p className="home-markets__more">
          <Link to="/market" className="home__explore" data-testid="home-view-all">
            {t("home.viewAll")}
          </Link>
        </p>
      )}
    </section>
  );
}

/** The market classes as tabs; arrow keys move between them (mirrored in RTL). */
function MarketTabs({ type, onChange }: { type: MarketType; onChange: (next: MarketType) => void }) {
  const { t } = useTranslation();
  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    // Arrow keys move between tabs; in RTL the visual order is mirrored, so are the keys.
    const rtl = document.documentElement.dir === "rtl";
    const step = event.key === "ArrowRight" ? (rtl ? -1 : 1) : event.key === "ArrowLeft" ? (rtl ? 1 : -1) : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = (marketTypes.indexOf(type) + step + marketTypes.length) % marketTypes.length;
    const next = marketTypes[index] ?? defaultMarketType;
    onChange(next);
    document.getElementById(`home-tab-${next}`)?.focus();
  }
  return (
    <div className="home-tabs" role="tablist" aria-label={t("markets.tabsLabel")} onKeyDown={onTabKey}>
      {marketTypes.map((tab) => (
        <button
          key={tab}
          id={`home-tab-${tab}`}
          type="button"
          role="tab"
          aria-selected={tab === type}
          aria-controls="home-markets-panel"
          tabIndex={tab === type ? 0 : -1}
          className={`home-tabs__tab${tab === type ? " home-tabs__tab--active" : ""}`}
          data-testid={`home-tab-${tab}`}
          onClick={() => onChange(tab)}
        >
          {t(`markets.classes.${tab}`)}
        </button>
      ))}
    </div>
  );
}

function Rows({ items, compact }: { items: MarketItem[]; compact: boolean }) {
  const watchlist = useWatchlist();
  return (
    <table className={`home-table${compact ? " home-table--compact" : ""}`} data-testid="home-market-table">
      <TableHead compact={compact} />
      <tbody>
        {items.map((item) => (
          <Row key={item.code} item={item} compact={compact} watchlist={watchlist} />
        ))}
      </tbody>
    </table>
  );
}

function TableHead({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col" className="home-table__star">
          <span className="visually-hidden">{t("markets.colWatch")}</span>
        </th>
        <th scope="col">{t("markets.colName")}</th>
        {!compact && <th scope="col" className="home-table__num">{t("markets.colChange")}</th>}
        <th scope="col" className="home-table__trend">
          {/* Too long for a phone's narrow column; still read out there. */}
          <span className={compact ? "visually-hidden" : undefined}>{t("markets.colTrend")}</span>
        </th>
        <th scope="col" className="home-table__num">{t("markets.colPrice")}</th>
      </tr>
    </thead>
  );
}

/**
 * While the list loads: the table's own rows, empty and shaded, as many as will come, so the
 * prices land where the space already is and nothing below moves (no layout shift).
 */
function PendingRows({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("markets.loading")} aria-busy="true">
      <table className={`home-table${compact ? " home-table--compact" : ""}`} aria-hidden="true">
        <TableHead compact={compact} />
        <tbody>
          {Array.from({ length: homeRowLimit }, (_, index) => (
            <tr key={index} className="home-table__row home-table__row--pending">
              <td className="home-table__star" />
              <td>
                <span className="home-table__name">
                  <span className="home-table__logo" />
                  <span className="home-table__names">
                    <span className="home-table__app-name">&nbsp;</span>
                    <span className="home-table__code">&nbsp;</span>
                  </span>
                </span>
              </td>
              {!compact && <td className="home-table__num" />}
              <td className="home-table__trend" />
              <td className="home-table__num" />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Row({ item, compact, watchlist }: { item: MarketItem; compact: boolean; watchlist: ReturnType<typeof useWatchlist> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const href = currencyHref(item);
  return (
    // The name is the link (keyboard, screen readers); a click anywhere else on the row follows it too.
    <tr className="home-table__row" data-testid={`home-row-${item.code}`} onClick={(event) => {
      if ((event.target as HTMLElement).closest("button, a") === null) void navigate(href);
    }}>
      <td className="home-table__star">
        <WatchButton name={item.appName} watched={watchlist.isWatched(item.code)} onToggle={() => void watchlist.toggle(item.code)} testId={`home-star-${item.code}`} />
      </td>
      <td>
        <Link to={href} className="home-table__name" data-testid={`home-link-${item.code}`}>
          <InstrumentLogo item={item} />
          <span className="home-table__names">
            <span className="home-table__app-name" title={item.appName}>
              {item.appName}
            </span>
            <span className="home-table__code">
              {item.code}
              <StatusBadge open={item.open} stale={item.stale} />
            </span>
          </span>
        </Link>
      </td>
      {!compact && (
        <td className="home-table__num">
          <ChangePercent value={item.zdf} />
        </td>
      )}
      <td className="home-table__trend">
        <Sparkline prices={item.hundred} change={item.zdf} name={item.appName} width={compact ? 64 : 120} height={compact ? 28 : 36} />
      </td>
      <td className="home-table__num">
        {item.price === null ? (
          <span className="home-table__no-data" data-testid="no-data">
            {t("markets.noData")}
          </span>
        ) : (
          <span className="home-table__price numeric" data-testid={`home-price-${item.code}`}>
            {formatPrice(item.price, locale)}
          </span>
        )}
        {compact && (
          <span className="home-table__compact-change">
            <ChangePercent value={item.zdf} />
          </span>
        )}
      </td>
    </tr>
  );
}

function InstrumentLogo({ item }: { item: MarketItem }) {
  const [failed, setFailed] = useState(false);
  if (item.logo === "" || failed) {
    return (
      <span className="home-table__logo home-table__logo--letter" aria-hidden="true">
        {item.appName.slice(0, 1)}
      </span>
    );
  }
  return <img className="home-table__logo" src={item.logo} alt="" width={32} height={32} onError={() => setFailed(true)} />;
}
