// Tables the platform itself keeps: applied migrations, idempotency records and system params.
import type { ColumnType } from "kysely";
import type { ParamType } from "@tradewind/domain/params";
import type { CreatedAt } from "./columns.ts";

export interface PlatformTables {
  schema_migrations: { name: string; applied_at: CreatedAt };
  idempotency_records: {
    /** Exactly one of user_id and operator_id is set: the key's owner. */
    user_id: string | null;
    operator_id: ColumnType<string | null, string | null | undefined, string | null>;
    key: string;
    route: string;
    request_hash: string;
    response: ColumnType<unknown, string, string>;
    created_at: CreatedAt;
  };
  system_params: {
    key: string;
    value: string;
    public: boolean;
    description: string;
    /** How the back office checks a new value (migration 0013); `text` when not given. */
    type: ColumnType<ParamType, ParamType | undefined, ParamType>;
    /** Inclusive bounds of integer and decimal parameters; null where unbounded. */
    min_value: ColumnType<string | null, string | null | undefined, string | null>;
    max_value: ColumnType<string | null, string | null | undefined, string | null>;
    updated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
}
