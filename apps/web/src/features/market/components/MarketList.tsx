// The market list: a tab per class plus the watchlist, a search box that looks across every
// class, sortable name / price / change columns and a watchlist star per row. Each row links to
// the same page with ?code=, so the selection lives in the URL.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { MarketItem } from "@tradewind/api/market";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { EmptyState, Skeleton } from "../../../components/States.tsx";
import { useLocale } from "../../../i18n/format.ts";
import { ChangePercent, StatusBadge } from "../../../components/market/Badges.tsx";
import { WatchButton } from "../../../components/market/WatchButton.tsx";
import { formatPrice } from "../../../lib/market-data/format.ts";
import { marketTypes } from "../../../lib/market-data/market-types.ts";
import { maxSearchLength, type MarketTab, type SortKey, type SortOrder } from "../instruments.ts";

export interface MarketListProps {
  rows: readonly MarketItem[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  tab: MarketTab;
  onTab: (tab: MarketTab) => void;
  search: string;
  onSearch: (search: string) => void;
  sort: SortOrder | null;
  onSort: (key: SortKey) => void;
  selectedCode: string | null;
  hrefFor: (code: string) => string;
  isWatched: (code: string) => boolean;
  onToggleWatch: (code: string) => void;
}

const tabs: readonly MarketTab[] = [...marketTypes, "watchlist"];

export function MarketList(props: MarketListProps) {
  const { t } = useTranslation();
  const { tab, onTab, search, onSearch } = props;
  return (
    <section className="market-list card" aria-label={t("markets.listLabel")} data-testid="market-list">
      <div className="market-list__tabs" role="tablist" aria-label={t("markets.tabsLabel")}>
        {tabs.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            aria-selected={candidate === tab && search === ""}
            className={`market-list__tab${candidate === tab ? " market-list__tab--active" : ""}`}
            data-testid={`market-tab-${candidate}`}
            onClick={() => onTab(candidate)}
          >
            {candidate === "watchlist" ? t("marketPage.watchlistTab") : t(`markets.classes.${candidate}`)}
          </button>
        ))}
      </div>
      <div className="market-list__search">
        <label className="visually-hidden" htmlFor="market-search">
          {t("marketPage.searchLabel")}
        </label>
        <input
          id="market-search"
          type="search"
          className="market-list__search-input"
          placeholder={t("marketPage.searchPlaceholder")}
          value={search}
          maxLength={maxSearchLength}
          autoComplete="off"
          data-testid="market-search"
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      {search !== "" ? <p className="market-list__hint">{t("marketPage.searchAcross")}</p> : null}
      <ListBody {...props} />
    </section>
  );
}

function ListBody({ rows, loading, error, onRetry, tab, search, sort, onSort, selectedCode, hrefFor, isWatched, onToggleWatch }: MarketListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (error !== null && rows.length === 0) return <ErrorState message={error} onRetry={onRetry} />;
  if (loading && rows.length === 0) {
    return (
      <div className="market-list__loading">
        <Skeleton lines={8} />
      </div>
    );
  }
  if (rows.length === 0) {
    const message = search !== "" ? t("marketPage.noResults", { search }) : tab === "watchlist" ? t("marketPage.watchlistEmpty") : t("markets.empty");
    return <EmptyState message={message} />;
  }
  return (
    <table className="market-table">
      <thead>
        <tr>
          <th scope="col" className="market-table__star">
            <span className="visually-hidden">{t("markets.colWatch")}</span>
          </th>
          <SortHeader column="name" label={t("markets.colName")} sort={sort} onSort={onSort} />
          <SortHeader column="price" label={t("markets.colPrice")} sort={sort} onSort={onSort} numeric />
          <SortHeader column="change" label={t("markets.colChange")} sort={sort} onSort={onSort} numeric />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const watched = isWatched(row.code);
          const selected = row.code === selectedCode;
          return (
            <tr key={row.code} className={selected ? "market-table__row--selected" : undefined} data-testid={`market-row-${row.code}`} aria-current={selected ? "true" : undefined}>
              <td className="market-table__star">
                <WatchButton name={row.appName} watched={watched} onToggle={() => onToggleWatch(row.code)} testId={`watch-${row.code}`} />
              </td>
              <td className="market-table__name">
                <Link to={hrefFor(row.code)} className="market-table__link" data-testid={`open-${row.code}`}>
                  {row.logo !== "" ? <img src={row.logo} alt="" width={28} height={28} /> : null}
                  <span className="market-table__names">
                    <bdi className="market-table__app-name" title={row.appName}>
                      {row.appName}
                    </bdi>
                    <span className="market-table__code">
                      <bdi>{row.code}</bdi>
                      <StatusBadge open={row.open} stale={row.stale} />
                    </span>
                  </span>
                </Link>
              </td>
              <td className="market-table__num numeric">{row.price === null ? "—" : formatPrice(row.price, locale)}</td>
              <td className="market-table__num">
                <ChangePercent value={row.zdf} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function SortHeader({ column, label, sort, onSort, numeric = false }: { column: SortKey; label: string; sort: SortOrder | null; onSort: (key: SortKey) => void; numeric?: boolean }) {
  const { t } = useTranslation();
  const active = sort?.key === column;
  const direction = active ? sort.direction : null;
  return (
    <th scope="col" className={numeric ? "market-table__num" : undefined} aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none"}>
      <button type="button" className="market-table__sort" data-testid={`sort-${column}`} title={t("marketPage.sortBy", { column: label })} onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true" className="market-table__arrow">
          {direction === "asc" ? "▲" : direction === "desc" ? "▼" : "↕"}
        </span>
      </button>
    </th>
  );
}
