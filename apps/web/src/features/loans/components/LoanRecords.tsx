// The user's loans, newest first, a page at a time until "no more data": each with its state
// (pending review, repaying, repaid, overdue in red with the amount due, rejected with the
// reason), due date and amount due, the signed agreement to download, and repayment.
import { useTranslation } from "react-i18next";
import { LoadMore } from "../../../components/LoadMore.tsx";
import { QueryFallback } from "../../../components/QueryFallback.tsx";
import { EmptyState } from "../../../components/States.tsx";
import { useLoanRecords } from "../api/loans.ts";
import { LoanCard } from "./LoanCard.tsx";

export function LoanRecords() {
  const { t } = useTranslation();
  const query = useLoanRecords(true);
  if (query.isPending || query.isError) return <QueryFallback query={query} />;
  const loans = query.data.pages.flatMap((page) => page.items);
  if (loans.length === 0) {
    return (
      <div className="card">
        <EmptyState message={t("loans.none")} />
      </div>
    );
  }
  return (
    <section className="loans__records" aria-label={t("loans.sections.records")} aria-busy={query.isFetching} data-testid="loan-records">
      <ul className="loans__list">
        {loans.map((loan) => (
          <li key={loan.id}>
            <LoanCard loan={loan} />
          </li>
        ))}
      </ul>
      <div className="loans__more">
        <LoadMore query={query} label={t("records.loadMore")} loadingLabel={t("common.loading")} testId="loan-load-more" end={<p className="loans__muted">{t("records.noMoreData")}</p>} />
      </div>
    </section>
  );
}
