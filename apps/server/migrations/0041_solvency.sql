-- Proof of liabilities (issue 26; the solvency domain; docs/SOLVENCY.md). A snapshot records, per
-- currency of the real book, each user's liability and the Merkle sum tree's leaves; its root is
-- published signed with the platform's Ed25519 key, chained to the currency's previous root.

-- The signing key: one row. The private key is sealed (AES-256-GCM) with SOLVENCY_KEY from the
-- environment; the public key is published as it is.
create table solvency_signing_key (
  id                 smallint primary key check (id = 1),
  public_key_hex     text not null check (public_key_hex ~ '^[0-9a-f]{64}$'),
  private_key_sealed text not null,
  created_at         timestamptz not null default now()
);

create table liability_snapshots (
  id            bigserial primary key,
  taken_at      timestamptz not null,
  -- The UTC day of a daily snapshot (one per day, whichever process takes it); null for finance's.
  day           date unique,
  trigger       text not null check (trigger in ('daily', 'finance')),
  operator_id   bigint references operators (id),
  -- The HMAC secret of the leaves' nonces, sealed like the signing key; never published.
  secret_sealed text not null,
  check ((trigger = 'daily') = (day is not null)),
  check ((trigger = 'finance') = (operator_id is not null))
);

create table liability_leaves (
  snapshot_id bigint not null references liability_snapshots (id),
  currency    text not null,
  user_id     bigint not null references users (id),
  -- The position among the leaves sorted by hash: the proof's leafIndex.
  leaf_index  integer not null check (leaf_index >= 0),
  leaf_hash   text not null check (leaf_hash ~ '^[0-9a-f]{64}$'),
  -- Canonical text at the currency's scale, as hashed.
  balance     text not null,
  primary key (snapshot_id, currency, user_id),
  unique (snapshot_id, currency, leaf_index)
);
create index liability_leaves_user on liability_leaves (user_id, snapshot_id desc);

-- What is published: the exact texts that were signed, so the signature checks against them.
create table liability_roots (
  snapshot_id        bigint not null references liability_snapshots (id),
  currency           text not null,
  taken_at           text not null,
  root_hash          text not null check (root_hash ~ '^[0-9a-f]{64}$'),
  root_sum           text not null,
  leaf_count         integer not null check (leaf_count >= 1),
  previous_root_hash text not null check (previous_root_hash ~ '^[0-9a-f]{64}$'),
  signature_hex      text not null check (signature_hex ~ '^[0-9a-f]{128}$'),
  primary key (snapshot_id, currency),
  -- A chain, not a tree: two roots can never follow the same one.
  unique (currency, previous_root_hash)
);

create function liabilities_append_only() returns trigger
  language plpgsql
  as $$
  begin
    raise exception '% is append-only: % refused', tg_table_name, tg_op using errcode = 'insufficient_privilege';
  end
  $$;

create trigger liability_roots_no_update_or_delete before update or delete on liability_roots
  for each row execute function liabilities_append_only();
create trigger liability_roots_no_truncate before truncate on liability_roots
  for each statement execute function liabilities_append_only();
create trigger liability_leaves_no_update_or_delete before update or delete on liability_leaves
  for each row execute function liabilities_append_only();
create trigger liability_snapshots_no_update_or_delete before update or delete on liability_snapshots
  for each row execute function liabilities_append_only();
