// A country code (ISO 3166-1 alpha-2) as its name in the interface language, code kept beside it.
export function countryName(code: string, locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: "region", fallback: "code" }).of(code);
  return name === undefined || name === code ? code : `${name} (${code})`;
}
