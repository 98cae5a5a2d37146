// Numbers, money and dates for display, through Intl with the current language's locale.
// Money stays a decimal string end to end: decimal.js truncates it to the display scale and
// Intl.NumberFormat formats the string itself (ECMA-402 formats numeric strings exactly),
// so no amount ever passes through a JS number.
import Decimal from "decimal.js";
import { useTranslation } from "react-i18next";
import { defaultLanguage, isLanguageCode, languageInfo } from "@tradewind/i18n/languages";

/** Fraction digits shown per currency; amounts owed to the user are truncated, never rounded up. */
const displayScale: Record<string, number> = { USDT: 2, USD: 2, BTC: 8, ETH: 6 };
const defaultDisplayScale = 8;

export function localeOf(languageCode: string): string {
  return languageInfo(isLanguageCode(languageCode) ? languageCode : defaultLanguage).locale;
}

export function useLocale(): string {
  const { i18n } = useTranslation();
  return localeOf(i18n.language);
}

export interface AmountOptions {
  /** Show "+" on positive amounts (statement lines). */
  signed?: boolean;
}

export function formatAmount(value: string, currency: string, locale: string, options: AmountOptions = {}): string {
  const scale = displayScale[currency] ?? defaultDisplayScale;
  let decimal: Decimal;
  try {
    decimal = new Decimal(value);
  } catch (error) {
    console.error(`not a decimal amount: ${value}`, error);
    return value;
  }
  // toFixed keeps every digit (it is not bound by Decimal precision); ROUND_DOWN truncates toward zero.
  const fixed = decimal.toFixed(scale, Decimal.ROUND_DOWN);
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: Math.min(2, scale),
    maximumFractionDigits: scale,
    signDisplay: options.signed === true ? "exceptZero" : "auto",
  });
  return format.format(fixed as Intl.StringNumericLiteral);
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
