// The loan product editor's form as text fields and the endpoint's body made from it: a name per
// interface language (English required, checked here so the dialog can say so under it); terms
// are typed as "7, 30, 90" and become whole days; amounts and the rate stay the strings typed
// (trimmed), for the server's schema to judge (10179, 10023, 10165 come back under the form).
import type { AdminLoanProduct } from "@tradewind/api/admin/loans";
import type { BodyOf } from "@tradewind/api/endpoint";
import type { createLoanProduct } from "@tradewind/api/admin/loans";
import { defaultLanguage, languages, type LanguageCode } from "@tradewind/i18n/languages";
import { languageTextsOf } from "../../lib/language-texts.ts";

export interface ProductForm {
  names: Record<LanguageCode, string>;
  minAmount: string;
  maxAmount: string;
  termDays: string;
  dailyRate: string;
  enabled: "true" | "false";
}

export const emptyProductForm: ProductForm = { names: languageTextsOf(undefined), minAmount: "", maxAmount: "", termDays: "", dailyRate: "", enabled: "true" };

export function formOfProduct(product: AdminLoanProduct): ProductForm {
  const { minAmount, maxAmount, dailyRate } = product;
  return { names: languageTextsOf(product.names), minAmount, maxAmount, dailyRate, termDays: product.termDays.join(", "), enabled: product.enabled ? "true" : "false" };
}

/** "7, 30 90" → [7, 30, 90]; a part that is not whole digits is kept as NaN for the server to refuse (10023). */
export function parseTerms(text: string): number[] {
  return text
    .split(/[,\s]+/)
    .filter((part) => part !== "")
    .map((part) => (/^\d+$/.test(part) ? Number.parseInt(part, 10) : Number.NaN));
}

/** The body, or null while the English name is empty. */
export function productBody(form: ProductForm, reason: string): BodyOf<typeof createLoanProduct> | null {
  if (form.names[defaultLanguage].trim() === "") return null;
  return {
    names: Object.fromEntries(languages.map(({ code }) => [code, form.names[code].trim()])) as Record<LanguageCode, string>,
    minAmount: form.minAmount.trim(),
    maxAmount: form.maxAmount.trim(),
    termDays: parseTerms(form.termDays),
    dailyRate: form.dailyRate.trim(),
    enabled: form.enabled === "true",
    reason,
  };
}
