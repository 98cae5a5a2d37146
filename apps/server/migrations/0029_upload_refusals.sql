-- Refused uploads (issue 22; the uploads domain): an upload that was read and refused (not an
-- image, too large, unreadable, too many pixels) leaves a row here, so it counts toward its
-- uploader's hourly limit like an accepted one. Without it, refused uploads were free, and a
-- user could send hostile images without end. No file and nothing of the image is kept.
create table upload_refusals (
  id           bigserial primary key,
  owner_id     bigint references users (id),
  operator_id  bigint references operators (id),
  code         integer not null,
  created_at   timestamptz not null default now(),
  constraint upload_refusals_one_owner check ((owner_id is null) <> (operator_id is null))
);

create index upload_refusals_owner_created on upload_refusals (owner_id, created_at) where owner_id is not null;
create index upload_refusals_operator_created on upload_refusals (operator_id, created_at) where operator_id is not null;
