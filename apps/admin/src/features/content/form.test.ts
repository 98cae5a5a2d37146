// The content editor's form: which languages count as complete, and the body sent on save
// (empty languages left out, the category only on FAQ entries, the order as a number).
import { describe, expect, it } from "vitest";
import { contentBody, emptyContentForm, formOfContent, languageState } from "./form.ts";

describe("content form", () => {
  it("marks a language complete only with a title and a body that has text", () => {
    expect(languageState({ title: "T", body: "<p>x</p>" })).toBe("complete");
    expect(languageState({ title: "T", body: "<p> </p><br>" })).toBe("partial");
    expect(languageState({ title: " ", body: "<p>x</p>" })).toBe("partial");
    expect(languageState({ title: "", body: "" })).toBe("empty");
  });

  it("sends only the languages typed, the category for FAQ entries only, and the order as a number", () => {
    const form = emptyContentForm(5);
    form.slug = " faq-fees ";
    form.category = "fees";
    form.sortOrder = "12";
    form.translations.en = { title: " Fees ", body: "<p>0.1 %</p>" };
    form.translations.de = { title: "Gebühren", body: "" };
    expect(contentBody(form, "new entry")).toEqual({
      type: 5,
      slug: "faq-fees",
      category: "fees",
      sortOrder: 12,
      translations: { en: { title: "Fees", body: "<p>0.1 %</p>" }, de: { title: "Gebühren", body: "" } },
      reason: "new entry",
    });
    expect(contentBody({ ...form, type: 2 }, "policy").category).toBeNull();
  });

  it("loads a stored item with every language present, empty where it has none", () => {
    const form = formOfContent({
      id: "1",
      type: 4,
      slug: "n",
      category: null,
      sortOrder: 0,
      title: "N",
      published: true,
      publishedAt: null,
      createdAt: "",
      updatedAt: "",
      completeLanguages: ["en"],
      pushedAt: null,
      pushedCount: null,
      pushedBy: null,
      translations: { en: { title: "N", body: "<p>n</p>" } },
    });
    expect(form.translations.en).toEqual({ title: "N", body: "<p>n</p>" });
    expect(form.translations.ar).toEqual({ title: "", body: "" });
    expect(form.category).toBe("");
  });
});
