-- Fixed-period options, DESIGN §5. Cycles are operator data per instrument (length, payout
-- ratio, stake range); an order copies its cycle's terms at purchase, so an operator's later
-- edit never changes a bought option. Money moves as ledger entries referencing `option:<id>`;
-- entry and settlement keep the recorded price, its source and its time.
create table option_cycles (
  id            bigserial primary key,
  instrument_id bigint not null references instruments (id),
  seconds       integer not null check (seconds > 0),
  -- Profit on a win as a fraction of the stake.
  payout_ratio  numeric(38, 18) not null check (payout_ratio > 0),
  min_stake     numeric(38, 18) not null check (min_stake > 0),
  max_stake     numeric(38, 18) not null check (max_stake >= min_stake),
  active        boolean not null default true,
  unique (instrument_id, seconds)
);

-- Every instrument starts with four cycles; operators edit or deactivate them.
insert into option_cycles (instrument_id, seconds, payout_ratio, min_stake, max_stake)
select i.id, c.seconds, c.payout_ratio, 10, 50000
from instruments i
cross join (values (30, 0.80), (60, 0.82), (120, 0.85), (300, 0.88)) as c (seconds, payout_ratio);

create table option_orders (
  id                     bigserial primary key,
  user_id                bigint not null references users (id),
  book                   text not null check (book in ('demo', 'real')),
  instrument_id          bigint not null references instruments (id),
  cycle_id               bigint not null references option_cycles (id),
  -- The cycle's terms at purchase.
  cycle_seconds          integer not null check (cycle_seconds > 0),
  payout_ratio           numeric(38, 18) not null check (payout_ratio > 0),
  direction              text not null check (direction in ('up', 'down')),
  stake                  numeric(38, 18) not null check (stake > 0),
  entry_price            numeric(38, 18) not null check (entry_price > 0),
  entry_source           text not null,
  entry_price_time       timestamptz not null,
  placed_at              timestamptz not null,
  expires_at             timestamptz not null check (expires_at > placed_at),
  status                 text not null check (status in ('pending', 'won', 'lost', 'draw')),
  -- Null only for a draw settled without any recorded price at or before expiry.
  settlement_price       numeric(38, 18),
  settlement_source      text,
  settlement_price_time  timestamptz,
  settled_at             timestamptz,
  payout                 numeric(38, 18) check (payout >= 0),
  created_at             timestamptz not null default now(),
  check ((status = 'pending') = (settled_at is null)),
  check ((status = 'pending') = (payout is null)),
  check ((status = 'pending') = (settlement_source is null)),
  check ((settlement_price is null) = (settlement_price_time is null)),
  check (status in ('pending', 'draw') or settlement_price is not null),
  check (status <> 'lost' or payout = 0),
  check (status <> 'draw' or payout = stake),
  check (status <> 'won' or payout > stake)
);

create index option_orders_user_book on option_orders (user_id, book, id desc);
-- The settlement worker finds the next expiry and the due options here.
create index option_orders_pending on option_orders (expires_at) where status = 'pending';
