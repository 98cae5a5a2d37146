// The user's loans, newest first, a page at a time until "no more data": each with its state
// (pending review, repaying, repaid, overdue in red with the amount due, rejected with the
// reason), due date and amount due, the signed agreement to download, and repayment.
import { useTranslation } from "react-i18next";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { EmptyState } from "../../components/States.tsx";
import { useLoanRecords } from "./api/loans.ts";
import { LoanCard } from "./components/LoanCard.tsx";

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
        {query.hasNextPage ? (
          <button type="button" className="button button--secondary button--small" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} data-testid="loan-load-more">
            {query.isFetchingNextPage ? t("common.loading") : t("records.loadMore")}
          </button>
        ) : (
          <p className="loans__muted">{t("records.noMoreData")}</p>
        )}
      </div>
    </section>
  );
}
