-- Instrument catalogue (DESIGN §4, §5): what can be quoted and traded, with the trading terms
-- the order code reads (contract size, leverages, spread, fee, maintenance margin). Operators
-- edit these rows from the back office, so the invariants live here as constraints.
-- Same SQL on PGlite and PostgreSQL.

-- True when every element is greater than the one before it (and the array has no nulls).
create function int_array_strictly_ascending(items integer[]) returns boolean
  language sql immutable strict
  as $$
    select array_position(items, null) is null
       and coalesce(bool_and(earlier < item), true)
    from (select item, lag(item) over (order by ordinal) as earlier
          from unnest(items) with ordinality as elements(item, ordinal)) pairs
    where earlier is not null
  $$;

create table instruments (
  id                       bigserial primary key,
  -- Wire code (SPEC §3 market item `code`): BTCUSDT, EURUSD, AAPL, BRK.B, 7203.T, ES.
  code                     text not null unique check (code ~ '^[A-Z0-9]+(\.[A-Z]+)?$'),
  -- 1 forex, 2 crypto (fixed by SPEC), 3 stocks, 4 ETFs, 5 futures.
  type                     smallint not null check (type between 1 and 5),
  name                     text not null check (length(name) between 1 and 100),
  base_currency            text not null check (base_currency ~ '^[A-Z0-9.]{1,12}$'),
  quote_currency           text not null check (quote_currency ~ '^[A-Z]{3,5}$'),
  -- Reference market the instrument is modelled on; the price source is reported separately.
  venue                    text not null,
  logo                     text not null check (logo ~ '^/logos/[a-z0-9-]+\.svg$'),
  -- Decimals shown and accepted for a price, and for a quantity (lots; coins for spot crypto).
  price_scale              smallint not null check (price_scale between 0 and 12),
  quantity_scale           smallint not null check (quantity_scale between 0 and 8),
  -- Trading calendar by name; the market module implements each one.
  schedule                 text not null check (schedule in ('always', 'forex', 'nyse', 'lse', 'xetra', 'tse', 'hkex', 'cme_globex')),
  -- Units of the underlying per lot: coins, base currency units, shares, or the futures multiplier.
  contract_size            numeric(38, 18) not null check (contract_size > 0),
  -- Leverages a user may pick, strictly ascending, at least 1x.
  leverages                integer[] not null check (
                             cardinality(leverages) between 1 and 20
                             and array_ndims(leverages) = 1
                             and int_array_strictly_ascending(leverages)
                             and leverages[1] >= 1),
  -- Full bid-ask spread as a fraction of price.
  spread_rate              numeric(38, 18) not null check (spread_rate >= 0 and spread_rate < 1),
  -- Fee as a fraction of notional, charged on open and on close.
  fee_rate                 numeric(38, 18) not null check (fee_rate >= 0 and fee_rate < 1),
  -- Equity / notional at which a position is liquidated.
  maintenance_margin_rate  numeric(38, 18) not null check (maintenance_margin_rate > 0 and maintenance_margin_rate < 1),
  -- Simulator's opening price when the instrument has no recorded history.
  start_price              numeric(38, 18) not null check (start_price > 0),
  listed                   boolean not null default true,
  sort_order               integer not null,
  -- At the highest leverage the initial margin (1 / leverage) must exceed the maintenance
  -- margin, otherwise a position would open already liquidatable.
  check (maintenance_margin_rate * leverages[cardinality(leverages)] < 1)
);
create index instruments_type_order on instruments (type, sort_order);

-- Seed. Start prices are late-2025 market levels; crosses are consistent with their legs.
-- Contract sizes follow CFD-broker convention (1 coin, 100,000 base units, 1 share) and the
-- CME multipliers for futures (ES $50, NQ $20, YM $5 per point; CL 1,000 bbl; GC 100 oz; SI 5,000 oz).

-- Crypto against USDT
insert into instruments
  (code, type, name, base_currency, quote_currency, venue, logo, price_scale, quantity_scale, schedule,
   contract_size, leverages, spread_rate, fee_rate, maintenance_margin_rate, start_price, sort_order)
