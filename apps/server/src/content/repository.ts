// SQL of the content domain. Customer reads name `published` in every query, so a draft is never
// served; each joins the asked language's translation and the English one, and shows the first
// that exists (`fallback` when it is English standing in). Back-office writes lock the item's row
// (`for update`), so a publish, a push or a delete racing another one sees its outcome. Rows leave
// as camelCase records.
import type { ContentType, FaqCategory } from "@tradewind/api/content";
import type { ContentId, UserId } from "@tradewind/domain/ids";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { ContentTables } from "./tables.ts";

function tables(db: Db): Kysely<ContentTables> {
  return withTables<ContentTables>(db);
}

/** `text` as a LIKE pattern matching it anywhere (its own % _ \ taken literally). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface ShownFilter {
  lang: LanguageCode;
  fallbackLang: LanguageCode;
}

/** A published item as a reader sees it: the title in the asked language, else the fallback's. */
export interface ShownContent {
  id: ContentId;
  type: ContentType;
  slug: string;
  category: FaqCategory | null;
  sortOrder: number;
  publishedAt: Date | null;
  updatedAt: Date;
  title: string;
  /** The language the title (and body) is in. */
  language: LanguageCode;
}

function shownOf(row: { id: ContentId; type: ContentType; slug: string; category: FaqCategory | null; sort_order: number; published_at: Date | null; updated_at: Date; title: string; language: LanguageCode }): ShownContent {
  return { id: row.id, type: row.type, slug: row.slug, category: row.category, sortOrder: row.sort_order, publishedAt: row.published_at, updatedAt: row.updated_at, title: row.title, language: row.language };
}

/** Published items with the title (and body) in `lang`, else in the fallback language. */
function shown(db: Db, filter: ShownFilter) {
  return tables(db)
    .selectFrom("contents as c")
    .innerJoin("content_translations as f", (join) => join.onRef("f.content_id", "=", "c.id").on("f.language", "=", filter.fallbackLang))
    .leftJoin("content_translations as l", (join) => join.onRef("l.content_id", "=", "c.id").on("l.language", "=", filter.lang))
    .where("c.published", "=", true)
    .select([
      "c.id",
      "c.type",
      "c.slug",
      "c.category",
      "c.sort_order",
      "c.published_at",
      "c.updated_at",
      (eb) => eb.fn.coalesce("l.title", "f.title").as("title"),
      (eb) => eb.fn.coalesce("l.language", "f.language").as("language"),
    ]);
}

export async function publishedSummaries(db: Db, filter: ShownFilter & { types: readonly ContentType[]; limit: number }): Promise<ShownContent[]> {
  const rows = await shown(db, filter).where("c.type", "in", [...filter.types]).orderBy("c.type").orderBy("c.sort_order").orderBy("c.id").limit(filter.limit).execute();
  return rows.map(shownOf);
}

/** A shown item with its body (HTML as stored). */
export interface ShownItem extends ShownContent {
  body: string;
}

function withBody(db: Db, filter: ShownFilter) {
  return shown(db, filter).select((eb) => eb.fn.coalesce("l.body", "f.body").as("body"));
}

export async function publishedItem(db: Db, filter: ShownFilter & ({ id: ContentId } | { slug: string })): Promise<ShownItem | undefined> {
  const query = withBody(db, filter);
  const row = await ("id" in filter ? query.where("c.id", "=", filter.id) : query.where("c.slug", "=", filter.slug)).executeTakeFirst();
  return row && { ...shownOf(row), body: row.body };
}

export async function publishedFaq(db: Db, filter: ShownFilter & { category: FaqCategory | undefined; limit: number }): Promise<ShownItem[]> {
  let query = withBody(db, filter).where("c.type", "=", 5);
  if (filter.category !== undefined) query = query.where("c.category", "=", filter.category);
  const rows = await query.orderBy("c.sort_order").orderBy("c.id").limit(filter.limit).execute();
  return rows.map((row) => ({ ...shownOf(row), body: row.body }));
}

/** FAQ entries whose shown title or text contains `needle` (already lower-cased); title matches first. */
export async function searchFaq(db: Db, filter: ShownFilter & { needle: string; limit: number }): Promise<(ShownContent & { plain: string; titleMatch: boolean })[]> {
  const pattern = containsPattern(filter.needle);
  const title = sql<string>`coalesce(l.search_title, f.search_title)`;
  const body = sql<string>`coalesce(l.search_body, f.search_body)`;
  const rows = await shown(db, filter)
    .select([sql<string>`coalesce(l.plain, f.plain)`.as("plain"), sql<boolean>`${title} like ${pattern}`.as("title_match")])
    .where("c.type", "=", 5)
    .where((eb) => eb.or([eb(title, "like", pattern), eb(body, "like", pattern)]))
    .orderBy(sql`${title} like ${pattern}`, "desc")
    .orderBy("c.sort_order")
    .orderBy("c.id")
    .limit(filter.limit)
    .execute();
  return rows.map((row) => ({ ...shownOf(row), plain: row.plain, titleMatch: row.title_match }));
}

