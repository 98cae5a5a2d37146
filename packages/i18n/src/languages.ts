// The ten interface languages (SPEC §9). `code` is the wire and storage value; `locale` is the
// BCP 47 tag handed to Intl for numbers and dates; `dir` drives the document direction.
export const languages = [
  { code: "en", name: "English", locale: "en-US", dir: "ltr" },
  { code: "ja", name: "日本語", locale: "ja-JP", dir: "ltr" },
  { code: "ko", name: "한국어", locale: "ko-KR", dir: "ltr" },
  { code: "de", name: "Deutsch", locale: "de-DE", dir: "ltr" },
  { code: "fr", name: "Français", locale: "fr-FR", dir: "ltr" },
  { code: "it", name: "Italiano", locale: "it-IT", dir: "ltr" },
  { code: "es", name: "Español", locale: "es-ES", dir: "ltr" },
  { code: "ar", name: "العربية", locale: "ar", dir: "rtl" },
  { code: "hk", name: "繁體中文", locale: "zh-HK", dir: "ltr" },
  { code: "zh", name: "简体中文", locale: "zh-CN", dir: "ltr" },
] as const;

export type LanguageCode = (typeof languages)[number]["code"];
export const defaultLanguage: LanguageCode = "en";

const codes = new Set<string>(languages.map((language) => language.code));

export function isLanguageCode(value: string): value is LanguageCode {
  return codes.has(value);
}

/**
 * Picks a supported language from a `lang` header value or an Accept-Language list
 * ("ja-JP,ja;q=0.9,en;q=0.8"). zh-TW / zh-HK / zh-Hant map to hk, other zh to zh.
 */
export function negotiateLanguage(header: string | undefined): LanguageCode {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const quality = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: quality ? Number(quality.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const match = languageOfTag(tag);
    if (match) return match;
  }
  return defaultLanguage;
}

function languageOfTag(tag: string): LanguageCode | undefined {
  if (tag === "hk" || tag === "zh-tw" || tag === "zh-hk" || tag.startsWith("zh-hant")) return "hk";
  const primary = tag.split("-")[0] ?? "";
  return isLanguageCode(primary) ? primary : undefined;
}

export function languageInfo(code: LanguageCode) {
  const info = languages.find((language) => language.code === code);
  if (!info) throw new Error(`unknown language ${code}`);
  return info;
}
