// Where an FAQ entry opens: the FAQ page with the answer open, by slug in the fragment.
import { faqCategories, type FaqCategory } from "@tradewind/api/content";

export function faqAnswerLink(slug: string): string {
  return `/help/faq#${encodeURIComponent(slug)}`;
}

export function faqCategoryLink(category: FaqCategory): string {
  return `/help/faq?category=${category}`;
}

export function isFaqCategory(value: string | null): value is FaqCategory {
  return value !== null && (faqCategories as readonly string[]).includes(value);
}

/** Debounce of the search boxes before asking the server. */
export const searchDebounce_ms = 300;
