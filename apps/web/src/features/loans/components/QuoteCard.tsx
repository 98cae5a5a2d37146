// The quote the user signs (issue 14): amount, term, daily rate, interest-free days, the days
// that bear interest, total interest, the repayment date and the amount to repay, as the server
// computed them (the agreement prints the same). Shown above the signature pad, so nothing is
// signed unseen; a stale quote stays dimmed while the next one loads.
import { useTranslation } from "react-i18next";
import type { LoanQuote } from "@tradewind/api/loans";
import { formatDate, useLocale } from "../../../i18n/format.ts";
import { dailyRateText, daysText, loanMoneyText } from "../format.ts";
import { Figures, type Figure } from "./Figures.tsx";

interface QuoteCardProps {
  quote: LoanQuote | undefined;
  loading: boolean;
  error: string | undefined;
}

export function QuoteCard({ quote, loading, error }: QuoteCardProps) {
  const { t } = useTranslation();
  return (
    <section className="loans__quote" aria-labelledby="loan-quote-title" aria-busy={loading} data-testid="loan-quote">
      <h3 id="loan-quote-title" className="loans__quote-title">
        {t("loans.quoteTitle")}
      </h3>
      {error !== undefined ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : quote === undefined ? (
        <p className="loans__muted">{loading ? t("common.loading") : t("loans.quoteEmpty")}</p>
      ) : (
        <QuoteFigures quote={quote} stale={loading} />
      )}
    </section>
  );
}

function QuoteFigures({ quote, stale }: { quote: LoanQuote; stale: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const days = (count: number) => daysText(count, locale);
  const figures: Figure[] = [
    { label: t("loans.amount"), value: loanMoneyText(quote.amount, locale), ltr: true, testId: "quote-amount" },
    { label: t("loans.term"), value: days(quote.termDays), testId: "quote-term" },
    { label: t("loans.dailyRate"), value: dailyRateText(quote.dailyRate, locale), ltr: true, testId: "quote-rate" },
    { label: t("loans.interestFreeDays"), value: days(quote.interestFreeDays), testId: "quote-free" },
    { label: t("loans.chargeableDays"), value: days(quote.chargeableDays) },
    { label: t("loans.totalInterest"), value: loanMoneyText(quote.totalInterest, locale), ltr: true, testId: "quote-interest" },
    { label: t("loans.repaymentDate"), value: formatDate(quote.repaymentDate, locale), testId: "quote-date" },
    { label: t("loans.repaymentAmount"), value: loanMoneyText(quote.repaymentAmount, locale), ltr: true, emphasis: true, testId: "quote-repayment" },
  ];
  return (
    <>
      <Figures figures={figures} className={stale ? "loans__figures--stale" : undefined} testId="loan-quote-figures" />
      <p className="loans__note">{t("loans.quoteNote", { free: daysText(quote.interestFreeDays, locale) })}</p>
    </>
  );
}
