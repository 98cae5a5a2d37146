// An operator's text per interface language, as the back office sends it: every one of the ten
// languages named, each trimmed and bounded (10120 past `lengthMax`). Empty is allowed here: the
// editor of each kind of text decides which language is required (English always is).
import { z } from "zod";
import { languages, type LanguageCode } from "@tradewind/i18n/languages";
import { failWith } from "../endpoint.ts";

export function languageTextsSchema(lengthMax: number) {
  return z.strictObject(
    Object.fromEntries(languages.map((language) => [language.code, z.string(failWith("invalidRequest")).trim().max(lengthMax, failWith("valueTooLong"))])) as Record<
      LanguageCode,
      z.ZodString
    >,
  );
}

/** What the back office reads back: the stored texts (a language never written may be absent). */
export const storedLanguageTextsSchema = z.record(z.string(), z.string());
