// Content: company pages, policies, footer statements, notices and FAQ entries (SPEC §1–§3, §7;
// issue 16). Each item has one translation per language (title + body); a language without one
// is served in English with `fallback: true` (the page shows "shown in English"). Bodies are rich
// text limited to `contentAllowedTags` / `contentAllowedAttributes`: the server sanitises them on
// write (sanitize-html) and again on read, and clients render them through the same allow-list
// (packages/ui/src/RichText.tsx), never with innerHTML.
//
// Item types: 1 company, 2 policy, 3 footer / statement, 4 notice (SPEC), 5 FAQ entry (an
// extension; an FAQ entry has a `category`, every other type has none). Unpublished items are
// never served: they answer 10195 like an unknown id.
//
// Notices: newest first, paged. A signed-in caller gets `unread` per notice and the unread count
// (POST /user/readNotice marks one read). Visitors get `unread: null`: the web app keeps the ids
// of the notices a visitor has opened in localStorage (`tradewind.readNotices`, a JSON array of
// ids, at most `visitorReadNoticesMax` newest kept) and computes the mark itself.
import { languages, type LanguageCode } from "@tradewind/i18n/languages";
import { z } from "zod";
import { endpoint, failWith, page, pageQuery, recordId } from "./endpoint.ts";

/** 1 company, 2 policy, 3 footer / statement, 4 notice, 5 FAQ entry. */
export const contentTypes = [1, 2, 3, 4, 5] as const;
export type ContentType = (typeof contentTypes)[number];
export const noticeContentType = 4 satisfies ContentType;
export const faqContentType = 5 satisfies ContentType;

/** FAQ categories (the /help page's groups; catalogue `help.categories.<category>`). */
export const faqCategories = ["account", "trading", "fees", "money", "earn", "nfts-referral"] as const;
export type FaqCategory = (typeof faqCategories)[number];

/** The language shown when the asked one has no translation. */
export const contentFallbackLanguage: LanguageCode = "en";

/** Tags a body may hold; anything else is dropped (its text kept, except script/style contents). */
export const contentAllowedTags = ["p", "h2", "h3", "ul", "ol", "li", "strong", "em", "a", "br", "blockquote"] as const;
/** Attributes a tag may keep: links keep href (http, https or a relative path only) and get rel="noopener noreferrer". */
export const contentAllowedAttributes: Readonly<Record<string, readonly string[]>> = { a: ["href", "rel", "target"] };
/** Is this href allowed in a body: http(s) absolute, or a relative path / fragment (never javascript:, data:, //host). */
export function isAllowedContentHref(href: string): boolean {
  const value = href.trim();
  if (/^https?:\/\//i.test(value)) return true;
  if (value.startsWith("//")) return false;
  return /^(\/|#|\?)/.test(value) || (/^[a-z0-9._-]/i.test(value) && !/^[a-z][a-z0-9+.-]*:/i.test(value));
}

/** Limits (named so forms can show them). */
export const contentTitleLengthMax = 200;
/** Characters of HTML one translation's body may hold. */
export const contentBodyLengthMax = 60_000;
export const contentSlugLengthMax = 80;
/** Items one listContents answer holds at most (types 1–3 are a few dozen). */
export const contentListMax = 200;
export const faqSearchLengthMax = 100;
/** Matches one FAQ search answers at most. */
export const faqSearchResultsMax = 20;
/** Characters of plain text around a search hit in `excerpt`. */
export const faqExcerptLengthMax = 240;
export const noticePageSizeMax = 50;
/** Read notice ids a visitor's browser keeps (localStorage `tradewind.readNotices`). */
export const visitorReadNoticesMax = 200;
export const visitorReadNoticesKey = "tradewind.readNotices";

export const contentSlugSchema = z
  .string(failWith("invalidRequest"))
  .max(contentSlugLengthMax, failWith("valueTooLong"))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, failWith("invalidRequest"));

const languageCodes = languages.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];
export const contentLanguageSchema = z.enum(languageCodes, failWith("invalidRequest"));
/** `?lang=`: the language to show; without it the request's `lang` header (Accept-Language, else en). */
const langQuery = { lang: contentLanguageSchema.optional() };

export const contentTypeSchema = z.coerce
  .number(failWith("invalidRequest"))
  .int(failWith("invalidRequest"))
  .min(1, failWith("invalidRequest"))
  .max(contentTypes.length, failWith("invalidRequest"))
  // The checks above admit exactly the types.
  .transform((value) => value as ContentType);

