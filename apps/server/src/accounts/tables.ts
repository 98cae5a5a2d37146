// Tables of the accounts domain (users, sessions, codes, throttles): only accounts/repository.ts
// queries them; other domains ask accounts/service.ts.
import type { ColumnType } from "kysely";
import type { KycStatus } from "@tradewind/api/accounts";
import type { Id, CreatedAt, Timestamp, NullableTimestamp } from "../platform/columns.ts";

export type UserStatus = "active" | "frozen";
/** What a verification code is for: registration, a password reset, a step-up of a user without a second factor, proving a new contact, or a sign-in of a passkey-only user without the passkey. */
export type CodePurpose = "register" | "reset" | "step_up" | "contact_change" | "passkey_recovery";

export interface AccountsTables {
  users: {
    id: Id;
    username: string;
    email: string | null;
    area_code: string | null;
    phone: string | null;
    password_hash: string | null;
    invite_code: string;
    inviter_id: string | null;
    status: ColumnType<UserStatus, UserStatus | undefined>;
    kyc_status: ColumnType<KycStatus, KycStatus | undefined>;
    google_subject: string | null;
    wallet_address: string | null;
    created_at: CreatedAt;
    withdrawals_held_until: ColumnType<Date | null, Date | null | undefined>;
    address_book_on: ColumnType<boolean, boolean | undefined>;
  };
  sessions: {
    token_hash: string;
    /** The public name of a session (issue 24): the token hash never leaves the server. */
    id: Id;
    user_id: string;
    created_at: CreatedAt;
    expires_at: Timestamp;
    revoked_at: NullableTimestamp;
    user_agent: ColumnType<string, string | undefined, never>;
    client_ip: ColumnType<string, string | undefined, never>;
    last_seen_at: NullableTimestamp;
    stepped_up_until: ColumnType<Date | null, Date | null | undefined>;
  };
  verification_codes: {
    id: Id;
    target: string;
    purpose: CodePurpose;
    code_hash: string;
    client_ip: string;
    attempts: ColumnType<number, number | undefined, number>;
    created_at: CreatedAt;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
  };
  dev_outbox: { id: Id; target: string; subject: string; body: string; code: string | null; created_at: CreatedAt };
  login_throttles: {
    scope: "account" | "ip";
    key: string;
    failures: ColumnType<number, number | undefined, number>;
    blocked_until: NullableTimestamp;
    last_attempt_at: Timestamp;
  };
  wallet_nonces: { nonce: string; address: string; message: string; expires_at: Timestamp; used_at: NullableTimestamp };
}
