// Use cases of content on the customer's side (issue 16): published titles by type, one item by
// id or slug, the FAQ and its search, notices with the signed-in reader's read marks; and the
// seed, inserted on start for every slug never seeded before. Every body is sanitised again on
// the way out (the stored one already was on the way in): nothing read is trusted.
import {
  contentFallbackLanguage,
  contentListMax,
  faqCategories,
  faqContentType,
  faqExcerptLengthMax,
  faqSearchResultsMax,
  noticeContentType,
  type ContentItem,
  type ContentSummary,
  type ContentType,
  type FaqCategory,
  type FaqHit,
  type Notice,
} from "@tradewind/api/content";
import type { ContentId, UserId } from "@tradewind/domain/ids";
import type { LanguageCode } from "@tradewind/i18n/languages";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import * as content from "./repository.ts";
import { plainText, sanitizeBody } from "./sanitize.ts";
import { seedContents } from "./seed/index.ts";

export interface ContentDeps {
  db: Db;
  clock: Clock;
}

/** Most FAQ entries one listFaq answer holds. */
export const faqListMax = 200;

/** The types listContents serves without ?kind=: company, policy, footer / statement. */
const pageTypes: readonly ContentType[] = [1, 2, 3];

const chinese = new Set<LanguageCode>(["zh", "hk"]);

/**
 * SPEC's path of listContents: "1" is Chinese (zh, or hk when asked), "2" every other language
 * (?lang= when given, else the request's language; a Chinese request language shows English).
 */
export function listLanguage(path: "1" | "2", asked: LanguageCode | undefined, request: LanguageCode): LanguageCode {
  if (path === "1") return asked === "hk" ? "hk" : "zh";
  if (asked !== undefined) return asked;
  return chinese.has(request) ? contentFallbackLanguage : request;
}

function shownIn(lang: LanguageCode): content.ShownFilter {
  return { lang, fallbackLang: contentFallbackLanguage };
}

function iso(value: Date | null): string {
  return value === null ? "" : value.toISOString();
}

function summary(shown: content.ShownContent, lang: LanguageCode): ContentSummary {
  return {
    id: shown.id,
    type: shown.type,
    slug: shown.slug,
    category: shown.category,
    title: shown.title,
    language: shown.language,
    fallback: shown.language !== lang,
    sortOrder: shown.sortOrder,
    publishedAt: iso(shown.publishedAt),
    updatedAt: iso(shown.updatedAt),
  };
}

function item(shown: content.ShownItem, lang: LanguageCode): ContentItem {
  return { ...summary(shown, lang), body: sanitizeBody(shown.body) };
}

export async function listContents(db: Db, lang: LanguageCode, kind: ContentType | undefined): Promise<{ items: ContentSummary[] }> {
  const rows = await content.publishedSummaries(db, { ...shownIn(lang), types: kind === undefined ? pageTypes : [kind], limit: contentListMax });
  return { items: rows.map((row) => summary(row, lang)) };
}

/** A published item by id or slug; 10195 for an unknown or unpublished one. */
export async function getContent(db: Db, lang: LanguageCode, which: { id: ContentId } | { slug: string }): Promise<ContentItem> {
  const row = await content.publishedItem(db, { ...shownIn(lang), ...which });
  if (!row) fail("contentNotFound");
  return item(row, lang);
}

export async function listFaq(db: Db, lang: LanguageCode, faqCategory: FaqCategory | undefined): Promise<{ items: ContentItem[] }> {
  const rows = await content.publishedFaq(db, { ...shownIn(lang), category: faqCategory, limit: faqListMax });
  const order = (value: FaqCategory | null) => (value === null ? faqCategories.length : faqCategories.indexOf(value));
  // Stable: within a category the repository's sort order and id stay.
  return { items: rows.map((row) => item(row, lang)).sort((a, b) => order(a.category) - order(b.category)) };
}

