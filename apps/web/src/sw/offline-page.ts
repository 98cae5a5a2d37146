// The offline page's script (/offline.js, built by tools/pwa.ts with every language's texts put
// in): the service worker answers a page load that cannot reach the network with
// public/offline.html, which runs this in its <head>, so the page shows in the user's language
// (the one the app stored, else the browser's) and theme from its first paint.
import { isLanguageCode, languageInfo, negotiateLanguage, type LanguageCode } from "@tradewind/i18n/languages";
import { readStored } from "@tradewind/ui/storage.ts";
import { applyThemeChoice, parseThemeChoice } from "@tradewind/ui/theme-choice.ts";

interface OfflineTexts {
  title: string;
  body: string;
  retry: string;
}
declare const __OFFLINE_TEXTS__: Record<LanguageCode, OfflineTexts>;
/** The web app's storage keys (lib/theme.ts, i18n/i18n.ts). */
declare const __LANGUAGE_KEY__: string;
declare const __THEME_KEY__: string;

const stored = readStored(__LANGUAGE_KEY__);
const language = stored !== null && isLanguageCode(stored) ? stored : negotiateLanguage(navigator.languages.join(","));
const root = document.documentElement;
root.lang = languageInfo(language).locale;
root.dir = languageInfo(language).dir;
applyThemeChoice(root, parseThemeChoice(readStored(__THEME_KEY__)));

document.addEventListener("DOMContentLoaded", () => {
  const texts = __OFFLINE_TEXTS__[language];
  document.title = texts.title;
  for (const element of document.querySelectorAll<HTMLElement>("[data-text]")) {
    const key = element.dataset.text;
    if (key === "title" || key === "body" || key === "retry") element.textContent = texts[key];
  }
  // Try again: the address the user asked for, which the worker answered with this page.
  document.querySelector<HTMLAnchorElement>("[data-text=retry]")?.setAttribute("href", window.location.href);
});
