-- Identity verification (KYC, SPEC §3; DESIGN §6), owned by the accounts domain beside
-- users.kyc_status. One row per submission: the SPEC §3 fields, the three claimed uploads
-- (front, back, holding the document) and the review. A submission is pending until a
-- compliance operator verifies or fails it, once (the decision locks the row); a failed one
-- keeps its reason and the user may submit again. At most one pending submission per user.
create table kyc_submissions (
  id                     bigserial primary key,
  user_id                bigint not null references users (id),
  first_name             text not null check (length(first_name) between 1 and 60),
  last_name              text not null check (length(last_name) between 1 and 60),
  birthdate              date not null,
  sex                    text not null check (sex in ('male', 'female', 'other')),
  country                text not null check (country ~ '^[A-Z]{2}$'),
  address                text not null check (length(address) between 1 and 200),
  phone                  text not null check (phone ~ '^\+[1-9][0-9]{0,3} ?[0-9]{4,15}$'),
  document_type          text not null check (document_type in ('id_card', 'passport', 'driver_licence')),
  front_upload_id        bigint not null references uploads (id),
  back_upload_id         bigint not null references uploads (id),
  holding_upload_id      bigint not null references uploads (id),
  status                 text not null default 'pending' check (status in ('pending', 'verified', 'failed')),
  reject_reason          text check (length(reject_reason) between 3 and 500),
  reviewed_by            bigint references operators (id),
  reviewed_by_username   text,
  submitted_at           timestamptz not null,
  reviewed_at            timestamptz,
  constraint kyc_submissions_three_images check (
    front_upload_id <> back_upload_id and front_upload_id <> holding_upload_id and back_upload_id <> holding_upload_id
  ),
  constraint kyc_submissions_review_whole check (
    (status = 'pending') = (reviewed_at is null)
    and (reviewed_at is null) = (reviewed_by is null)
    and (reviewed_by is null) = (reviewed_by_username is null)
  ),
  constraint kyc_submissions_reason_of_failure check ((status = 'failed') = (reject_reason is not null))
);

create unique index kyc_submissions_one_pending on kyc_submissions (user_id) where status = 'pending';
-- The review queue (oldest first) and a user's history.
create index kyc_submissions_status_submitted on kyc_submissions (status, submitted_at, id);
create index kyc_submissions_user_submitted on kyc_submissions (user_id, submitted_at, id);
