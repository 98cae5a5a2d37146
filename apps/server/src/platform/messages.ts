// Server-side message lookup: a catalogue code in the caller's language.
import { catalogues, interpolate } from "@tradewind/i18n/catalogues";
import { negotiateLanguage, type LanguageCode } from "@tradewind/i18n/languages";

export function requestLanguage(headers: Record<string, string | string[] | undefined>): LanguageCode {
  const lang = headers.lang;
  const explicit = Array.isArray(lang) ? lang[0] : lang;
  if (explicit) return negotiateLanguage(explicit);
  const accept = headers["accept-language"];
  return negotiateLanguage(Array.isArray(accept) ? accept[0] : accept);
}

/** The {{placeholders}} of a code's message; every language has the same ones (catalogue.test.ts). */
export function placeholdersOf(code: number): string[] {
  const messages: Record<string, string> = catalogues.en.errors;
  return [...(messages[String(code)] ?? "").matchAll(/\{\{\s*(\w+)\s*\}\}/g)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));
}

export function errorMessage(code: number, language: LanguageCode, params: Record<string, string | number> = {}): string {
  const messages: Record<string, string> = catalogues[language].errors;
  const template = messages[String(code)] ?? messages["500"] ?? "unknown error";
  return interpolate(template, params);
}
