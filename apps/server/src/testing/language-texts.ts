// An operator text per interface language as the back office sends it, for tests: the English
// text, the languages given, every other language empty.
import { languages, type LanguageCode } from "@tradewind/i18n/languages";

export function languageTexts(english: string, others: Partial<Record<LanguageCode, string>> = {}): Record<LanguageCode, string> {
  return Object.fromEntries(languages.map(({ code }) => [code, code === "en" ? english : (others[code] ?? "")])) as Record<LanguageCode, string>;
}
