// Content in the back office (issue 16): the editor's list with each item's complete languages,
// one item with its stored translations, and the writes the audited path runs in its
// transaction (create, update, publish, unpublish, delete a draft, push a notice to every user).
// Each write answers the item before and after, for the audit row.
import type { AdminContent, AdminContentRow } from "@tradewind/api/admin/content";
import { contentFallbackLanguage, faqCategories, faqContentType, noticeContentType, type ContentType, type FaqCategory } from "@tradewind/api/content";
import type { ContentId } from "@tradewind/domain/ids";
import { languages, type LanguageCode } from "@tradewind/i18n/languages";
import { notifyAllUsers } from "../notifications/service.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import * as content from "./repository.ts";
import { storedTranslations, type TranslationInput } from "./service.ts";

export interface ContentFields {
  type: ContentType;
  slug: string;
  category?: FaqCategory | null | undefined;
  sortOrder: number;
  translations: Partial<Record<LanguageCode, TranslationInput>>;
}

export interface Editor {
  id: string;
  username: string;
  at: Date;
}

export function contentTarget(id: string): string {
  return `content:${id}`;
}

const languageOrder = languages.map((language) => language.code);

function iso(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}

type Translation = Pick<content.Translation, "language" | "title" | "body">;

function row(record: content.ContentRecord, translations: readonly Translation[]): AdminContentRow {
  const byLanguage = new Map(translations.map((translation) => [translation.language, translation]));
  const first = languageOrder.map((code) => byLanguage.get(code)).find((translation) => translation !== undefined);
  return {
    id: record.id,
    type: record.type,
    slug: record.slug,
    category: record.category,
    sortOrder: record.sortOrder,
    title: byLanguage.get(contentFallbackLanguage)?.title ?? first?.title ?? "",
    published: record.published,
    publishedAt: iso(record.publishedAt),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    completeLanguages: languageOrder.filter((code) => byLanguage.has(code)),
    pushedAt: iso(record.pushedAt),
    pushedCount: record.pushedCount,
  };
}

function full(record: content.ContentRecord, translations: readonly Translation[]): AdminContent {
  const stored: AdminContent["translations"] = {};
  for (const translation of translations) stored[translation.language] = { title: translation.title, body: translation.body };
  return {
    ...row(record, translations),
    translations: stored,
    pushedBy: record.pushedBy === null ? null : { id: record.pushedBy, username: record.pushedByName ?? "" },
  };
}

export async function contentsForOffice(db: Db, query: { page: number; size: number; type?: ContentType | undefined; q?: string | undefined }) {
  const { rows, total } = await content.contentsPage(db, { type: query.type, q: query.q, limit: query.size, offset: (query.page - 1) * query.size });
  const translations = await content.translationsOf(db, rows.map((record) => record.id));
  const items = rows.map((record) => row(record, translations.filter((translation) => translation.contentId === record.id)));
  return { items, total, page: query.page, size: query.size };
}

async function assembled(db: Db, record: content.ContentRecord): Promise<AdminContent> {
  return full(record, await content.translationsOf(db, [record.id]));
}

/** One item with its translations; 10118 for an unknown id. */
export async function contentForOffice(db: Db, id: ContentId): Promise<AdminContent> {
  const record = await content.findContent(db, id);
  if (!record) fail("notFound");
  return assembled(db, record);
}

async function lockedContent(tx: Db, id: ContentId): Promise<content.ContentRecord> {
  return (await content.lockContent(tx, id)) ?? fail("notFound");
}

/** The category the type allows: FAQ entries need one, other types have none (10001). */
function categoryFor(fields: ContentFields): FaqCategory | null {
  if (fields.type === faqContentType) {
    if (fields.category === undefined || fields.category === null || !(faqCategories as readonly string[]).includes(fields.category)) fail("invalidRequest");
    return fields.category;
  }
  if (fields.category !== undefined && fields.category !== null) fail("invalidRequest");
  return null;
}

async function assertSlugFree(tx: Db, slug: string, exceptId: ContentId | null) {
  const owner = await content.slugOwner(tx, slug);
  if (owner !== undefined && owner !== exceptId) fail("contentSlugTaken");
}

const hasEnglish = (stored: readonly content.TranslationValues[]) => stored.some((translation) => translation.language === contentFallbackLanguage);

export async function createContent(tx: Db, fields: ContentFields, at: Date) {
  const category = categoryFor(fields);
  const stored = storedTranslations(fields.translations);
  await assertSlugFree(tx, fields.slug, null);
  const created = await content.insertDraft(tx, { type: fields.type, slug: fields.slug, category, sortOrder: fields.sortOrder }, at);
  await content.replaceTranslations(tx, created.id, stored);
  return { before: null, after: await assembled(tx, created) };
}

export async function updateContent(tx: Db, id: ContentId, fields: ContentFields, at: Date) {
  const current = await lockedContent(tx, id);
  const before = await assembled(tx, current);
  const category = categoryFor(fields);
  const stored = storedTranslations(fields.translations);
  if (current.published && !hasEnglish(stored)) fail("contentTranslationIncomplete");
  await assertSlugFree(tx, fields.slug, id);
  const updated = await content.editContent(tx, id, { type: fields.type, slug: fields.slug, category, sortOrder: fields.sortOrder }, at);
  await content.replaceTranslations(tx, id, stored);
  return { before, after: await assembled(tx, updated) };
}

export async function publishContent(tx: Db, id: ContentId, at: Date) {
  const current = await lockedContent(tx, id);
  const before = await assembled(tx, current);
  if (before.translations[contentFallbackLanguage] === undefined) fail("contentTranslationIncomplete");
  const updated = await content.setPublished(tx, id, { publishedAt: current.publishedAt ?? at }, at);
  return { before, after: await assembled(tx, updated) };
}

export async function unpublishContent(tx: Db, id: ContentId, at: Date) {
  const current = await lockedContent(tx, id);
  const before = await assembled(tx, current);
  const updated = await content.setPublished(tx, id, null, at);
  return { before, after: await assembled(tx, updated) };
}

/** Deletes an unpublished draft; 10198 for a published item. */
export async function deleteContent(tx: Db, id: ContentId) {
  const current = await lockedContent(tx, id);
  if (current.published) fail("contentStateWrong");
  const before = await assembled(tx, current);
  await content.deleteContent(tx, id);
  return { before, after: null };
}

/**
 * Sends a published notice to every user as one notification each (kind `notice`, params
 * `title_<lang>` for each language it has, reference `notice:<id>`) in one INSERT … SELECT, and
 * records when, by whom and to how many. 10198 unless a published notice; 10199 when pushed before.
 */
export async function pushNotice(tx: Db, id: ContentId, editor: Editor) {
  const current = await lockedContent(tx, id);
  if (current.type !== noticeContentType || !current.published) fail("contentStateWrong");
  if (current.pushedAt !== null) fail("noticeAlreadyPushed");
  const before = await assembled(tx, current);
  const params: Record<string, string> = {};
  for (const code of languageOrder) {
    const translation = before.translations[code];
    if (translation) params[`title_${code}`] = translation.title;
  }
  const recipients = await notifyAllUsers(tx, { kind: "notice", params, reference: `notice:${id}` });
  const updated = await content.recordPush(tx, id, { count: recipients, by: editor, at: editor.at });
  return { before, after: await assembled(tx, updated), recipients };
}