export const contentSummarySchema = z.object({
  id: z.string(),
  type: z.number().int(),
  slug: z.string(),
  /** FAQ entries only; null otherwise. */
  category: z.enum(faqCategories).nullable(),
  title: z.string(),
  /** The language the title (and body) is shown in: the asked one, or en when it has none. */
  language: contentLanguageSchema,
  /** True when the asked language has no translation and English is shown. */
  fallback: z.boolean(),
  /** Lower first within a type (FAQ: the first ones are the "popular questions"). */
  sortOrder: z.number().int(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type ContentSummary = z.output<typeof contentSummarySchema>;

export const contentItemSchema = contentSummarySchema.extend({
  /** Sanitised HTML limited to `contentAllowedTags`; render it through the allow-list (RichText). */
  body: z.string(),
});
export type ContentItem = z.output<typeof contentItemSchema>;

export const listContents = endpoint({
  method: "GET",
  path: "/index/listContents/:type",
  summary:
    "Published content titles in one language (SPEC: path 1 = Chinese, 2 = every other language). Path 1 shows zh (or hk when ?lang=hk); path 2 shows ?lang=, else the request's language (en when that is Chinese or unknown). ?kind= filters the item type (1–5); without it types 1–3 (company, policy, footer). Ordered by type, sort order, id; at most 200. Missing translations fall back to English with fallback: true.",
  auth: "none",
  params: z.strictObject({ type: z.enum(["1", "2"], failWith("invalidRequest")) }),
  query: z.strictObject({ ...langQuery, kind: contentTypeSchema.optional() }),
  result: z.object({ items: z.array(contentSummarySchema) }),
});

export const getContentsById = endpoint({
  method: "GET",
  path: "/index/getContentsById/:id",
  summary: "One published item with its body, in ?lang= (else the request's language), English with fallback: true when that language has none. 10195 for an unknown or unpublished id.",
  auth: "none",
  params: z.strictObject({ id: recordId("contentNotFound") }),
  query: z.strictObject(langQuery),
  result: contentItemSchema,
});

export const getContentsBySlug = endpoint({
  method: "GET",
  path: "/index/getContentsBySlug/:slug",
  summary: "One published item by its slug (e.g. privacy-policy), as getContentsById. 10195 for an unknown or unpublished slug.",
  auth: "none",
  params: z.strictObject({ slug: z.string(failWith("contentNotFound")).max(contentSlugLengthMax, failWith("contentNotFound")).regex(/^[a-z0-9-]+$/, failWith("contentNotFound")) }),
  query: z.strictObject(langQuery),
  result: contentItemSchema,
});

export const listFaq = endpoint({
  method: "GET",
  path: "/index/listFaq",
  summary: "Every published FAQ entry with its answer, grouped by the client (category), ordered by category order, sort order, id; ?category= narrows to one group; at most 200.",
  auth: "none",
  query: z.strictObject({ ...langQuery, category: z.enum(faqCategories, failWith("invalidRequest")).optional() }),
  result: z.object({ items: z.array(contentItemSchema) }),
});

export const faqHitSchema = contentSummarySchema.extend({
  /** Plain text around the first match in the body (or the body's start when the title matched), at most 240 characters. */
  excerpt: z.string(),
});
export type FaqHit = z.output<typeof faqHitSchema>;

export const searchFaq = endpoint({
  method: "GET",
  path: "/index/searchFaq",
  summary:
    "FAQ entries whose title or body text (tags stripped) contains q, case-insensitively, in ?lang= (entries without that language are searched and shown in English, fallback: true); title matches first, then sort order; at most 20.",
  auth: "none",
  query: z.strictObject({
    ...langQuery,
    q: z.string(failWith("invalidRequest")).trim().min(1, failWith("invalidRequest")).max(faqSearchLengthMax, failWith("valueTooLong")),
  }),
  result: z.object({ items: z.array(faqHitSchema) }),
});

export const noticeSchema = contentItemSchema.extend({
  /** Signed in: whether the caller has not read it yet; visitors: null (the client keeps read ids in localStorage). */
  unread: z.boolean().nullable(),
});
export type Notice = z.output<typeof noticeSchema>;

export const listNotices = endpoint({
  method: "GET",
  path: "/index/listNotices",
  summary: "Published notices (type 4), newest publication first, paged (size ≤ 50), with bodies; signed in, each has unread and the answer the unread count; visitors get null for both.",
  auth: "none",
  query: z.strictObject({
    ...langQuery,
    page: pageQuery.page,
    size: z.coerce.number(failWith("invalidRequest")).int(failWith("invalidRequest")).min(1, failWith("invalidRequest")).max(noticePageSizeMax, failWith("invalidRequest")).default(10),
  }),
  result: page(noticeSchema).extend({ unreadCount: z.number().int().nullable() }),
});

export const readNotice = endpoint({
  method: "POST",
  path: "/user/readNotice",
  summary: "Mark a published notice read for the caller (repeating it is harmless); answers the remaining unread count. 10195 for an unknown or unpublished notice.",
  auth: "user",
  body: z.strictObject({ id: recordId("contentNotFound") }),
  result: z.object({ id: z.string(), unreadCount: z.number().int() }),
});
