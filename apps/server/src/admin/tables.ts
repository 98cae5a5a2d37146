// Tables of the admin domain (operators, their sessions and one-time links, the audit log):
// only the admin domain's repositories query them; other domains never need to.
import type { ColumnType, Generated } from "kysely";
import type { Role } from "@tradewind/api/admin/roles";
import type { OperatorId } from "@tradewind/domain/ids";
import type { Id, NullableTimestamp, Timestamp } from "../platform/columns.ts";

export type LinkPurpose = "setup" | "invite" | "totpReset";
export type OperatorStatus = "active" | "disabled";

/** JSON as stored in jsonb: written as text, read back parsed. */
type Json = ColumnType<unknown, string | null, string | null>;

export interface AdminTables {
  operators: {
    // Ids come out of SQL branded: the table type is the edge where a string becomes an OperatorId.
    id: Generated<OperatorId>;
    username: string;
    password_hash: string | null;
    roles: ColumnType<Role[], Role[], Role[]>;
    status: ColumnType<OperatorStatus, OperatorStatus | undefined, OperatorStatus>;
    totp_secret: string | null;
    totp_enrolled_at: NullableTimestamp;
    totp_last_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
    last_sign_in_at: NullableTimestamp;
    created_at: Timestamp;
  };
  operator_sessions: {
    id: Id;
    token_hash: string;
    operator_id: OperatorId;
    ip: string;
    user_agent: string;
    created_at: Timestamp;
    expires_at: Timestamp;
    revoked_at: NullableTimestamp;
  };
  operator_links: {
    id: Id;
    token_hash: string;
    purpose: LinkPurpose;
    operator_id: OperatorId | null;
    pending_username: string | null;
    pending_password_hash: string | null;
    pending_totp_secret: string | null;
    created_by: string | null;
    created_at: Timestamp;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
  };
  audit_log: {
    id: Generated<string>;
    operator_id: OperatorId | null;
    operator_username: string | null;
    action: string;
    target: string | null;
    outcome: "done" | "refused";
    error_code: number | null;
    before: Json;
    after: Json;
    reason: string | null;
    ip: string;
    user_agent: string;
    created_at: Timestamp;
  };
}
