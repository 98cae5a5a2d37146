// The notifications table (migration 0018), owned by the notifications domain: only
// notifications/repository.ts queries it.
import type { UserId } from "@tradewind/domain/ids";
import type { Book } from "@tradewind/api/accounts";
import type { NotificationKind } from "@tradewind/api/notifications";
import type { ColumnType } from "kysely";
import type { CreatedAt, Id, NullableTimestamp } from "../platform/columns.ts";

/** jsonb of string values: written as JSON text, read back parsed. */
type Params = ColumnType<Record<string, string>, string | undefined, never>;

export interface NotificationTables {
  notifications: {
    id: Id;
    user_id: UserId;
    kind: NotificationKind;
    book: Book | null;
    params: Params;
    reference: string | null;
    read_at: NullableTimestamp;
    created_at: CreatedAt;
  };
}
