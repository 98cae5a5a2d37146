// The factor_resets table (migration 0057), owned by the admin domain: only
// admin/factor-resets/repository.ts queries it.
import type { UserId } from "@tradewind/domain/ids";
import type { ColumnType } from "kysely";
import type { CreatedAt, Id, NullableTimestamp, Timestamp } from "../../platform/columns.ts";

export type FactorResetStatus = "pending" | "approved" | "rejected" | "expired";

export interface FactorResetTables {
  factor_resets: {
    id: Id;
    user_id: UserId;
    totp: boolean;
    passkeys: boolean;
    language: string;
    reason: string;
    status: ColumnType<FactorResetStatus, FactorResetStatus | undefined, FactorResetStatus>;
    requested_by: string;
    decided_by: string | null;
    decision_reason: string | null;
    created_at: CreatedAt;
    expires_at: Timestamp;
    decided_at: NullableTimestamp;
  };
}
