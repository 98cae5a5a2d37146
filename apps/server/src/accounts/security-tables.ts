// Tables of the account security centre (issue 24): the authenticator, recovery codes, sign-in
// challenges and the security history. Only accounts/security-repository.ts queries them.
import type { CreatedAt, Id, NullableTimestamp, Timestamp } from "../platform/columns.ts";
import type { SecurityEventKind } from "@tradewind/api/security";

export interface SecurityTables {
  user_totp: { user_id: string; secret: string; created_at: Timestamp; confirmed_at: NullableTimestamp; last_step: string | null };
  user_recovery_codes: { id: Id; user_id: string; code_hash: string; created_at: CreatedAt; used_at: NullableTimestamp };
  sign_in_challenges: { token_hash: string; user_id: string; created_at: CreatedAt; expires_at: Timestamp; used_at: NullableTimestamp };
  security_events: { id: Id; user_id: string; kind: SecurityEventKind; client_ip: string; user_agent: string; created_at: CreatedAt };
}
