-- Price alerts (issue 25; the alerts domain; docs/ARCHITECTURE.md "Price alerts"). An alert is a
-- user's, not a book's: above or below a level, or a move of at least `percent` within
-- `window_seconds`; once (it stops at its first firing: status `fired`) or repeating (it rests
-- again after `price_alert_cooldown_seconds`). The engine rebuilds its alert books from the
-- active rows when it starts or takes over.
insert into system_params (key, value, public, description, type, min_value, max_value) values
  ('price_alerts_max', '50', true, 'Price alerts a user may keep (10271 past it)', 'integer', 1, 1000),
  ('price_alert_cooldown_seconds', '300', false, 'A repeating price alert rests again this many seconds after it fired', 'integer', 10, 86400);

create table price_alerts (
  id              bigserial primary key,
  user_id         bigint not null references users (id),
  instrument_id   bigint not null references instruments (id),
  condition       text not null check (condition in ('above', 'below', 'move')),
  level           numeric(38, 18) check (level > 0),
  percent         numeric(8, 2) check (percent > 0 and percent <= 1000),
  window_seconds  integer check (window_seconds in (300, 900, 3600, 14400, 86400)),
  repeating       boolean not null,
  status          text not null default 'active' check (status in ('active', 'paused', 'fired')),
  fired_count     integer not null default 0,
  last_fired_at   timestamptz,
  last_fired_price numeric(38, 18),
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now(),
  check ((condition = 'move') = (level is null)),
  check ((condition = 'move') = (percent is not null and window_seconds is not null))
);
create index price_alerts_user on price_alerts (user_id, id desc);
create index price_alerts_active on price_alerts (instrument_id) where status = 'active';

-- Each firing with the tick that fired it. One per alert and tick: an engine that takes over and
-- meets the same recorded tick again cannot fire the alert twice.
create table price_alert_firings (
  id          bigserial primary key,
  alert_id    bigint not null references price_alerts (id) on delete cascade,
  tick_ts     timestamptz not null,
  price       numeric(38, 18) not null check (price > 0),
  source      text not null,
  fired_at    timestamptz not null,
  unique (alert_id, tick_ts)
);

-- A firing is told to the user as a notification (and a `/ws` frame and a Web Push message).
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'kyc_verified', 'kyc_rejected', 'deposit_credited', 'deposit_rejected', 'withdrawal_paid',
  'withdrawal_rejected', 'order_filled', 'contract_closed', 'contract_liquidated', 'option_settled',
  'smart_plan_matured', 'smart_plan_exited',
  'loan_approved', 'loan_rejected', 'loan_expired', 'loan_repaid',
  'nft_outbid', 'nft_won', 'notice', 'security_change', 'price_alert'));
