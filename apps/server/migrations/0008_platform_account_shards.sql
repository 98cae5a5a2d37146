-- Platform accounts (fees, trading counterparty, …) take a posting from nearly every order, and
-- a posting locks its account's row until the transaction commits: with one row per platform
-- account every order of a book would wait for the one before it. Each platform account is
-- therefore split into shards, rows of the same (book, currency, kind) whose balances add up to
-- the account's; an entry picks the shard of the user it concerns. User accounts keep shard 0.
alter table ledger_accounts add column shard smallint not null default 0 check (shard between 0 and 63);
alter table ledger_accounts add check (owner_id is null or shard = 0);
alter table ledger_accounts drop constraint ledger_accounts_owner_id_book_currency_kind_key;
alter table ledger_accounts add unique nulls not distinct (owner_id, book, currency, kind, shard);