values
  ('BTCUSDT', 2, 'Bitcoin', 'BTC', 'USDT', 'Binance', '/logos/btcusdt.svg', 2, 5, 'always', 1, '{1,2,3,5,10,20,50,100}', 0.0001, 0.0004, 0.004, 90500, 1),
  ('ETHUSDT', 2, 'Ethereum', 'ETH', 'USDT', 'Binance', '/logos/ethusdt.svg', 2, 4, 'always', 1, '{1,2,3,5,10,20,50,100}', 0.0001, 0.0004, 0.004, 3050, 2),
  ('BNBUSDT', 2, 'BNB', 'BNB', 'USDT', 'Binance', '/logos/bnbusdt.svg', 2, 3, 'always', 1, '{1,2,3,5,10,20,50}', 0.0002, 0.0005, 0.005, 880, 3),
  ('SOLUSDT', 2, 'Solana', 'SOL', 'USDT', 'Binance', '/logos/solusdt.svg', 2, 3, 'always', 1, '{1,2,3,5,10,20,50}', 0.0002, 0.0005, 0.005, 135, 4),
  ('XRPUSDT', 2, 'XRP', 'XRP', 'USDT', 'Binance', '/logos/xrpusdt.svg', 4, 1, 'always', 1, '{1,2,3,5,10,20,50}', 0.0002, 0.0005, 0.005, 2.05, 5),
  ('ADAUSDT', 2, 'Cardano', 'ADA', 'USDT', 'Binance', '/logos/adausdt.svg', 4, 1, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 0.42, 6),
  ('DOGEUSDT', 2, 'Dogecoin', 'DOGE', 'USDT', 'Binance', '/logos/dogeusdt.svg', 5, 0, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 0.145, 7),
  ('TRXUSDT', 2, 'TRON', 'TRX', 'USDT', 'Binance', '/logos/trxusdt.svg', 4, 1, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 0.28, 8),
  ('AVAXUSDT', 2, 'Avalanche', 'AVAX', 'USDT', 'Binance', '/logos/avaxusdt.svg', 3, 2, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 13.5, 9),
  ('DOTUSDT', 2, 'Polkadot', 'DOT', 'USDT', 'Binance', '/logos/dotusdt.svg', 3, 2, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 2.2, 10),
  ('LINKUSDT', 2, 'Chainlink', 'LINK', 'USDT', 'Binance', '/logos/linkusdt.svg', 3, 2, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 13.6, 11),
  ('TONUSDT', 2, 'Toncoin', 'TON', 'USDT', 'Binance', '/logos/tonusdt.svg', 3, 2, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 1.6, 12),
  ('POLUSDT', 2, 'Polygon (ex-MATIC)', 'POL', 'USDT', 'Binance', '/logos/polusdt.svg', 4, 1, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 0.13, 13),
  ('LTCUSDT', 2, 'Litecoin', 'LTC', 'USDT', 'Binance', '/logos/ltcusdt.svg', 2, 3, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 82, 14),
  ('BCHUSDT', 2, 'Bitcoin Cash', 'BCH', 'USDT', 'Binance', '/logos/bchusdt.svg', 2, 3, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 540, 15),
  ('SHIBUSDT', 2, 'Shiba Inu', 'SHIB', 'USDT', 'Binance', '/logos/shibusdt.svg', 8, 0, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 0.0000085, 16),
  ('XLMUSDT', 2, 'Stellar', 'XLM', 'USDT', 'Binance', '/logos/xlmusdt.svg', 4, 0, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 0.24, 17),
  ('ATOMUSDT', 2, 'Cosmos', 'ATOM', 'USDT', 'Binance', '/logos/atomusdt.svg', 3, 2, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 2.5, 18),
  ('UNIUSDT', 2, 'Uniswap', 'UNI', 'USDT', 'Binance', '/logos/uniusdt.svg', 3, 2, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 6.0, 19),
  ('ETCUSDT', 2, 'Ethereum Classic', 'ETC', 'USDT', 'Binance', '/logos/etcusdt.svg', 3, 2, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 13.2, 20),
  ('FILUSDT', 2, 'Filecoin', 'FIL', 'USDT', 'Binance', '/logos/filusdt.svg', 3, 2, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 1.6, 21),
  ('APTUSDT', 2, 'Aptos', 'APT', 'USDT', 'Binance', '/logos/aptusdt.svg', 3, 2, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 1.9, 22),
  ('ARBUSDT', 2, 'Arbitrum', 'ARB', 'USDT', 'Binance', '/logos/arbusdt.svg', 4, 1, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 0.21, 23),
  ('OPUSDT', 2, 'Optimism', 'OP', 'USDT', 'Binance', '/logos/opusdt.svg', 4, 1, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 0.32, 24),
  ('NEARUSDT', 2, 'NEAR Protocol', 'NEAR', 'USDT', 'Binance', '/logos/nearusdt.svg', 3, 1, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 1.8, 25),
  ('ICPUSDT', 2, 'Internet Computer', 'ICP', 'USDT', 'Binance', '/logos/icpusdt.svg', 3, 2, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 3.8, 26),
  ('HBARUSDT', 2, 'Hedera', 'HBAR', 'USDT', 'Binance', '/logos/hbarusdt.svg', 5, 0, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 0.14, 27),
  ('VETUSDT', 2, 'VeChain', 'VET', 'USDT', 'Binance', '/logos/vetusdt.svg', 5, 0, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 0.013, 28),
  ('AAVEUSDT', 2, 'Aave', 'AAVE', 'USDT', 'Binance', '/logos/aaveusdt.svg', 2, 3, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 185, 29),
  ('SUIUSDT', 2, 'Sui', 'SUI', 'USDT', 'Binance', '/logos/suiusdt.svg', 4, 1, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 1.6, 30),
  ('INJUSDT', 2, 'Injective', 'INJ', 'USDT', 'Binance', '/logos/injusdt.svg', 3, 2, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 5.7, 31),
  ('ALGOUSDT', 2, 'Algorand', 'ALGO', 'USDT', 'Binance', '/logos/algousdt.svg', 4, 0, 'always', 1, '{1,2,3,5,10,20}', 0.0005, 0.0005, 0.01, 0.13, 32);

