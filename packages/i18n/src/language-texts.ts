// Operator texts kept per interface language (product names, charity texts, descriptions): a
// record from language code to text, English required, any other language possibly empty. A
// reader of a language without its text is shown English, and told so (`fallback`), the way
// content items are.
import { defaultLanguage, type LanguageCode } from "./languages.ts";

/** What is stored: the ten languages at most; a missing key is the same as an empty text. */
export type LanguageTexts = Readonly<Partial<Record<string, string>>>;

/** The text in `language`, else the English one with `fallback: true`. */
export function textIn(texts: LanguageTexts, language: LanguageCode): { text: string; fallback: boolean } {
  const own = texts[language] ?? "";
  if (own !== "") return { text: own, fallback: false };
  return { text: texts[defaultLanguage] ?? "", fallback: language !== defaultLanguage };
}
