// An operator's text per interface language, as the back office sends it: every one of the ten
// languages named, each trimmed and bounded (10120 past `lengthMax`). Empty is allowed here: the
// editor of each kind of text decides which language is required (English always is). Names are
// one line (10100 for a line break or tab); descriptions may hold line breaks.
import { z } from "zod";
import { languages, type LanguageCode } from "@tradewind/i18n/languages";
import { failWith } from "../endpoint.ts";
import { isSingleLineText } from "../text.ts";

export function languageTextsSchema(lengthMax: number, lines: "one line" | "multi-line" = "multi-line") {
  const text = () => {
    const bounded = z.string(failWith("invalidRequest")).trim().max(lengthMax, failWith("valueTooLong"));
    return lines === "one line" ? bounded.refine(isSingleLineText, failWith("invalidRequest")) : bounded;
  };
  return z.strictObject(Object.fromEntries(languages.map((language) => [language.code, text()])) as Record<LanguageCode, ReturnType<typeof text>>);
}

/** What the back office reads back: the stored texts (a language never written may be absent). */
export const storedLanguageTextsSchema = z.record(z.string(), z.string());
