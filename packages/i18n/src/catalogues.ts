// All ten catalogues by language code. Each is typed as the English one, so a missing or
// extra key is a compile error; catalogue.test.ts also checks every leaf is a non-empty string.
import type { LanguageCode } from "./languages.ts";
import { en, type Catalogue } from "./catalogues/en.ts";
import { ja } from "./catalogues/ja.ts";
import { ko } from "./catalogues/ko.ts";
import { de } from "./catalogues/de.ts";
import { fr } from "./catalogues/fr.ts";
import { it } from "./catalogues/it.ts";
import { es } from "./catalogues/es.ts";
import { ar } from "./catalogues/ar.ts";
import { hk } from "./catalogues/hk.ts";
import { zh } from "./catalogues/zh.ts";

export type { Catalogue };

export const catalogues: Record<LanguageCode, Catalogue> = { en, ja, ko, de, fr, it, es, ar, hk, zh };

/** Replaces {{name}} placeholders, the same syntax i18next uses in the web app. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
