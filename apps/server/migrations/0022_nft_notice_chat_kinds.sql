-- Kinds the charity NFT, content and customer-service releases add (issues 15 and 16), in one
-- place so their own migrations need not redefine these checks in turn.
-- Notifications: outbid and won on a charity NFT, and a notice pushed by a content operator.
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'kyc_verified', 'kyc_rejected', 'deposit_credited', 'deposit_rejected', 'withdrawal_paid',
  'withdrawal_rejected', 'order_filled', 'contract_closed', 'contract_liquidated', 'option_settled',
  'smart_plan_matured', 'smart_plan_exited',
  'loan_approved', 'loan_rejected', 'loan_expired', 'loan_repaid',
  'nft_outbid', 'nft_won', 'notice'));

-- Uploads: NFT artwork (uploaded by content operators) and customer-service chat images.
alter table uploads drop constraint uploads_purpose_check;
alter table uploads add constraint uploads_purpose_check check (purpose in ('kyc', 'deposit_proof', 'loan_signature', 'nft', 'chat'));
