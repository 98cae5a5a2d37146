// The KYC submissions table (migration 0017), owned by the accounts domain beside users.kyc_status:
// only accounts/kyc-repository.ts queries it; others ask accounts/kyc-service.ts.
import type { DocumentType } from "@tradewind/api/kyc";
import type { UserId } from "@tradewind/domain/ids";
import type { ColumnType } from "kysely";
import type { Id, NullableTimestamp, Timestamp } from "../platform/columns.ts";

export type KycReviewStatus = "pending" | "verified" | "failed";

export interface KycTables {
  kyc_submissions: {
    id: Id;
    // Rows come out of SQL branded: the table type is the edge where a string becomes a UserId.
    user_id: UserId;
    first_name: string;
    last_name: string;
    /** DATE, read back as YYYY-MM-DD text (kyc-repository.ts selects it with to_char). */
    birthdate: ColumnType<string, string, never>;
    sex: "male" | "female" | "other";
    country: string;
    address: string;
    phone: string;
    document_type: DocumentType;
    front_upload_id: string;
    back_upload_id: string;
    holding_upload_id: string;
    status: ColumnType<KycReviewStatus, KycReviewStatus | undefined, KycReviewStatus>;
    reject_reason: string | null;
    reviewed_by: string | null;
    reviewed_by_username: string | null;
    submitted_at: Timestamp;
    reviewed_at: NullableTimestamp;
  };
}
