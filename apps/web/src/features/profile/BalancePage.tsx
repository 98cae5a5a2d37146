// Statement of the selected book (GET /user/listStatement), newest first, paged. One tab per
// account: the available balance reads as one running balance, while margin (open positions)
// and held funds (waiting orders) are their own sub-ledgers, so a hold is never shown as "the
// balance". Fees are lines of their own, and each line links to the order it belongs to.
import { Link, useSearchParams } from "react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { en } from "@tradewind/i18n/catalogues/en";
import { statementAccounts, type StatementAccount, type StatementLine } from "@tradewind/api/ledger";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Choice } from "../../components/Choice.tsx";
import { EmptyState, Skeleton } from "../../components/States.tsx";
import { formatAmount, formatDateTime, signOf, useLocale } from "../../i18n/format.ts";
import { bookOf, useSession } from "../../lib/session.ts";
import { fetchStatement } from "./api.ts";
import { BookSwitch } from "./components/BookSwitch.tsx";
import { sourceLink } from "./statementSource.ts";
import "./BalancePage.css";

const pageSize = 20;
type KnownKind = keyof typeof en.statement.kinds;

function isKnownKind(kind: string): kind is KnownKind {
  return Object.hasOwn(en.statement.kinds, kind);
}

function isStatementAccount(value: string | null): value is StatementAccount {
  return statementAccounts.some((account) => account === value);
}

export function BalancePage() {
  const { t } = useTranslation();
  const { token, accountFlag } = useSession();
  const [search, setSearch] = useSearchParams();
  const requested = search.get("account");
  const account = isStatementAccount(requested) ? requested : "available";
  const page = Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);
  // The tab and page live in the URL; another book starts again from page 1 (BookSwitch resets it).
  const show = (next: { account?: StatementAccount; page?: number }) => setSearch({ account: next.account ?? account, page: String(next.page ?? 1) }, { replace: true });
  const statement = useQuery({
    queryKey: ["statement", token, accountFlag, account, page],
    queryFn: ({ signal }) => fetchStatement({ account, page, size: pageSize }, signal),
    placeholderData: keepPreviousData,
  });
  const book = bookOf(accountFlag);
  const pages = statement.data === undefined ? 1 : Math.max(1, Math.ceil(statement.data.total / pageSize));

  return (
    <div className="page statement">
      <div className="page-head">
        <div>
          <Link to="/profile" className="page-back">
            {t("common.back")}
          </Link>
          <h1 className="page__title">{t("statement.title")}</h1>
          <p className="page__subtitle">{book === "demo" ? t("statement.subtitleDemo") : t("statement.subtitleReal")}</p>
        </div>
        <BookSwitch flag={accountFlag} onSwitched={() => show({ page: 1 })} />
      </div>
      <Choice look="tabs" options={statementAccounts} value={account} onChange={(next) => show({ account: next })} labelOf={(option) => t(`statement.accounts.${option}`)} label={t("statement.accountsLabel")} testIdPrefix="statement-account" />
      <p className="statement__hint" data-testid="statement-hint">
        {t(`statement.hints.${account}`)}
      </p>
      <section className="card" aria-busy={statement.isFetching} data-testid="statement" data-account={account}>
        {statement.isPending ? (
          <div className="card--padded">
            <Skeleton lines={5} />
          </div>
        ) : statement.isError ? (
          <ErrorState message={errorMessage(statement.error)} onRetry={() => void statement.refetch()} />
        ) : statement.data.items.length === 0 ? (
          <EmptyState message={t("statement.empty")} />
        ) : (
          <ul className="statement__list">
            {statement.data.items.map((line) => (
              <StatementRow key={`${line.entryId}-${line.currency}-${line.part}`} line={line} />
            ))}
          </ul>
        )}
      </section>
      {statement.data !== undefined && pages > 1 && (
        <nav className="pager" aria-label={t("statement.title")}>
          <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => show({ page: page - 1 })}>
            {t("common.previous")}
          </button>
          <span className="pager__status">{t("common.pageOf", { page, pages })}</span>
          <button type="button" className="button button--secondary button--small" disabled={page >= pages} onClick={() => show({ page: page + 1 })}>
            {t("common.next")}
          </button>
        </nav>
      )}
    </div>
  );
}

function StatementRow({ line }: { line: StatementLine }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sign = signOf(line.amount);
  const kind = isKnownKind(line.kind) ? t(`statement.kinds.${line.kind}`) : line.kind;
  const source = sourceLink(line.reference);
  return (
    <li className={`statement__row statement__row--${line.part}`} data-testid="statement-line" data-kind={line.kind} data-part={line.part} data-amount={line.amount} data-balance-after={line.balanceAfter}>
      <div className="statement__what">
        <span className="statement__kind">{line.part === "fee" ? t("statement.feeLine") : kind}</span>
        <span className="statement__date">
          {line.part === "fee" && <span>{kind} · </span>}
          <time dateTime={line.createdAt}>{formatDateTime(line.createdAt, locale)}</time>
          {source !== undefined && (
            <>
              {" · "}
              <Link to={source} className="statement__source" data-testid="statement-source">
                {t("statement.viewSource")}
              </Link>
            </>
          )}
        </span>
      </div>
      <div className="statement__amounts">
        <span className={`numeric statement__amount ${sign > 0 ? "amount-positive" : sign < 0 ? "amount-negative" : ""}`} dir="ltr">
          {formatAmount(line.amount, line.currency, locale, { signed: true })} {line.currency}
        </span>
        <span className="statement__after">
          {t("statement.balanceAfter")}:{" "}
          <span className="numeric" dir="ltr" data-testid="statement-balance-after">
            {formatAmount(line.balanceAfter, line.currency, locale)}
          </span>
        </span>
      </div>
    </li>
  );
}
