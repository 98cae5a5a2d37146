// Money, numbers and dates for display through Intl in the interface language. Money follows the
// one display rule of packages/ui/src/money-format.ts (rounded half-even, never truncated),
// shared with the web app; other decimals (rates, ratios) keep every digit they have.
import { useTranslation } from "react-i18next";
import { defaultLanguage, isLanguageCode, languageInfo } from "@tradewind/i18n/languages";

export { formatMoney as formatAmount } from "@tradewind/ui/money-format.ts";

export function useLocale(): string {
  const { i18n } = useTranslation();
  return languageInfo(isLanguageCode(i18n.language) ? i18n.language : defaultLanguage).locale;
}

/** A rate or other plain decimal that is not money, shown with every digit it has. */
export function formatDecimal(value: string, locale: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 18 }).format(value as Intl.StringNumericLiteral);
}

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Short items as the language lists them: "7, 14, 30" in English, "7 و14 و30" in Arabic (never a comma joined for left to right). */
export function formatList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: "unit", style: "short" }).format(items);
}

/** A count in the room of a summary tile: "12.3K". */
export function formatCompactCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: "compact", maximumSignificantDigits: 3, roundingMode: "halfEven" }).format(value);
}

export function formatDateTime(value: string | number | null, locale: string): string {
  if (value === null) return "—";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** A UTC day (YYYY-MM-DD) as a short day label, e.g. "Nov 23". */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }).format(date);
}
