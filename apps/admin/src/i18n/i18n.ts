// The back office's i18next: the shared set-up (packages/ui) over the admin catalogues
// (packages/i18n/src/admin), with the chosen language stored under "tw.admin.language". Keys are
// typed against the English admin catalogue.
import i18next from "i18next";
import { adminCatalogueLoaders } from "@tradewind/i18n/admin-catalogue-loaders";
import { adminEn, type AdminCatalogue } from "@tradewind/i18n/admin/en";
import { setUpI18n } from "@tradewind/ui/i18n-setup.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: AdminCatalogue };
  }
}

export const { currentLanguage, setLanguage, ready: languageReady } = setUpI18n(adminCatalogueLoaders, adminEn, "tw.admin.language");

export const i18n = i18next;
