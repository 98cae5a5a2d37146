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

export function errorMessage(code: number, language: LanguageCode, params: Record<string, string | number> = {}): string {
  const messages: Record<string, string> = catalogues[language].errors;
  const template = messages[String(code)] ?? messages["500"] ?? "unknown error";
  return interpolate(template, params);
}
