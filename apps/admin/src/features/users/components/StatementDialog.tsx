// Producing a user's statement from the back office (issue 26): the book, the days and the
// language the user reads, with the audit reason; the generated statements are listed beneath
// the user's page with their PDF and CSV.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { downloadBlob } from "@tradewind/ui/download.ts";
import { Field, Select } from "../../../components/Field.tsx";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { QueryView } from "../../../components/QueryView.tsx";
import { formatDateTime, useLocale } from "../../../lib/format.ts";
import { UserLanguageSelect } from "./UserLanguageSelect.tsx";
import { fetchUserStatement, useGenerateUserStatement, useUserStatements } from "../api/statements.ts";

export function StatementDialog({ userId, onClose, onDone }: { userId: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const generate = useGenerateUserStatement(userId);
  const [book, setBook] = useState<"demo" | "real">("real");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [language, setLanguage] = useState<LanguageCode>("en");
  return (
    <ReasonDialog
      title={t("users.statements.produce")}
      submitLabel={t("users.statements.generate")}
      onClose={onClose}
      onSubmit={async (reason) => {
        await generate.mutateAsync({ book, from, to, language, reason });
        onDone();
      }}
      invalid={from === "" || to === ""}
      testId="statement-dialog"
    >
      <Select label={t("users.statements.book")} value={book} onChange={(event) => setBook(event.target.value === "demo" ? "demo" : "real")} data-testid="statement-book">
        <option value="real">{t("users.statements.books.real")}</option>
        <option value="demo">{t("users.statements.books.demo")}</option>
      </Select>
      <Field label={t("users.statements.from")} type="date" value={from} onChange={(event) => setFrom(event.target.value)} data-testid="statement-from" />
      <Field label={t("users.statements.to")} type="date" value={to} onChange={(event) => setTo(event.target.value)} data-testid="statement-to" />
      <UserLanguageSelect label={t("users.statements.language")} value={language} onChange={setLanguage} testId="statement-language" />
    </ReasonDialog>
  );
}

export function UserStatements({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const statements = useUserStatements(userId);
  const save = async (id: string, format: "pdf" | "csv", name: string) => downloadBlob(`${name}.${format}`, await fetchUserStatement(id, format));
  return (
    <section data-testid="user-statements">
      <h2 className="section-title">{t("users.statements.title")}</h2>
      <QueryView query={statements} isEmpty={(data) => data.items.length === 0} emptyMessage={t("users.statements.none")}>
        {(data) => (
            <ul className="statement-files">
              {data.items.map((item) => {
                const name = `statement-${item.book}-${item.from}-${item.to}`;
                return (
                  <li key={item.id} data-testid="user-statement">
                    {item.from} – {item.to} · {t(`users.statements.books.${item.book}`)} · {item.language} · {formatDateTime(item.createdAt, locale)} · <code title={item.pdfSha256}>{item.pdfSha256.slice(0, 12)}…</code>{" "}
                    <button type="button" className="button button--secondary button--small" onClick={() => void save(item.id, "pdf", name)}>
                      PDF
                    </button>{" "}
                    <button type="button" className="button button--secondary button--small" onClick={() => void save(item.id, "csv", name)}>
                      CSV
                    </button>
                  </li>
                );
              })}
            </ul>
        )}
      </QueryView>
    </section>
  );
}
