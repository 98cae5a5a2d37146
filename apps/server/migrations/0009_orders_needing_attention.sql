-- Orders the trigger engine could not rest: a level its trigger book cannot hold, or a row it
-- cannot read. The engine logs each with its id and lists it here for an operator, and keeps
-- serving every other order; it never refuses to start over one row. A row stays until an
-- operator has dealt with the order (amended or closed it) and deletes it.
create table orders_needing_attention (
  order_kind  text not null check (order_kind in ('contract', 'spot')),
  -- contract_orders.id or spot_orders.id, by order_kind.
  order_id    bigint not null,
  reason      text not null,
  noted_at    timestamptz not null,
  primary key (order_kind, order_id)
);
