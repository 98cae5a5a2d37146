// Statement of the selected book (GET /user/listStatement), newest first, paged.
import { useState } from "react";
import { Link } from "react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { en } from "@tradewind/i18n/catalogues/en";
import { EmptyState, ErrorState, Skeleton } from "../../components/States.tsx";
import { formatAmount, formatDateTime, signOf, useLocale } from "../../i18n/format.ts";
import { errorMessage } from "../../lib/api.ts";
import { bookOf, useSession } from "../../lib/session.ts";
import { fetchStatement } from "./api.ts";
import { BookSwitch } from "./components/BookSwitch.tsx";
import "./BalancePage.css";

const pageSize = 20;
type KnownKind = keyof typeof en.statement.kinds;

function isKnownKind(kind: string): kind is KnownKind {
  return Object.hasOwn(en.statement.kinds, kind);
}

export function BalancePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token, accountFlag } = useSession();
  const [page, setPage] = useState(1);
  const [shownFlag, setShownFlag] = useState(accountFlag);
  if (shownFlag !== accountFlag) {
    // Another book: start again from its first page.
    setShownFlag(accountFlag);
    setPage(1);
  }
  const statement = useQuery({
    queryKey: ["statement", token, accountFlag, page],
    queryFn: ({ signal }) => fetchStatement(page, pageSize, signal),
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
        <BookSwitch flag={accountFlag} />
      </div>
      <section className="card" aria-busy={statement.isFetching} data-testid="statement">
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
            {statement.data.items.map((line) => {
              const sign = signOf(line.amount);
              return (
                <li key={`${line.entryId}-${line.account}-${line.currency}`} className="statement__row" data-testid="statement-line" data-kind={line.kind}>
                  <div className="statement__what">
                    <span className="statement__kind">{isKnownKind(line.kind) ? t(`statement.kinds.${line.kind}`) : line.kind}</span>
                    <time className="statement__date" dateTime={line.createdAt}>
                      {formatDateTime(line.createdAt, locale)}
                    </time>
                  </div>
                  <div className="statement__amounts">
                    <span className={`numeric statement__amount ${sign > 0 ? "amount-positive" : sign < 0 ? "amount-negative" : ""}`}>
                      {formatAmount(line.amount, line.currency, locale, { signed: true })} {line.currency}
                    </span>
                    <span className="statement__after">
                      {t("statement.balanceAfter")}: <span className="numeric">{formatAmount(line.balanceAfter, line.currency, locale)}</span>
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {statement.data !== undefined && pages > 1 && (
        <nav className="pager" aria-label={t("statement.title")}>
          <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("common.previous")}
          </button>
          <span className="pager__status">{t("common.pageOf", { page, pages })}</span>
          <button type="button" className="button button--secondary button--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("common.next")}
          </button>
        </nav>
      )}
    </div>
  );
}
