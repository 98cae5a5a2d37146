-- Issue 28. Two records that keep money off lost or old prices:
-- 1. `price_fresh_seconds`: a market order, a user's close or an option entry needs the price the
--    serving process holds to be at most this old (tick time to now); older, it is refused with
--    10260 (transient), as when the engine that feeds an api process is down.
-- 2. `market_ticks`: every tick the active engine applies, written in order as it goes. Options
--    settle only from this record (the last tick at or before the expiry), so a killed engine
--    delays a settlement instead of voiding it for a lost price; a restarting process reads each
--    instrument's latest price here (the 1-minute candle of the current minute is written only when
--    the minute ends). Ticks older than an hour are pruned, except each instrument's newest.
insert into system_params (key, value, public, description, type, min_value, max_value) values
  ('price_fresh_seconds', '5', false,
   'A market order, a close or an option entry is refused (10260) when the price the serving process holds is older than this many seconds',
   'integer', 1, 3600);

create table market_ticks (
  instrument_id  bigint not null references instruments (id),
  ts             timestamptz not null,
  price          numeric(38, 18) not null check (price > 0),
  source         text not null check (length(source) between 1 and 40),
  primary key (instrument_id, ts)
);
