// The account statement's wording in every language: each text present, non-empty, with the same
// {{placeholders}} as the English (a missing one would drop a figure from one language's PDF).
import { describe, expect, it } from "vitest";
import { languages } from "../languages.ts";
import { statementPdfText } from "./statement-pdf.ts";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe.each(languages.map((language) => language.code))("statement text %s", (code) => {
  const english = new Map(leaves(statementPdfText.en));
  const texts = new Map(leaves(statementPdfText[code]));

  it("has every English text, non-empty, with the same placeholders", () => {
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(texts.get(key)?.trim(), key).not.toBe("");
      expect(placeholders(texts.get(key) ?? ""), key).toEqual(placeholders(text));
    }
  });
});
