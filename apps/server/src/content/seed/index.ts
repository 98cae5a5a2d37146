import { companyContents } from "./company.ts";
import { faqAccountMoneyContents } from "./faq-account-money.ts";
import { faqProductContents } from "./faq-products.ts";
import { noticeContents } from "./notices.ts";
import { policyContents } from "./policies.ts";
import { statementContents } from "./statements.ts";
import type { SeedContent } from "./types.ts";

export type { ContentType, FaqCategory, SeedContent, SeedTranslation } from "./types.ts";
export { faqCategories } from "./types.ts";

/** Seed content items in all ten languages (issue 16); imported by the content domain. */
export const seedContents: readonly SeedContent[] = [...companyContents, ...statementContents, ...policyContents, ...noticeContents, ...faqAccountMoneyContents, ...faqProductContents];
