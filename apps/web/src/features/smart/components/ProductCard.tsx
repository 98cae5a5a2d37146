// One product as the offer shows it: name, description in the reader's language, daily rate
// (and its drawing rule), investment range and, per timeframe, how much of that range the
// earn reserve covers now. A product no timeframe of which the reserve can cover says so and
// offers no buy button.
import { useTranslation } from "react-i18next";
import type { SmartProduct, SmartTimeframe } from "@tradewind/api/earn";
import { useLocale } from "../../../i18n/format.ts";
import { coverageShare, formatDays } from "../terms.ts";
import { DailyRate, RateRule } from "./DailyRate.tsx";
import { Figures } from "./Figures.tsx";
import { Usdt, UsdtRange } from "./Money.tsx";

interface ProductCardProps {
  product: SmartProduct;
  chosen: boolean;
  /** Puts the product in the buy form (which says what a visitor or the demo book must do first). */
  onChoose: () => void;
}

export function ProductCard({ product, chosen, onChoose }: ProductCardProps) {
  const { t } = useTranslation();
  const purchasable = product.timeframes.some((timeframe) => timeframe.purchasable);
  return (
    <article className={`card card--padded smart-product${chosen ? " smart-product--chosen" : ""}`} data-testid={`smart-product-${product.id}`} data-purchasable={purchasable}>
      <header className="smart-product__head">
        <h3 className="smart-product__name" lang={product.nameFallback ? "en" : undefined}>
          {product.name}
        </h3>
        <span className={`smart-badge smart-badge--${product.rateKind}`}>{t(`smart.rateKinds.${product.rateKind}`)}</span>
      </header>
      {product.description !== "" && <p className="smart-product__description">{product.description}</p>}
      <Figures
        rows={[
          { label: t("smart.dailyRate"), value: <DailyRate minDailyRate={product.minDailyRate} maxDailyRate={product.maxDailyRate} />, emphasis: true },
          { label: t("smart.investmentRange"), value: <UsdtRange min={product.minAmount} max={product.maxAmount} /> },
        ]}
      />
      <RateRule rateRule={product.rateRule} />
      <h4 className="smart-product__subhead">{t("smart.coverageTitle")}</h4>
      <ul className="smart-coverage">
        {product.timeframes.map((timeframe) => (
          <Coverage key={timeframe.days} timeframe={timeframe} maxAmount={product.maxAmount} />
        ))}
      </ul>
      {purchasable ? (
        <button type="button" className="button button--primary button--block" onClick={onChoose} aria-pressed={chosen} data-testid="smart-choose">
          {chosen ? t("smart.chosen") : t("smart.choose")}
        </button>
      ) : (
        <p className="smart-product__uncovered" role="note" data-testid="smart-uncovered">
          {t("smart.uncovered")}
        </p>
      )}
    </article>
  );
}

/** "7 days · covers up to 3,000 USDT (60 %)" with a meter; an uncovered timeframe says so. */
function Coverage({ timeframe, maxAmount }: { timeframe: SmartTimeframe; maxAmount: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const share = coverageShare(timeframe.coveredAmountMax, maxAmount);
  const percent = new Intl.NumberFormat(locale, { style: "percent" }).format(share as Intl.StringNumericLiteral);
  return (
    <li className="smart-coverage__row" data-testid={`smart-coverage-${timeframe.days}`} data-covered={timeframe.coveredAmountMax}>
      <span className="smart-coverage__days">{formatDays(timeframe.days, locale)}</span>
      {timeframe.purchasable ? (
        <span className="smart-coverage__amount">
          {t("smart.coversUpTo")} <Usdt value={timeframe.coveredAmountMax} /> ({percent})
        </span>
      ) : (
        <span className="smart-coverage__amount smart-coverage__amount--none">{t("smart.notCovered")}</span>
      )}
      <meter className="smart-coverage__meter" min={0} max={1} value={share} aria-label={t("smart.coverageOf", { days: formatDays(timeframe.days, locale), percent })}>
        {percent}
      </meter>
    </li>
  );
}
