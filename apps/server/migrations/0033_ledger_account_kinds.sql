-- Accounts are found or created by their kind, so a misspelt kind used to open a new account
-- silently. The database now refuses a kind outside the closed set (packages/domain
-- ledger-kinds.ts, keep both in step): a user owns only its own kinds, the platform its own and
-- one account per charity (charity_<id>, nfts).
alter table ledger_accounts add constraint ledger_accounts_kind_check check (
  case
    when owner_id is not null then kind in ('available', 'held', 'margin', 'earn')
    else kind in ('cash', 'fees', 'trading_counterparty', 'demo_faucet', 'earn_reserve', 'earn_committed', 'loan_fund', 'loan_interest')
      or kind ~ '^charity_[0-9]+$'
  end
);
