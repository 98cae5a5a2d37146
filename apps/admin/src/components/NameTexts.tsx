// A name per interface language (loan and smart-plan products, charities): the editor's one line
// per language with its "n of 10" completeness, and the tables' count of names written.
import { useTranslation } from "react-i18next";
import { languages, type LanguageCode } from "@tradewind/i18n/languages";
import { describedLanguages, languageTextsOf } from "../lib/language-texts.ts";
import { LanguageTexts } from "./LanguageTexts.tsx";

interface NameTextsProps {
  names: Record<LanguageCode, string>;
  maxLength: number;
  /** Shows "the English name is required" under English. */
  englishMissing: boolean;
  onChange: (names: Record<LanguageCode, string>) => void;
  /** `<prefix>-<code>` per input, `<prefix>-count` on the badge. */
  testIdPrefix: string;
}

export function NameTexts({ names, maxLength, englishMissing, onChange, testIdPrefix }: NameTextsProps) {
  const { t } = useTranslation();
  return (
    <LanguageTexts
      title={t("names.title")}
      countLabel={(described, total) => t("names.count", { described, total })}
      missingLabel={(list) => t("names.missing", { languages: list })}
      texts={names}
      maxLength={maxLength}
      englishError={englishMissing ? t("names.englishRequired") : undefined}
      onChange={(code, text) => onChange({ ...names, [code]: text })}
      testIdPrefix={testIdPrefix}
      singleLine
    />
  );
}

/** A table cell: how many of the ten names are written, marked done when all are. */
export function NamesCompleteness({ names, testId }: { names: Partial<Record<string, string>>; testId: string }) {
  const { t } = useTranslation();
  const described = describedLanguages(languageTextsOf(names)).length;
  return (
    <span className={`badge badge--${described === languages.length ? "done" : "pending"}`} data-testid={testId} data-described={described}>
      {t("names.count", { described, total: languages.length })}
    </span>
  );
}
