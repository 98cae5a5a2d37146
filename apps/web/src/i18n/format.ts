// Numbers, money and dates for display, through Intl with the current language's locale. Money
// follows the one display rule of packages/ui/src/money-format.ts (rounded half-even, never
// truncated), shared with the back office.
import { useTranslation } from "react-i18next";
import { defaultLanguage, isLanguageCode, languageInfo } from "@tradewind/i18n/languages";

export { formatMoney as formatAmount } from "@tradewind/ui/money-format.ts";

export function localeOf(languageCode: string): string {
  return languageInfo(isLanguageCode(languageCode) ? languageCode : defaultLanguage).locale;
}

export function useLocale(): string {
  const { i18n } = useTranslation();
  return localeOf(i18n.language);
}

export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(date);
}

/** Sign of a decimal string without converting it to a number. */
export function signOf(value: string): -1 | 0 | 1 {
  const trimmed = value.trim();
  if (/^-?0*(\.0*)?$/.test(trimmed)) return 0;
  return trimmed.startsWith("-") ? -1 : 1;
}
