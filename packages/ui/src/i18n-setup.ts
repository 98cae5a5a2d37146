// i18next set up for a front end from its catalogues (packages/i18n). The chosen language is
// stored locally under the app's key; with nothing stored, the browser's languages pick the first
// supported one (the same negotiation the server applies to Accept-Language), else en. Changing
// it also sets <html lang> and <html dir> so RTL mirrors. Each app calls this once, at start, and
// renders once `ready` settles.
// Only English (the fallback) is bundled; another language's catalogue is fetched the first time
// it is chosen and kept, so switching back and forth (and the RTL flip) is instant after that.
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { CatalogueLoaders } from "@tradewind/i18n/catalogue-loaders";
import { defaultLanguage, isLanguageCode, languageInfo, languages, negotiateLanguage, type LanguageCode } from "@tradewind/i18n/languages";
import { readStored, writeStored } from "./storage.ts";

export interface LanguageControl {
  currentLanguage: () => LanguageCode;
  /** The BCP 47 locale Intl uses for the current language. */
  currentLocale: () => string;
  setLanguage: (code: LanguageCode) => Promise<void>;
  /** Settles when the first language's catalogue is in: in English if it could not be fetched. */
  ready: Promise<void>;
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

export function setUpI18n<Catalogue extends object>(loaders: CatalogueLoaders<Catalogue>, fallback: Catalogue, languageKey: string): LanguageControl {
  void i18next.use(initReactI18next).init({
    resources: { [defaultLanguage]: { translation: fallback } },
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: languages.map(({ code }) => code),
    // The other languages are added as they are fetched.
    partialBundledLanguages: true,
    // Our codes ("hk") are not BCP 47 tags; keep them exactly as stored.
    load: "currentOnly",
    nonExplicitSupportedLngs: false,
    initAsync: false,
    returnNull: false,
    // React escapes output already.
    interpolation: { escapeValue: false },
  });
  const switchTo = async (code: LanguageCode) => {
    if (!i18next.hasResourceBundle(code, "translation")) i18next.addResourceBundle(code, "translation", await loaders[code]());
    applyToDocument(code);
    await i18next.changeLanguage(code);
  };
  const initialLanguage = storedLanguage(languageKey);
  // Nothing is drawn before `ready`, so <html lang/dir> can follow the stored language at once.
  applyToDocument(initialLanguage);
  // A catalogue that cannot be fetched (offline, a release replaced it) leaves the app in English rather than blank.
  const ready = switchTo(initialLanguage).catch(() => applyToDocument(defaultLanguage));
  return {
    currentLanguage,
    currentLocale: () => languageInfo(currentLanguage()).locale,
    setLanguage: async (code) => {
      writeStored(languageKey, code);
      await switchTo(code);
    },
    ready,
  };
}
