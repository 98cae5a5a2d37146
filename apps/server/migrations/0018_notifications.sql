-- A user's notifications (/profile/notification): the kind and its parameters, never a rendered
-- sentence, so the page words it in the reader's language. Written in the same transaction as
-- the event it tells of (a review outcome, a payment, a fill, a close, a settlement), so a
-- rolled-back event leaves none. read_at is null until the user opens it or marks all read.
create table notifications (
  id          bigserial primary key,
  user_id     bigint not null references users(id),
  kind        text not null check (kind in (
                'kyc_verified', 'kyc_rejected', 'deposit_credited', 'deposit_rejected', 'withdrawal_paid',
                'withdrawal_rejected', 'order_filled', 'contract_closed', 'contract_liquidated', 'option_settled')),
  -- The book the event happened in; null for identity events (KYC).
  book        text check (book in ('demo', 'real')),
  -- The message's values as a flat object of strings, e.g. {"coin": "USDT", "amount": "10"}.
  params      jsonb not null default '{}',
  -- What it is about, e.g. 'deposit:12' or 'contract:42'; the page links it.
  reference   text,
  read_at     timestamptz,
  created_at  timestamptz not null default now()
);
-- The user's list, newest first (the id orders as created_at does).
create index notifications_user_newest on notifications (user_id, id desc);
-- The bell's badge and the unread filter.
create index notifications_user_unread on notifications (user_id, id desc) where read_at is null;
