// The figures shown before buying: what a day pays, what the whole plan pays (a fixed rate
// knows it; a drawn rate pays between its lowest and highest), what returns at maturity and
// when. Dashes until the amount is a valid one.
import { useTranslation } from "react-i18next";
import type { SmartProduct } from "@tradewind/api/earn";
import { decimal, toPlain } from "@tradewind/domain/money";
import { formatAmount, useLocale } from "../../../i18n/format.ts";
import { yieldPreview } from "../terms.ts";
import { Figures, Num } from "./Figures.tsx";

interface YieldSummaryProps {
  product: SmartProduct;
  days: number;
  /** The checked principal, or null while the field is empty or wrong. */
  amount: string | null;
}

export function YieldSummary({ product, days, amount }: YieldSummaryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (value: string) => `${formatAmount(value, product.currency, locale)} ${product.currency}`;
  const span = (low: string, high: string) => (low === high ? money(high) : `${formatAmount(low, product.currency, locale)} – ${money(high)}`);
  const preview = amount === null ? null : { principal: decimal(amount), ...yieldPreview(amount, product.minDailyRate, product.maxDailyRate, days) };
  const show = (text: (figures: NonNullable<typeof preview>) => string) => <Num>{preview === null ? "—" : text(preview)}</Num>;
  return (
    <Figures
      className="smart-buy__summary"
      testId="smart-preview"
      rows={[
        { label: t("smart.dailyYield"), value: show((figures) => span(figures.dailyMin, figures.dailyMax)) },
        { label: t("smart.maxTotalYield"), value: show((figures) => money(figures.totalMax)), emphasis: true, testId: "smart-preview-total" },
        { label: t("smart.returnedAtMaturity"), value: show((figures) => span(toPlain(figures.principal.plus(figures.totalMin)), toPlain(figures.principal.plus(figures.totalMax)))) },
      ]}
    />
  );
}
