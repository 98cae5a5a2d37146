// The names of security history events (issue 24) in English: the user's /profile/security
// history and the back office's security panel both show them, so they are a file of their own
// that each imports (the back office without the whole security centre). English is the shape.
import type { Strings } from "../../strings.ts";

export const securityEventsEn = {
  sign_in: "Signed in",
  second_factor_failed: "Wrong second-factor code",
  totp_enabled: "Authenticator app turned on",
  totp_disabled: "Authenticator app turned off",
  recovery_code_used: "Recovery code used",
  recovery_codes_renewed: "New recovery codes made",
  session_ended: "Session ended",
  other_sessions_ended: "Other sessions ended",
  stepped_up: "Identity confirmed",
  step_up_failed: "Failed confirmation",
  password_changed: "Password changed",
  password_reset: "Password reset",
  withdrawals_held: "Withdrawals paused",
  address_added: "Withdrawal address saved",
  address_cancelled: "Withdrawal address cancelled",
  address_removed: "Withdrawal address removed",
  address_book_on: "Address book turned on",
  address_book_off: "Address book turned off",
  passkey_added: "Passkey added",
  passkey_removed: "Passkey removed",
  passkey_counter_regressed: "Copied passkey refused",
  factors_reset: "Second factors reset by support",
  contact_changed: "Email or phone changed",
  passkey_recovery: "Signed in without the passkey (emailed code)",
};

export type SecurityEventTexts = Strings<typeof securityEventsEn>;
