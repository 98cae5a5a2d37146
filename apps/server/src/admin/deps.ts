// What the admin domain's services need; app.ts builds it once from the config.
import type { PasswordHasher } from "../accounts/secrets.ts";
import type { OperatorEvents } from "../platform/session-events.ts";
import type { AuditDeps } from "./audit/service.ts";

export interface AdminDeps extends AuditDeps {
  passwords: PasswordHasher;
  /** Operator sessions are shorter than users' (OPERATOR_SESSION_TTL_HOURS, 8 by default). */
  operatorSessionTtlMs: number;
  /** Origin put in front of one-time links (PUBLIC_URL); without it, the origin the admin's request addressed. */
  publicUrl: string | undefined;
  /** Tells every process an operator's sessions or roles changed (absent without a bus: nothing listens). */
  operatorEvents?: OperatorEvents | undefined;
  /** Seals the operators' TOTP secrets (enrolled and pending on a link; platform/sealing.ts). */
  sealingKey: Uint8Array;
}

/** A setup, invitation or TOTP-reset link works for a day, once. */
export const linkLifetimeMs = 24 * 3_600_000;
