// SQL of the content domain. Customer reads name `published` in every query, so a draft is never
// served; each joins the asked language's translation and the English one, and shows the first
// that exists (`fallback` when it is English standing in). Back-office writes lock the item's row
// (`for update`), so a publish, a push or a delete racing another one sees its outcome.
import type { UserId } from "@tradewind/domain/ids";
import { sql, type Insertable, type Kysely, type Updateable } from "kysely";
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
  lang: string;
  fallbackLang: string;
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

export async function publishedSummaries(db: Db, filter: ShownFilter & { types: readonly number[]; limit: number }) {
  return shown(db, filter).where("c.type", "in", [...filter.types]).orderBy("c.type").orderBy("c.sort_order").orderBy("c.id").limit(filter.limit).execute();
}

export type SummaryRow = Awaited<ReturnType<typeof publishedSummaries>>[number];

function withBody(db: Db, filter: ShownFilter) {
  return shown(db, filter).select((eb) => eb.fn.coalesce("l.body", "f.body").as("body"));
}

export async function publishedItem(db: Db, filter: ShownFilter & ({ id: string } | { slug: string })) {
  const query = withBody(db, filter);
  return ("id" in filter ? query.where("c.id", "=", filter.id) : query.where("c.slug", "=", filter.slug)).executeTakeFirst();
}

export type ItemRow = NonNullable<Awaited<ReturnType<typeof publishedItem>>>;

export async function publishedFaq(db: Db, filter: ShownFilter & { category: string | undefined; limit: number }) {
  let query = withBody(db, filter).where("c.type", "=", 5);
  if (filter.category !== undefined) query = query.where("c.category", "=", filter.category);
  return query.orderBy("c.sort_order").orderBy("c.id").limit(filter.limit).execute();
}

/** FAQ entries whose shown title or text contains `needle` (already lower-cased); title matches first. */
export async function searchFaq(db: Db, filter: ShownFilter & { needle: string; limit: number }) {
  const pattern = containsPattern(filter.needle);
  const title = sql<string>`coalesce(l.search_title, f.search_title)`;
  const body = sql<string>`coalesce(l.search_body, f.search_body)`;
  return shown(db, filter)
    .select([sql<string>`coalesce(l.plain, f.plain)`.as("plain"), sql<boolean>`${title} like ${pattern}`.as("title_match")])
    .where("c.type", "=", 5)
    .where((eb) => eb.or([eb(title, "like", pattern), eb(body, "like", pattern)]))
    .orderBy(sql`${title} like ${pattern}`, "desc")
    .orderBy("c.sort_order")
    .orderBy("c.id")
    .limit(filter.limit)
    .execute();
}

/** A page of published notices, newest publication first; with `userId`, whether each is read. */
export async function noticesPage(db: Db, filter: ShownFilter & { userId: UserId | null; limit: number; offset: number }) {
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
  return { rows, total: Number(total.count) };
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
export async function isPublishedNotice(db: Db, id: string): Promise<boolean> {
  const row = await tables(db).selectFrom("contents").select("id").where("id", "=", id).where("type", "=", 4).where("published", "=", true).executeTakeFirst();
  return row !== undefined;
}

export async function markNoticeRead(tx: Db, userId: UserId, contentId: string): Promise<void> {
  await tables(tx).insertInto("content_reads").values({ user_id: userId, content_id: contentId }).onConflict((oc) => oc.columns(["user_id", "content_id"]).doNothing()).execute();
}

// --- back office ---

export async function contentsPage(db: Db, filter: { type: number | undefined; q: string | undefined; limit: number; offset: number }) {
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
  return { rows, total: Number(total.count) };
}

export type ContentRow = Awaited<ReturnType<typeof contentsPage>>["rows"][number];

export async function findContent(db: Db, id: string): Promise<ContentRow | undefined> {
  return tables(db).selectFrom("contents as c").selectAll("c").where("c.id", "=", id).executeTakeFirst();
}

export async function lockContent(tx: Db, id: string): Promise<ContentRow | undefined> {
  return tables(tx).selectFrom("contents as c").selectAll("c").where("c.id", "=", id).forUpdate().executeTakeFirst();
}

export async function slugOwner(db: Db, slug: string): Promise<string | undefined> {
  return (await tables(db).selectFrom("contents").select("id").where("slug", "=", slug).executeTakeFirst())?.id;
}

export async function translationsOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tables(db).selectFrom("content_translations").select(["content_id", "language", "title", "body"]).where("content_id", "in", [...ids]).execute();
}

export async function insertContent(tx: Db, values: Insertable<ContentTables["contents"]>): Promise<ContentRow> {
  return tables(tx).insertInto("contents").values(values).returningAll().executeTakeFirstOrThrow();
}

/** Inserts the items whose slug does not exist yet (a seed racing another process); answers those inserted. */
export async function insertContentsUnlessSlug(tx: Db, values: readonly Insertable<ContentTables["contents"]>[]) {
  if (values.length === 0) return [];
  return tables(tx).insertInto("contents").values([...values]).onConflict((oc) => oc.column("slug").doNothing()).returning(["id", "slug"]).execute();
}

export async function insertTranslations(tx: Db, values: readonly Insertable<ContentTables["content_translations"]>[]): Promise<void> {
  if (values.length > 0) await tables(tx).insertInto("content_translations").values([...values]).execute();
}

export async function updateContent(tx: Db, id: string, changes: Updateable<ContentTables["contents"]>): Promise<ContentRow> {
  return tables(tx).updateTable("contents").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteContent(tx: Db, id: string): Promise<void> {
  await tables(tx).deleteFrom("contents").where("id", "=", id).execute();
}

export type TranslationValues = Omit<Insertable<ContentTables["content_translations"]>, "content_id">;

/** Replaces every translation of the item with `translations`. */
export async function replaceTranslations(tx: Db, id: string, translations: readonly TranslationValues[]): Promise<void> {
  await tables(tx).deleteFrom("content_translations").where("content_id", "=", id).execute();
  if (translations.length > 0) await tables(tx).insertInto("content_translations").values(translations.map((translation) => ({ ...translation, content_id: id }))).execute();
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
