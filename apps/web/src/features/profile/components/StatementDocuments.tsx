// Statements as documents (issue 26): generate one for a month or a range of days of the selected
// book (PDF in the reader's language, and CSV), then download either again; each is listed with
// the SHA-256 the server stored, so a file can be checked against it. A refused period (10361–
// 10363) is said beside the button in the reader's language.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Book } from "@tradewind/api/accounts";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { downloadBlob } from "@tradewind/ui/download.ts";
import { Choice } from "../../../components/Choice.tsx";
import { EmptyState, Skeleton } from "../../../components/States.tsx";
import { formatDateTime, useLocale } from "../../../i18n/format.ts";
import { fetchStatementFile, useGenerateStatement, useStatementDocuments } from "../api/statements.ts";

const modes = ["month", "range"] as const;
type Mode = (typeof modes)[number];

/** The month before today's, as YYYY-MM: the latest month that is over. */
function lastMonth(today = new Date()): string {
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return month.toISOString().slice(0, 7);
}

/** A month's first and last days. */
function monthDays(month: string): { from: string; to: string } {
  const [year = 0, index = 1] = month.split("-").map(Number);
  const last = new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: last };
}

export function StatementDocuments({ book }: { book: Book }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const documents = useStatementDocuments();
  const [mode, setMode] = useState<Mode>("month");
  const [month, setMonth] = useState(lastMonth);
  const [range, setRange] = useState(() => monthDays(lastMonth()));
  const [refusal, setRefusal] = useState<string | null>(null);
  const generate = useGenerateStatement((error) => setRefusal(errorMessage(error)));
  const submit = () => {
    setRefusal(null);
    generate.mutate({ book, ...(mode === "month" ? monthDays(month) : range) });
  };
  const download = async (id: string, format: "pdf" | "csv", name: string) => {
    try {
      downloadBlob(`${name}.${format}`, await fetchStatementFile(id, format));
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  return (
    <section className="card card--padded statement-documents" data-testid="statement-documents">
      <h2 className="statement-documents__title">{t("statement.documents.title")}</h2>
      <p className="statement__hint">{t("statement.documents.subtitle")}</p>
      <Choice look="tabs" options={modes} value={mode} onChange={setMode} labelOf={(option) => t(`statement.documents.modes.${option}`)} label={t("statement.documents.period")} testIdPrefix="statement-documents-mode" />
      <form
        className="statement-documents__form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {mode === "month" ? (
          <label className="date-range__field">
            <span className="filter-bar__label">{t("statement.documents.month")}</span>
            <input className="select date-range__input" type="month" value={month} required onChange={(event) => setMonth(event.target.value)} data-testid="statement-documents-month" />
          </label>
        ) : (
          <>
            <label className="date-range__field">
              <span className="filter-bar__label">{t("statement.documents.from")}</span>
              <input className="select date-range__input" type="date" value={range.from} required onChange={(event) => setRange({ ...range, from: event.target.value })} data-testid="statement-documents-from" />
            </label>
            <label className="date-range__field">
              <span className="filter-bar__label">{t("statement.documents.to")}</span>
              <input className="select date-range__input" type="date" value={range.to} required onChange={(event) => setRange({ ...range, to: event.target.value })} data-testid="statement-documents-to" />
            </label>
          </>
        )}
        <button type="submit" className="button button--primary button--small" disabled={generate.isPending} data-testid="statement-documents-generate">
          {generate.isPending ? t("statement.documents.generating") : t(`statement.documents.generate.${book}`)}
        </button>
      </form>
      {refusal !== null && (
        <p className="form-error" role="alert" data-testid="statement-documents-error">
          {refusal}
        </p>
      )}
      {documents.isPending ? (
        <Skeleton lines={2} />
      ) : documents.isError || documents.data.items.length === 0 ? (
        <EmptyState message={t("statement.documents.empty")} />
      ) : (
        <ul className="statement-documents__list" data-testid="statement-documents-list">
          {documents.data.items.map((item) => {
            const name = `statement-${item.book}-${item.from}-${item.to}`;
            return (
              <li key={item.id} className="statement-documents__item" data-testid="statement-document">
                <div>
                  <strong>{t("statement.documents.range", { from: item.from, to: item.to })}</strong>
                  <span className="statement-documents__meta">
                    {t(`statement.documents.books.${item.book}`)} · {item.language} · {formatDateTime(item.createdAt, locale)}
                    {item.byOperator && ` · ${t("statement.documents.byOperator")}`}
                  </span>
                  <code className="statement-documents__hash" title={item.pdfSha256}>
                    SHA-256 {item.pdfSha256.slice(0, 16)}…
                  </code>
                </div>
                <div className="statement-documents__actions">
                  <button type="button" className="button button--secondary button--small" onClick={() => void download(item.id, "pdf", name)} data-testid="statement-document-pdf">
                    PDF
                  </button>
                  <button type="button" className="button button--secondary button--small" onClick={() => void download(item.id, "csv", name)} data-testid="statement-document-csv">
                    CSV
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
