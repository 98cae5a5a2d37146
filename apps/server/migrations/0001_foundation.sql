-- Foundation: users and sessions, verification codes, the double-entry ledger,
-- idempotency records and system parameters. Same SQL on PGlite and PostgreSQL.

create table users (
  id             bigserial primary key,
  username       text not null unique,
  email          text unique,
  area_code      text,
  phone          text,
  password_hash  text,
  invite_code    text not null unique,
  inviter_id     bigint references users(id),
  status         text not null default 'active' check (status in ('active', 'frozen')),
  kyc_status     text not null default 'none' check (kyc_status in ('none', 'pending', 'verified', 'failed')),
  google_subject text unique,
  wallet_address text unique,
  created_at     timestamptz not null default now(),
  unique (area_code, phone)
);
create index users_inviter on users (inviter_id);

create table sessions (
  token_hash  text primary key,
  user_id     bigint not null references users(id),
  created_at  timestamptz not null default now(),
  expires_at  timestamptz not null,
  revoked_at  timestamptz
);
create index sessions_user on sessions (user_id);

-- One row per code sent; the code itself is stored hashed and is single use.
create table verification_codes (
  id          bigserial primary key,
  target      text not null,
  purpose     text not null check (purpose in ('register', 'reset')),
  code_hash   text not null,
  client_ip   text not null,
  attempts    integer not null default 0,
  created_at  timestamptz not null default now(),
  expires_at  timestamptz not null,
  used_at     timestamptz
);
create index verification_codes_target on verification_codes (target, purpose, created_at desc);
create index verification_codes_ip on verification_codes (client_ip, created_at desc);

-- Messages that would be sent without SMTP_URL; readable only outside production.
create table dev_outbox (
  id          bigserial primary key,
  target      text not null,
  subject     text not null,
  body        text not null,
  code        text,
  created_at  timestamptz not null default now()
);
create index dev_outbox_target on dev_outbox (target, created_at desc);

-- Single-use messages for wallet login.
create table wallet_nonces (
  nonce       text primary key,
  address     text not null,
  message     text not null,
  expires_at  timestamptz not null,
  used_at     timestamptz
);

-- Ledger (DESIGN §3). owner_id null = platform account, which may go negative (the faucet,
-- the outside world); user accounts never may.
create table ledger_accounts (
  id        bigserial primary key,
  owner_id  bigint references users(id),
  book      text not null check (book in ('demo', 'real')),
  currency  text not null,
  kind      text not null,
  balance   numeric(38, 18) not null default 0,
  check (owner_id is null or balance >= 0),
  unique nulls not distinct (owner_id, book, currency, kind)
);

create table journal_entries (
  id               bigserial primary key,
  kind             text not null,
  book             text not null check (book in ('demo', 'real')),
  reference        text,
  idempotency_key  text unique,
  actor            text not null,
  created_at       timestamptz not null default now()
);

create table postings (
  id             bigserial primary key,
  entry_id       bigint not null references journal_entries(id),
  account_id     bigint not null references ledger_accounts(id),
  amount         numeric(38, 18) not null check (amount <> 0),
  balance_after  numeric(38, 18) not null
);
create index postings_account on postings (account_id, id desc);
create index postings_entry on postings (entry_id);

-- Replays of money-moving requests return the first answer (DESIGN §3).
create table idempotency_records (
  user_id       bigint not null references users(id),
  key           text not null,
  route         text not null,
  request_hash  text not null,
  response      jsonb not null,
  created_at    timestamptz not null default now(),
  primary key (user_id, key)
);

create table system_params (
  key          text primary key,
  value        text not null,
  public       boolean not null default false,
  description  text not null
);

insert into system_params (key, value, public, description) values
  ('down_url', '', true, 'Android app download link; empty hides the link'),
  ('demo_enabled', 'true', true, 'Whether users may use the demo book'),
  ('demo_initial_balance', '100000', true, 'USDT granted to a demo book at registration and on reset'),
  ('invite_code_required', 'false', true, 'Whether registration needs an invitation code'),
  ('withdraw_fee_rate', '0.01', true, 'Withdrawal fee as a share of the amount'),
  ('withdraw_daily_count', '3', true, 'Withdrawals a user may request per day'),
  ('loan_interest_free_days', '7', true, 'Days after taking a loan before interest runs'),
  ('smart_exit_penalty_rate', '0.05', true, 'Share of principal deducted on early exit from a smart plan'),
  ('upload_max_bytes', '2097152', true, 'Largest accepted upload in bytes');
