// /profile/portfolio (issue 26; docs/PORTFOLIO.md): the selected book over a range of days up to
// today: its value each day at recorded prices (the prices each day used listed below the chart),
// the time-weighted return, fees, result by product (realised, and when the range reaches today the
// floating result of open contracts and options at their latest recorded prices, each listed; coin
// trades per coin at average cost, today's point valued at the same latest prices; a position or
// coin without a price is named and not counted),
// allocation, and the best and worst closed trades. The server computes every figure from the statement's postings; this page only shows
// them, so none is estimated here. The range lives in the URL.
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { PortfolioView } from "@tradewind/api/portfolio";
import { Decimal } from "@tradewind/domain/money";
import { Choice } from "../../components/Choice.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { formatAmount, formatDate, formatDateTime, useLocale } from "../../i18n/format.ts";
import { useSession } from "../../lib/session.ts";
import { usePortfolio } from "./api/portfolio.ts";
import { BookSwitch } from "./components/BookSwitch.tsx";
import { equityGeometry, portfolioRanges, rangeDays, readRange } from "./portfolio-view.ts";
import "./PortfolioPage.css";

const usdt = "USDT";

export function PortfolioPage() {
  const { t } = useTranslation();
  const { accountFlag } = useSession();
  const [search, setSearch] = useSearchParams();
  const range = readRange(search);
  const portfolio = usePortfolio(rangeDays(range, new Date()));
  return (
    <div className="page portfolio" data-testid="portfolio-page">
      <PageHeader title={t("portfolio.title")} subtitle={t("portfolio.subtitle")} backTo="/profile">
        <BookSwitch flag={accountFlag} />
      </PageHeader>
      <Choice look="segments" options={portfolioRanges} value={range} onChange={(next) => setSearch({ range: next }, { replace: true })} labelOf={(option) => t(`portfolio.ranges.${option}`)} label={t("portfolio.rangeLabel")} testIdPrefix="portfolio-range" className="portfolio__ranges" />
      {portfolio.isPending || portfolio.isError ? <QueryFallback query={portfolio} /> : <PortfolioFigures view={portfolio.data} busy={portfolio.isFetching} />}
      <Help />
    </div>
  );
}

function Money({ value, signed = false, testId }: { value: string | null; signed?: boolean; testId?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tone = value !== null && signed ? ` portfolio__number--${toneOf(value)}` : "";
  return (
    <span className={`portfolio__number${tone}`} data-testid={testId} data-value={value ?? ""}>
      {value === null ? (
        t("portfolio.noValue")
      ) : (
        // An amount reads left to right in every language, and never breaks inside its digits.
        <bdi dir="ltr">
          <span className="portfolio__digits">{formatAmount(value, usdt, locale, { signed })}</span> {usdt}
        </bdi>
      )}
    </span>
  );
}

/** Up, down or flat as the figure is shown (a return of −0.001 % shows 0.00 %, so it is flat). */
function toneOf(value: string, scale = 2): "up" | "down" | "flat" {
  const shown = new Decimal(value).toDecimalPlaces(scale);
  return shown.isZero() ? "flat" : shown.isNegative() ? "down" : "up";
}

/** A fraction (0.0523) as a percentage in the reader's locale; Intl formats the decimal text itself, never a float. */
function percentText(fraction: string, locale: string, signed = true): string {
  return new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: "halfEven", signDisplay: signed ? "exceptZero" : "auto" }).format(fraction as Intl.StringNumericLiteral);
}

