// A product's daily rate: one percentage when fixed, the lowest and highest when drawn daily,
// whose published drawing rule (translated explanation, then the exact formula the server
// records with each day's rate) is one click away, before buying.
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../i18n/format.ts";
import { formatRate } from "../terms.ts";
import { Num } from "./Figures.tsx";

export function DailyRate({ minDailyRate, maxDailyRate }: { minDailyRate: string; maxDailyRate: string }) {
  const locale = useLocale();
  const text = minDailyRate === maxDailyRate ? formatRate(minDailyRate, locale) : `${formatRate(minDailyRate, locale)} – ${formatRate(maxDailyRate, locale)}`;
  return <Num>{text}</Num>;
}

export function RateRule({ rateRule }: { rateRule: string | null }) {
  const { t } = useTranslation();
  if (rateRule === null) return null;
  return (
    <details className="smart-rule" data-testid="smart-rate-rule">
      <summary>{t("smart.ruleTitle")}</summary>
      <p>{t("smart.ruleExplained")}</p>
      <code dir="ltr">{rateRule}</code>
    </details>
  );
}
