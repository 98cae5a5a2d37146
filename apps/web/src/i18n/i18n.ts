// The user site's i18next: the shared set-up (packages/ui) over the customer catalogues, with the
// chosen language stored under "tw.language". Keys are typed against the English catalogue.
import i18next from "i18next";
import { catalogueLoaders } from "@tradewind/i18n/catalogue-loaders";
import { en, type Catalogue } from "@tradewind/i18n/catalogues/en";
import { setUpI18n } from "@tradewind/ui/i18n-setup.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Catalogue };
  }
}

export const { currentLanguage, currentLocale, setLanguage, ready: languageReady } = setUpI18n(catalogueLoaders, en, "tw.language");

export const i18n = i18next;
