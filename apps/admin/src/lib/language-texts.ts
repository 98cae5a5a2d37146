// Texts kept per interface language (descriptions of products and NFTs): which are written, and
// a full record from what the server sent (a missing language empty).
import { languages, type LanguageCode } from "@tradewind/i18n/languages";

/** The languages whose text is written (not only spaces), in the interface's order. */
export function describedLanguages(texts: Record<LanguageCode, string>): LanguageCode[] {
  return languages.map(({ code }) => code).filter((code) => texts[code].trim() !== "");
}

/** Every language's text from `texts`, empty where it has none. */
export function languageTextsOf(texts: Partial<Record<string, string>> | undefined): Record<LanguageCode, string> {
  return Object.fromEntries(languages.map(({ code }) => [code, texts?.[code] ?? ""])) as Record<LanguageCode, string>;
}
