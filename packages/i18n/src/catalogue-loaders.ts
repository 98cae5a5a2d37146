// The catalogues as the front ends fetch them: English (the fallback, so never missing) comes with
// the app, every other language is a chunk of its own fetched when chosen. The server and the
// tests keep the eager map (catalogues.ts); the back office's are in admin-catalogue-loaders.ts.
import type { LanguageCode } from "./languages.ts";
import { en, type Catalogue } from "./catalogues/en.ts";

export type CatalogueLoaders<C> = Record<LanguageCode, () => Promise<C>>;

export const catalogueLoaders: CatalogueLoaders<Catalogue> = {
  en: async () => en,
  ja: async () => (await import("./catalogues/ja.ts")).ja,
  ko: async () => (await import("./catalogues/ko.ts")).ko,
  de: async () => (await import("./catalogues/de.ts")).de,
  fr: async () => (await import("./catalogues/fr.ts")).fr,
  it: async () => (await import("./catalogues/it.ts")).it,
  es: async () => (await import("./catalogues/es.ts")).es,
  ar: async () => (await import("./catalogues/ar.ts")).ar,
  hk: async () => (await import("./catalogues/hk.ts")).hk,
  zh: async () => (await import("./catalogues/zh.ts")).zh,
};
