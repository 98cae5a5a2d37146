import { describe, expect, it } from "vitest";
import { adminCatalogues } from "./admin-catalogues.ts";
import { catalogues, interpolate } from "./catalogues.ts";
import { emailTexts } from "./emails.ts";
import { languageInfo, languages, negotiateLanguage, type LanguageCode } from "./languages.ts";
import { pluralCategories } from "./plural.ts";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") result.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) result.set(leaf, text);
  }
  return result;
}

const pluralKey = new RegExp(`^(.*)_(${pluralCategories.join("|")})$`);

/** Keys with a text's plural forms folded into one (`x_one`, `x_other` → `x`). */
const folded = (keys: Iterable<string>) => [...new Set([...keys].map((key) => key.match(pluralKey)?.[1] ?? key))].sort();

/**
 * The plural forms i18next may look up in `code`: the categories of the language's locale and of
 * the bare code it is registered under (i18next asks Intl.PluralRules for that; "hk" resolves to
 * the runtime's default locale).
 */
const formsOf = (code: LanguageCode) =>
  [...new Set([languageInfo(code).locale, code].flatMap((locale) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories))].sort();

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

// The customer catalogues, the back office's (packages/i18n/src/admin) and the server's emails pass the same checks.
const catalogueSets = [
  ["customer", catalogues],
  ["admin", adminCatalogues],
  ["email", emailTexts],
] as const;

describe.each(catalogueSets)("%s catalogues", (_name, set) => {
  const english = leaves(set.en as unknown as Tree);

  describe.each(languages.map((language) => language.code))("catalogue %s", (code) => {
    const catalogue = leaves(set[code] as unknown as Tree);

    it("has exactly the English keys, each a non-empty string", () => {
      expect(folded(catalogue.keys())).toEqual(folded(english.keys()));
      for (const [key, text] of catalogue) expect(text.trim(), key).not.toBe("");
    });

    it("has every plural form its language may be asked for, and none it has not", () => {
      const plurals = folded([...english.keys()].filter((key) => pluralKey.test(key)));
      for (const base of plurals) {
        const forms = [...catalogue.keys()].filter((key) => key.match(pluralKey)?.[1] === base).map((key) => key.match(pluralKey)?.[2]);
        expect(forms.sort(), base).toEqual(formsOf(code));
      }
    });

    it("keeps every {{placeholder}} of the English text", () => {
      const englishText = (key: string) => english.get(key) ?? english.get(key.replace(pluralKey, "$1_other")) ?? "";
      for (const [key, text] of catalogue) expect(placeholders(text), key).toEqual(placeholders(englishText(key)));
    });

    it.skipIf(code === "en")("is a translation, not a copy of English", () => {
      const same = [...english].filter(([key, text]) => catalogue.get(key) === text).length;
      // Brand names, symbols and codes may stay as they are; whole sections may not.
      expect(same / english.size).toBeLessThan(0.1);
    });
  });
});

describe("language negotiation", () => {
  it.each([
    [undefined, "en"],
    ["ja", "ja"],
    ["ja-JP,ja;q=0.9,en;q=0.8", "ja"],
    ["zh-TW", "hk"],
    ["zh-Hant-HK", "hk"],
    ["zh-CN,zh;q=0.9", "zh"],
    ["hk", "hk"],
    ["pt-BR,es;q=0.5", "es"],
    ["xx, ar;q=0.1", "ar"],
    ["tlh", "en"],
  ])("%s → %s", (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it("interpolates placeholders and leaves unknown ones visible", () => {
    expect(interpolate("try again in {{seconds}} seconds {{other}}", { seconds: 30 })).toBe("try again in 30 seconds {{other}}");
  });
});
