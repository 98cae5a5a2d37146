// Tables the platform itself keeps: applied migrations, idempotency records and system params.
import type { ColumnType } from "kysely";
import type { CreatedAt } from "./columns.ts";

export interface PlatformTables {
  schema_migrations: { name: string; applied_at: CreatedAt };
  idempotency_records: {
    user_id: string;
    key: string;
    route: string;
    request_hash: string;
    response: ColumnType<unknown, string, string>;
    created_at: CreatedAt;
  };
  system_params: { key: string; value: string; public: boolean; description: string };
}
