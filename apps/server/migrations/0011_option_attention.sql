-- Options the settler gave up on (settlement failed on every attempt) are listed for an operator
-- beside the contract and coin orders the engine could not rest or fill.
alter table orders_needing_attention drop constraint orders_needing_attention_order_kind_check;
alter table orders_needing_attention add constraint orders_needing_attention_order_kind_check check (order_kind in ('contract', 'spot', 'option'));
comment on column orders_needing_attention.order_id is 'contract_orders.id, spot_orders.id or option_orders.id, by order_kind';
