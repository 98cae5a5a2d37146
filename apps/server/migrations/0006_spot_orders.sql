-- Coin (Bb) orders, DESIGN §5: spot buys and sells of a crypto coin against USDT. One row follows
-- an order from placement to its end; the money moves as ledger entries referencing `spot:<id>`.
-- A fill keeps the feed price it used (`fill_mid`), its source and time.
create table spot_orders (
  id             bigserial primary key,
  user_id        bigint not null references users (id),
  book           text not null check (book in ('demo', 'real')),
  instrument_id  bigint not null references instruments (id),
  side           text not null check (side in ('buy', 'sell')),
  order_type     text not null check (order_type in ('market', 'limit')),
  status         text not null check (status in ('waiting', 'done', 'cancelled', 'removed')),
  -- Coins bought or sold.
  quantity       numeric(38, 18) not null check (quantity > 0),
  limit_price    numeric(38, 18) check (limit_price > 0),
  -- What a waiting limit holds: USDT (buy: turnover at the limit + fee) or the coin (sell); 0 for market.
  held           numeric(38, 18) not null default 0 check (held >= 0),
  fill_price     numeric(38, 18) check (fill_price > 0),
  fill_mid       numeric(38, 18) check (fill_mid > 0),
  fill_source    text,
  filled_at      timestamptz,
  -- USDT paid (buy) or received (sell) before the fee.
  turnover       numeric(38, 18) check (turnover > 0),
  fee            numeric(38, 18) check (fee >= 0),
  cancelled_at   timestamptz,
  created_at     timestamptz not null default now(),
  check ((order_type = 'limit') = (limit_price is not null)),
  check ((order_type = 'limit') = (held > 0)),
  check (order_type = 'limit' or status = 'done'),
  check ((status = 'done') = (fill_price is not null and fill_mid is not null and fill_source is not null
                              and filled_at is not null and turnover is not null and fee is not null)),
  check ((status = 'done') or (fill_price is null and fill_mid is null and fill_source is null
                               and filled_at is null and turnover is null and fee is null)),
  check ((status in ('cancelled', 'removed')) = (cancelled_at is not null))
);

-- The user's pages (current and history), newest first.
create index spot_orders_user_book on spot_orders (user_id, book, id desc);
-- The engine rebuilds its trigger books from the waiting orders on start.
create index spot_orders_waiting on spot_orders (instrument_id) where status = 'waiting';
