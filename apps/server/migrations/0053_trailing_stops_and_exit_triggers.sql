-- Issue 25: trailing stops and one-cancels-other exits of contract positions.
--
-- 1. A trailing stop on a contract order: its kind (a distance in price units or a percentage)
--    and value, and its watermark (the best mid price since it was set: highest for a long,
--    lowest for a short) with the time of the tick that set it. The engine writes the watermark
--    as it moves (only ever towards a better price, so writes racing each other cannot move it
--    back) and rests the trail again from it after a restart or a takeover. A waiting limit
--    order's trail has no watermark until its entry fills.
alter table contract_orders
  add column trailing_kind         text check (trailing_kind in ('price', 'percent')),
  add column trailing_value        numeric(38, 18) check (trailing_value > 0),
  add column trailing_watermark    numeric(38, 18) check (trailing_watermark > 0),
  add column trailing_watermark_at timestamptz,
  add constraint contract_orders_trailing_whole check ((trailing_kind is null) = (trailing_value is null)),
  add constraint contract_orders_trailing_watermark check (trailing_kind is not null or trailing_watermark is null),
  add constraint contract_orders_trailing_percent check (trailing_kind is distinct from 'percent' or trailing_value < 100);

alter table contract_orders drop constraint contract_orders_close_reason_check;
alter table contract_orders add constraint contract_orders_close_reason_check
  check (close_reason in ('manual', 'stopLoss', 'takeProfit', 'trailingStop', 'liquidation', 'cancelled'));

-- 2. The exit that closed a position in the engine, with the tick that fired it: what the level
--    was (a trailing stop's level and watermark at that tick) and the tick's price, time and
--    source. One row per position: the primary key makes a second triggered close of the same
--    position fail in the database, whichever engine (before or after a takeover) attempts it.
create table contract_exit_triggers (
  order_id    bigint primary key references contract_orders (id),
  purpose     text not null check (purpose in ('stopLoss', 'takeProfit', 'trailingStop', 'liquidation')),
  level       numeric(38, 18) not null,
  watermark   numeric(38, 18),
  tick_price  numeric(38, 18) not null check (tick_price > 0),
  tick_at     timestamptz not null,
  tick_source text not null,
  check ((purpose = 'trailingStop') = (watermark is not null))
);
