-- Dual-controlled second-factor resets (issue 24, the operator side). An operator asks, with a
-- reason, to remove a user's authenticator app and/or passkeys; a different operator approves
-- it within 24 hours (expires_at), or anyone rejects it. The row is locked for the decision, so
-- it leaves pending exactly once and the factors are removed at most once. A pending row past
-- expires_at is marked expired when the next request for the same user is made.
create table factor_resets (
  id               bigserial primary key,
  user_id          bigint not null references users (id),
  totp             boolean not null,
  passkeys         boolean not null,
  -- The language the user's email is written in (the operator picks the one the user reads).
  language         text not null check (language ~ '^[a-z]{2}$'),
  reason           text not null check (length(reason) between 3 and 500),
  status           text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'expired')),
  requested_by     bigint not null references operators (id),
  decided_by       bigint references operators (id),
  decision_reason  text check (length(decision_reason) <= 500),
  created_at       timestamptz not null default now(),
  expires_at       timestamptz not null,
  decided_at       timestamptz,
  check (totp or passkeys),
  check (expires_at > created_at),
  check ((status in ('pending', 'expired')) = (decided_at is null)),
  -- Dual control: whoever approved a reset is not whoever asked for it.
  check (status <> 'approved' or decided_by <> requested_by)
);
-- One open request per user: a second operator decides the one there is.
create unique index factor_resets_one_pending on factor_resets (user_id) where status = 'pending';
create index factor_resets_status on factor_resets (status, id desc);

-- The reset and an operator ending a session in the user's history. The list carries every kind
-- of 0043, 0051 and 0056, since each migration redefines the one constraint.
alter table security_events drop constraint security_events_kind_check;
alter table security_events add constraint security_events_kind_check check (kind in (
  'sign_in', 'second_factor_failed', 'totp_enabled', 'totp_disabled', 'recovery_code_used', 'recovery_codes_renewed',
  'session_ended', 'other_sessions_ended',
  'stepped_up', 'step_up_failed', 'password_changed', 'password_reset', 'withdrawals_held',
  'address_added', 'address_cancelled', 'address_removed', 'address_book_on', 'address_book_off',
  'passkey_added', 'passkey_removed', 'passkey_counter_regressed',
  'contact_changed', 'passkey_recovery',
  'factors_reset'));
