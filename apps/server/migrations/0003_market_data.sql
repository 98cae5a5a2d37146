-- Recorded market data (DESIGN §4): 1-minute candles are the only stored series; every higher
-- interval is aggregated from them, and the last price, 24 h change and sparkline after a
-- restart are read back from them too, so nothing shown is invented. `source` names the feed
-- that produced a candle ('simulated', 'simulated-backfill', later 'ccxt:<exchange>').
create table candles_1m (
  instrument_id  bigint not null references instruments (id),
  -- Bucket start, a whole UTC minute.
  open_time      timestamptz not null check (date_trunc('minute', open_time) = open_time),
  open           numeric(38, 18) not null check (open > 0),
  high           numeric(38, 18) not null,
  low            numeric(38, 18) not null check (low > 0),
  close          numeric(38, 18) not null check (close > 0),
  volume         numeric(38, 18) not null check (volume >= 0),
  source         text not null check (length(source) between 1 and 40),
  primary key (instrument_id, open_time),
  check (low <= open and low <= close and high >= open and high >= close)
);
