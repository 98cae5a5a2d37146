-- An operator resolves a listed order instead of deleting its row, so the list keeps what went
-- wrong and who dealt with it (the audit log keeps every resolution, also after a re-listing).
-- attempts: how many times the engine or settler tried before giving up; null where the failure
-- was not retried. A new failure of a resolved order re-opens its row (resolved_* back to null).
alter table orders_needing_attention add column attempts integer;
alter table orders_needing_attention add column resolved_at timestamptz;
alter table orders_needing_attention add column resolved_by_operator_id bigint references operators (id);
alter table orders_needing_attention add column resolved_by_username text;
alter table orders_needing_attention add column resolution text;
alter table orders_needing_attention add constraint orders_needing_attention_resolved_whole check (
  (resolved_at is null) = (resolved_by_operator_id is null) and (resolved_at is null) = (resolution is null)
);
create index orders_needing_attention_open on orders_needing_attention (noted_at) where resolved_at is null;
