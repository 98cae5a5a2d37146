-- Deposits and withdrawals of the real book (DESIGN §3, §6): the receiving addresses finance
-- sets per coin and network, deposits reported by users for review, withdrawal requests whose
-- amount + fee sit on hold until finance pays out or rejects. Money itself moves only in the
-- ledger (entries referenced 'deposit:<id>' and 'withdrawal:<id>'); these rows hold the review.
-- Same SQL on PGlite and PostgreSQL.

-- The smallest deposit per coin, typed and bounded for the back office's editor.
insert into system_params (key, value, public, description, type, min_value, max_value) values
  ('deposit_min_usdt', '120', true, 'Smallest USDT deposit accepted', 'decimal', 0, 1000000000000),
  ('deposit_min_btc', '0.015', true, 'Smallest BTC deposit accepted', 'decimal', 0, 1000000000000),
  ('deposit_min_eth', '0.2', true, 'Smallest ETH deposit accepted', 'decimal', 0, 1000000000000);

-- One receiving address per coin/network the platform handles (packages/api paymentMethods).
-- Seeded with placeholders that are not addresses on any network, so nobody can send coins to
-- one: deposits to a placeholder or a disabled method answer 10166 until finance sets a real one.
create table receiving_addresses (
  coin         text not null,
  network      text not null,
  address      text not null check (length(address) between 1 and 120),
  placeholder  boolean not null default false,
  enabled      boolean not null default true,
  updated_at   timestamptz,
  primary key (coin, network),
  check ((coin, network) in (('USDT', 'TRC20'), ('USDT', 'ERC20'), ('BTC', 'BTC'), ('ETH', 'ERC20')))
);

insert into receiving_addresses (coin, network, address, placeholder) values
  ('USDT', 'TRC20', 'EXAMPLE-USDT-TRC20-ADDRESS-NOT-SET', true),
  ('USDT', 'ERC20', 'EXAMPLE-USDT-ERC20-ADDRESS-NOT-SET', true),
  ('BTC', 'BTC', 'EXAMPLE-BTC-ADDRESS-NOT-SET', true),
  ('ETH', 'ERC20', 'EXAMPLE-ETH-ERC20-ADDRESS-NOT-SET', true);

-- A deposit a user reported. tx_hash is stored lower-case (hex is case-blind) and unique per
-- network for ever, whatever became of the first report: one transaction is credited at most once.
create table deposits (
  id               bigserial primary key,
  user_id          bigint not null references users (id),
  coin             text not null,
  network          text not null,
  amount           numeric(38, 18) not null check (amount > 0),
  credited_amount  numeric(38, 18) check (credited_amount > 0),
  tx_hash          text not null check (length(tx_hash) between 1 and 100),
  sender_tail      text check (sender_tail ~ '^[0-9A-Za-z]{6}$'),
  address          text not null,
  -- Checked at commit: the report's row is written before its proof is claimed, so an id that
  -- is not the user's proof answers 10155 from the claim rather than a foreign-key error.
  proof_upload_id  bigint not null references uploads (id) deferrable initially deferred,
  status           text not null default 'pending' check (status in ('pending', 'credited', 'rejected')),
  reject_reason    text check (length(reject_reason) between 3 and 500),
  decided_by       bigint references operators (id),
  -- Kept beside the id so the queue shows who decided without reaching into the operators table.
  decided_by_name  text,
  entry_id         bigint unique references journal_entries (id),
  created_at       timestamptz not null,
  decided_at       timestamptz,
  foreign key (coin, network) references receiving_addresses (coin, network),
  check ((status = 'credited') = (entry_id is not null)),
  check ((status = 'credited') = (credited_amount is not null)),
  check ((status = 'rejected') = (reject_reason is not null)),
  check ((status = 'pending') = (decided_at is null)),
  check ((status = 'pending') = (decided_by is null)),
  check ((decided_by is null) = (decided_by_name is null))
);
create unique index deposits_network_tx_hash on deposits (network, tx_hash);
create index deposits_user on deposits (user_id, id desc);
create index deposits_status on deposits (status, id);

-- A withdrawal request. Its hold (amount + fee, available → held) is posted in the transaction
-- that inserts the row; the decision posts the payout or the release, once, under the row lock.
create table withdrawals (
  id              bigserial primary key,
  user_id         bigint not null references users (id),
  coin            text not null,
  network         text not null,
  address         text not null check (length(address) between 1 and 120),
  amount          numeric(38, 18) not null check (amount > 0),
  fee             numeric(38, 18) not null check (fee >= 0),
  status          text not null default 'pending' check (status in ('pending', 'paid', 'rejected')),
  payout_tx_ref   text check (length(payout_tx_ref) between 1 and 120),
  reject_reason   text check (length(reject_reason) between 3 and 500),
  decided_by      bigint references operators (id),
  decided_by_name text,
  -- The decision's entry: the payout when paid, the release when rejected.
  entry_id        bigint unique references journal_entries (id),
  created_at      timestamptz not null,
  decided_at      timestamptz,
  foreign key (coin, network) references receiving_addresses (coin, network),
  check ((status = 'paid') = (payout_tx_ref is not null)),
  check ((status = 'rejected') = (reject_reason is not null)),
  check ((status = 'pending') = (entry_id is null)),
  check ((status = 'pending') = (decided_at is null)),
  check ((status = 'pending') = (decided_by is null)),
  check ((decided_by is null) = (decided_by_name is null))
);
-- The daily count: a user's requests since the start of the UTC day.
create index withdrawals_user_created on withdrawals (user_id, created_at);
create index withdrawals_user on withdrawals (user_id, id desc);
create index withdrawals_status on withdrawals (status, id);
