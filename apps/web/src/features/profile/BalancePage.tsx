// Statement of the selected book (GET /user/listStatement), newest first, paged, with the book's
// balances per currency above it. One tab per account: the available balance reads as one
// running balance, while margin (open positions) and held funds (waiting orders, withdrawals in
// review) are their own sub-ledgers, so a hold is never shown as "the balance". Lines filter by
// entry kind and days (in the URL) and export as CSV exactly as filtered. Fees are lines of
// their own, and each line links to the order or money record it belongs to. Below, statements
// as documents (PDF and CSV of a month or a range) to generate and download again.
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { statementAccounts } from "@tradewind/api/ledger";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Choice } from "../../components/Choice.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { EmptyState, Skeleton } from "../../components/States.tsx";
import { bookOf, useSession } from "../../lib/session.ts";
import { useStatement } from "./api/profile.ts";
import { BookBalances } from "./components/BookBalances.tsx";
import { BookSwitch } from "./components/BookSwitch.tsx";
import { StatementDocuments } from "./components/StatementDocuments.tsx";
import { StatementFilters } from "./components/StatementFilters.tsx";
import { StatementList } from "./components/StatementList.tsx";
import { readStatementView, statementFilterOf, statementFiltered, writeStatementView, type StatementView } from "./statement-view.ts";
import "./BalancePage.css";

const pageSize = 20;
export function BalancePage() {
  const { t } = useTranslation();
  const { accountFlag } = useSession();
  const [search, setSearch] = useSearchParams();
  const view = readStatementView(search);
  // The view lives in the URL; any change but paging starts again from page 1 (BookSwitch resets it too).
  const show = (next: Partial<StatementView>) => setSearch(writeStatementView({ ...view, page: 1, ...next }), { replace: true });
  const filter = statementFilterOf(view);
  const statement = useStatement({ ...filter, page: view.page, size: pageSize });
  const book = bookOf(accountFlag);
  const pages = statement.data === undefined ? 1 : Math.max(1, Math.ceil(statement.data.total / pageSize));

  return (
    <div className="page statement">
      <PageHeader title={t("statement.title")} subtitle={book === "demo" ? t("statement.subtitleDemo") : t("statement.subtitleReal")} backTo="/profile">
        <BookSwitch flag={accountFlag} onSwitched={() => show({})} />
      </PageHeader>
      <BookBalances book={book} />
      <Choice look="tabs" options={statementAccounts} value={view.account} onChange={(account) => show({ account })} labelOf={(option) => t(`statement.accounts.${option}`)} label={t("statement.accountsLabel")} testIdPrefix="statement-account" />
      <p className="statement__hint" data-testid="statement-hint">
        {t(`statement.hints.${view.account}`)}
      </p>
      <StatementFilters view={view} onChange={show} />
      <section className="card" aria-busy={statement.isFetching} data-testid="statement" data-account={view.account}>
        {statement.isPending ? (
          <div className="card--padded">
            <Skeleton lines={5} />
          </div>
        ) : statement.isError ? (
          <ErrorState message={errorMessage(statement.error)} onRetry={() => void statement.refetch()} />
        ) : statement.data.items.length === 0 ? (
          <EmptyState message={statementFiltered(view) ? t("statement.filteredEmpty") : t("statement.empty")} />
        ) : (
          <StatementList lines={statement.data.items} />
        )}
      </section>
      {statement.data !== undefined && pages > 1 && (
        <nav className="pager" aria-label={t("statement.title")}>
          <button type="button" className="button button--secondary button--small" disabled={view.page <= 1} onClick={() => show({ page: view.page - 1 })}>
            {t("common.previous")}
          </button>
          <span className="pager__status">{t("common.pageOf", { page: view.page, pages })}</span>
          <button type="button" className="button button--secondary button--small" disabled={view.page >= pages} onClick={() => show({ page: view.page + 1 })}>
            {t("common.next")}
          </button>
        </nav>
      )}
      <StatementDocuments book={book} />
    </div>
  );
}
