import { describe, expect, it } from "vitest";
import { contentBodyLengthMax, contentTitleLengthMax, isAllowedContentHref } from "@tradewind/api/content";
import { languages } from "@tradewind/i18n/languages";
import { plainText, sanitizeBody } from "../sanitize.ts";
import { faqCategories, seedContents } from "./index.ts";

const allowedTags = new Set(["p", "h2", "h3", "ul", "ol", "li", "strong", "em", "a", "br"]);
const codes = languages.map((language) => language.code);

describe("content seed", () => {
  it("has unique, well-formed slugs", () => {
    const slugs = seedContents.map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("holds every required page and notice", () => {
    const bySlug = new Map(seedContents.map((item) => [item.slug, item.type]));
    const required: [string, number][] = [
      ["about-us", 1], ["licence-supervision", 1],
      ["legal-information", 3], ["disclaimer", 3], ["risk-warning", 3], ["cookie-policy", 3], ["about-advertising", 3],
      ["terms-and-conditions", 2], ["privacy-policy", 2],
    ];
    for (const [slug, type] of required) expect(bySlug.get(slug), slug).toBe(type);
    expect(seedContents.filter((item) => item.type === 4).length).toBeGreaterThanOrEqual(2);
  });

  it("gives every item all ten languages with a non-empty title and body", () => {
    for (const item of seedContents) {
      expect(Object.keys(item.translations).sort(), item.slug).toEqual([...codes].sort());
      for (const code of codes) {
        const translation = item.translations[code];
        expect(translation.title.trim().length, `${item.slug} ${code} title`).toBeGreaterThan(0);
        expect(translation.title.length, `${item.slug} ${code} title`).toBeLessThanOrEqual(contentTitleLengthMax);
        expect(translation.body.length, `${item.slug} ${code} body`).toBeLessThanOrEqual(contentBodyLengthMax);
        expect(translation.body.replace(/<[^>]*>/g, "").trim().length, `${item.slug} ${code} body`).toBeGreaterThan(20);
      }
    }
  });

  it("translates instead of copying English", () => {
    for (const item of seedContents) {
      const english = item.translations.en;
      for (const code of codes.filter((c) => c !== "en")) {
        expect(item.translations[code].body, `${item.slug} ${code}`).not.toBe(english.body);
      }
    }
  });

  it("uses only the allowed tags, with href as the only attribute, and balanced", () => {
    for (const item of seedContents) {
      for (const code of codes) {
        const html = item.translations[code].body;
        const stack: string[] = [];
        for (const match of html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
          const [, closing, tag = "", attributes = ""] = match;
          const where = `${item.slug} ${code} <${closing}${tag}${attributes}>`;
          expect(allowedTags.has(tag), where).toBe(true);
          if (tag === "a" && !closing) {
            expect(attributes, where).toMatch(/^ href="[^"<>]+"$/);
            expect(isAllowedContentHref(attributes.slice(7, -1)), where).toBe(true);
          }
          else expect(attributes, where).toBe("");
          if (tag === "br") continue;
          if (closing) expect(stack.pop(), where).toBe(tag);
          else stack.push(tag);
        }
        expect(stack, `${item.slug} ${code} unclosed`).toEqual([]);
        expect(html.replace(/<\/?[a-zA-Z0-9]+[^<>]*>/g, ""), `${item.slug} ${code} stray bracket`).not.toMatch(/[<>]/);
        expect(html, `${item.slug} ${code}`).not.toMatch(/javascript:|\bon[a-z]+=/i);
      }
    }
  });

  it("survives the content sanitiser with its text intact", () => {
    for (const item of seedContents) {
      for (const code of codes) {
        const body = item.translations[code].body;
        expect(plainText(sanitizeBody(body)), `${item.slug} ${code}`).toBe(plainText(body));
      }
    }
  });

  it("has at least 15 FAQ entries, each with a known category, and categories only on FAQ entries", () => {
    const faq = seedContents.filter((item) => item.type === 5);
    expect(faq.length).toBeGreaterThanOrEqual(15);
    for (const item of faq) expect(faqCategories, item.slug).toContain(item.category);
    for (const category of faqCategories) expect(faq.some((item) => item.category === category), category).toBe(true);
    for (const item of seedContents.filter((i) => i.type !== 5)) expect(item.category, item.slug).toBeUndefined();
  });

  it("repeats none of SPEC's example marketing figures", () => {
    const banned = [/0[.,]3\s*%/, /350\s*\+/, /1[.,]2\s*M\b/, /3[.,]8\s*B\b/, /1[.,]2\s*million/i, /3[.,]8\s*billion/i];
    for (const item of seedContents) {
      for (const code of codes) {
        const text = `${item.translations[code].title} ${item.translations[code].body}`;
        for (const pattern of banned) expect(text, `${item.slug} ${code}`).not.toMatch(pattern);
      }
    }
  });
});
