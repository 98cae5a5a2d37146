-- A signed-in user's watchlist: one row per watched instrument. `id` orders the list (newest
-- first) without relying on equal timestamps when a visitor's local list is merged at login.
create table watchlist_entries (
  id             bigserial primary key,
  user_id        bigint not null references users (id),
  instrument_id  bigint not null references instruments (id),
  added_at       timestamptz not null default now(),
  unique (user_id, instrument_id)
);
