-- Account security centre (issue 24), third part: a step-up proven by a passkey, a change of the
-- account's email or phone, and a way back in for a passkey-only account whose passkey is lost.

-- A step-up's passkey assertion answers a challenge of its own purpose, so an assertion made for
-- a sign-in cannot confirm a session, nor one made for a step-up finish a sign-in.
alter table webauthn_challenges drop constraint webauthn_challenges_purpose_check;
alter table webauthn_challenges add constraint webauthn_challenges_purpose_check check (purpose in ('register', 'authenticate', 'step_up'));

-- The code that proves a new email or phone belongs to the user, sent to that new contact; and
-- the code emailed to a passkey-only account whose passkey is lost (with the password, it opens a
-- session and holds withdrawals).
alter table verification_codes drop constraint verification_codes_purpose_check;
alter table verification_codes add constraint verification_codes_purpose_check check (purpose in ('register', 'reset', 'step_up', 'contact_change', 'passkey_recovery'));

-- A changed contact and a sign-in without the lost passkey in the history. The list carries every kind of 0043 and 0051, since each
-- migration redefines the one constraint.
alter table security_events drop constraint security_events_kind_check;
alter table security_events add constraint security_events_kind_check check (kind in (
  'sign_in', 'second_factor_failed', 'totp_enabled', 'totp_disabled', 'recovery_code_used', 'recovery_codes_renewed',
  'session_ended', 'other_sessions_ended',
  'stepped_up', 'step_up_failed', 'password_changed', 'password_reset', 'withdrawals_held',
  'address_added', 'address_cancelled', 'address_removed', 'address_book_on', 'address_book_off',
  'passkey_added', 'passkey_removed', 'passkey_counter_regressed',
  'contact_changed', 'passkey_recovery'));
