// Money, numbers and dates for display through Intl in the interface language. Amounts stay
// decimal strings: Intl.NumberFormat formats a numeric string exactly (ECMA-402), and
// roundingMode "trunc" cuts to the display scale without ever making a JS number of money.
import { useTranslation } from "react-i18next";
import { defaultLanguage, isLanguageCode, languageInfo } from "@tradewind/i18n/languages";

/** Fraction digits shown per currency; others show up to eight. */
const displayScale: Record<string, number> = { USDT: 2, USD: 2, BTC: 8, ETH: 6 };
const defaultDisplayScale = 8;

export function useLocale(): string {
  const { i18n } = useTranslation();
  return languageInfo(isLanguageCode(i18n.language) ? i18n.language : defaultLanguage).locale;
}

export function formatAmount(value: string, currency: string, locale: string, signed = false): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  const scale = displayScale[currency] ?? defaultDisplayScale;
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: Math.min(2, scale),
    maximumFractionDigits: scale,
    roundingMode: "trunc",
    signDisplay: signed ? "exceptZero" : "auto",
  });
  return format.format(value as Intl.StringNumericLiteral);
}

/** A rate or other plain decimal shown with every digit it has. */
export function formatDecimal(value: string, locale: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 18 }).format(value as Intl.StringNumericLiteral);
}

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
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
