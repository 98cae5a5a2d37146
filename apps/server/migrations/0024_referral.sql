-- The three-level referral programme (issue 15): the rates per level, the rebate records, and the
-- invitation chain's guards. Same SQL on PGlite and PostgreSQL.

-- Shares of each trading fee paid to the payer's inviter (level 1), theirs (2) and theirs (3).
-- Each is within [0, 1]; the back office's editor refuses a change that makes them sum above 1.
insert into system_params (key, value, public, description, type, min_value, max_value) values
  ('referral_rate_level1', '0.2', true, 'Share of each real-book trading fee paid to the trader''s inviter (level 1); the three levels sum to at most 1', 'decimal', 0, 1),
  ('referral_rate_level2', '0.1', true, 'Share of each real-book trading fee paid to the inviter''s inviter (level 2); the three levels sum to at most 1', 'decimal', 0, 1),
  ('referral_rate_level3', '0.05', true, 'Share of each real-book trading fee paid to level 3 of the invitation chain; the three levels sum to at most 1', 'decimal', 0, 1);

-- The chain is set once, at registration, to a user who already exists: nobody invites
-- themselves and nobody's inviter changes later, so the chain can hold no cycle.
alter table users add constraint users_not_self_invited check (inviter_id is null or inviter_id <> id);

create function users_inviter_fixed() returns trigger language plpgsql as $$
begin
  if new.inviter_id is distinct from old.inviter_id then
    raise exception 'users.inviter_id is fixed at registration' using errcode = 'check_violation';
  end if;
  return new;
end
$$;

create trigger users_inviter_fixed before update of inviter_id on users
  for each row execute function users_inviter_fixed();

-- One row per rebate paid: the fee of one fill (`source_kind` + `reference`) shared with one
-- upline. The ledger entry `entry_id` (kind referral_rebate) moved the amount in the same
-- transaction; the unique key makes a fill's rebates idempotent per beneficiary.
create table referral_rebates (
  id              bigserial primary key,
  beneficiary_id  bigint not null references users(id),
  level           smallint not null check (level between 1 and 3),
  source_user_id  bigint not null references users(id),
  source_kind     text not null check (source_kind in ('contract_open', 'contract_close', 'spot_fill')),
  reference       text not null,
  fee             numeric(38, 18) not null check (fee > 0),
  rate            numeric(38, 18) not null check (rate > 0 and rate <= 1),
  amount          numeric(38, 18) not null check (amount > 0 and amount <= fee),
  currency        text not null,
  entry_id        bigint not null references journal_entries(id),
  created_at      timestamptz not null default now(),
  unique (source_kind, reference, beneficiary_id)
);
create index referral_rebates_beneficiary on referral_rebates (beneficiary_id, id desc);
create index referral_rebates_totals on referral_rebates (beneficiary_id, level, created_at);
