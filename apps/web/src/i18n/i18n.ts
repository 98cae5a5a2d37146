// i18next set up from the shared catalogues (packages/i18n). The chosen language is stored
// locally; with nothing stored, the browser's languages pick the first supported one (the same
// negotiation the server applies to Accept-Language), else en. Changing it also sets
// <html lang> and <html dir> so RTL mirrors.
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { catalogues, type Catalogue } from "@tradewind/i18n/catalogues";
import { defaultLanguage, isLanguageCode, languageInfo, languages, negotiateLanguage, type LanguageCode } from "@tradewind/i18n/languages";
import { readStored, writeStored } from "../lib/storage.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Catalogue };
  }
}

const languageKey = "tw.language";

function storedLanguage(): LanguageCode {
  const stored = readStored(languageKey);
  return stored !== null && isLanguageCode(stored) ? stored : negotiateLanguage(navigator.languages.join(",") || navigator.language);
}

function applyToDocument(code: LanguageCode): void {
  const info = languageInfo(code);
  document.documentElement.lang = info.locale;
  document.documentElement.dir = info.dir;
}

const initialLanguage = storedLanguage();

void i18next.use(initReactI18next).init({
  resources: Object.fromEntries(languages.map(({ code }) => [code, { translation: catalogues[code] }])),
  lng: initialLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: languages.map(({ code }) => code),
  // Our codes ("hk") are not BCP 47 tags; keep them exactly as stored.
  load: "currentOnly",
  nonExplicitSupportedLngs: false,
  initAsync: false,
  returnNull: false,
  // React escapes output already.
  interpolation: { escapeValue: false },
});
applyToDocument(initialLanguage);

export const i18n = i18next;

export function currentLanguage(): LanguageCode {
  const code = i18next.language;
  return isLanguageCode(code) ? code : defaultLanguage;
}

/** The BCP 47 locale Intl uses for the current language. */
export function currentLocale(): string {
  return languageInfo(currentLanguage()).locale;
}

export async function setLanguage(code: LanguageCode): Promise<void> {
  writeStored(languageKey, code);
  applyToDocument(code);
  await i18next.changeLanguage(code);
}
