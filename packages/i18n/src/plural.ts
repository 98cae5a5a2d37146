// Texts that depend on a count: i18next picks `key_<category>` by the CLDR plural category of
// the count in the language (Intl.PluralRules), so each language holds the forms it has (Arabic
// six, Japanese one) and English's shape cannot be every language's shape.
export const pluralCategories = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof pluralCategories)[number];

/** The forms of one text: `other` always, the others as the language has them. */
export type Plural<Key extends string> = { [K in `${Key}_other`]: string } & { [K in `${Key}_${Exclude<PluralCategory, "other">}`]?: string };
