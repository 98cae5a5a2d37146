// One text per interface language (a product's name or description, an NFT's description, a
// charity's name) with its completeness:
// "n of 10 written", the missing languages named, English required (an empty language shows the
// English text to its readers). The caller words the title, count and missing line, and names
// the test ids (`<prefix>-<code>` per text area, `<prefix>-count` on the badge).
import { useId } from "react";
import { defaultLanguage, languages, type LanguageCode } from "@tradewind/i18n/languages";
import { describedLanguages } from "../lib/language-texts.ts";
import { Field, TextArea } from "./Field.tsx";

interface LanguageTextsProps {
  title: string;
  /** The badge: "{{described}} of {{total}} languages" worded by the caller. */
  countLabel: (described: number, total: number) => string;
  /** The line naming what is missing. */
  missingLabel: (names: string) => string;
  texts: Record<LanguageCode, string>;
  maxLength: number;
  /** Shown under English when it is required and empty. */
  englishError?: string | undefined;
  onChange: (code: LanguageCode, text: string) => void;
  testIdPrefix: string;
  /** One line per language (a name) instead of a text area (a description). */
  singleLine?: boolean;
}

export function LanguageTexts({ title, countLabel, missingLabel, texts, maxLength, englishError, onChange, testIdPrefix, singleLine = false }: LanguageTextsProps) {
  const titleId = useId();
  const written = describedLanguages(texts);
  const missing = languages.filter(({ code }) => !written.includes(code));
  return (
    <section className="form" aria-labelledby={titleId} data-testid={`${testIdPrefix}s`}>
      <h3 id={titleId} className="section-title">
        {title}{" "}
        <span className={`badge badge--${missing.length === 0 ? "done" : "pending"}`} data-testid={`${testIdPrefix}-count`} data-described={written.length}>
          {countLabel(written.length, languages.length)}
        </span>
      </h3>
      {missing.length > 0 && <p className="muted">{missingLabel(missing.map(({ name }) => name).join(", "))}</p>}
      <div className="form__grid">
        {languages.map(({ code, name, dir }) => {
          const shared = {
            label: name,
            lang: code === "hk" ? "zh-HK" : code,
            dir,
            maxLength,
            value: texts[code],
            error: code === defaultLanguage ? englishError : undefined,
            "data-testid": `${testIdPrefix}-${code}`,
          };
          return singleLine ? (
            <Field key={code} {...shared} onChange={(event) => onChange(code, event.target.value)} />
          ) : (
            <TextArea key={code} {...shared} rows={3} onChange={(event) => onChange(code, event.target.value)} />
          );
        })}
      </div>
    </section>
  );
}
