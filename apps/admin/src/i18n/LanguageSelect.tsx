// The interface language: a native select of the ten languages, each named in itself.
import { useTranslation } from "react-i18next";
import { isLanguageCode, languages } from "@tradewind/i18n/languages";
import { setLanguage } from "./i18n.ts";

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <select
      className="language-select"
      aria-label={t("common.language")}
      value={i18n.language}
      data-testid="language-select"
      onChange={(event) => {
        const code = event.target.value;
        if (isLanguageCode(code)) void setLanguage(code);
      }}
    >
      {languages.map((language) => (
        <option key={language.code} value={language.code}>
          {language.name}
        </option>
      ))}
    </select>
  );
}
