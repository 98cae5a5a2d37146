// The back office's catalogues by language code (packages/i18n/src/admin). Each is typed as
// the English one, so a missing or extra key is a compile error; catalogue.test.ts checks
// them like the customer catalogues: same keys, placeholders kept, real translations.
import type { LanguageCode } from "./languages.ts";
import { adminEn, type AdminCatalogue } from "./admin/en.ts";
import { adminJa } from "./admin/ja.ts";
import { adminKo } from "./admin/ko.ts";
import { adminDe } from "./admin/de.ts";
import { adminFr } from "./admin/fr.ts";
import { adminIt } from "./admin/it.ts";
import { adminEs } from "./admin/es.ts";
import { adminAr } from "./admin/ar.ts";
import { adminHk } from "./admin/hk.ts";
import { adminZh } from "./admin/zh.ts";

export type { AdminCatalogue };

export const adminCatalogues: Record<LanguageCode, AdminCatalogue> = {
  en: adminEn,
  ja: adminJa,
  ko: adminKo,
  de: adminDe,
  fr: adminFr,
  it: adminIt,
  es: adminEs,
  ar: adminAr,
  hk: adminHk,
  zh: adminZh,
};
