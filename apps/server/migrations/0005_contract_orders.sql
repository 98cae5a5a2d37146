-- Contract (U) orders, DESIGN §5. One row follows an order from placement to its end; the
-- money moves as ledger entries referencing `contract:<id>`. Every fill keeps the feed price it
-- used (`*_mid`), its source and time, so any outcome can be recomputed from the price log.
create table contract_orders (
  id                 bigserial primary key,
  user_id            bigint not null references users (id),
  book               text not null check (book in ('demo', 'real')),
  instrument_id      bigint not null references instruments (id),
  direction          text not null check (direction in ('long', 'short')),
  order_type         text not null check (order_type in ('market', 'limit')),
  status             text not null check (status in ('waiting', 'open', 'closed', 'cancelled')),
  lots               numeric(38, 18) not null check (lots > 0),
  leverage           integer not null check (leverage >= 1),
  limit_price        numeric(38, 18) check (limit_price > 0),
  stop_loss          numeric(38, 18) check (stop_loss > 0),
  take_profit        numeric(38, 18) check (take_profit > 0),
  -- USDT per unit of the quote currency used for margin, fees and the liquidation level.
  quote_rate         numeric(38, 18) not null check (quote_rate > 0),
  margin             numeric(38, 18) not null check (margin > 0),
  open_fee           numeric(38, 18) not null check (open_fee >= 0),
  liquidation_price  numeric(38, 18),
  open_price         numeric(38, 18),
  open_mid           numeric(38, 18),
  open_source        text,
  opened_at          timestamptz,
  close_price        numeric(38, 18),
  close_mid          numeric(38, 18),
  close_source       text,
  closed_at          timestamptz,
  close_reason       text check (close_reason in ('manual', 'stopLoss', 'takeProfit', 'liquidation', 'cancelled')),
  close_fee          numeric(38, 18),
  realized_pnl       numeric(38, 18),
  created_at         timestamptz not null default now(),
  check (order_type = 'market' or limit_price is not null),
  check ((status in ('open', 'closed')) = (open_price is not null)),
  check ((status in ('closed', 'cancelled')) = (close_reason is not null)),
  check ((status = 'closed') = (realized_pnl is not null))
);

create index contract_orders_user_book on contract_orders (user_id, book, id desc);
-- The engine rebuilds its trigger book from the live orders on start.
create index contract_orders_live on contract_orders (instrument_id) where status in ('waiting', 'open');
