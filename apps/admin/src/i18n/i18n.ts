// i18next over the back office's catalogues (packages/i18n/src/admin). The chosen language is
// stored locally; without one, the browser's languages pick it, as in the web app. Changing it
// sets <html lang> and <html dir>, so Arabic mirrors through the logical CSS.
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { adminCatalogues, type AdminCatalogue } from "@tradewind/i18n/admin-catalogues";
import { defaultLanguage, isLanguageCode, languageInfo, languages, negotiateLanguage, type LanguageCode } from "@tradewind/i18n/languages";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: AdminCatalogue };
  }
}

const languageKey = "tw.admin.language";

function storedLanguage(): LanguageCode {
  const stored = window.localStorage.getItem(languageKey);
  return stored !== null && isLanguageCode(stored) ? stored : negotiateLanguage(navigator.languages.join(",") || navigator.language);
}

function applyToDocument(code: LanguageCode): void {
  const info = languageInfo(code);
  document.documentElement.lang = info.locale;
  document.documentElement.dir = info.dir;
}

const initialLanguage = storedLanguage();

void i18next.use(initReactI18next).init({
  resources: Object.fromEntries(languages.map(({ code }) => [code, { translation: adminCatalogues[code] }])),
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
  return isLanguageCode(i18next.language) ? i18next.language : defaultLanguage;
}

export async function setLanguage(code: LanguageCode): Promise<void> {
  window.localStorage.setItem(languageKey, code);
  applyToDocument(code);
  await i18next.changeLanguage(code);
}
