-- Back office identity and audit (DESIGN §8). Operators are not users: their own table, argon2
-- passwords, mandatory TOTP, short revocable sessions, one-time links for setup, invitation
-- and TOTP re-enrolment, and an append-only audit log. Same SQL on PGlite and PostgreSQL.

create table operators (
  id                bigserial primary key,
  username          text not null check (username ~ '^[A-Za-z][A-Za-z0-9_]{2,31}$'),
  -- Null until the operator chose one through their link.
  password_hash     text,
  roles             text[] not null check (
                      cardinality(roles) between 1 and 5
                      and array_ndims(roles) = 1
                      and roles <@ array['support', 'compliance', 'finance', 'content', 'admin']::text[]),
  status            text not null default 'active' check (status in ('active', 'disabled')),
  -- Base32 TOTP secret; null until enrolled and again after an admin reset.
  totp_secret       text,
  totp_enrolled_at  timestamptz,
  -- The last accepted TOTP time-step: a code from it or an earlier step is refused (single use).
  totp_last_step    bigint,
  last_sign_in_at   timestamptz,
  created_at        timestamptz not null default now(),
  check ((totp_secret is null) = (totp_enrolled_at is null))
);
-- Names are unique whatever their case, so "Alice" cannot pose as "alice".
create unique index operators_username on operators (lower(username));

create table operator_sessions (
  id           bigserial primary key,
  -- SHA-256 of the token; the token itself is never stored.
  token_hash   text not null unique,
  operator_id  bigint not null references operators (id),
  ip           text not null check (length(ip) <= 100),
  user_agent   text not null check (length(user_agent) <= 300),
  created_at   timestamptz not null default now(),
  expires_at   timestamptz not null,
  revoked_at   timestamptz
);
create index operator_sessions_operator on operator_sessions (operator_id, created_at desc);

-- One-time links: `setup` for the first admin (printed on start while no operator exists),
-- `invite` for an operator an admin created, `totpReset` after an admin reset a TOTP.
-- Step one stores the chosen password and a pending secret here; step two (a right code)
-- applies them to the operator and spends the link.
create table operator_links (
  id                     bigserial primary key,
  token_hash             text not null unique,
  purpose                text not null check (purpose in ('setup', 'invite', 'totpReset')),
  -- Null for a setup link until it is confirmed (the first admin does not exist before).
  operator_id            bigint references operators (id),
  pending_username       text,
  pending_password_hash  text,
  pending_totp_secret    text,
  created_by             bigint references operators (id),
  created_at             timestamptz not null default now(),
  expires_at             timestamptz not null,
  used_at                timestamptz,
  check (purpose = 'setup' or operator_id is not null)
);
create index operator_links_operator on operator_links (operator_id);

-- Who did what to which record, and why. Rows are only ever inserted: the trigger below refuses
-- UPDATE, DELETE and TRUNCATE for every role, the application's included.
create table audit_log (
  id                 bigserial primary key,
  -- Null for an attempt by someone not known as an operator (unknown name, bad link).
  operator_id        bigint references operators (id),
  -- The operator's name at the time, or the name typed in a refused sign-in.
  operator_username  text check (length(operator_username) <= 64),
  action             text not null check (action ~ '^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$' and length(action) <= 64),
  target             text check (length(target) <= 200),
  outcome            text not null check (outcome in ('done', 'refused')),
  error_code         integer,
  before             jsonb,
  after              jsonb,
  reason             text check (length(reason) <= 500),
  ip                 text not null check (length(ip) <= 100),
  user_agent         text not null check (length(user_agent) <= 300),
  created_at         timestamptz not null default now(),
  check ((outcome = 'refused') = (error_code is not null))
);
create index audit_log_time on audit_log (created_at desc, id desc);
create index audit_log_operator on audit_log (operator_id, id desc);
create index audit_log_target on audit_log (target, id desc);
create index audit_log_action on audit_log (action, id desc);

create function audit_log_append_only() returns trigger
  language plpgsql
  as $$
  begin
    raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
  end
  $$;

create trigger audit_log_no_update_or_delete
  before update or delete on audit_log
  for each row execute function audit_log_append_only();

create trigger audit_log_no_truncate
  before truncate on audit_log
  for each statement execute function audit_log_append_only();
