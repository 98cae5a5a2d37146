// Tables of passkeys (issue 24): the credentials and the WebAuthn challenges. Only
// accounts/passkey-repository.ts queries them.
import type { CreatedAt, Id, NullableTimestamp, Timestamp } from "../platform/columns.ts";

/** Registering a passkey, a sign-in (alone or as the second step), or a step-up of a signed-in session. */
export type WebAuthnPurpose = "register" | "authenticate" | "step_up";

export interface PasskeyTables {
  user_passkeys: {
    id: Id;
    user_id: string;
    credential_id: string;
    public_key: Uint8Array;
    sign_count: string;
    transports: string[];
    backed_up: boolean;
    name: string;
    created_at: CreatedAt;
    last_used_at: NullableTimestamp;
  };
  webauthn_challenges: { challenge_hash: string; purpose: WebAuthnPurpose; user_id: string | null; created_at: CreatedAt; expires_at: Timestamp; used_at: NullableTimestamp };
}