/** Up to `faqExcerptLengthMax` characters of `text` around the first `needle` (lower-cased), or its start. */
export function excerpt(text: string, needle: string): string {
  const at = text.toLowerCase().indexOf(needle);
  const half = Math.floor(faqExcerptLengthMax / 2);
  const start = at <= half ? 0 : at - half;
  const end = Math.min(text.length, start + faqExcerptLengthMax);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`.slice(0, faqExcerptLengthMax);
}

export async function searchFaq(db: Db, lang: LanguageCode, q: string): Promise<{ items: FaqHit[] }> {
  const needle = q.toLowerCase();
  const rows = await content.searchFaq(db, { ...shownIn(lang), needle, limit: faqSearchResultsMax });
  return { items: rows.map((row) => ({ ...summary(row, lang), excerpt: excerpt(row.plain, row.titleMatch ? "" : needle) })) };
}

export async function listNotices(db: Db, lang: LanguageCode, userId: UserId | null, paging: { page: number; size: number }) {
  const [{ rows, total }, unreadCount] = await Promise.all([
    content.noticesPage(db, { ...shownIn(lang), userId, limit: paging.size, offset: (paging.page - 1) * paging.size }),
    userId === null ? Promise.resolve(null) : content.unreadNoticeCount(db, userId),
  ]);
  const items: Notice[] = rows.map((row) => ({ ...item(row, lang), unread: row.read === null ? null : !row.read }));
  return { items, total, page: paging.page, size: paging.size, unreadCount };
}

/** Marks a published notice read for the user (again is harmless); 10195 otherwise. */
export async function readNotice(db: Db, userId: UserId, id: ContentId): Promise<{ id: string; unreadCount: number }> {
  if (!(await content.isPublishedNotice(db, id))) fail("contentNotFound");
  await content.markNoticeRead(db, userId, id);
  return { id, unreadCount: await content.unreadNoticeCount(db, userId) };
}

// --- translations as stored ---

export interface TranslationInput {
  title: string;
  body: string;
}

/** A title on one line: whitespace collapsed, trimmed (rendered as text, never as HTML). */
export function cleanTitle(title: string): string {
  return title.replace(/\s+/g, " ").trim();
}

/**
 * The stored form of the translations typed: bodies sanitised; both empty means none (dropped);
 * a title without a body (after sanitising: nothing but tags counts as empty) or the reverse
 * answers 10197.
 */
export function storedTranslations(translations: Partial<Record<LanguageCode, TranslationInput>>, sanitize: (html: string) => string = sanitizeBody): content.TranslationValues[] {
  const stored: content.TranslationValues[] = [];
  // Object.entries widens the keys to string; they are the record's language codes.
  for (const [language, input] of Object.entries(translations) as [LanguageCode, TranslationInput | undefined][]) {
    if (!input) continue;
    const title = cleanTitle(input.title);
    const body = sanitize(input.body);
    const plain = plainText(body);
    if (title === "" && plain === "") continue;
    if (title === "" || plain === "") fail("contentTranslationIncomplete");
    stored.push({ language, title, body, plain });
  }
  return stored;
}

// --- seed ---

/**
 * Inserts each seed item whose slug was never seeded (published, as written), then records the
 * slug, so an item an operator deleted stays deleted. One transaction, three multi-row
 * statements; safe to run from several processes at once (a slug taken meanwhile is skipped).
 * Answers how many were inserted.
 */
export async function seedContent(deps: ContentDeps): Promise<number> {
  const seeded = await content.seededSlugs(deps.db);
  const missing = seedContents.filter((seed) => !seeded.has(seed.slug));
  if (missing.length === 0) return 0;
  // The seed is source code held to the allow-list by seed.test.ts, stored as written (and, like
  // every body, sanitised when served); sanitising ~300 bodies here would slow every start.
  const translations = new Map(missing.map((seed) => [seed.slug, storedTranslations(seed.translations, (html) => html.trim())]));
  return deps.db.transaction().execute(async (tx) => {
    const rows = await content.insertPublishedUnlessSlug(
      tx,
      missing.map((seed) => ({ type: seed.type, slug: seed.slug, category: seed.type === faqContentType ? (seed.category ?? faqCategories[0]) : null, sortOrder: seed.sortOrder })),
      deps.clock.now(),
    );
    await content.insertTranslations(
      tx,
      rows.flatMap((row) => (translations.get(row.slug) ?? []).map((translation) => ({ ...translation, contentId: row.id }))),
    );
    await content.markSeeded(tx, missing.map((seed) => seed.slug));
    return rows.length;
  });
}

export { noticeContentType };
