import type { LanguageCode } from "@tradewind/i18n/languages";

/** 1 company, 2 policy, 3 footer / statement, 4 notice, 5 FAQ entry (an extension of SPEC's four). */
export type ContentType = 1 | 2 | 3 | 4 | 5;

export const faqCategories = ["account", "trading", "fees", "money", "earn", "nfts-referral"] as const;
export type FaqCategory = (typeof faqCategories)[number];

export interface SeedTranslation {
  title: string;
  /** HTML limited to p, h2, h3, ul, ol, li, strong, em, a[href], br */
  body: string;
}

export interface SeedContent {
  slug: string;
  type: ContentType;
  category?: FaqCategory;
  sortOrder: number;
  translations: Record<LanguageCode, SeedTranslation>;
}
