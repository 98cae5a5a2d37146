// The loan agreement's wording in every language: each text present, the same {{placeholders}}
// as the English (a missing one would print a figure in one language and not in another), and a
// translation rather than a copy.
import { describe, expect, it } from "vitest";
import { languages } from "../languages.ts";
import { loanAgreementText } from "./loan-agreement.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe.each(languages.map((language) => language.code))("loan agreement text %s", (code) => {
  const english = Object.entries(loanAgreementText.en);
  const texts: Record<string, string> = loanAgreementText[code];

  it("has every English text, non-empty, with the same placeholders", () => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(loanAgreementText.en).sort());
    for (const [key, text] of english) {
      expect(texts[key]?.trim(), key).not.toBe("");
      expect(placeholders(texts[key] ?? ""), key).toEqual(placeholders(text));
    }
  });

  it.skipIf(code === "en")("is a translation, not a copy of English", () => {
    expect(english.filter(([key, text]) => texts[key] === text)).toEqual([]);
  });
});
