-- Secrets at rest (issue 25): the VAPID private key and the TOTP secrets of users and operators
-- (and an operator link's pending one) are stored sealed with the server's sealing key
-- (platform/sealing.ts, `sealed:v1:` then AES-256-GCM, base64). SQL cannot encrypt with a key it
-- does not hold, so the server seals the rows written before this migration on its next start
-- (sealPlaintext… in accounts, admin/operators and alerts). These checks are NOT VALID: they skip
-- those old rows, but every insert or update from now on must write a sealed value.
alter table web_push_keys add constraint web_push_keys_private_key_sealed check (private_key like 'sealed:v1:%') not valid;
alter table user_totp add constraint user_totp_secret_sealed check (secret like 'sealed:v1:%') not valid;
alter table operators add constraint operators_totp_secret_sealed check (totp_secret like 'sealed:v1:%') not valid;
alter table operator_links add constraint operator_links_pending_totp_secret_sealed check (pending_totp_secret like 'sealed:v1:%') not valid;
