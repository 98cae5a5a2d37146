// i18next set up for a front end from its catalogues (packages/i18n). The chosen language is
// stored locally under the app's key; with nothing stored, the browser's languages pick the first
// supported one (the same negotiation the server applies to Accept-Language), else en. Changing
// it also sets <html lang> and <html dir> so RTL mirrors. Each app calls this once, at start.
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLanguage, isLanguageCode, languageInfo, languages, negotiateLanguage, type LanguageCode } from "@tradewind/i18n/languages";
import { readStored, writeStored } from "./storage.ts";

export interface LanguageControl {
  currentLanguage: () => LanguageCode;
  /** The BCP 47 locale Intl uses for the current language. */
  currentLocale: () => string;
  setLanguage: (code: LanguageCode) => Promise<void>;
}

function storedLanguage(languageKey: string): LanguageCode {
  const stored = readStored(languageKey);
  return stored !== null && isLanguageCode(stored) ? stored : negotiateLanguage(navigator.languages.join(",") || navigator.language);
}

function applyToDocument(code: LanguageCode): void {
  const info = languageInfo(code);
  document.documentElement.lang = info.locale;
  document.documentElement.dir = info.dir;
}

function currentLanguage(): LanguageCode {
  const code = i18next.language;
  return isLanguageCode(code) ? code : defaultLanguage;
}

export function setUpI18n<Catalogue extends object>(catalogues: Record<LanguageCode, Catalogue>, languageKey: string): LanguageControl {
  const initialLanguage = storedLanguage(languageKey);
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
  return {
    currentLanguage,
    currentLocale: () => languageInfo(currentLanguage()).locale,
    setLanguage: async (code) => {
      writeStored(languageKey, code);
      applyToDocument(code);
      await i18next.changeLanguage(code);
    },
  };
}
