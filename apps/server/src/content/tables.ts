// Tables of the content domain (migration 0025): items, their translations, the notices each
// signed-in user has read, and the seed slugs already inserted. Only content/repository.ts
// queries them; other domains ask content/service.ts.
import type { ContentType, FaqCategory } from "@tradewind/api/content";
import type { ContentId } from "@tradewind/domain/ids";
import type { LanguageCode } from "@tradewind/i18n/languages";
import type { ColumnType, Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "../platform/columns.ts";

export interface ContentTables {
  contents: {
    // Ids come out of SQL branded: the table type is the edge where a string becomes a ContentId.
    id: Generated<ContentId>;
    /** The CHECKs of migration 0025 hold these to their unions. */
    type: ContentType;
    slug: string;
    category: FaqCategory | null;
    sort_order: number;
    published: ColumnType<boolean, boolean | undefined, boolean>;
    published_at: NullableTimestamp;
    pushed_at: NullableTimestamp;
    pushed_count: number | null;
    pushed_by: string | null;
    pushed_by_name: string | null;
    created_at: ColumnType<Date, Date | string | undefined, never>;
    updated_at: Timestamp;
  };
  content_translations: {
    content_id: ContentId;
    language: LanguageCode;
    title: string;
    body: string;
    plain: string;
    search_title: string;
    search_body: string;
  };
  content_reads: {
    user_id: string;
    content_id: ContentId;
    read_at: ColumnType<Date, Date | string | undefined, never>;
  };
  content_seeded: {
    slug: string;
    seeded_at: Generated<Date>;
  };
}