function PortfolioFigures({ view, busy }: { view: PortfolioView; busy: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const last = view.curve.at(-1);
  const flows = view.curve.reduce<Decimal | null>((sum, point) => (sum === null || point.flow === null ? null : sum.plus(point.flow)), new Decimal(0));
  return (
    <div aria-busy={busy} data-testid="portfolio-figures" data-from={view.from} data-to={view.to}>
      <section className="portfolio__summary">
        <div className="card portfolio__figure">
          <span className="portfolio__label">{t("portfolio.value")}</span>
          <Money value={last?.value ?? null} testId="portfolio-value" />
          {view.open !== null && (
            <span className="portfolio__meta">
              {t("portfolio.valueWithOpen")} <Money value={view.valueWithOpen} testId="portfolio-value-with-open" />
            </span>
          )}
        </div>
        <div className="card portfolio__figure">
          <span className="portfolio__label">{t("portfolio.twr")}</span>
          <span className={`portfolio__number portfolio__number--${view.twr.value === null ? "none" : toneOf(view.twr.value, 4)}`} data-testid="portfolio-twr" data-value={view.twr.value ?? ""}>
            {view.twr.value === null ? t("portfolio.twrNone") : <bdi dir="ltr">{percentText(view.twr.value, locale)}</bdi>}
          </span>
          <span className="portfolio__meta">{t("portfolio.twrDays", { linked: view.twr.daysLinked, total: view.curve.length })}</span>
        </div>
        <div className="card portfolio__figure">
          <span className="portfolio__label">{t("portfolio.fees")}</span>
          <Money value={view.fees.value} testId="portfolio-fees" />
        </div>
        <div className="card portfolio__figure">
          <span className="portfolio__label">{t("portfolio.flows")}</span>
          <Money value={flows && flows.toFixed()} signed testId="portfolio-flows" />
        </div>
      </section>
      <EquityChart view={view} />
      <div className="portfolio__columns">
        <Products view={view} />
        <Allocation view={view} />
      </div>
      {view.open !== null && <OpenPositions open={view.open} />}
      <div className="portfolio__columns">
        <Trades title={t("portfolio.bestTitle")} trades={view.best} testId="portfolio-best" />
        <Trades title={t("portfolio.worstTitle")} trades={view.worst} testId="portfolio-worst" />
      </div>
    </div>
  );
}

const chartWidth = 720;
const chartHeight = 220;

function EquityChart({ view }: { view: PortfolioView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { segments, hasLine } = equityGeometry(
    view.curve.map((point) => point.value),
    chartWidth,
    chartHeight,
  );
  const unpriced = [...new Set(view.curve.flatMap((point) => point.unpriced))];
  return (
    <section className="card card--padded portfolio__section" data-testid="portfolio-chart">
      <h2>{t("portfolio.chartTitle")}</h2>
      {hasLine ? (
        <svg className="portfolio__chart" viewBox={`0 0 ${chartWidth} ${chartHeight}`} preserveAspectRatio="none" role="img" aria-label={t("portfolio.chartLabel", { from: formatDate(view.from, locale), to: formatDate(view.to, locale) })} direction="ltr" data-testid="portfolio-line">
          {segments.map((points) => (
            <polyline key={points} points={points} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
      ) : (
        <p className="portfolio__empty" data-testid="portfolio-chart-empty">
          {unpriced.length > 0 ? t("portfolio.unpriced", { currencies: unpriced.join(", ") }) : t("portfolio.chartEmpty")}
        </p>
      )}
      {hasLine && (
        <div className="portfolio__axis">
          <span>{formatDate(view.from, locale)}</span>
          <span>{formatDate(view.to, locale)}</span>
        </div>
      )}
      {hasLine && unpriced.length > 0 && <p className="portfolio__note">{t("portfolio.unpriced", { currencies: unpriced.join(", ") })}</p>}
      <PricesUsed view={view} />
    </section>
  );
}

function PricesUsed({ view }: { view: PortfolioView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <details className="portfolio__prices" data-testid="portfolio-prices">
      <summary>{t("portfolio.pricesTitle")}</summary>
      <div className="portfolio__table-wrap">
        <table className="portfolio__table">
          <thead>
            <tr>
              <th scope="col">{t("portfolio.day")}</th>
              <th scope="col">{t("portfolio.value")}</th>
              <th scope="col">{t("portfolio.prices")}</th>
            </tr>
          </thead>
          <tbody>
            {[...view.curve].reverse().map((point) => (
              <tr key={point.day} data-testid="portfolio-price-row" data-day={point.day}>
                <td>{formatDate(point.day, locale)}</td>
                <td>
                  <Money value={point.value} />
                </td>
                <td>
                  {point.prices.length === 0 && point.unpriced.length === 0 ? "—" : null}
                  {point.prices.map((price) => (
                    <span key={price.currency} className="portfolio__price" data-currency={price.currency} data-at={price.at ?? ""}>
                      {price.at === null ? t("portfolio.par") : `${price.currency} ${formatAmount(price.price, usdt, locale, { style: "exact" })} · ${price.source} · ${formatDateTime(price.at, locale)}`}
                    </span>
                  ))}
                  {point.unpriced.map((currency) => (
                    <span key={currency} className="portfolio__price portfolio__price--missing">
                      {currency} · {t("portfolio.noValue")}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** A card of rows (products, allocation, trades): its title, then the rows or what to say when there are none, then its notes. */
function RowsCard<Row>({ title, testId, rows, empty, row, children }: { title: string; testId: string; rows: readonly Row[]; empty: string; row: (entry: Row) => ReactNode; children?: ReactNode }) {
  return (
    <section className="card card--padded portfolio__section" data-testid={testId}>
      <h2>{title}</h2>
      {rows.length === 0 ? <p className="portfolio__empty">{empty}</p> : <ul className="portfolio__rows">{rows.map(row)}</ul>}
      {children}
    </section>
  );
}

function Products({ view }: { view: PortfolioView }) {
  const { t } = useTranslation();
  return (
    <RowsCard
      title={t("portfolio.productsTitle")}
      testId="portfolio-products"
      rows={view.products}
      empty={t("portfolio.productsEmpty")}
      row={(entry) => (
        <li key={entry.product} data-testid={`portfolio-product-${entry.product}`}>
          <span>{t(`portfolio.products.${entry.product}`)}</span>
          <span className="portfolio__results">
            <span className="portfolio__result">
              <span className="portfolio__meta">{t("portfolio.realised")}</span>
              <Money value={entry.value} signed testId={`portfolio-realised-${entry.product}`} />
            </span>
            {(entry.unrealised !== null || entry.product === "spot") && (
              <span className="portfolio__result">
                <span className="portfolio__meta">{t("portfolio.unrealised")}</span>
                <Money value={entry.unrealised} signed testId={`portfolio-unrealised-${entry.product}`} />
              </span>
            )}
          </span>
        </li>
      )}
    >
      {view.products.some((entry) => entry.product === "spot") && <Coins coins={view.coins} />}
      <p className="portfolio__note">{t(view.open === null ? "portfolio.openPastNote" : "portfolio.openNote")}</p>
    </RowsCard>
  );
}

/** A recorded price, its feed and time, each part isolated so a right-to-left page keeps them apart and in order. */
function RecordedPrice({ price }: { price: { price: string; at: string; source: string } }) {
  const locale = useLocale();
  return (
    <>
      <bdi dir="ltr">{formatAmount(price.price, usdt, locale, { style: "exact" })}</bdi> · <bdi>{price.source}</bdi> · <bdi>{formatDateTime(price.at, locale)}</bdi>
    </>
  );
}

/** Coin trades per coin at average cost: held, cost, realised and unrealised at the named price; then how the basis is set. */
function Coins({ coins }: { coins: PortfolioView["coins"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <ul className="portfolio__rows" data-testid="portfolio-coins">
        {coins.map((coin) => (
          <li key={coin.currency} data-testid={`portfolio-coin-${coin.currency}`}>
            <span>
              <bdi>{coin.currency}</bdi>{" "}
              <span className="portfolio__meta">
                {t("portfolio.coinHeld")} <bdi dir="ltr">{formatAmount(coin.quantity, coin.currency, locale)}</bdi>
                {coin.price && (
                  <>
                    {" · "}
                    <RecordedPrice price={coin.price} />
                  </>
                )}
              </span>
            </span>
            <span className="portfolio__results">
              <span className="portfolio__result">
                <span className="portfolio__meta">{t("portfolio.coinCost")}</span>
                <Money value={coin.cost} testId={`portfolio-coin-cost-${coin.currency}`} />
              </span>
              <span className="portfolio__result">
                <span className="portfolio__meta">{t("portfolio.realised")}</span>
                <Money value={coin.realised} signed testId={`portfolio-coin-realised-${coin.currency}`} />
              </span>
              <span className="portfolio__result">
                <span className="portfolio__meta">{t("portfolio.unrealised")}</span>
                {coin.unrealised === null ? (
                  // Left out of the coin trades' unrealised total, as an unpriced open position is.
                  <span className="portfolio__price--missing" data-testid={`portfolio-coin-unrealised-${coin.currency}`} data-value="">
                    {t(coin.price === null ? "portfolio.unpricedNotCounted" : "portfolio.unknownCostNotCounted")}
                  </span>
                ) : (
                  <Money value={coin.unrealised} signed testId={`portfolio-coin-unrealised-${coin.currency}`} />
                )}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="portfolio__note">{t("portfolio.spotNote")}</p>
      {coins.some((coin) => coin.atRecordedPrice > 0) && <p className="portfolio__note" data-testid="portfolio-coins-at-price">{t("portfolio.spotArrivalsNote")}</p>}
      {coins.some((coin) => coin.cost === null) && <p className="portfolio__note">{t("portfolio.spotUnknownCostNote")}</p>}
    </>
  );
}

/** The positions open now, each at its instrument's latest recorded price (named), or said to have none. */
function OpenPositions({ open }: { open: NonNullable<PortfolioView["open"]> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RowsCard
      title={t("portfolio.openTitle", { at: formatDateTime(open.at, locale) })}
      testId="portfolio-open"
      rows={open.positions}
      empty={t("portfolio.openEmpty")}
      row={(position) => (
        <li key={position.reference} data-testid="portfolio-open-position" data-reference={position.reference} data-price-at={position.price?.at}>
          <span>
            {t(`portfolio.products.${position.product}`)} <bdi>{position.code}</bdi>{" "}
            <span className="portfolio__meta">
              <bdi>{position.reference}</bdi> ·{" "}
              {position.price === null ? (
                <span className="portfolio__price--missing">{t("portfolio.unpricedNotCounted")}</span>
              ) : (
                <RecordedPrice price={position.price} />
              )}
            </span>
          </span>
          <Money value={position.result} signed />
        </li>
      )}
    >
      <p className="portfolio__note">{t("portfolio.openMethod")}</p>
    </RowsCard>
  );
}

function Allocation({ view }: { view: PortfolioView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RowsCard
      title={t("portfolio.allocationTitle")}
      testId="portfolio-allocation"
      rows={view.allocation}
      empty={t("portfolio.chartEmpty")}
      row={(entry) => (
        <li key={entry.currency} data-testid={`portfolio-allocation-${entry.currency}`}>
          {/* Each amount at its own currency's display scale, as the value beside it is at USDT's. */}
          <bdi dir="ltr" data-testid={`portfolio-allocation-balance-${entry.currency}`}>
            {formatAmount(entry.balance, entry.currency, locale)} {entry.currency}
          </bdi>
          <span className="portfolio__share">
            <Money value={entry.value} />
            {entry.share !== null && <span className="portfolio__meta">{percentText(new Decimal(entry.share).dividedBy(100).toFixed(), locale, false)}</span>}
          </span>
          {entry.share !== null && <span className="portfolio__bar" style={{ inlineSize: `${entry.share}%` }} aria-hidden="true" />}
        </li>
      )}
    />
  );
}

function Trades({ title, trades, testId }: { title: string; trades: PortfolioView["best"]; testId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RowsCard
      title={title}
      testId={testId}
      rows={trades}
      empty={t("portfolio.noTrades")}
      row={(trade) => (
        <li key={trade.reference}>
          <span>
            {t(`portfolio.products.${trade.product === "options" ? "options" : "contracts"}`)}{" "}
            <span className="portfolio__meta">
              <bdi>{trade.reference}</bdi> · <bdi>{formatDateTime(trade.closedAt, locale)}</bdi>
            </span>
          </span>
          <Money value={trade.value} signed />
        </li>
      )}
    />
  );
}

function Help() {
  const { t } = useTranslation();
  return (
    <details className="card card--padded portfolio__help" data-testid="portfolio-help">
      <summary>{t("portfolio.helpTitle")}</summary>
      {(["statement", "value", "twr", "flows"] as const).map((key) => (
        <p key={key}>{t(`portfolio.help.${key}`)}</p>
      ))}
    </details>
  );
}
