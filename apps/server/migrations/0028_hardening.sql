-- Second hardening round (issue 22).
--
-- A charity's website is shown as a link on the public NFT pages, so it must be an absolute
-- http(s) address (packages/domain/src/web-address.ts decides; this check is the floor under
-- it). A value stored before the rule that is not one (javascript:, data:, a bare name) is
-- cleared, not kept: a charity without a website is shown without a link.
update charities set website = null where website !~* '^https?://[^/?#]';
alter table charities add constraint charities_website_web check (website ~* '^https?://[^/?#]');

-- A transaction hash names one transaction, whatever network it is reported on: every network's
-- hash is 64 hex digits (ERC20 writes 0x before them), stored lower-case, so the digits are
-- unique across networks, not only within one (deposits_network_tx_hash). Reports stored before
-- this rule that share their digits with an earlier report are marked and left out of the index:
-- deposits are records of what users reported and are never deleted.
alter table deposits add column shares_hash_digits boolean not null default false;
update deposits later set shares_hash_digits = true
  where exists (
    select 1 from deposits earlier
    where earlier.id < later.id and regexp_replace(earlier.tx_hash, '^0x', '') = regexp_replace(later.tx_hash, '^0x', '')
  );
create unique index deposits_tx_hash_digits on deposits ((regexp_replace(tx_hash, '^0x', ''))) where not shares_hash_digits;
