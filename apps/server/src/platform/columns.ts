// Column types shared by every domain's table types, for Kysely. BIGINT ids and NUMERIC amounts
// arrive as strings (see database.ts).
import type { ColumnType, Generated } from "kysely";

export type Id = Generated<string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type Numeric = ColumnType<string, string | undefined, string>;
