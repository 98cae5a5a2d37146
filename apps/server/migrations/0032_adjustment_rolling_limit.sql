-- Dual control could be bypassed by splitting: many adjustments each at or under the threshold
-- posted at once with no second approval. Each adjustment now keeps its USDT value at request
-- time, and what one operator posts alone, or one user receives that way, on the real book over
-- any 24 hours is capped by a parameter; past it every adjustment waits for a second approver.
alter table ledger_adjustments add column usdt_value numeric(38, 18) check (usdt_value >= 0);

create index ledger_adjustments_requester_time on ledger_adjustments (requested_by, created_at);
create index ledger_adjustments_user_time on ledger_adjustments (user_id, created_at);

insert into system_params (key, value, public, description, type, min_value, max_value) values
  ('adjustment_rolling_limit_usdt', '5000', false,
   'Real-book adjustments one operator posts without a second approval, or one user receives that way, may total at most this many USDT over any 24 hours; past it every adjustment waits for a second finance operator',
   'decimal', 0, 1000000000000);
