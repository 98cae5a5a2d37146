// The product editor's form as the operator types it, and the contract's input made from it.
// Timeframes are typed as "7, 30, 90"; the rate is one fixed rate or a min–max range; each of
// the ten languages has its name and description (English required, the others fall back to
// it). The browser checks what it can name under a field (timeframes, English); the rest (amounts,
// rates, their order) the server answers with 10169 in the dialog.
import type { AdminSmartProduct, SmartProductInput } from "@tradewind/api/admin/earn";
import { smartDaysMax, smartTimeframesMax } from "@tradewind/api/admin/earn";
import type { SmartRateKind } from "@tradewind/api/earn";
import { defaultLanguage, languages, type LanguageCode } from "@tradewind/i18n/languages";
import { languageTextsOf } from "../../lib/language-texts.ts";

export interface ProductForm {
  names: Record<LanguageCode, string>;
  days: string;
  rateKind: SmartRateKind;
  dailyRate: string;
  minDailyRate: string;
  maxDailyRate: string;
  minAmount: string;
  maxAmount: string;
  enabled: boolean;
  descriptions: Record<LanguageCode, string>;
}

/** The form filled from a product, or empty (disabled until the operator enables it) for a new one. */
export function formOf(product: AdminSmartProduct | null): ProductForm {
  const descriptions = languageTextsOf(product?.descriptions);
  const names = languageTextsOf(product?.names);
  if (product === null) {
    return { names, days: "", rateKind: "fixed", dailyRate: "", minDailyRate: "", maxDailyRate: "", minAmount: "", maxAmount: "", enabled: false, descriptions };
  }
  const fixed = product.rateKind === "fixed";
  return {
    names,
    days: product.days.join(", "),
    rateKind: product.rateKind,
    dailyRate: fixed ? product.minDailyRate : "",
    minDailyRate: fixed ? "" : product.minDailyRate,
    maxDailyRate: fixed ? "" : product.maxDailyRate,
    minAmount: product.minAmount,
    maxAmount: product.maxAmount,
    enabled: product.enabled,
    descriptions,
  };
}

/** "7, 30 90" → [7, 30, 90]: whole, distinct, 1…smartDaysMax, at most smartTimeframesMax; null otherwise. */
export function parseDays(text: string): number[] | null {
  const parts = text.split(/[,\s]+/).filter((part) => part !== "");
  if (parts.length === 0 || parts.length > smartTimeframesMax) return null;
  if (!parts.every((part) => /^[1-9]\d{0,3}$/.test(part))) return null;
  const days = parts.map((part) => Number.parseInt(part, 10));
  if (days.some((day) => day > smartDaysMax) || new Set(days).size !== days.length) return null;
  return days.sort((a, b) => a - b);
}

/** The languages whose description is written (shared with the NFT editor). */
export { describedLanguages } from "../../lib/language-texts.ts";

export type FormProblem = "days" | "english" | "englishName";

/** The contract's input, or the fields the operator must fix first. */
export function inputOf(form: ProductForm): { input: SmartProductInput } | { problems: FormProblem[] } {
  const days = parseDays(form.days);
  const problems: FormProblem[] = [];
  if (days === null) problems.push("days");
  if (form.descriptions[defaultLanguage].trim() === "") problems.push("english");
  if (form.names[defaultLanguage].trim() === "") problems.push("englishName");
  if (days === null || problems.length > 0) return { problems };
  const rate = form.rateKind === "fixed" ? { kind: "fixed" as const, dailyRate: form.dailyRate.trim() } : { kind: "range" as const, minDailyRate: form.minDailyRate.trim(), maxDailyRate: form.maxDailyRate.trim() };
  const trimmed = (texts: Record<LanguageCode, string>) => Object.fromEntries(languages.map(({ code }) => [code, texts[code].trim()])) as Record<LanguageCode, string>;
  return { input: { names: trimmed(form.names), days, rate, minAmount: form.minAmount.trim(), maxAmount: form.maxAmount.trim(), enabled: form.enabled, descriptions: trimmed(form.descriptions) } };
}
