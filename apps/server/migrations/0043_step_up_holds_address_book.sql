-- Account security centre (issue 24), second part: step-up before sensitive actions, withdrawal
-- holds after a security change, and the withdrawal address book.

-- A session proves a fresh second factor (or, without one, the password and an emailed code) and
-- is "stepped up" until this time; withdrawals and security changes check it server side.
alter table sessions add column stepped_up_until timestamptz;

-- After a password change or reset, a factor removed or a contact changed, withdrawals wait
-- until this time. `address_book_on`: withdrawals only go to saved, usable addresses (always so
-- for a user with a second factor, whatever this says).
alter table users add column withdrawals_held_until timestamptz;
alter table users add column address_book_on boolean not null default false;

-- The emailed code of a step-up for a user without a second factor.
alter table verification_codes drop constraint verification_codes_purpose_check;
alter table verification_codes add constraint verification_codes_purpose_check check (purpose in ('register', 'reset', 'step_up'));

-- Saved withdrawal addresses. A new one is usable from `usable_at` (a delay, during which the
-- emailed link cancels it: the link's token is stored hashed and works once). A cancelled or
-- removed address is kept for the history with `removed_at` set; one live row per address.
create table withdrawal_addresses (
  id                bigserial primary key,
  user_id           bigint not null references users(id),
  coin              text not null,
  network           text not null,
  address           text not null,
  label             text not null check (length(label) between 1 and 40),
  created_at        timestamptz not null,
  usable_at         timestamptz not null,
  cancel_token_hash text unique,
  removed_at        timestamptz
);
create unique index withdrawal_addresses_live on withdrawal_addresses (user_id, coin, network, address) where removed_at is null;

insert into system_params (key, value, public, description, type, min_value, max_value) values
  ('step_up_minutes', '5', true, 'Minutes a session stays confirmed after a fresh second factor (step-up) for withdrawals and security changes', 'integer', 1, 60),
  ('security_hold_hours', '24', true, 'Hours withdrawals wait after a password change or reset, a factor removed or a contact changed', 'integer', 0, 720),
  ('withdrawal_address_delay_hours', '24', true, 'Hours before a new withdrawal address can be used (its emailed link cancels it meanwhile)', 'integer', 0, 720);

alter table security_events drop constraint security_events_kind_check;
alter table security_events add constraint security_events_kind_check check (kind in (
  'sign_in', 'second_factor_failed', 'totp_enabled', 'totp_disabled', 'recovery_code_used', 'recovery_codes_renewed',
  'session_ended', 'other_sessions_ended',
  'stepped_up', 'step_up_failed', 'password_changed', 'password_reset', 'withdrawals_held',
  'address_added', 'address_cancelled', 'address_removed', 'address_book_on', 'address_book_off'));
