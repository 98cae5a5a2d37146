// A review queue row's way to its item: "Review" while it waits for a decision, "View" once
// decided; the KYC, loan, deposit and withdrawal queues all open their items with it.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function OpenReviewLink({ to, pending }: { to: string; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="button button--small" data-testid="open">
      {pending ? t("review.review") : t("review.view")}
    </Link>
  );
}
