-- Account security centre (issue 24), passkeys (WebAuthn): a user's registered passkeys and the
-- single-use challenges that registration and sign-in ceremonies are answered against.

-- One row per credential. The public key (COSE, as the authenticator sent it) and the signature
-- counter are what a later assertion is checked with; a counter that does not move forward
-- means a cloned authenticator and is refused. credential_id is the base64url id the browser names.
create table user_passkeys (
  id            bigserial primary key,
  user_id       bigint not null references users(id),
  credential_id text not null unique,
  public_key    bytea not null,
  sign_count    bigint not null check (sign_count >= 0),
  transports    text[] not null default '{}',
  backed_up     boolean not null,
  name          text not null,
  created_at    timestamptz not null default now(),
  last_used_at  timestamptz
);
create index user_passkeys_user on user_passkeys (user_id);

-- The random challenge a ceremony signs, stored hashed, short-lived and spent by the one answer
-- checked against it (a replayed assertion finds it spent). `user_id` is the registering user,
-- the user of a second sign-in step, or null for a username-less sign-in.
create table webauthn_challenges (
  challenge_hash text primary key,
  purpose        text not null check (purpose in ('register', 'authenticate')),
  user_id        bigint references users(id),
  created_at     timestamptz not null default now(),
  expires_at     timestamptz not null,
  used_at        timestamptz
);
create index webauthn_challenges_expiry on webauthn_challenges (expires_at);

-- Passkey events in the history. The list carries the kinds of 0043 (step-up, holds, address
-- book) too, since both migrations redefine the one constraint.
alter table security_events drop constraint security_events_kind_check;
alter table security_events add constraint security_events_kind_check check (kind in (
  'sign_in', 'second_factor_failed', 'totp_enabled', 'totp_disabled', 'recovery_code_used', 'recovery_codes_renewed',
  'session_ended', 'other_sessions_ended',
  'stepped_up', 'step_up_failed', 'password_changed', 'password_reset', 'withdrawals_held',
  'address_added', 'address_cancelled', 'address_removed', 'address_book_on', 'address_book_off',
  'passkey_added', 'passkey_removed', 'passkey_counter_regressed'));
