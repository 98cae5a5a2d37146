-- Idempotency-Key for operators' money-moving writes (a ledger adjustment retried after a
-- timeout must not post twice): a record belongs to a user or to an operator, and each owner's
-- keys are unique on their own.
alter table idempotency_records add column operator_id bigint references operators (id);
alter table idempotency_records drop constraint idempotency_records_pkey;
alter table idempotency_records alter column user_id drop not null;
alter table idempotency_records add constraint idempotency_records_one_owner check ((user_id is null) <> (operator_id is null));
create unique index idempotency_records_user_key on idempotency_records (user_id, key) where user_id is not null;
create unique index idempotency_records_operator_key on idempotency_records (operator_id, key) where operator_id is not null;
