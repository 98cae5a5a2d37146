// The back-office side of content (DESIGN §8; issue 16), for the content role (admin passes too).
// - A list with type tabs; each row shows which of the ten languages are complete (title + body).
// - Create and edit an item with all its translations at once (the form switches language
//   locally and saves the whole set: languages left out are removed). Bodies are sanitised on
//   save; the answer holds the stored (sanitised) text, which the editor shows as the preview.
// - Publish / unpublish (publishing needs a complete English translation, the fallback), delete
//   (unpublished drafts only), push a published notice to every user as a notification of kind
//   `notice` (params title_<lang> for each language it has, reference `notice:<id>`), once.
// Every write carries a reason and is audited.
import { z } from "zod";
import { failWith, page, recordId } from "../endpoint.ts";
import {
  contentBodyLengthMax,
  contentLanguageSchema,
  contentSlugSchema,
  contentTitleLengthMax,
  contentTypeSchema,
  faqCategories,
} from "../content.ts";
import { adminEndpoint, adminPageQuery, auditedSchema, reasonSchema, searchText } from "./common.ts";

const content = { operator: ["content"] } as const;

/** Highest sort order an item may have. */
export const contentSortOrderMax = 100_000;

export const contentTranslationSchema = z.object({ title: z.string(), body: z.string() });

const operatorRefSchema = z.object({ id: z.string(), username: z.string() });

export const adminContentRowSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  slug: z.string(),
  category: z.enum(faqCategories).nullable(),
  sortOrder: z.number().int(),
  /** The English title, else the first translation's, else "". */
  title: z.string(),
  published: z.boolean(),
  /** First publication time (kept across unpublish / republish); null while never published. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Languages with both a title and a body, in the catalogue order of the ten languages. */
  completeLanguages: z.array(contentLanguageSchema),
  /** Notices: when it was pushed to all users and to how many; null otherwise. */
  pushedAt: z.string().nullable(),
  pushedCount: z.number().int().nullable(),
});
export type AdminContentRow = z.output<typeof adminContentRowSchema>;

export const adminContentSchema = adminContentRowSchema.extend({
  /** Stored (sanitised) translations by language code; only the languages it has. */
  translations: z.partialRecord(contentLanguageSchema, contentTranslationSchema),
  pushedBy: operatorRefSchema.nullable(),
});
export type AdminContent = z.output<typeof adminContentSchema>;

export const listContentsForContent = adminEndpoint({
  method: "GET",
  path: "/contents",
  summary: "Content items of one type (or all), drafts included; by sort order then id; q matches the slug or any title (contains); paged.",
  auth: content,
  query: z.strictObject({
    ...adminPageQuery,
    type: contentTypeSchema.optional(),
    q: searchText(120).optional(),
  }),
  result: page(adminContentRowSchema),
});

const contentIdParams = z.strictObject({ id: recordId() });

export const getContent = adminEndpoint({
  method: "GET",
  path: "/contents/:id",
  summary: "One item with all its stored translations. 10118 for an unknown id.",
  auth: content,
  params: contentIdParams,
  result: adminContentSchema,
});

/** One translation as typed: both empty means "no translation" (dropped); one of them empty answers 10197. */
export const contentTranslationInputSchema = z.strictObject({
  title: z.string(failWith("invalidRequest")).trim().max(contentTitleLengthMax, failWith("valueTooLong")),
  body: z.string(failWith("invalidRequest")).max(contentBodyLengthMax, failWith("valueTooLong")),
});

/**
 * The editable fields. `category` is required for type 5 (FAQ) and must be absent / null for the
 * others (10001 otherwise). 10196 for a slug another item has; 10197 for a half-filled translation.
 */
export const contentBodySchema = z.strictObject({
  type: contentTypeSchema,
  slug: contentSlugSchema,
  category: z.enum(faqCategories, failWith("invalidRequest")).nullable().optional(),
  sortOrder: z.coerce.number(failWith("invalidRequest")).int(failWith("invalidRequest")).min(0, failWith("invalidRequest")).max(contentSortOrderMax, failWith("invalidRequest")).default(0),
  translations: z.partialRecord(contentLanguageSchema, contentTranslationInputSchema),
  reason: reasonSchema,
});

export const createContent = adminEndpoint({
  method: "POST",
  path: "/contents",
  summary: "Create an unpublished item (a draft); bodies are sanitised; audited. 10196 slug taken; 10197 half-filled translation.",
  auth: content,
  body: contentBodySchema,
  result: auditedSchema.extend({ content: adminContentSchema }),
});

export const updateContent = adminEndpoint({
  method: "POST",
  path: "/contents/:id",
  summary:
    "Replace an item's fields and translations (languages left out are removed); bodies are sanitised; audited. A published item stays published (10197 if English is removed). 10118 unknown id; 10196 slug taken; 10197 half-filled translation.",
  auth: content,
  params: contentIdParams,
  body: contentBodySchema,
  result: auditedSchema.extend({ content: adminContentSchema }),
});

const reasonBody = z.strictObject({ reason: reasonSchema });

export const publishContent = adminEndpoint({
  method: "POST",
  path: "/contents/:id/publish",
  summary: "Publish an item (publishing again is harmless); needs a complete English translation (10197); audited.",
  auth: content,
  params: contentIdParams,
  body: reasonBody,
  result: auditedSchema.extend({ content: adminContentSchema }),
});

export const unpublishContent = adminEndpoint({
  method: "POST",
  path: "/contents/:id/unpublish",
  summary: "Withdraw an item from the customer pages (it answers 10195 there); audited.",
  auth: content,
  params: contentIdParams,
  body: reasonBody,
  result: auditedSchema.extend({ content: adminContentSchema }),
});

export const deleteContent = adminEndpoint({
  method: "POST",
  path: "/contents/:id/delete",
  summary: "Delete an unpublished draft with its translations; audited. 10198 for a published item (unpublish first); 10118 unknown id.",
  auth: content,
  params: contentIdParams,
  body: reasonBody,
  result: auditedSchema.extend({ id: z.string() }),
});

export const pushNotice = adminEndpoint({
  method: "POST",
  path: "/contents/:id/push",
  summary:
    "Send a published notice (type 4) to every user as a notification of kind notice (params title_<lang> for each language it has, reference notice:<id>), in one statement; announced to connected users; audited with the recipient count. 10198 not a published notice; 10199 already pushed.",
  auth: content,
  params: contentIdParams,
  body: reasonBody,
  result: auditedSchema.extend({ content: adminContentSchema, recipients: z.number().int() }),
});