-- Forex
insert into instruments
  (code, type, name, base_currency, quote_currency, venue, logo, price_scale, quantity_scale, schedule,
   contract_size, leverages, spread_rate, fee_rate, maintenance_margin_rate, start_price, sort_order)
values
  ('EURUSD', 1, 'Euro / US Dollar', 'EUR', 'USD', 'OTC', '/logos/eurusd.svg', 5, 2, 'forex', 100000, '{1,5,10,20,30,50,100,200}', 0.00005, 0.00003, 0.002, 1.16500, 1),
  ('GBPUSD', 1, 'British Pound / US Dollar', 'GBP', 'USD', 'OTC', '/logos/gbpusd.svg', 5, 2, 'forex', 100000, '{1,5,10,20,30,50,100,200}', 0.00007, 0.00003, 0.002, 1.33500, 2),
  ('USDJPY', 1, 'US Dollar / Japanese Yen', 'USD', 'JPY', 'OTC', '/logos/usdjpy.svg', 3, 2, 'forex', 100000, '{1,5,10,20,30,50,100,200}', 0.00005, 0.00003, 0.002, 155.500, 3),
  ('USDCHF', 1, 'US Dollar / Swiss Franc', 'USD', 'CHF', 'OTC', '/logos/usdchf.svg', 5, 2, 'forex', 100000, '{1,5,10,20,30,50,100,200}', 0.00008, 0.00003, 0.002, 0.80500, 4),
  ('AUDUSD', 1, 'Australian Dollar / US Dollar', 'AUD', 'USD', 'OTC', '/logos/audusd.svg', 5, 2, 'forex', 100000, '{1,5,10,20,30,50,100,200}', 0.00008, 0.00003, 0.002, 0.66200, 5),
  ('USDCAD', 1, 'US Dollar / Canadian Dollar', 'USD', 'CAD', 'OTC', '/logos/usdcad.svg', 5, 2, 'forex', 100000, '{1,5,10,20,30,50,100,200}', 0.00008, 0.00003, 0.002, 1.38000, 6),
  ('NZDUSD', 1, 'New Zealand Dollar / US Dollar', 'NZD', 'USD', 'OTC', '/logos/nzdusd.svg', 5, 2, 'forex', 100000, '{1,5,10,20,30,50,100,200}', 0.0001, 0.00003, 0.002, 0.57500, 7),
  ('EURGBP', 1, 'Euro / British Pound', 'EUR', 'GBP', 'OTC', '/logos/eurgbp.svg', 5, 2, 'forex', 100000, '{1,5,10,20,30,50,100}', 0.0001, 0.00003, 0.003, 0.87270, 8),
  ('EURJPY', 1, 'Euro / Japanese Yen', 'EUR', 'JPY', 'OTC', '/logos/eurjpy.svg', 3, 2, 'forex', 100000, '{1,5,10,20,30,50,100}', 0.0001, 0.00003, 0.003, 181.160, 9),
  ('GBPJPY', 1, 'British Pound / Japanese Yen', 'GBP', 'JPY', 'OTC', '/logos/gbpjpy.svg', 3, 2, 'forex', 100000, '{1,5,10,20,30,50,100}', 0.00012, 0.00003, 0.003, 207.590, 10),
  ('EURCHF', 1, 'Euro / Swiss Franc', 'EUR', 'CHF', 'OTC', '/logos/eurchf.svg', 5, 2, 'forex', 100000, '{1,5,10,20,30,50,100}', 0.0001, 0.00003, 0.003, 0.93780, 11),
  ('AUDJPY', 1, 'Australian Dollar / Japanese Yen', 'AUD', 'JPY', 'OTC', '/logos/audjpy.svg', 3, 2, 'forex', 100000, '{1,5,10,20,30,50,100}', 0.00012, 0.00003, 0.003, 102.940, 12);

