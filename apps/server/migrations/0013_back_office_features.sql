-- Back office features (DESIGN §8): parameter metadata for the editor, the dual-control
-- threshold of ledger adjustments, and the adjustments themselves. Same SQL on PGlite and
-- PostgreSQL.

-- How the editor checks a value: its type and, for numbers, inclusive bounds. A parameter
-- added without them is plain text, so older inserts keep working.
alter table system_params
  add column type text not null default 'text' check (type in ('boolean', 'integer', 'decimal', 'url', 'text')),
  add column min_value numeric(38, 18),
  add column max_value numeric(38, 18),
  add column updated_at timestamptz,
  add constraint system_params_bounds check (min_value is null or max_value is null or min_value <= max_value),
  add constraint system_params_bounded_numbers check (type in ('integer', 'decimal') or (min_value is null and max_value is null));

update system_params set type = 'url' where key = 'down_url';
update system_params set type = 'boolean' where key in ('demo_enabled', 'invite_code_required');
update system_params set type = 'decimal', min_value = 0, max_value = 1000000000 where key = 'demo_initial_balance';
update system_params set type = 'decimal', min_value = 0, max_value = 1 where key in ('withdraw_fee_rate', 'smart_exit_penalty_rate');
update system_params set type = 'integer', min_value = 0, max_value = 100 where key = 'withdraw_daily_count';
update system_params set type = 'integer', min_value = 0, max_value = 365 where key = 'loan_interest_free_days';
update system_params set type = 'integer', min_value = 1024, max_value = 20971520 where key = 'upload_max_bytes';

insert into system_params (key, value, public, description, type, min_value, max_value) values
  ('adjustment_dual_control_usdt', '1000', false,
   'Ledger adjustments worth more than this many USDT wait for a second finance operator''s approval',
   'decimal', 0, 1000000000000);

-- A ledger adjustment an operator requested: posted at once at or below the threshold, else
-- pending until another finance operator approves (posted) or anyone rejects it. The row is
-- locked for the decision, so it leaves pending exactly once and posts at most one entry.
create table ledger_adjustments (
  id                bigserial primary key,
  user_id           bigint not null references users (id),
  book              text not null check (book in ('demo', 'real')),
  currency          text not null check (currency ~ '^[A-Z0-9]{2,10}$'),
  direction         text not null check (direction in ('credit', 'debit')),
  amount            numeric(38, 18) not null check (amount > 0),
  platform_account  text not null check (platform_account in ('cash', 'fees', 'trading_counterparty', 'demo_faucet')),
  reference         text not null check (length(reference) between 1 and 100),
  reason            text not null check (length(reason) between 3 and 500),
  status            text not null default 'pending' check (status in ('pending', 'posted', 'rejected')),
  requested_by      bigint not null references operators (id),
  decided_by        bigint references operators (id),
  decision_reason   text check (length(decision_reason) <= 500),
  entry_id          bigint unique references journal_entries (id),
  created_at        timestamptz not null default now(),
  decided_at        timestamptz,
  check (platform_account <> 'demo_faucet' or book = 'demo'),
  check ((status = 'posted') = (entry_id is not null)),
  check ((status = 'pending') = (decided_at is null)),
  -- Dual control: whoever approved a posted adjustment is not whoever asked for it.
  check (status <> 'posted' or decided_by is null or decided_by <> requested_by)
);
create index ledger_adjustments_status on ledger_adjustments (status, id desc);
create index ledger_adjustments_user on ledger_adjustments (user_id, id desc);
