// The adjustments table (migration 0013), owned by the admin domain: only
// admin/adjustments/repository.ts queries it.
import type { UserId } from "@tradewind/domain/ids";
import type { ColumnType } from "kysely";
import type { Id, CreatedAt, NullableTimestamp } from "../../platform/columns.ts";

export type AdjustmentStatus = "pending" | "posted" | "rejected";
export type AdjustmentDirection = "credit" | "debit";
export type AdjustmentPlatformAccount = "cash" | "fees" | "trading_counterparty" | "demo_faucet";

export interface AdjustmentTables {
  ledger_adjustments: {
    id: Id;
    // Rows come out of SQL branded: the table type is the edge where a string becomes a UserId.
    user_id: UserId;
    book: "demo" | "real";
    currency: string;
    direction: AdjustmentDirection;
    amount: string;
    /** Its worth in USDT when requested (migration 0032); null when it could not be valued. */
    usdt_value: ColumnType<string | null, string | null | undefined, string | null>;
    platform_account: AdjustmentPlatformAccount;
    reference: string;
    reason: string;
    status: ColumnType<AdjustmentStatus, AdjustmentStatus | undefined, AdjustmentStatus>;
    requested_by: string;
    decided_by: string | null;
    decision_reason: string | null;
    entry_id: string | null;
    created_at: CreatedAt;
    decided_at: NullableTimestamp;
  };
}