-- Stocks
insert into instruments
  (code, type, name, base_currency, quote_currency, venue, logo, price_scale, quantity_scale, schedule,
   contract_size, leverages, spread_rate, fee_rate, maintenance_margin_rate, start_price, sort_order)
values
  ('AAPL', 3, 'Apple Inc.', 'AAPL', 'USD', 'NASDAQ', '/logos/aapl.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 280.00, 1),
  ('MSFT', 3, 'Microsoft Corporation', 'MSFT', 'USD', 'NASDAQ', '/logos/msft.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 485.00, 2),
  ('NVDA', 3, 'NVIDIA Corporation', 'NVDA', 'USD', 'NASDAQ', '/logos/nvda.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 180.00, 3),
  ('AMZN', 3, 'Amazon.com, Inc.', 'AMZN', 'USD', 'NASDAQ', '/logos/amzn.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 230.00, 4),
  ('GOOGL', 3, 'Alphabet Inc. (Class A)', 'GOOGL', 'USD', 'NASDAQ', '/logos/googl.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 315.00, 5),
  ('META', 3, 'Meta Platforms, Inc.', 'META', 'USD', 'NASDAQ', '/logos/meta.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 650.00, 6),
  ('TSLA', 3, 'Tesla, Inc.', 'TSLA', 'USD', 'NASDAQ', '/logos/tsla.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 440.00, 7),
  ('BRK.B', 3, 'Berkshire Hathaway Inc. (Class B)', 'BRK.B', 'USD', 'NYSE', '/logos/brk-b.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 505.00, 8),
  ('JPM', 3, 'JPMorgan Chase & Co.', 'JPM', 'USD', 'NYSE', '/logos/jpm.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 310.00, 9),
  ('V', 3, 'Visa Inc.', 'V', 'USD', 'NYSE', '/logos/v.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 335.00, 10),
  ('JNJ', 3, 'Johnson & Johnson', 'JNJ', 'USD', 'NYSE', '/logos/jnj.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 205.00, 11),
  ('WMT', 3, 'Walmart Inc.', 'WMT', 'USD', 'NASDAQ', '/logos/wmt.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 115.00, 12),
  ('XOM', 3, 'Exxon Mobil Corporation', 'XOM', 'USD', 'NYSE', '/logos/xom.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 118.00, 13),
  ('KO', 3, 'The Coca-Cola Company', 'KO', 'USD', 'NYSE', '/logos/ko.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 71.00, 14),
  ('DIS', 3, 'The Walt Disney Company', 'DIS', 'USD', 'NYSE', '/logos/dis.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 108.00, 15),
  ('NFLX', 3, 'Netflix, Inc.', 'NFLX', 'USD', 'NASDAQ', '/logos/nflx.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0005, 0.025, 95.00, 16),
  ('7203.T', 3, 'Toyota Motor Corporation', '7203.T', 'JPY', 'Tokyo Stock Exchange', '/logos/7203-t.svg', 1, 2, 'tse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0008, 0.025, 3000.0, 17),
  ('0700.HK', 3, 'Tencent Holdings Ltd.', '0700.HK', 'HKD', 'HKEX', '/logos/0700-hk.svg', 2, 2, 'hkex', 1, '{1,2,3,5,10,20}', 0.0003, 0.0008, 0.025, 610.00, 18),
  ('SAP.DE', 3, 'SAP SE', 'SAP.DE', 'EUR', 'Xetra', '/logos/sap-de.svg', 2, 2, 'xetra', 1, '{1,2,3,5,10,20}', 0.0003, 0.0008, 0.025, 210.00, 19),
  ('SHEL.L', 3, 'Shell plc', 'SHEL.L', 'GBP', 'London Stock Exchange', '/logos/shel-l.svg', 2, 2, 'lse', 1, '{1,2,3,5,10,20}', 0.0003, 0.0008, 0.025, 27.50, 20);

-- ETFs
insert into instruments
  (code, type, name, base_currency, quote_currency, venue, logo, price_scale, quantity_scale, schedule,
   contract_size, leverages, spread_rate, fee_rate, maintenance_margin_rate, start_price, sort_order)
values
  ('SPY', 4, 'SPDR S&P 500 ETF Trust', 'SPY', 'USD', 'NYSE Arca', '/logos/spy.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0002, 0.0003, 0.02, 680.00, 1),
  ('QQQ', 4, 'Invesco QQQ Trust', 'QQQ', 'USD', 'NASDAQ', '/logos/qqq.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0002, 0.0003, 0.02, 620.00, 2),
  ('IWM', 4, 'iShares Russell 2000 ETF', 'IWM', 'USD', 'NYSE Arca', '/logos/iwm.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0002, 0.0003, 0.02, 250.00, 3),
  ('DIA', 4, 'SPDR Dow Jones Industrial Average ETF Trust', 'DIA', 'USD', 'NYSE Arca', '/logos/dia.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0002, 0.0003, 0.02, 478.00, 4),
  ('GLD', 4, 'SPDR Gold Shares', 'GLD', 'USD', 'NYSE Arca', '/logos/gld.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0002, 0.0003, 0.02, 385.00, 5),
  ('TLT', 4, 'iShares 20+ Year Treasury Bond ETF', 'TLT', 'USD', 'NASDAQ', '/logos/tlt.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0002, 0.0003, 0.02, 88.00, 6),
  ('EEM', 4, 'iShares MSCI Emerging Markets ETF', 'EEM', 'USD', 'NYSE Arca', '/logos/eem.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0002, 0.0003, 0.02, 54.00, 7),
  ('VTI', 4, 'Vanguard Total Stock Market ETF', 'VTI', 'USD', 'NYSE Arca', '/logos/vti.svg', 2, 2, 'nyse', 1, '{1,2,3,5,10,20}', 0.0002, 0.0003, 0.02, 335.00, 8);

-- Futures (CME Group)
insert into instruments
  (code, type, name, base_currency, quote_currency, venue, logo, price_scale, quantity_scale, schedule,
   contract_size, leverages, spread_rate, fee_rate, maintenance_margin_rate, start_price, sort_order)
values
  ('ES', 5, 'E-mini S&P 500', 'ES', 'USD', 'CME', '/logos/es.svg', 2, 1, 'cme_globex', 50, '{1,2,5,10,20,50}', 0.00005, 0.00003, 0.01, 6860.00, 1),
  ('NQ', 5, 'E-mini Nasdaq-100', 'NQ', 'USD', 'CME', '/logos/nq.svg', 2, 1, 'cme_globex', 20, '{1,2,5,10,20,50}', 0.00005, 0.00003, 0.01, 25600.00, 2),
  ('YM', 5, 'E-mini Dow ($5)', 'YM', 'USD', 'CBOT', '/logos/ym.svg', 0, 1, 'cme_globex', 5, '{1,2,5,10,20,50}', 0.00005, 0.00003, 0.01, 47900, 3),
  ('CL', 5, 'WTI Crude Oil', 'CL', 'USD', 'NYMEX', '/logos/cl.svg', 2, 1, 'cme_globex', 1000, '{1,2,5,10,20}', 0.0001, 0.00003, 0.02, 59.00, 4),
  ('GC', 5, 'Gold', 'GC', 'USD', 'COMEX', '/logos/gc.svg', 1, 1, 'cme_globex', 100, '{1,2,5,10,20}', 0.0001, 0.00003, 0.01, 4230.0, 5),
  ('SI', 5, 'Silver', 'SI', 'USD', 'COMEX', '/logos/si.svg', 3, 1, 'cme_globex', 5000, '{1,2,5,10,20}', 0.0001, 0.00003, 0.02, 58.000, 6);
