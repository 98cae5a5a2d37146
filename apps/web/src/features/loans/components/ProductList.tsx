// The loan products on offer as a radio group of cards: name, amount range, terms and daily rate,
// readable by a visitor before logging in.
import { useTranslation } from "react-i18next";
import type { LoanProduct } from "@tradewind/api/loans";
import { useLocale } from "../../../i18n/format.ts";
import { dailyRateText, daysText, loanMoneyText } from "../format.ts";

interface ProductListProps {
  products: readonly LoanProduct[];
  chosen: string | null;
  onChoose: (id: string) => void;
}

export function ProductList({ products, chosen, onChoose }: ProductListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="loans__products" role="radiogroup" aria-label={t("loans.products")} data-testid="loan-products">
      {products.map((product) => {
        const active = product.id === chosen;
        return (
          <button
            key={product.id}
            type="button"
            role="radio"
            aria-checked={active}
            className={`card loans__product${active ? " loans__product--active" : ""}`}
            onClick={() => onChoose(product.id)}
            data-testid={`loan-product-${product.id}`}
          >
            <span className="loans__product-name">
              <bdi lang={product.nameFallback ? "en" : undefined}>{product.name}</bdi>
            </span>
            <span className="loans__product-rate">
              {t("loans.ratePerDay", { rate: dailyRateText(product.dailyRate, locale) })}
            </span>
            <span className="loans__product-line">
              {t("loans.range", { min: loanMoneyText(product.minAmount, locale), max: loanMoneyText(product.maxAmount, locale) })}
            </span>
            <span className="loans__product-line">{t("loans.termsOffered", { terms: product.termDays.map((days) => daysText(days, locale)).join(" · ") })}</span>
            {product.interestFreeDays > 0 && <span className="loans__product-free">{t("loans.interestFree", { days: daysText(product.interestFreeDays, locale) })}</span>}
          </button>
        );
      })}
    </div>
  );
}
