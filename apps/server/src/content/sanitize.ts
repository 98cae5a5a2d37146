// Content bodies: the allow-list of packages/api/src/content.ts applied with sanitize-html, on
// write (what is stored) and again on read (what is served), and the plain text the FAQ search
// and excerpts use. Anything outside the list is dropped: script and style with their contents,
// event handlers, style attributes, javascript:/data: links; links keep an http(s) or relative
// href and get rel="noopener noreferrer".
import { contentAllowedTags, isAllowedContentHref } from "@tradewind/api/content";
import sanitizeHtml from "sanitize-html";

const options: sanitizeHtml.IOptions = {
  allowedTags: [...contentAllowedTags],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "object", "svg", "math"],
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs.href ?? "").trim();
      if (!isAllowedContentHref(href)) return { tagName: "a", attribs: {} };
      const external = /^https?:\/\//i.test(href);
      return { tagName: "a", attribs: { href, rel: "noopener noreferrer", ...(external ? { target: "_blank" } : {}) } };
    },
  },
};

/** The body with only the allowed tags and attributes, trimmed. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/**
 * The text of a body already limited to the allow-list (sanitised, or the seed, whose test holds
 * it to the list): tags dropped (a block tag or br becomes a space), entities decoded, whitespace
 * collapsed. Plain string work, so seeding stays fast; the result is only ever shown as text.
 */
export function plainText(html: string): string {
  const text = html.replace(/<(br|\/p|\/h2|\/h3|\/li|\/blockquote)\b[^>]*>/gi, " ").replace(/<[^>]*>/g, "");
  return text
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith("#")) {
        const point = lower.startsWith("#x") ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
        return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : " ";
      }
      return entities[lower] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}
