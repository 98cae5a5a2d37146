// The back office's catalogues as it fetches them: English (the fallback) comes with the console,
// every other language is a chunk of its own fetched when chosen (as catalogue-loaders.ts does for
// the user site). The server and the tests keep the eager map (admin-catalogues.ts).
import type { CatalogueLoaders } from "./catalogue-loaders.ts";
import { adminEn, type AdminCatalogue } from "./admin/en.ts";

export const adminCatalogueLoaders: CatalogueLoaders<AdminCatalogue> = {
  en: async () => adminEn,
  ja: async () => (await import("./admin/ja.ts")).adminJa,
  ko: async () => (await import("./admin/ko.ts")).adminKo,
  de: async () => (await import("./admin/de.ts")).adminDe,
  fr: async () => (await import("./admin/fr.ts")).adminFr,
  it: async () => (await import("./admin/it.ts")).adminIt,
  es: async () => (await import("./admin/es.ts")).adminEs,
  ar: async () => (await import("./admin/ar.ts")).adminAr,
  hk: async () => (await import("./admin/hk.ts")).adminHk,
  zh: async () => (await import("./admin/zh.ts")).adminZh,
};
