// The uploads and upload_refusals tables (migrations 0016, 0029), owned by the uploads domain: only uploads/repository.ts
// queries it; other domains claim and read uploads through uploads/service.ts.
import type { UploadPurpose } from "@tradewind/api/uploads";
import type { UserId } from "@tradewind/domain/ids";
import type { ColumnType } from "kysely";
import type { Id, CreatedAt, NullableTimestamp } from "../platform/columns.ts";

export type StoredImageType = "image/jpeg" | "image/png";

export interface UploadTables {
  uploads: {
    id: Id;
    // Rows come out of SQL branded: the table type is the edge where a string becomes a UserId.
    owner_id: UserId | null;
    /** An operator's upload (NFT artwork) has operator_id instead of owner_id (migration 0023). */
    operator_id: ColumnType<string | null, string | null | undefined, never>;
    purpose: UploadPurpose;
    content_type: StoredImageType;
    bytes: number;
    width: number;
    height: number;
    sha256: string;
    storage_name: string;
    claimed_at: NullableTimestamp;
    claimed_ref: string | null;
    created_at: CreatedAt;
  };
  /** An upload that was refused: counted toward the hourly limit with the accepted ones (migration 0029). */
  upload_refusals: {
    id: Id;
    owner_id: UserId | null;
    operator_id: string | null;
    code: number;
    created_at: CreatedAt;
  };
}
