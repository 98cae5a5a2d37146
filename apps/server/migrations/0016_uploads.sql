-- Uploaded images (DESIGN §6; the uploads domain): one row per image accepted by the upload
-- service, already re-encoded (JPEG or PNG, metadata stripped). The bytes live in a file under
-- DATA_DIR/uploads named by `storage_name`, a random name the server chose (never the client's).
-- A use case that takes an upload id claims it once, for its owner and purpose: claimed_at is
-- set once, with claimed_ref naming the claiming record (e.g. kyc_submission:7) when it tells.
create table uploads (
  id            bigserial primary key,
  owner_id      bigint not null references users (id),
  purpose       text not null check (purpose in ('kyc', 'deposit_proof')),
  content_type  text not null check (content_type in ('image/jpeg', 'image/png')),
  bytes         integer not null check (bytes > 0),
  width         integer not null check (width > 0),
  height        integer not null check (height > 0),
  sha256        text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  storage_name  text not null unique check (storage_name ~ '^[0-9a-f]{32}\.(jpg|png)$'),
  claimed_at    timestamptz,
  claimed_ref   text check (length(claimed_ref) between 1 and 100),
  created_at    timestamptz not null default now(),
  constraint uploads_ref_of_claim check (claimed_ref is null or claimed_at is not null)
);

-- The hourly limit counts a user's recent uploads; the owner's reads look rows up by id.
create index uploads_owner_created on uploads (owner_id, created_at);
