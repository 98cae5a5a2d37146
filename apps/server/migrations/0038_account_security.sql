-- Account security centre (issue 24), first part: an authenticator app (TOTP) as a second factor
-- with single-use recovery codes, the second sign-in step, and the user's own security history.

-- One authenticator per user. `confirmed_at` stays null while enrolling (the secret was shown but
-- no code from it was typed yet): only a confirmed row asks for a second step. `last_step` is the
-- last 30-second step accepted, so each code works once and never after a newer one.
create table user_totp (
  user_id      bigint primary key references users(id),
  secret       text not null,
  created_at   timestamptz not null default now(),
  confirmed_at timestamptz,
  last_step    bigint
);

-- Ten codes shown once at enrolment, stored as SHA-256 (they are 50-bit random, so a plain hash
-- is enough), each spent by setting used_at.
create table user_recovery_codes (
  id         bigserial primary key,
  user_id    bigint not null references users(id),
  code_hash  text not null,
  created_at timestamptz not null default now(),
  used_at    timestamptz,
  unique (user_id, code_hash)
);

-- A password (or Google, wallet) sign-in of a user with a second factor opens a challenge; the
-- second step presents it with a code. The token is random and stored hashed, short-lived, single use.
create table sign_in_challenges (
  token_hash  text primary key,
  user_id     bigint not null references users(id),
  created_at  timestamptz not null default now(),
  expires_at  timestamptz not null,
  used_at     timestamptz
);
create index sign_in_challenges_user on sign_in_challenges (user_id);

-- The user's own security history, append-only: sign-ins, failed second steps, factor changes.
-- Shown on /profile/security and to operators in the user's profile; never holds a secret.
create table security_events (
  id         bigserial primary key,
  user_id    bigint not null references users(id),
  kind       text not null check (kind in (
    'sign_in', 'second_factor_failed', 'totp_enabled', 'totp_disabled', 'recovery_code_used', 'recovery_codes_renewed',
    'session_ended', 'other_sessions_ended')),
  client_ip  text not null,
  user_agent text not null,
  created_at timestamptz not null default now()
);
create index security_events_user_time on security_events (user_id, created_at desc);

create function security_events_append_only() returns trigger
  language plpgsql
  as $$
  begin
    raise exception 'security_events is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
  end
  $$;

create trigger security_events_no_update_or_delete
  before update or delete on security_events
  for each row execute function security_events_append_only();

-- A security change is told to the user (notification and email).
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'kyc_verified', 'kyc_rejected', 'deposit_credited', 'deposit_rejected', 'withdrawal_paid',
  'withdrawal_rejected', 'order_filled', 'contract_closed', 'contract_liquidated', 'option_settled',
  'smart_plan_matured', 'smart_plan_exited',
  'loan_approved', 'loan_rejected', 'loan_expired', 'loan_repaid',
  'nft_outbid', 'nft_won', 'notice', 'security_change'));
