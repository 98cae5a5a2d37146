-- Charity NFT auctions (issue 15; the nfts domain). Charities and items are operator data; bids
-- hold the bidder's funds (available → held) through the ledger; the sale moves the price to the
-- charity's platform ledger account (kind `charity_<id>`), and payouts move it from there to
-- platform cash. Donations are read from the ledger, never from these tables.

-- The artwork is uploaded by a content operator: an upload belongs to a user or an operator.
alter table uploads alter column owner_id drop not null;
alter table uploads add column operator_id bigint references operators (id);
alter table uploads add constraint uploads_one_owner check ((owner_id is null) <> (operator_id is null));
create index uploads_operator_created on uploads (operator_id, created_at) where operator_id is not null;

-- Anti-sniping: a bid this close to the end moves the end to bid time + nft_extend_seconds.
insert into system_params (key, value, public, description, type, min_value, max_value) values
  ('nft_snipe_window_seconds', '60', true, 'A charity NFT bid this many seconds or less before the end extends the auction', 'integer', 0, 3600),
  ('nft_extend_seconds', '120', true, 'Seconds after a late bid at which a charity NFT auction then ends (anti-sniping)', 'integer', 1, 86400);

create table charities (
  id              bigserial primary key,
  name            text not null check (length(name) between 1 and 80),
  description     text not null check (length(description) <= 1000),
  website         text check (length(website) between 1 and 200),
  payout_address  text check (length(payout_address) between 1 and 120),
  payout_bank     text check (length(payout_bank) between 1 and 300),
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now(),
  check (payout_address is not null or payout_bank is not null)
);

create table nft_items (
  id                  bigserial primary key,
  name                text not null check (length(name) between 1 and 80),
  chain               text not null check (length(chain) between 1 and 40),
  creator             text not null check (length(creator) between 1 and 80),
  contract_address    text not null check (length(contract_address) between 1 and 120),
  token_id            text not null check (length(token_id) between 1 and 80),
  image_upload_id     bigint not null unique references uploads (id),
  -- {"en": "...", "ja": "...", ...}: English required, the others may be empty.
  descriptions        jsonb not null,
  start_price         numeric(38, 18) not null check (start_price > 0),
  buy_now_price       numeric(38, 18) check (buy_now_price > start_price),
  min_increment       numeric(38, 18) not null check (min_increment > 0),
  starts_at           timestamptz not null,
  -- The end the operator set; ends_at moves later with anti-sniping extensions.
  scheduled_ends_at   timestamptz not null,
  ends_at             timestamptz not null,
  extensions          integer not null default 0 check (extensions >= 0),
  charity_id          bigint not null references charities (id),
  -- The leading bid (denormalised from nft_bids under the item's row lock).
  current_bid         numeric(38, 18),
  leader_id           bigint references users (id),
  bid_count           integer not null default 0 check (bid_count >= 0),
  -- open until sold (buy now, or settled with a bid) or unsold (settled without one).
  state               text not null default 'open' check (state in ('open', 'sold', 'unsold')),
  sold_price          numeric(38, 18),
  sold_via            text check (sold_via in ('auction', 'buy_now')),
  sold_at             timestamptz,
  buyer_id            bigint references users (id),
  sale_entry          bigint unique references journal_entries (id),
  settled_at          timestamptz,
  transfer_reference  text check (length(transfer_reference) between 1 and 120),
  transferred_at      timestamptz,
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now(),
  check (starts_at < scheduled_ends_at and scheduled_ends_at <= ends_at),
  check ((current_bid is null) = (leader_id is null)),
  check ((state = 'sold') = (sold_price is not null and sold_via is not null and sold_at is not null and buyer_id is not null and sale_entry is not null)),
  check ((state = 'open') = (settled_at is null)),
  check (transfer_reference is null or state = 'sold')
);
-- The public list by status and time; the settlement job's scan; a buyer's collection.
create index nft_items_ends on nft_items (ends_at) where state = 'open';
create index nft_items_starts on nft_items (starts_at);
create index nft_items_buyer on nft_items (buyer_id, sold_at desc) where buyer_id is not null;
create index nft_items_charity on nft_items (charity_id);

create table nft_bids (
  id            bigserial primary key,
  item_id       bigint not null references nft_items (id),
  user_id       bigint not null references users (id),
  amount        numeric(38, 18) not null check (amount > 0),
  -- leading: held; outbid: released by a higher bid; released: freed by a buy-now; won: paid to the charity.
  state         text not null default 'leading' check (state in ('leading', 'outbid', 'released', 'won')),
  extended      boolean not null default false,
  hold_entry    bigint not null unique references journal_entries (id),
  release_entry bigint unique references journal_entries (id),
  created_at    timestamptz not null default now()
);
create index nft_bids_item on nft_bids (item_id, id desc);
create index nft_bids_user on nft_bids (user_id, id desc);
-- At most one leading bid per item.
create unique index nft_bids_one_leader on nft_bids (item_id) where state = 'leading';

create table charity_payouts (
  id                bigserial primary key,
  charity_id        bigint not null references charities (id),
  amount            numeric(38, 18) not null check (amount > 0),
  reference         text not null check (length(reference) between 1 and 120),
  entry_id          bigint not null unique references journal_entries (id),
  recorded_by       bigint not null references operators (id),
  recorded_by_name  text not null,
  paid_at           timestamptz not null default now()
);
create index charity_payouts_charity on charity_payouts (charity_id, id desc);
create index charity_payouts_recent on charity_payouts (id desc);
