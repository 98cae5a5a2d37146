-- Loans (issue 14; the loans domain). Loan products are operator data; a loan is one signed
-- application with the figures it was signed with copied in (a later product edit never changes
-- a signed loan), the agreement PDF's storage name under DATA_DIR/loans and its SHA-256.
-- Money moves only through the ledger: disbursement from the platform's loan_fund account to the
-- user's real available balance, repayment back (principal to loan_fund, interest to loan_interest).

-- The drawn signature is an upload of purpose loan_signature (reviewed by compliance).
alter table uploads drop constraint uploads_purpose_check;
alter table uploads add constraint uploads_purpose_check check (purpose in ('kyc', 'deposit_proof', 'loan_signature'));

-- The loan outcomes the user is told of (the list of 0020 plus the loan kinds).
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'kyc_verified', 'kyc_rejected', 'deposit_credited', 'deposit_rejected', 'withdrawal_paid',
  'withdrawal_rejected', 'order_filled', 'contract_closed', 'contract_liquidated', 'option_settled',
  'smart_plan_matured', 'smart_plan_exited',
  'loan_approved', 'loan_rejected', 'loan_expired', 'loan_repaid'));

-- How many loans one user may have open (pending, repaying or expired) at once.
insert into system_params (key, value, public, description, type, min_value, max_value) values
  ('loan_max_open', '1', true, 'Loans one user may have open (pending review, repaying or expired) at once', 'integer', 1, 10);

create table loan_products (
  id           bigserial primary key,
  name         text not null check (length(name) between 1 and 80),
  min_amount   numeric(38, 18) not null check (min_amount > 0),
  max_amount   numeric(38, 18) not null check (max_amount < 1000000000000000),
  -- Terms offered in days, ascending, no repeats (the service sorts them).
  term_days    integer[] not null check (cardinality(term_days) between 1 and 20 and 1 <= all (term_days) and 3650 >= all (term_days)),
  -- Interest per day as a share of the principal.
  daily_rate   numeric(38, 18) not null check (daily_rate >= 0 and daily_rate < 1),
  enabled      boolean not null default true,
  updated_at   timestamptz not null default now(),
  check (min_amount <= max_amount)
);

create table loans (
  id                   bigserial primary key,
  user_id              bigint not null references users (id),
  product_id           bigint not null references loan_products (id),
  status               text not null default 'pending' check (status in ('pending', 'repaying', 'repaid', 'expired', 'rejected')),
  -- The figures signed (copied from the product and the quote at signing).
  product_name         text not null,
  amount               numeric(38, 18) not null check (amount > 0),
  term_days            integer not null check (term_days between 1 and 3650),
  daily_rate           numeric(38, 18) not null check (daily_rate >= 0 and daily_rate < 1),
  interest_free_days   integer not null check (interest_free_days >= 0),
  total_interest       numeric(38, 18) not null check (total_interest >= 0),
  -- The borrower as KYC verified them, named in the agreement.
  borrower_name        text not null,
  signature_upload_id  bigint not null unique references uploads (id),
  signed_at            timestamptz not null,
  -- DATA_DIR/loans/<agreement_name>: a random name the server chose.
  agreement_name       text not null unique check (agreement_name ~ '^[0-9a-f]{32}\.pdf$'),
  agreement_sha256     text not null check (agreement_sha256 ~ '^[0-9a-f]{64}$'),
  -- The compliance decision.
  decided_by           bigint references operators (id),
  decided_by_name      text,
  decided_at           timestamptz,
  reject_reason        text check (length(reject_reason) between 3 and 500),
  -- Disbursement (approval) and the due date it sets.
  disbursed_at         timestamptz,
  due_at               timestamptz,
  disbursement_entry   bigint unique references journal_entries (id),
  -- Repayment.
  repaid_at            timestamptz,
  repaid_interest      numeric(38, 18) check (repaid_interest >= 0),
  repayment_entry      bigint unique references journal_entries (id),
  created_at           timestamptz not null default now(),
  check ((status = 'pending') = (decided_at is null)),
  check ((status = 'rejected') = (reject_reason is not null)),
  check ((status in ('repaying', 'repaid', 'expired')) = (disbursement_entry is not null and disbursed_at is not null and due_at is not null)),
  check ((status = 'repaid') = (repayment_entry is not null and repaid_at is not null and repaid_interest is not null))
);
-- A user's list and open-loan count; the queue per status; the expiry job's scan.
create index loans_user on loans (user_id, id desc);
create index loans_status on loans (status, id);
create index loans_due on loans (due_at) where status = 'repaying';

-- One row locked by every movement of the loan fund (approval, funding), so two approvals at
-- once cannot both spend the same balance: platform accounts may go negative, this may not.
create table loan_fund_guard (
  id  integer primary key check (id = 1)
);
insert into loan_fund_guard (id) values (1);

-- One honest sample product: 100–5,000 USDT over 7, 14 or 30 days at 0.05 % a day. Nothing is
-- lent until finance funds the loan fund; approval answers 10177 until then.
insert into loan_products (name, min_amount, max_amount, term_days, daily_rate, enabled) values
  ('Flexible USDT loan', 100, 5000, '{7,14,30}', 0.0005, true);