/** A page of published notices, newest publication first; with `userId`, whether each is read. */
export async function noticesPage(db: Db, filter: ShownFilter & { userId: UserId | null; limit: number; offset: number }): Promise<{ rows: (ShownItem & { read: boolean | null })[]; total: number }> {
  const [rows, total] = await Promise.all([
    withBody(db, filter)
      .where("c.type", "=", 4)
      .select((eb) =>
        filter.userId === null
          ? sql<boolean | null>`null`.as("read")
          : eb
              .exists(eb.selectFrom("content_reads as r").select("r.content_id").whereRef("r.content_id", "=", "c.id").where("r.user_id", "=", filter.userId))
              .as("read"),
      )
      .orderBy("c.published_at", "desc")
      .orderBy("c.id", "desc")
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    tables(db)
      .selectFrom("contents")
      .where("published", "=", true)
      .where("type", "=", 4)
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => ({ ...shownOf(row), body: row.body, read: row.read === null ? null : Boolean(row.read) })), total: Number(total.count) };
}

export async function unreadNoticeCount(db: Db, userId: UserId): Promise<number> {
  const row = await tables(db)
    .selectFrom("contents as c")
    .where("c.published", "=", true)
    .where("c.type", "=", 4)
    .where((eb) => eb.not(eb.exists(eb.selectFrom("content_reads as r").select("r.content_id").whereRef("r.content_id", "=", "c.id").where("r.user_id", "=", userId))))
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether `id` is a published notice. */
export async function isPublishedNotice(db: Db, id: ContentId): Promise<boolean> {
  const row = await tables(db).selectFrom("contents").select("id").where("id", "=", id).where("type", "=", 4).where("published", "=", true).executeTakeFirst();
  return row !== undefined;
}

export async function markNoticeRead(tx: Db, userId: UserId, contentId: ContentId): Promise<void> {
  await tables(tx).insertInto("content_reads").values({ user_id: userId, content_id: contentId }).onConflict((oc) => oc.columns(["user_id", "content_id"]).doNothing()).execute();
}

// --- back office ---

/** An item as the editor sees it, drafts included. */
export interface ContentRecord {
  id: ContentId;
  type: ContentType;
  slug: string;
  category: FaqCategory | null;
  sortOrder: number;
  published: boolean;
  publishedAt: Date | null;
  /** When a notice was sent to every user, to how many and by whom; null until then. */
  pushedAt: Date | null;
  pushedCount: number | null;
  pushedBy: string | null;
  pushedByName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

function recordOf(row: Selectable<ContentTables["contents"]>): ContentRecord {
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    category: row.category,
    sortOrder: row.sort_order,
    published: row.published,
    publishedAt: row.published_at,
    pushedAt: row.pushed_at,
    pushedCount: row.pushed_count,
    pushedBy: row.pushed_by,
    pushedByName: row.pushed_by_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function contentsPage(db: Db, filter: { type: ContentType | undefined; q: string | undefined; limit: number; offset: number }): Promise<{ rows: ContentRecord[]; total: number }> {
  let base = tables(db).selectFrom("contents as c");
  if (filter.type !== undefined) base = base.where("c.type", "=", filter.type);
  if (filter.q !== undefined) {
    const pattern = containsPattern(filter.q);
    base = base.where((eb) =>
      eb.or([
        eb("c.slug", "ilike", pattern),
        eb.exists(eb.selectFrom("content_translations as s").select("s.content_id").whereRef("s.content_id", "=", "c.id").where("s.search_title", "like", containsPattern(filter.q?.toLowerCase() ?? ""))),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base.selectAll("c").orderBy("c.type").orderBy("c.sort_order").orderBy("c.id").limit(filter.limit).offset(filter.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(recordOf), total: Number(total.count) };
}

export async function findContent(db: Db, id: ContentId): Promise<ContentRecord | undefined> {
  const row = await tables(db).selectFrom("contents as c").selectAll("c").where("c.id", "=", id).executeTakeFirst();
  return row && recordOf(row);
}

export async function lockContent(tx: Db, id: ContentId): Promise<ContentRecord | undefined> {
  const row = await tables(tx).selectFrom("contents as c").selectAll("c").where("c.id", "=", id).forUpdate().executeTakeFirst();
  return row && recordOf(row);
}

export async function slugOwner(db: Db, slug: string): Promise<ContentId | undefined> {
  return (await tables(db).selectFrom("contents").select("id").where("slug", "=", slug).executeTakeFirst())?.id;
}

/** A stored translation of an item: the title and the sanitised body. */
export interface Translation {
  contentId: ContentId;
  language: LanguageCode;
  title: string;
  body: string;
}

export async function translationsOf(db: Db, ids: readonly ContentId[]): Promise<Translation[]> {
  if (ids.length === 0) return [];
  const rows = await tables(db).selectFrom("content_translations").select(["content_id", "language", "title", "body"]).where("content_id", "in", [...ids]).execute();
  return rows.map((row) => ({ contentId: row.content_id, language: row.language, title: row.title, body: row.body }));
}

/** What the editor sets on an item. */
export interface ContentValues {
  type: ContentType;
  slug: string;
  category: FaqCategory | null;
  sortOrder: number;
}

/** A new item, a draft until published. */
export async function insertDraft(tx: Db, values: ContentValues, at: Date): Promise<ContentRecord> {
  const row = await tables(tx)
    .insertInto("contents")
    .values({ type: values.type, slug: values.slug, category: values.category, sort_order: values.sortOrder, published: false, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return recordOf(row);
}

/** Seed items, published at `at`, whose slug does not exist yet (a seed racing another process); answers those inserted. */
export async function insertPublishedUnlessSlug(tx: Db, values: readonly ContentValues[], at: Date): Promise<{ id: ContentId; slug: string }[]> {
  if (values.length === 0) return [];
  return tables(tx)
    .insertInto("contents")
    .values(values.map((item) => ({ type: item.type, slug: item.slug, category: item.category, sort_order: item.sortOrder, published: true, published_at: at, updated_at: at })))
    .onConflict((oc) => oc.column("slug").doNothing())
    .returning(["id", "slug"])
    .execute();
}

async function updateContent(tx: Db, id: ContentId, changes: Updateable<ContentTables["contents"]>): Promise<ContentRecord> {
  return recordOf(await tables(tx).updateTable("contents").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow());
}

export async function editContent(tx: Db, id: ContentId, values: ContentValues, at: Date): Promise<ContentRecord> {
  return updateContent(tx, id, { type: values.type, slug: values.slug, category: values.category, sort_order: values.sortOrder, updated_at: at });
}

/** Published, keeping the first publication's time (`publishedAt`) when it was published before. */
export async function setPublished(tx: Db, id: ContentId, published: { publishedAt: Date } | null, at: Date): Promise<ContentRecord> {
  return updateContent(tx, id, published === null ? { published: false, updated_at: at } : { published: true, published_at: published.publishedAt, updated_at: at });
}

/** A notice sent to `count` users by an operator. */
export async function recordPush(tx: Db, id: ContentId, push: { count: number; by: { id: string; username: string }; at: Date }): Promise<ContentRecord> {
  return updateContent(tx, id, { pushed_at: push.at, pushed_count: push.count, pushed_by: push.by.id, pushed_by_name: push.by.username, updated_at: push.at });
}

export async function deleteContent(tx: Db, id: ContentId): Promise<void> {
  await tables(tx).deleteFrom("contents").where("id", "=", id).execute();
}

/** A translation as stored: the search columns are the lower-cased title and plain text. */
export interface TranslationValues {
  language: LanguageCode;
  title: string;
  body: string;
  plain: string;
}

function translationColumns(contentId: ContentId, translation: TranslationValues): Insertable<ContentTables["content_translations"]> {
  return { content_id: contentId, ...translation, search_title: translation.title.toLowerCase(), search_body: translation.plain.toLowerCase() };
}

/** Replaces every translation of the item with `translations`. */
export async function replaceTranslations(tx: Db, id: ContentId, translations: readonly TranslationValues[]): Promise<void> {
  await tables(tx).deleteFrom("content_translations").where("content_id", "=", id).execute();
  if (translations.length > 0) await tables(tx).insertInto("content_translations").values(translations.map((translation) => translationColumns(id, translation))).execute();
}

/** Adds translations to items just inserted. */
export async function insertTranslations(tx: Db, translations: readonly (TranslationValues & { contentId: ContentId })[]): Promise<void> {
  if (translations.length > 0) await tables(tx).insertInto("content_translations").values(translations.map(({ contentId, ...translation }) => translationColumns(contentId, translation))).execute();
}

// --- seed ---

export async function seededSlugs(db: Db): Promise<Set<string>> {
  const rows = await tables(db).selectFrom("content_seeded").select("slug").execute();
  return new Set(rows.map((row) => row.slug));
}

export async function markSeeded(tx: Db, slugs: readonly string[]): Promise<void> {
  if (slugs.length === 0) return;
  await tables(tx)
    .insertInto("content_seeded")
    .values(slugs.map((slug) => ({ slug })))
    .onConflict((oc) => oc.column("slug").doNothing())
    .execute();
}
